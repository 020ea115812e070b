import { JUSO_ERRORS, type JusoResponse, type JusoRow } from './types.js';
import type { Fetch } from './http.js';
import { ROAD_ADDRESSES_TSV } from './data/road-addresses.js';

/**
 * The 도로명주소 검색 API in a box, over a data file of real road-name addresses (city halls, 구청,
 * stations, universities, hospitals ... in every 시·도; data/README.md says where they come from).
 * It answers the same request (`confmKey`, `currentPage`, `countPerPage`, `keyword`,
 * `resultType=json`) with the same JSON (`results.common` with string numbers, `results.juso`,
 * null on an error) and refuses the same keywords with the same codes:
 *
 * | code | when |
 * |---|---|
 * | E0001 | no confmKey |
 * | E0005 | an empty keyword |
 * | E0006 | only a 시·도 name ("서울", "경기도") |
 * | E0008 | one character |
 * | E0009 | digits only |
 * | E0010 | longer than 80 (a Hangul syllable counts 2: 한글 40자, 영문·숫자 80자) |
 * | E0011 | a number of more than 10 digits |
 * | E0012 | symbols and digits only |
 * | E0013 | %, =, >, <, [, ] or an SQL word (OR, SELECT, INSERT, DELETE, UPDATE, CREATE, DROP, EXEC, UNION, FETCH, DECLARE, TRUNCATE) |
 *
 * Matching: every word of the keyword appears in the road address, the jibun address or the
 * building name (a road typed with its number, "세종대로110", is read as "세종대로 110"), in the data
 * file's order. Faults for tests:
 * `scriptAddressSearchFault('timeout' | 'http-500' | 'system-error' | 'bad-key' | 'not-json')`
 * makes the next request hang until its signal aborts, answer HTTP 500, answer -999, answer E0001,
 * or answer an HTML error page.
 */

const SIDO = [
  '서울특별시',
  '부산광역시',
  '대구광역시',
  '인천광역시',
  '광주광역시',
  '대전광역시',
  '울산광역시',
  '세종특별자치시',
  '경기도',
  '강원특별자치도',
  '충청북도',
  '충청남도',
  '전북특별자치도',
  '전라남도',
  '경상북도',
  '경상남도',
  '제주특별자치도',
];
const SIDO_SHORT = [
  '서울',
  '부산',
  '대구',
  '인천',
  '광주',
  '대전',
  '울산',
  '세종',
  '경기',
  '강원',
  '충북',
  '충남',
  '전북',
  '전남',
  '경북',
  '경남',
  '제주',
  '강원도',
  '전라북도',
  '제주도',
  '서울시',
  '부산시',
  '대구시',
  '인천시',
  '광주시',
  '대전시',
  '울산시',
  '세종시',
];
const SIDO_NAMES = new Set([...SIDO, ...SIDO_SHORT]);
const SQL_WORDS = ['OR', 'SELECT', 'INSERT', 'DELETE', 'UPDATE', 'CREATE', 'DROP', 'EXEC', 'UNION', 'FETCH', 'DECLARE', 'TRUNCATE'];
const SQL_WORD = new RegExp(`(^|[^A-Za-z])(${SQL_WORDS.join('|')})(?=$|[^A-Za-z])`, 'i');
const MESSAGES: Record<string, string> = {
  '0': '정상',
  [JUSO_ERRORS.SYSTEM]: '시스템에러',
  [JUSO_ERRORS.KEY_NOT_APPROVED]: '승인되지 않은 KEY 입니다.',
  [JUSO_ERRORS.KEYWORD_EMPTY]: '검색어가 입력되지 않았습니다.',
  [JUSO_ERRORS.KEYWORD_TOO_BROAD]: '주소를 상세히 입력해 주시기 바랍니다.',
  [JUSO_ERRORS.KEYWORD_TOO_SHORT]: '검색어는 두글자 이상 입력되어야 합니다.',
  [JUSO_ERRORS.KEYWORD_DIGITS_ONLY]: '검색어는 문자와 숫자 같이 입력되어야 합니다.',
  [JUSO_ERRORS.KEYWORD_TOO_LONG]: '검색어가 너무 깁니다. (한글40자, 영문,숫자 80자 이하)',
  [JUSO_ERRORS.KEYWORD_LONG_NUMBER]: '검색어에 너무 긴 숫자가 포함되어 있습니다. (숫자10자 이하)',
  [JUSO_ERRORS.KEYWORD_SYMBOLS_ONLY]: '특수문자와 숫자만으로 이루어진 검색어는 검색이 불가합니다.',
  [JUSO_ERRORS.KEYWORD_FORBIDDEN]: 'SQL 예약어 또는 특수문자( %,=,>,<,[,] )는 검색이 불가능 합니다.',
};

/** The keyword's error code under the API's rules, or null when it may be searched. */
export function keywordProblem(keyword: string): string | null {
  const text = keyword.normalize('NFC').trim();
  if (!text) return JUSO_ERRORS.KEYWORD_EMPTY;
  if (/[%=><[\]]/.test(text) || SQL_WORD.test(text)) return JUSO_ERRORS.KEYWORD_FORBIDDEN;
  if ([...text].reduce((n, c) => n + (/[\uac00-\ud7a3\u3131-\u318e]/.test(c) ? 2 : 1), 0) > 80) return JUSO_ERRORS.KEYWORD_TOO_LONG;
  if (/\d{11,}/.test(text)) return JUSO_ERRORS.KEYWORD_LONG_NUMBER;
  if (/^[\d\s]+$/.test(text)) return JUSO_ERRORS.KEYWORD_DIGITS_ONLY;
  if (!/[\p{L}]/u.test(text)) return JUSO_ERRORS.KEYWORD_SYMBOLS_ONLY;
  if ([...text.replace(/\s/g, '')].length < 2) return JUSO_ERRORS.KEYWORD_TOO_SHORT;
  if (SIDO_NAMES.has(text.replace(/\s/g, ''))) return JUSO_ERRORS.KEYWORD_TOO_BROAD;
  return null;
}

/** A row of data/road-addresses.ts (tab-separated, as the juso API names its fields). */
interface Place {
  bdNm: string;
  zipNo: string;
  siNm: string;
  sggNm: string;
  emdNm: string;
  liNm: string;
  rn: string;
  buldMnnm: string;
  buldSlno: string;
  lnbrMnnm: string;
  lnbrSlno: string;
  mtYn: string;
  bdKdcd: string;
}

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** The API's row for a place: road address with 읍·면 before the road, 동 in the 참고항목; jibun address ending in the building name. */
export function rowOf(p: Place): JusoRow {
  const eupMyeon = /[읍면]$/.test(p.emdNm);
  const number = p.buldSlno && p.buldSlno !== '0' ? `${p.buldMnnm}-${p.buldSlno}` : p.buldMnnm;
  const part1 = join(p.siNm, p.sggNm, eupMyeon ? p.emdNm : '', p.rn, number);
  const extras = [eupMyeon ? '' : p.emdNm, p.bdKdcd === '1' ? p.bdNm : ''].filter(Boolean);
  const part2 = extras.length ? ` (${extras.join(', ')})` : '';
  const lot = p.lnbrMnnm ? `${p.mtYn === '1' ? '산' : ''}${p.lnbrMnnm}${p.lnbrSlno && p.lnbrSlno !== '0' ? `-${p.lnbrSlno}` : ''}` : '';
  return {
    roadAddr: `${part1}${part2}`,
    roadAddrPart1: part1,
    roadAddrPart2: part2,
    jibunAddr: join(p.siNm, p.sggNm, p.emdNm, p.liNm, lot, p.bdNm),
    engAddr: '',
    zipNo: p.zipNo,
    admCd: '',
    rnMgtSn: '',
    bdMgtSn: '',
    detBdNmList: '',
    bdNm: p.bdNm,
    bdKdcd: p.bdKdcd || '0',
    siNm: p.siNm,
    sggNm: p.sggNm,
    emdNm: p.emdNm,
    liNm: p.liNm,
    rn: p.rn,
    udrtYn: '0',
    buldMnnm: p.buldMnnm,
    buldSlno: p.buldSlno || '0',
    mtYn: p.mtYn || '0',
    lnbrMnnm: p.lnbrMnnm,
    lnbrSlno: p.lnbrSlno || '0',
    emdNo: '',
  };
}

let places: { row: JusoRow; text: string }[] | undefined;

/** The data file's addresses, read once. */
export function sandboxAddresses(): JusoRow[] {
  return loaded().map((p) => p.row);
}

function loaded() {
  if (!places) {
    const [header, ...lines] = ROAD_ADDRESSES_TSV.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    const columns = header!.split('\t');
    places = lines.map((line) => {
      const cells = line.split('\t');
      const place = Object.fromEntries(columns.map((c, i) => [c, (cells[i] ?? '').trim()])) as unknown as Place;
      const row = rowOf(place);
      return { row, text: ` ${row.roadAddr} | ${row.jibunAddr} | ${row.bdNm} `.replace(/[()\s,]+/g, ' ') };
    });
  }
  return places;
}

const answer = (code: string, found: { total: number; page: number; per: number; rows: JusoRow[] | null }): JusoResponse => ({
  results: {
    common: {
      errorCode: code,
      errorMessage: MESSAGES[code] ?? '',
      totalCount: String(found.total),
      currentPage: String(found.page),
      countPerPage: String(found.per),
    },
    juso: found.rows,
  },
});

/** The API's answer to a request's query parameters. */
export function jusoSandboxAnswer(params: URLSearchParams): JusoResponse {
  const page = Math.max(1, Number.parseInt(params.get('currentPage') ?? '1', 10) || 1);
  const per = Math.min(100, Math.max(1, Number.parseInt(params.get('countPerPage') ?? '10', 10) || 10));
  const refuse = (code: string) => answer(code, { total: 0, page, per, rows: null });
  if (!params.get('confmKey')) return refuse(JUSO_ERRORS.KEY_NOT_APPROVED);
  const keyword = params.get('keyword') ?? '';
  const problem = keywordProblem(keyword);
  if (problem) return refuse(problem);
  // A word matches inside the text; a road typed with its number ("세종대로110") as the two words.
  const words = keyword.normalize('NFC').trim().split(/\s+/);
  const found = (text: string, w: string) => text.includes(w) || text.includes(w.replace(/([^\d\s-])(\d)/g, '$1 $2'));
  const matches = loaded().filter((p) => words.every((w) => found(p.text, w)));
  return answer('0', { total: matches.length, page, per, rows: matches.slice((page - 1) * per, page * per).map((p) => p.row) });
}

export type AddressSearchFault = 'timeout' | 'http-500' | 'system-error' | 'bad-key' | 'not-json';
const faults: AddressSearchFault[] = [];

/** Makes the sandbox's next request (or the next `times`) fail the given way. */
export function scriptAddressSearchFault(fault: AddressSearchFault, times = 1): void {
  for (let i = 0; i < times; i += 1) faults.push(fault);
}

/** Forgets scripted faults (tests). */
export function clearAddressSearchFaults(): void {
  faults.length = 0;
}

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json;charset=UTF-8' } });

/** The sandbox as the client's fetch: answers addrLinkApi.do requests in-process, faults included. */
export const sandboxFetch: Fetch = async (url, init) => {
  const params = new URL(url).searchParams;
  const fault = faults.shift();
  if (fault === 'timeout') {
    return new Promise<Response>((_resolve, reject) => {
      if (init.signal.aborted) reject(init.signal.reason);
      init.signal.addEventListener('abort', () => reject(init.signal.reason), { once: true });
    });
  }
  if (fault === 'http-500') return new Response('Internal Server Error', { status: 500 });
  if (fault === 'not-json') return new Response('<html><body>점검 중입니다</body></html>', { status: 200, headers: { 'content-type': 'text/html' } });
  if (fault === 'system-error') return jsonResponse(answer(JUSO_ERRORS.SYSTEM, { total: 0, page: 1, per: 10, rows: null }));
  if (fault === 'bad-key') return jsonResponse(answer(JUSO_ERRORS.KEY_NOT_APPROVED, { total: 0, page: 1, per: 10, rows: null }));
  return jsonResponse(jusoSandboxAnswer(params));
};
