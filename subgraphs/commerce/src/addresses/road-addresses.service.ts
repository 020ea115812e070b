import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, logger, parseInput, z, type Identity } from '@shop/kit';
import { consumeLimit } from '@shop/kit/rate-limits.js';
import { AddressSearchRefused, AddressSearchUnavailable, JUSO_ERRORS, KEYWORD_ERROR_CODES, addressSearch, type RoadAddressHit } from '../adapters/address-search/index.js';

/** Results a page of 주소 검색 holds (the API's countPerPage). */
export const ROAD_ADDRESS_PAGE_SIZE = 10;
/** The last page one may ask for (the API refuses over 9,000 results: E0015). */
export const ROAD_ADDRESS_MAX_PAGE = 100;

/** What the shopper reads for each of the API's keyword errors, naming the field they typed in. */
const KEYWORD_MESSAGES: Record<string, string> = {
  [JUSO_ERRORS.KEYWORD_EMPTY]: '검색어를 입력해주세요.',
  [JUSO_ERRORS.KEYWORD_TOO_BROAD]: '시·도 이름만으로는 찾을 수 없어요. 도로명이나 건물 이름을 함께 입력해주세요.',
  [JUSO_ERRORS.KEYWORD_TOO_SHORT]: '검색어는 두 글자 이상 입력해주세요.',
  [JUSO_ERRORS.KEYWORD_DIGITS_ONLY]: '숫자만으로는 찾을 수 없어요. 도로명이나 건물 이름을 함께 입력해주세요.',
  [JUSO_ERRORS.KEYWORD_TOO_LONG]: '검색어가 너무 깁니다. 한글 40자, 영문·숫자 80자 이하로 입력해주세요.',
  [JUSO_ERRORS.KEYWORD_LONG_NUMBER]: '검색어의 숫자는 10자리 이하로 입력해주세요.',
  [JUSO_ERRORS.KEYWORD_SYMBOLS_ONLY]: '특수문자와 숫자만으로는 찾을 수 없어요. 도로명이나 건물 이름을 입력해주세요.',
  [JUSO_ERRORS.KEYWORD_FORBIDDEN]: '검색어에 쓸 수 없는 문자(%, =, >, <, [, ])나 단어가 들어 있어요.',
  [JUSO_ERRORS.TOO_MANY_RESULTS]: '검색 결과가 너무 많아요. 도로명과 건물번호까지 자세히 입력해주세요.',
};

// What we check before asking: the API's own rules are its (and the sandbox's); this keeps an
// absurd keyword from leaving the shop at all.
const keywordSchema = z
  .string({ error: '검색어를 입력해주세요.' })
  .transform((s) => s.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, '검색어를 입력해주세요.').max(80, KEYWORD_MESSAGES[JUSO_ERRORS.KEYWORD_TOO_LONG]!));
const pageSchema = z
  .number({ error: '페이지를 확인해주세요.' })
  .int('페이지를 확인해주세요.')
  .min(1, '페이지는 1 이상이에요.')
  .max(ROAD_ADDRESS_MAX_PAGE, `${ROAD_ADDRESS_MAX_PAGE}페이지까지 볼 수 있어요. 검색어를 더 자세히 입력해주세요.`);

export interface RoadAddressPage {
  items: RoadAddressHit[];
  total: number;
  page: number;
  hasMore: boolean;
}

/**
 * 주소 검색: a page of road addresses for a keyword from the 도로명주소 검색 API (or its sandbox).
 * Anyone may search; each search counts against the caller's account (`addressSearch`) and,
 * loosely (one address is many phones behind a carrier's NAT), its address (`addressSearchAddress`): 429. The API's keyword errors are 400s naming `keyword` in Korean; a refused
 * key or an unknown code is ADDRESS_SEARCH_REFUSED (502), no answer ADDRESS_SEARCH_UNAVAILABLE (503).
 * Nothing is stored.
 */
export async function searchRoadAddresses(em: EntityManager, caller: { identity: Identity | null; clientIp?: string | null }, rawKeyword: unknown, rawPage: unknown = 1): Promise<RoadAddressPage> {
  const keyword = parseInput(keywordSchema, rawKeyword, 'keyword');
  const page = parseInput(pageSchema, rawPage, 'page');
  await consumeLimit(em, 'addressSearchAddress', caller.clientIp);
  await consumeLimit(em, 'addressSearch', caller.identity?.userId);
  try {
    const found = await addressSearch().search(keyword, page, ROAD_ADDRESS_PAGE_SIZE);
    return { items: found.items, total: found.total, page, hasMore: page * ROAD_ADDRESS_PAGE_SIZE < found.total };
  } catch (error) {
    if (error instanceof AddressSearchRefused && KEYWORD_ERROR_CODES.has(error.code)) {
      throw BadInput([{ field: 'keyword', message: KEYWORD_MESSAGES[error.code] ?? error.providerMessage }]);
    }
    if (error instanceof AddressSearchRefused && error.code !== JUSO_ERRORS.SYSTEM) {
      logger.error({ code: error.code, providerMessage: error.providerMessage }, 'road-address search refused the shop (check JUSO_CONFIRM_KEY)');
      throw new AppError('ADDRESS_SEARCH_REFUSED', '지금은 주소 검색을 할 수 없습니다. 잠시 후 다시 시도하거나 주소를 직접 입력해주세요.');
    }
    if (error instanceof AddressSearchRefused || error instanceof AddressSearchUnavailable) {
      logger.warn({ err: error }, 'road-address search unavailable');
      throw new AppError('ADDRESS_SEARCH_UNAVAILABLE', '주소 검색 서비스에 연결하지 못했습니다. 잠시 후 다시 시도하거나 주소를 직접 입력해주세요.');
    }
    throw error;
  }
}
