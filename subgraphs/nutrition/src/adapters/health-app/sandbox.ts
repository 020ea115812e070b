import { createHash } from 'node:crypto';
import { NUTRIENT_BY_CODE } from '../../nutrients/nutrient-catalog.js';
import { HealthAppRefused, type HealthAppClient, type HealthAppSupplement } from './types.js';

/** Supplements a sandbox person may keep, as [name, [nutrient code, amount]] in catalog units. */
const SHELF: [string, [string, number][]][] = [
  [
    '종합비타민 미네랄',
    [
      ['vitamin_c', 100],
      ['vitamin_d', 10],
      ['vitamin_b1', 1.2],
      ['vitamin_b2', 1.4],
      ['zinc', 8.5],
    ],
  ],
  ['비타민D 1000IU', [['vitamin_d', 25]]],
  [
    'rTG 오메가3',
    [
      ['omega_3_fatty_acids', 600],
      ['vitamin_e', 5],
    ],
  ],
  ['마그네슘 350', [['magnesium', 350]]],
  [
    '철분 엽산',
    [
      ['fe', 18],
      ['folic_acid', 400],
    ],
  ],
  [
    '칼슘 비타민D',
    [
      ['calcium', 500],
      ['vitamin_d', 10],
    ],
  ],
  [
    '비타민B 컴플렉스',
    [
      ['vitamin_b1', 25],
      ['vitamin_b2', 25],
      ['niacin', 20],
      ['pyridoxine', 25],
      ['vitamin_b12', 100],
      ['biotin', 100],
    ],
  ],
  ['비타민C 1000', [['vitamin_c', 1000]]],
];

const TOKEN_PREFIX = 'sandbox-token-';
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * An app that behaves like the real service for development and tests. The authorization code
 * `sandbox-<person>` (optionally `sandbox-<person>-<nonce>`, as a fresh code for the same person)
 * yields a stable external user id for that person; any other code is refused, as the service
 * refuses a bad code. Each person keeps a fixed 2-4 supplements of SHELF, chosen by the id.
 */
export const sandboxHealthAppClient: HealthAppClient = {
  name: 'sandbox',
  async exchangeCode(provider, code) {
    const match = /^sandbox-([A-Za-z0-9]{1,40})(?:-[A-Za-z0-9]{1,40})?$/.exec(code);
    if (!match) throw HealthAppRefused();
    const externalUserId = `${provider}-${digest(`${provider}:${match[1]}`).slice(0, 16)}`;
    return { externalUserId, accessToken: `${TOKEN_PREFIX}${externalUserId}` };
  },
  async listSupplements(provider, accessToken) {
    const externalUserId = accessToken.startsWith(TOKEN_PREFIX) ? accessToken.slice(TOKEN_PREFIX.length) : '';
    if (!externalUserId.startsWith(`${provider}-`)) throw HealthAppRefused();
    const seed = parseInt(digest(externalUserId).slice(0, 8), 16);
    const count = 2 + (seed % 3);
    return Array.from({ length: count }, (_, i): HealthAppSupplement => {
      const shelfIndex = (seed + i * 3) % SHELF.length;
      const [name, nutrients] = SHELF[shelfIndex];
      return {
        externalId: `${externalUserId}-${shelfIndex + 1}`,
        name,
        nutrients: nutrients.map(([code, amount]) => ({ code, amount, unit: NUTRIENT_BY_CODE.get(code)!.unit })),
      };
    });
  },
};
