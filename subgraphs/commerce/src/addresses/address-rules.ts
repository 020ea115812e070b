import { displayName, text, z } from '@shop/kit';
import { postcodeSchema } from '../delivery/delivery-quote.service.js';

/**
 * One rule set for a delivery address wherever one is typed: the address book, an order's address,
 * a gift receiver's address. (Before, an order allowed a 40-character recipient and the address
 * book 20, and each normalised phone numbers its own way.)
 */
export const recipientSchema = displayName('받는 분', { min: 1, max: 20 });

/** A contact number as people type it: hyphens, spaces and brackets are dropped (010-1234-5678 is 01012345678). */
export const contactPhoneSchema = z
  .string({ error: '연락처를 입력해주세요.' })
  .transform((s) => s.replace(/[^0-9]/g, ''))
  .pipe(z.string().regex(/^0\d{8,10}$/, '연락처는 0으로 시작하는 9~11자리 숫자입니다.'));

export const address1Schema = displayName('주소', { min: 1, max: 200 });

/** The detail (동·호수); empty is none (null). */
export const address2Schema = text()
  .pipe(z.string().max(200, '상세 주소는 200자 이하여야 합니다.'))
  .nullish()
  .transform((v) => v || null);

export { postcodeSchema };
