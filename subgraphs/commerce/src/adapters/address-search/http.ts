import { AddressSearchRefused, AddressSearchUnavailable, type AddressSearch, type JusoResponse, type JusoRow, type RoadAddressHit } from './types.js';

/** What sends the request: the platform's fetch for the real API, the sandbox's for development and tests. */
export type Fetch = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

export const JUSO_API_URL = 'https://business.juso.go.kr/addrlink/addrLinkApi.do';

const hitOf = (row: JusoRow): RoadAddressHit => ({
  roadAddress: row.roadAddr,
  roadAddressPart1: row.roadAddrPart1,
  roadAddressPart2: row.roadAddrPart2 ?? '',
  jibunAddress: row.jibunAddr,
  postcode: row.zipNo,
  buildingName: row.bdNm?.trim() || null,
});

/**
 * The 도로명주소 검색 API client: `GET {url}?confmKey&currentPage&countPerPage&keyword&resultType=json`.
 * An answer whose `common.errorCode` is not "0" is an `AddressSearchRefused` with the API's code
 * and message; no answer in `timeoutMs`, a status other than 200 or a body that is not the API's
 * JSON is `AddressSearchUnavailable`. The sandbox answers through the same client (`fetchImpl`).
 */
export function jusoClient(options: { url: string; confirmKey: string; timeoutMs: number; fetchImpl?: Fetch; name?: 'juso' | 'sandbox' }): AddressSearch {
  const send: Fetch = options.fetchImpl ?? ((url, init) => fetch(url, init));
  return {
    name: options.name ?? 'juso',
    async search(keyword, page, countPerPage) {
      const query = new URLSearchParams({
        confmKey: options.confirmKey,
        currentPage: String(page),
        countPerPage: String(countPerPage),
        keyword,
        resultType: 'json',
      });
      let response: Response;
      try {
        response = await send(`${options.url}?${query}`, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
      } catch (error) {
        throw new AddressSearchUnavailable(`address search unreachable: ${(error as Error).message}`);
      }
      if (response.status !== 200) throw new AddressSearchUnavailable(`address search answered HTTP ${response.status}`);
      let body: JusoResponse;
      try {
        body = (await response.json()) as JusoResponse;
      } catch (error) {
        throw new AddressSearchUnavailable(`address search answered something that is not JSON: ${(error as Error).message}`);
      }
      const common = body?.results?.common;
      if (!common || typeof common.errorCode !== 'string') throw new AddressSearchUnavailable('address search answered without results.common');
      if (common.errorCode !== '0') throw new AddressSearchRefused(common.errorCode, common.errorMessage ?? '');
      return {
        items: (body.results.juso ?? []).map(hitOf),
        total: Number(common.totalCount) || 0,
        page: Number(common.currentPage) || page,
        countPerPage: Number(common.countPerPage) || countPerPage,
      };
    },
  };
}
