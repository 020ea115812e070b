import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JUSO_API_URL, jusoClient } from './http.js';
import { clearAddressSearchFaults, jusoSandboxAnswer, keywordProblem, sandboxAddresses, sandboxFetch, scriptAddressSearchFault } from './sandbox.js';
import { AddressSearchRefused, AddressSearchUnavailable } from './types.js';

const client = (timeoutMs = 2_000) => jusoClient({ url: JUSO_API_URL, confirmKey: 'sandbox', timeoutMs, fetchImpl: sandboxFetch, name: 'sandbox' });
const params = (over: Record<string, string> = {}) => new URLSearchParams({ confmKey: 'k', currentPage: '1', countPerPage: '10', keyword: '구청', resultType: 'json', ...over });
const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

afterEach(() => clearAddressSearchFaults());

describe('the 도로명주소 검색 API sandbox', () => {
  it('holds real places in every 시·도, each with a 5-digit postcode and a road address that starts with its 시·도', () => {
    const rows = sandboxAddresses();
    expect(rows.length).toBeGreaterThan(150);
    expect(new Set(rows.map((r) => r.siNm)).size).toBe(17);
    for (const row of rows) {
      expect(row.zipNo).toMatch(/^\d{5}$/);
      expect(row.roadAddr.startsWith(row.siNm)).toBe(true);
      expect(row.roadAddr).toBe(`${row.roadAddrPart1}${row.roadAddrPart2}`);
    }
  });

  it('answers in the API’s shape: results.common with string numbers, results.juso with its fields', () => {
    const answer = jusoSandboxAnswer(params({ keyword: '세종대로 110' }));
    expect(answer.results.common).toEqual({ errorCode: '0', errorMessage: '정상', totalCount: '1', currentPage: '1', countPerPage: '10' });
    expect(answer.results.juso![0]).toMatchObject({
      roadAddr: '서울특별시 중구 세종대로 110 (태평로1가)',
      roadAddrPart1: '서울특별시 중구 세종대로 110',
      roadAddrPart2: ' (태평로1가)',
      jibunAddr: '서울특별시 중구 태평로1가 31 서울특별시청',
      zipNo: '04524',
      bdNm: '서울특별시청',
      siNm: '서울특별시',
      sggNm: '중구',
      emdNm: '태평로1가',
      rn: '세종대로',
      buldMnnm: '110',
      buldSlno: '0',
    });
    // 읍·면 go before the road and leave the 참고항목 empty; 세종 has no 시·군·구.
    expect(jusoSandboxAnswer(params({ keyword: '유니스트길 50' })).results.juso![0]).toMatchObject({ roadAddr: '울산광역시 울주군 언양읍 유니스트길 50', roadAddrPart2: '', zipNo: '44919' });
    expect(jusoSandboxAnswer(params({ keyword: '한누리대로 2130' })).results.juso![0]).toMatchObject({ roadAddr: '세종특별자치시 한누리대로 2130 (보람동)', sggNm: '' });
  });

  it('pages like the API: countPerPage rows from currentPage, the same totalCount, disjoint pages, nothing past the end', () => {
    const first = jusoSandboxAnswer(params({ keyword: '서울특별시 구청', countPerPage: '10' }));
    const total = Number(first.results.common.totalCount);
    expect(total).toBe(23);
    const pages = [1, 2, 3].map((page) => jusoSandboxAnswer(params({ keyword: '서울특별시 구청', currentPage: String(page), countPerPage: '10' })).results.juso!);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    const all = pages.flat().map((r) => r.bdNm);
    expect(new Set(all).size).toBe(23);
    expect(all.every((name) => name.endsWith('구청'))).toBe(true);
    const past = jusoSandboxAnswer(params({ keyword: '서울특별시 구청', currentPage: '4' }));
    expect(past.results).toMatchObject({ common: { errorCode: '0', totalCount: '23', currentPage: '4' }, juso: [] });
  });

  it('matches every word (a road with its number typed together too) against the road address, the jibun address and the building name', () => {
    const names = (keyword: string) => jusoSandboxAnswer(params({ keyword })).results.juso!.map((r) => r.bdNm);
    expect(names('세종대로110')).toEqual(['서울특별시청']);
    expect(names('태평로1가 31')).toEqual(['서울특별시청']);
    expect(names('부산 대학교').length).toBeGreaterThan(5);
    expect(names('없는도로명 999')).toEqual([]);
  });

  it.each([
    ['', 'E0005'],
    ['   ', 'E0005'],
    ['서울', 'E0006'],
    ['경기도', 'E0006'],
    ['가', 'E0008'],
    ['1234', 'E0009'],
    ['가'.repeat(41), 'E0010'],
    ['a'.repeat(81), 'E0010'],
    ['12345678901 길', 'E0011'],
    ['!!12', 'E0012'],
    ['세종대로 % 110', 'E0013'],
    ['세종대로 [110]', 'E0013'],
    ['select 로', 'E0013'],
    ['세종로 OR 1', 'E0013'],
  ])('refuses %j with %s (and answers juso: null)', (keyword, code) => {
    expect(keywordProblem(keyword)).toBe(code);
    expect(jusoSandboxAnswer(params({ keyword })).results).toMatchObject({ common: { errorCode: code, totalCount: '0' }, juso: null });
  });

  it('lets through the boundaries the API allows', () => {
    for (const keyword of ['종로', '가'.repeat(40), 'a'.repeat(80), '1234567890 길', 'KOREA 로', '세종대로 110']) expect(keywordProblem(keyword)).toBeNull();
  });

  it('refuses a request without confmKey with E0001', () => {
    expect(jusoSandboxAnswer(params({ confmKey: '' })).results.common).toMatchObject({ errorCode: 'E0001', errorMessage: '승인되지 않은 KEY 입니다.' });
  });
});

describe('the API client (through the sandbox)', () => {
  it('reads a page: items with road, jibun, postcode and building, the total and the page', async () => {
    const page = await client().search('서울특별시 구청', 2, 10);
    expect(page).toMatchObject({ total: 23, page: 2, countPerPage: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toEqual({
      roadAddress: expect.stringMatching(/^서울특별시 /),
      roadAddressPart1: expect.any(String),
      roadAddressPart2: expect.any(String),
      jibunAddress: expect.any(String),
      postcode: expect.stringMatching(/^\d{5}$/),
      buildingName: expect.stringMatching(/구청$/),
    });
  });

  it('turns an error code into AddressSearchRefused with the code and the API’s message', async () => {
    const error = (await refusal(client().search('서울', 1, 10))) as AddressSearchRefused;
    expect(error).toBeInstanceOf(AddressSearchRefused);
    expect([error.code, error.providerMessage]).toEqual(['E0006', '주소를 상세히 입력해 주시기 바랍니다.']);
  });

  it.each([
    ['timeout', AddressSearchUnavailable, undefined],
    ['http-500', AddressSearchUnavailable, undefined],
    ['not-json', AddressSearchUnavailable, undefined],
    ['system-error', AddressSearchRefused, '-999'],
    ['bad-key', AddressSearchRefused, 'E0001'],
  ] as const)('a scripted %s fails the next request only', async (fault, kind, code) => {
    scriptAddressSearchFault(fault);
    const error = (await refusal(client(100).search('세종대로 110', 1, 10))) as Error & { code?: string };
    expect(error).toBeInstanceOf(kind);
    if (code) expect(error.code).toBe(code);
    expect((await client(100).search('세종대로 110', 1, 10)).items[0]!.postcode).toBe('04524');
  });
});

describe('the API client over HTTP', () => {
  // A local server answering like business.juso.go.kr; it records what the client sent.
  let server: Server;
  let url: string;
  const seen: URL[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const asked = new URL(req.url!, 'http://localhost');
      seen.push(asked);
      if (asked.pathname !== '/addrlink/addrLinkApi.do') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(jusoSandboxAnswer(asked.searchParams)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/addrlink/addrLinkApi.do`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends GET addrLinkApi.do with confmKey, currentPage, countPerPage, keyword and resultType=json', async () => {
    const page = await jusoClient({ url, confirmKey: 'test-key', timeoutMs: 2_000 }).search('한누리대로 2130', 1, 5);
    expect(page.items[0]).toMatchObject({ postcode: '30151', buildingName: '세종특별자치시청' });
    const sent = seen.at(-1)!;
    expect(Object.fromEntries(sent.searchParams)).toEqual({ confmKey: 'test-key', currentPage: '1', countPerPage: '5', keyword: '한누리대로 2130', resultType: 'json' });
  });

  it('a server that does not answer with the API is AddressSearchUnavailable', async () => {
    const error = await refusal(jusoClient({ url: url.replace('addrLinkApi.do', 'missing.do'), confirmKey: 'k', timeoutMs: 2_000 }).search('세종대로 110', 1, 10));
    expect(error).toBeInstanceOf(AddressSearchUnavailable);
    const closed = await refusal(jusoClient({ url: 'http://127.0.0.1:1/addrlink/addrLinkApi.do', confirmKey: 'k', timeoutMs: 2_000 }).search('세종대로 110', 1, 10));
    expect(closed).toBeInstanceOf(AddressSearchUnavailable);
  });
});
