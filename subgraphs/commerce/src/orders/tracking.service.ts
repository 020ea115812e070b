import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, logger, type Identity } from '@shop/kit';
import { TrackingNotFound, TrackingUnavailable, parcelTracker, type TrackingEvent } from '../adapters/parcel-tracking/index.js';
import { CARRIERS, type CarrierCode } from './carriers.js';
import { OrderEntity, OrderShipmentEntity, type OrderShipment } from './order.entities.js';
import { SYSTEM_ACTOR, moveOrder } from './order-transitions.js';
import { readOrder } from './orders.service.js';

export interface ShipmentTracking {
  sellerId: string;
  carrier: string;
  carrierName: string;
  trackingNumber: string;
  /** False while the carrier knows nothing of the number yet. */
  found: boolean;
  delivered: boolean;
  events: TrackingEvent[];
}

async function trackShipment(em: EntityManager, shipment: OrderShipment, now: Date): Promise<ShipmentTracking> {
  const base = { sellerId: shipment.sellerId, carrier: shipment.carrier!, carrierName: CARRIERS[shipment.carrier as CarrierCode] ?? shipment.carrier!, trackingNumber: shipment.trackingNumber! };
  try {
    const track = await parcelTracker().track(em, shipment.carrier!, shipment.trackingNumber!, now);
    return { ...base, found: true, delivered: track.delivered, events: track.events };
  } catch (error) {
    if (error instanceof TrackingNotFound) return { ...base, found: false, delivered: false, events: [] };
    if (error instanceof TrackingUnavailable) throw new AppError('TRACKING_UNAVAILABLE', '택배사 배송 조회가 잠시 되지 않습니다. 잠시 후 다시 시도해주세요.');
    throw error;
  }
}

const shippedOf = (em: EntityManager, orderId: string) => em.find(OrderShipmentEntity, { orderId, trackingNumber: { $ne: null } }, { orderBy: { id: 'asc' } });

/** Where the order's parcels are, one entry per registered tracking number (buyer, its sellers, admins). */
export async function trackOrder(em: EntityManager, identity: Identity, orderId: string, now = new Date()): Promise<ShipmentTracking[]> {
  const order = await readOrder(em, identity, orderId);
  return Promise.all((await shippedOf(em, order.id)).map((s) => trackShipment(em, s, now)));
}

/**
 * Job: orders being shipped whose every parcel the carrier reports delivered become
 * delivery_complete (by the shop), delivered at the last parcel's delivery; that starts the
 * return period and the automatic confirmation. One order per transaction; an order whose carrier
 * cannot be asked now waits for the next run.
 */
export async function trackDeliveries(em: EntityManager, now = new Date(), limit = 500): Promise<number> {
  const ids = (await em.execute<{ id: string }[]>(`select id from commerce.orders where status = 'delivery_shipping' order by updated_at limit ?`, [limit])).map((r) => String(r.id));
  let delivered = 0;
  for (const id of ids) {
    try {
      const done = await em.transactional(async (tx) => {
        const t = tx as EntityManager;
        const [locked] = await t.execute<{ id: string }[]>(`select id from commerce.orders where id = ? and status = 'delivery_shipping' for update skip locked`, [id]);
        if (!locked) return false;
        const tracks = await Promise.all((await shippedOf(t, id)).map((s) => trackShipment(t, s, now)));
        if (!tracks.length || !tracks.every((track) => track.delivered)) return false;
        const order = await t.findOneOrFail(OrderEntity, { id });
        const at = new Date(Math.max(...tracks.map((track) => track.events.findLast((e) => e.step === 'delivered')!.at.getTime())));
        await moveOrder(t, order, 'delivery_complete', SYSTEM_ACTOR, '택배사 배송완료', now);
        order.deliveredAt = at;
        await t.flush();
        return true;
      });
      if (done) delivered += 1;
    } catch (error) {
      logger.warn({ err: error, orderId: id }, 'delivery tracking of an order failed; it waits for the next run');
    }
  }
  return delivered;
}
