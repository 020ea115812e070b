import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testIdentity, startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { closeRateLimits, resetLimitRules } from '@shop/kit/rate-limits.js';
import { commerce } from '../schema.js';
import { clearAddressSearchFaults, scriptAddressSearchFault } from '../adapters/address-search/sandbox.js';
import { searchRoadAddresses } from './road-addresses.service.js';

/**
 * 주소 검색 through the commerce schema, on the sandbox (the default outside production): the page,
 * the API's keyword errors as 400s naming `keyword`, its outages as 502/503, and the limits under
 * 20 searches at once.
 */
const RACERS = 20;
const LIMIT = 5;
let api: TestSubgraph;
const saved = { account: process.env.RATE_LIMIT_ADDRESS_SEARCH, address: process.env.RATE_LIMIT_ADDRESS_SEARCH_ADDRESS };
beforeAll(async () => {
  process.env.RATE_LIMIT_ADDRESS_SEARCH = `${LIMIT}/60/60`;
  process.env.RATE_LIMIT_ADDRESS_SEARCH_ADDRESS = `${LIMIT}/60/60`;
  resetLimitRules();
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(async () => {
  for (const [variable, value] of [
    ['RATE_LIMIT_ADDRESS_SEARCH', saved.account],
    ['RATE_LIMIT_ADDRESS_SEARCH_ADDRESS', saved.address],
  ] as const) {
    if (value === undefined) delete process.env[variable];
    else process.env[variable] = value;
  }
  resetLimitRules();
  await api.close();
  await closeRateLimits();
});
afterEach(() => clearAddressSearchFaults());

const SEARCH = `query ($keyword: String!, $page: Int) { searchRoadAddresses(keyword: $keyword, page: $page) { total page hasMore items { roadAddress roadAddressPart1 roadAddressPart2 jibunAddress postcode buildingName } } }`;
interface Page {
  total: number;
  page: number;
  hasMore: boolean;
  items: { roadAddress: string; postcode: string; buildingName: string | null; jibunAddress: string }[];
}
// Each anonymous search may count against nothing (no address in-process), so these never meet the limits.
const search = (keyword: string, page?: number) => api.exec<{ searchRoadAddresses: Page }>(SEARCH, { keyword, ...(page ? { page } : {}) }, null);

describe('searchRoadAddresses', () => {
  it('anyone finds a road address with its jibun address, postcode and building', async () => {
    const { data, errors } = await search('세종대로 110');
    expect(errors).toBeUndefined();
    expect(data!.searchRoadAddresses).toEqual({
      total: 1,
      page: 1,
      hasMore: false,
      items: [
        {
          roadAddress: '서울특별시 중구 세종대로 110 (태평로1가)',
          roadAddressPart1: '서울특별시 중구 세종대로 110',
          roadAddressPart2: ' (태평로1가)',
          jibunAddress: '서울특별시 중구 태평로1가 31 서울특별시청',
          postcode: '04524',
          buildingName: '서울특별시청',
        },
      ],
    });
  });

  it('pages by 10 with 더 보기 (hasMore) until the last page', async () => {
    const pages = await Promise.all([1, 2, 3].map(async (page) => (await search('서울특별시 구청', page)).data!.searchRoadAddresses));
    expect(pages.map((p) => [p.page, p.items.length, p.hasMore, p.total])).toEqual([
      [1, 10, true, 23],
      [2, 10, true, 23],
      [3, 3, false, 23],
    ]);
    expect(new Set(pages.flatMap((p) => p.items.map((i) => i.postcode))).size).toBe(23);
  });

  it('finds nothing as an empty page, not an error', async () => {
    expect((await search('없는도로명 999')).data!.searchRoadAddresses).toEqual({ total: 0, page: 1, hasMore: false, items: [] });
  });

  it.each([
    ['', '검색어를 입력해주세요.'],
    ['서울', '시·도 이름만으로는 찾을 수 없어요. 도로명이나 건물 이름을 함께 입력해주세요.'],
    ['가', '검색어는 두 글자 이상 입력해주세요.'],
    ['1234', '숫자만으로는 찾을 수 없어요. 도로명이나 건물 이름을 함께 입력해주세요.'],
    ['12345678901 길', '검색어의 숫자는 10자리 이하로 입력해주세요.'],
    ['!!12', '특수문자와 숫자만으로는 찾을 수 없어요. 도로명이나 건물 이름을 입력해주세요.'],
    ['세종대로 % 110', '검색어에 쓸 수 없는 문자(%, =, >, <, [, ])나 단어가 들어 있어요.'],
    ['drop 세종대로', '검색어에 쓸 수 없는 문자(%, =, >, <, [, ])나 단어가 들어 있어요.'],
    ['가'.repeat(41), '검색어가 너무 깁니다. 한글 40자, 영문·숫자 80자 이하로 입력해주세요.'],
    ['a'.repeat(200), '검색어가 너무 깁니다. 한글 40자, 영문·숫자 80자 이하로 입력해주세요.'],
  ])('%j is a 400 naming keyword: %s', async (keyword, message) => {
    const { data, errors } = await search(keyword);
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'keyword', message }] } });
  });

  it.each([0, 101])('page %i is a 400 naming page', async (page) => {
    const { errors } = await api.exec(SEARCH, { keyword: '세종대로 110', page }, null);
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'page' }] });
  });

  it.each([
    ['http-500', 'ADDRESS_SEARCH_UNAVAILABLE'],
    ['not-json', 'ADDRESS_SEARCH_UNAVAILABLE'],
    ['system-error', 'ADDRESS_SEARCH_UNAVAILABLE'],
    ['bad-key', 'ADDRESS_SEARCH_REFUSED'],
  ] as const)('the API failing with %s is %s with a Korean message, and the next search works', async (fault, code) => {
    scriptAddressSearchFault(fault);
    const { errors } = await search('세종대로 110');
    expect(errors?.[0]?.extensions?.code).toBe(code);
    expect(errors?.[0]?.message).toMatch(/주소 검색|주소를 직접 입력/);
    expect((await search('세종대로 110')).data!.searchRoadAddresses.total).toBe(1);
  });
});

describe('searchRoadAddresses limits', () => {
  const outcome = async (calls: Promise<unknown>[]) =>
    (await Promise.allSettled(calls)).map((r) => (r.status === 'fulfilled' ? 'ok' : ((r.reason as { extensions?: { code?: string } }).extensions?.code ?? String(r.reason)))).sort();
  const expected = [...Array(LIMIT).fill('ok'), ...Array(RACERS - LIMIT).fill('RATE_LIMITED')].sort();

  it(`${RACERS} searches at once from one address: exactly ${LIMIT} answered, the rest 429`, async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const calls = Array.from({ length: RACERS }, () => searchRoadAddresses(api.em(), { identity: null, clientIp: address }, '세종대로 110'));
    expect(await outcome(calls)).toEqual(expected);
  });

  it(`${RACERS} searches at once of one account from ${RACERS} addresses: exactly ${LIMIT} answered`, async () => {
    const me = testIdentity('member');
    const calls = Array.from({ length: RACERS }, (_, i) => searchRoadAddresses(api.em(), { identity: me, clientIp: `203.0.113.${i + 1}` }, '세종대로 110'));
    expect(await outcome(calls)).toEqual(expected);
    const refused = await searchRoadAddresses(api.em(), { identity: me, clientIp: null }, '세종대로 110').catch((e: { message: string; extensions: { code: string } }) => e);
    expect(refused).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect((refused as { message: string }).message).toMatch(/^주소 검색 요청이 너무 많습니다\. \d+(초|분) 후에 다시 시도해주세요\.$/);
  });
});
