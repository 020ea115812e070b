import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TrackingNotFound, type ParcelTracker, type TrackingEvent, type TrackingStep } from './types.js';

/**
 * A carrier in a box: a parcel exists from the moment a seller registers its number on an order
 * (order_shipments.shipped_at, what the pickup would be) and moves through the steps Korean
 * carriers report as time passes, about a day and a half door to door. Terminals and branches
 * are chosen from the number, so the same parcel always tells the same story.
 */
const HOUR = 3_600_000;
const HUBS = ['곤지암 Hub', '대전 Hub', '옥천 Hub', '청원 Hub', '군포 Hub'];
const BRANCHES = ['서울 강남', '서울 마포', '부산 해운대', '대구 수성', '인천 연수', '광주 서구', '제주 제주시'];

const STORY: { afterHours: number; step: TrackingStep; where: (hub: string, branch: string) => string; description: string }[] = [
  { afterHours: 1, step: 'accepted', where: () => '판매자 발송지 대리점', description: '집화처리' },
  { afterHours: 6, step: 'in_transit', where: (hub) => hub, description: '간선상차' },
  { afterHours: 14, step: 'in_transit', where: (hub) => hub, description: '간선하차' },
  { afterHours: 20, step: 'at_branch', where: (_hub, branch) => `${branch} 대리점`, description: '배달지 도착' },
  { afterHours: 26, step: 'out_for_delivery', where: (_hub, branch) => `${branch} 대리점`, description: '배송출발 (배송 예정: 오늘)' },
  { afterHours: 31, step: 'delivered', where: (_hub, branch) => `${branch} 대리점`, description: '배송완료' },
];

export const sandboxTracker: ParcelTracker = {
  name: 'sandbox',
  async track(em: EntityManager, carrier, trackingNumber, now = new Date()) {
    const [row] = await em.execute<{ shipped_at: Date }[]>(
      'select shipped_at from commerce.order_shipments where carrier = ? and tracking_number = ? and shipped_at is not null order by shipped_at limit 1',
      [carrier, trackingNumber],
    );
    if (!row) throw new TrackingNotFound('no such parcel');
    const seed = createHash('sha256').update(`${carrier}:${trackingNumber}`).digest();
    const hub = HUBS[seed[0]! % HUBS.length]!;
    const branch = BRANCHES[seed[1]! % BRANCHES.length]!;
    const shippedAt = new Date(row.shipped_at).getTime();
    const events: TrackingEvent[] = STORY.filter((s) => shippedAt + s.afterHours * HOUR <= now.getTime()).map((s) => ({
      at: new Date(shippedAt + s.afterHours * HOUR),
      step: s.step,
      location: s.where(hub, branch),
      description: s.description,
    }));
    return { carrier, trackingNumber, delivered: events.some((e) => e.step === 'delivered'), events };
  },
};
