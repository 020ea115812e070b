import { z } from '@shop/kit';

/** Parcel carriers a seller may register, by the codes Korean tracking services use. */
export const CARRIERS = {
  '01': '우체국택배',
  '04': 'CJ대한통운',
  '05': '한진택배',
  '06': '로젠택배',
  '08': '롯데택배',
  '11': '일양로지스',
  '23': '경동택배',
  '46': 'CU 편의점택배',
  '24': 'GS Postbox 택배',
} as const;
export type CarrierCode = keyof typeof CARRIERS;

export const carrierSchema = z.enum(Object.keys(CARRIERS) as [CarrierCode, ...CarrierCode[]], { error: '택배사를 선택해주세요.' });
