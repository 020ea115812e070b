import type { EntityManager } from '@mikro-orm/postgresql';
import { logger, type Identity } from '@shop/kit';
import { OrderEntity } from './order.entities.js';
import { createOrder } from './orders.service.js';
import { advanceOrder, confirmPurchase, markOrderPaid, registerDeliveryInfo } from './order-changes.service.js';

/** The demo member (users.seed.ts, account 1) and the demo admin (account 2). */
const DEMO_MEMBER: Identity = { userId: '1', role: 'member' };
const DEMO_ADMIN: Identity = { userId: '2', role: 'admin' };

/**
 * The demo member's purchase history: three orders bought, shipped, delivered and confirmed
 * through the same services a real order goes through (so their points are earned by the real
 * rule, and each line can be reviewed). Only when the demo member exists and has never ordered.
 */
export async function seedDemoOrders(em: EntityManager): Promise<void> {
  const member = await em.execute<{ id: string }[]>(`select id from commerce.users where id = 1 and login_id = 'demo'`);
  if (!member.length || (await em.count(OrderEntity, { userId: DEMO_MEMBER.userId }))) return;
  const products = await em.execute<{ product_id: string; option_id: string }[]>(
    `select p.id::text as product_id, min(o.id)::text as option_id from commerce.products p join commerce.product_options o on o.product_id = p.id
      where p.status = 'on_sale' and o.stock >= 5 group by p.id order by p.id limit 5`,
  );
  if (products.length < 5) return;
  const address = { recipientName: '김데모', recipientPhone: '01012345678', postcode: '04524', address1: '서울특별시 중구 세종대로 110', address2: '3층' };
  const baskets = [
    [
      { ...products[0]!, quantity: 2 },
      { ...products[1]!, quantity: 1 },
    ],
    [{ ...products[2]!, quantity: 2 }],
    [
      { ...products[3]!, quantity: 2 },
      { ...products[4]!, quantity: 1 },
    ],
  ];
  for (const [i, basket] of baskets.entries()) {
    // Weeks apart, the oldest first, as a real history would be.
    const at = new Date(Date.now() - (40 - i * 12) * 86_400_000);
    await em.transactional(async (tx) => {
      const t = tx as EntityManager;
      const order = await createOrder(
        t,
        DEMO_MEMBER,
        { lines: basket.map((l) => ({ productId: l.product_id, optionId: l.option_id, quantity: l.quantity })), address, ordererName: '김데모', ordererPhone: '01012345678', payMethod: 'card' },
        at,
      );
      await markOrderPaid(t, order.id, at);
      await registerDeliveryInfo(t, DEMO_ADMIN, order.id, { carrier: '04', trackingNumber: `68${String(1_000_000_000 + Number(order.id)).slice(-10)}` }, at);
      await advanceOrder(t, DEMO_ADMIN, order.id, 'delivery_complete', null, new Date(at.getTime() + 2 * 86_400_000));
      await confirmPurchase(t, DEMO_MEMBER, order.id, new Date(at.getTime() + 3 * 86_400_000));
    });
  }
  logger.info('demo purchase history ready');
}
