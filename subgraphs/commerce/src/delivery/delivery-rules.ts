/**
 * Delivery-fee rules as data (docs/decisions/selling.md, "Cart, addresses and delivery quotes").
 * Each seller ships its own parcel: its fee (sellers.delivery_fee) unless the goods from that seller
 * reach its free-shipping threshold (sellers.free_shipping_from; null: never free). A parcel to
 * 제주 or to a 도서산간 (island / remote) postcode costs a surcharge on top, free shipping or not,
 * as Korean couriers charge it. 제주 takes precedence over the remote list.
 */

export const DEFAULT_DELIVERY_FEE = 3000;
export const DEFAULT_FREE_SHIPPING_FROM = 30000;

export type Region = 'normal' | 'jeju' | 'remote';

/** Inclusive five-digit postcode range with the place it covers. */
export interface PostcodeRange {
  from: number;
  to: number;
  place: string;
}

export const SURCHARGE: Record<Region, number> = { normal: 0, jeju: 3000, remote: 5000 };

/** 제주특별자치도: every postcode of the province. */
export const JEJU_RANGES: readonly PostcodeRange[] = [{ from: 63000, to: 63644, place: '제주특별자치도' }];

/**
 * 도서산간: the island and remote-area postcodes of the list Korean couriers and shop platforms
 * use for the 도서산간 surcharge (base-area numbers of 2015).
 */
export const REMOTE_RANGES: readonly PostcodeRange[] = [
  { from: 22386, to: 22388, place: '인천 중구 섬 지역 (무의도 등)' },
  { from: 23004, to: 23010, place: '인천 강화군 섬 지역 (교동·삼산·서도면)' },
  { from: 23100, to: 23116, place: '인천 옹진군 (북도·연평·백령·대청면)' },
  { from: 23124, to: 23136, place: '인천 옹진군 (덕적·자월·영흥면)' },
  { from: 31708, to: 31708, place: '충남 당진시 섬 지역' },
  { from: 32133, to: 32133, place: '충남 태안군 섬 지역' },
  { from: 33411, to: 33411, place: '충남 보령시 섬 지역 (원산도 등)' },
  { from: 40200, to: 40240, place: '경북 울릉군' },
  { from: 46768, to: 46771, place: '부산 강서구 섬 지역 (가덕도 등)' },
  { from: 52570, to: 52571, place: '경남 사천시 섬 지역' },
  { from: 53031, to: 53033, place: '경남 통영시 섬 지역 (한산면)' },
  { from: 53089, to: 53104, place: '경남 통영시 섬 지역 (욕지·사량면 등)' },
  { from: 54000, to: 54000, place: '전북 군산시 섬 지역 (옥도면)' },
  { from: 56347, to: 56349, place: '전북 부안군 섬 지역 (위도면)' },
  { from: 57068, to: 57069, place: '전남 영광군 섬 지역 (낙월면)' },
  { from: 58760, to: 58762, place: '전남 목포시 섬 지역' },
  { from: 58800, to: 58810, place: '전남 신안군 섬 지역' },
  { from: 58816, to: 58818, place: '전남 신안군 섬 지역' },
  { from: 58826, to: 58826, place: '전남 신안군 섬 지역' },
  { from: 58828, to: 58866, place: '전남 신안군 섬 지역' },
  { from: 58953, to: 58958, place: '전남 진도군 섬 지역 (조도면 등)' },
  { from: 59102, to: 59103, place: '전남 완도군 섬 지역' },
  { from: 59127, to: 59127, place: '전남 완도군 섬 지역' },
  { from: 59129, to: 59129, place: '전남 완도군 섬 지역' },
  { from: 59137, to: 59166, place: '전남 완도군 섬 지역 (청산·소안·노화·보길면 등)' },
  { from: 59650, to: 59650, place: '전남 여수시 섬 지역' },
  { from: 59766, to: 59766, place: '전남 여수시 섬 지역' },
  { from: 59781, to: 59790, place: '전남 여수시 섬 지역 (삼산면 등)' },
];

const within = (ranges: readonly PostcodeRange[], code: number) => ranges.some((r) => code >= r.from && code <= r.to);

/** The region of a five-digit postcode; null (no address yet) is quoted as the mainland. */
export function regionOf(postcode: string | null): Region {
  if (postcode === null) return 'normal';
  const code = Number(postcode);
  if (within(JEJU_RANGES, code)) return 'jeju';
  if (within(REMOTE_RANGES, code)) return 'remote';
  return 'normal';
}

/** One seller's fee for a goods subtotal (no goods from a seller: no parcel, no fee). */
export function sellerFee(subtotal: number, seller: { deliveryFee: number; freeShippingFrom?: number | null }): number {
  if (subtotal <= 0) return 0;
  return seller.freeShippingFrom != null && subtotal >= seller.freeShippingFrom ? 0 : seller.deliveryFee;
}
