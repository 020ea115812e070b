import { randomInt } from 'node:crypto';
import { koreanDateCompact } from '@shop/kit';

/** Crockford base32: no I, L, O, U, so a number read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An order number: 'O', the Korean date (yymmdd) and 8 random base32 characters (40 bits), e.g.
 * O261123K7M2Q9XA. Random and non-sequential: a number says nothing about how many orders the
 * shop has and cannot be guessed from another. The unique index is the last guard.
 */
export function newOrderNumber(now = new Date()): string {
  let random = '';
  for (let i = 0; i < 8; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `O${koreanDateCompact(now).slice(2)}${random}`;
}

export const ORDER_NUMBER_PATTERN = /^O\d{6}[0-9A-HJKMNP-TV-Z]{8}$/;

/** A token for a gift's receiver to enter the address (32 base32 characters, 160 bits). */
export function newGiftToken(): string {
  let token = '';
  for (let i = 0; i < 32; i += 1) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}
