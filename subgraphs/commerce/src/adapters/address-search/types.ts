/**
 * 도로명주소 검색 API (행정안전부 주소기반산업지원서비스, business.juso.go.kr) as it speaks:
 * `GET addrLinkApi.do?confmKey&currentPage&countPerPage&keyword&resultType=json`, answering HTTP
 * 200 with `results.common` (errorCode "0" when it searched; its numbers are strings) and
 * `results.juso` (null on an error). Reference: https://business.juso.go.kr/addrlink/openApi/searchApi.do
 */
export interface JusoCommon {
  errorCode: string;
  errorMessage: string;
  totalCount: string;
  currentPage: string;
  countPerPage: string;
}

/** One address of the answer (the fields the API documents; codes are empty where unknown). */
export interface JusoRow {
  roadAddr: string;
  roadAddrPart1: string;
  roadAddrPart2: string;
  jibunAddr: string;
  engAddr: string;
  zipNo: string;
  admCd: string;
  rnMgtSn: string;
  bdMgtSn: string;
  detBdNmList: string;
  bdNm: string;
  /** '1' 공동주택, '0' 그 밖의 건물. */
  bdKdcd: string;
  siNm: string;
  sggNm: string;
  emdNm: string;
  liNm: string;
  rn: string;
  udrtYn: string;
  buldMnnm: string;
  buldSlno: string;
  mtYn: string;
  lnbrMnnm: string;
  lnbrSlno: string;
  emdNo: string;
}

export interface JusoResponse {
  results: { common: JusoCommon; juso: JusoRow[] | null };
}

/**
 * The API's error codes (its guide's table). E0001/E0014 are our key's fault; -999 is theirs; the
 * rest are the keyword's (the caller must change it).
 */
export const JUSO_ERRORS = {
  SYSTEM: '-999',
  KEY_NOT_APPROVED: 'E0001',
  KEYWORD_EMPTY: 'E0005',
  KEYWORD_TOO_BROAD: 'E0006',
  KEYWORD_TOO_SHORT: 'E0008',
  KEYWORD_DIGITS_ONLY: 'E0009',
  KEYWORD_TOO_LONG: 'E0010',
  KEYWORD_LONG_NUMBER: 'E0011',
  KEYWORD_SYMBOLS_ONLY: 'E0012',
  KEYWORD_FORBIDDEN: 'E0013',
  KEY_EXPIRED: 'E0014',
  TOO_MANY_RESULTS: 'E0015',
} as const;

/** The keyword errors: what the caller must change (400 naming `keyword`). */
export const KEYWORD_ERROR_CODES: ReadonlySet<string> = new Set([
  JUSO_ERRORS.KEYWORD_EMPTY,
  JUSO_ERRORS.KEYWORD_TOO_BROAD,
  JUSO_ERRORS.KEYWORD_TOO_SHORT,
  JUSO_ERRORS.KEYWORD_DIGITS_ONLY,
  JUSO_ERRORS.KEYWORD_TOO_LONG,
  JUSO_ERRORS.KEYWORD_LONG_NUMBER,
  JUSO_ERRORS.KEYWORD_SYMBOLS_ONLY,
  JUSO_ERRORS.KEYWORD_FORBIDDEN,
  JUSO_ERRORS.TOO_MANY_RESULTS,
]);

/** An address as the shop uses it. */
export interface RoadAddressHit {
  /** 도로명주소 전체 (roadAddr: part1 + part2). */
  roadAddress: string;
  /** 도로명주소 (참고항목 제외). */
  roadAddressPart1: string;
  /** 참고항목 " (법정동, 공동주택 이름)"; '' when none. */
  roadAddressPart2: string;
  jibunAddress: string;
  /** 우편번호 5자리 (zipNo). */
  postcode: string;
  buildingName: string | null;
}

export interface RoadAddressResult {
  items: RoadAddressHit[];
  total: number;
  page: number;
  countPerPage: number;
}

/** An address search service (the real API, or the sandbox behind the same client). */
export interface AddressSearch {
  name: 'sandbox' | 'juso';
  search(keyword: string, page: number, countPerPage: number): Promise<RoadAddressResult>;
}

/** The API answered with one of its error codes (`code`: E0005 ..., -999). */
export class AddressSearchRefused extends Error {
  constructor(
    readonly code: string,
    readonly providerMessage: string,
  ) {
    super(`juso ${code}: ${providerMessage}`);
  }
}

/** The API could not be reached, timed out, or answered something that is not its JSON. */
export class AddressSearchUnavailable extends Error {}
