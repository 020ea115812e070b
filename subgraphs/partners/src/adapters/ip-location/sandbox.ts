import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { IpLocationUnavailable, type IpLocator } from './types.js';

/**
 * ip-api.com in a box, failures included: private, loopback and reserved addresses are answered
 * "cannot say" (as ip-api answers "private range" / "reserved range"), an invalid one too; the
 * documentation range 203.0.113.0/24 (TEST-NET-3) stands for an outage (the provider cannot be
 * reached); any other address is somewhere in Korea, the same place every time (by its hash).
 */
const REGIONS: [string, string][] = [
  ['서울특별시', '중구'],
  ['서울특별시', '강남구'],
  ['부산광역시', '해운대구'],
  ['대구광역시', '수성구'],
  ['인천광역시', '연수구'],
  ['광주광역시', '서구'],
  ['대전광역시', '유성구'],
  ['경기도', '성남시'],
  ['경기도', '수원시'],
  ['강원특별자치도', '춘천시'],
  ['제주특별자치도', '제주시'],
];

const PRIVATE = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./, /^::1$/, /^f[cd]/i, /^fe80:/i, /^::ffff:(10|127|192\.168)\./];

export const sandboxLocator: IpLocator = {
  name: 'sandbox',
  async locate(ip) {
    if (!isIP(ip) || PRIVATE.some((range) => range.test(ip))) return null;
    if (ip.startsWith('203.0.113.')) throw new IpLocationUnavailable('ip location sandbox: TEST-NET-3 stands for an outage');
    const index = createHash('sha256').update(ip).digest().readUInt32BE(0) % REGIONS.length;
    const [region, city] = REGIONS[index]!;
    return { countryCode: 'KR', region, city };
  },
};
