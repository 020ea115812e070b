import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, type Identity } from '@shop/kit';
import { addToCart } from '../cart/cart.service.js';
import { OrderLineEntity } from './order.entities.js';
import { buyersOrder } from './orders.service.js';

export interface ReorderOutcome {
  added: number;
  skipped: { name: string; reason: string }[];
}

/**
 * 재구매 (issue 21 item 8): the buyer's order's products, options and quantities go into their
 * cart again, by the cart's own rules (addToCart: a product already there gets the quantity added,
 * stock and the 99 cap apply). A line the cart refuses (stopped selling, sold out, the cart full)
 * is skipped with the cart's message; the cart refuses before it writes, so the others still go in.
 * Only a paid order of the caller's own (actions.reorder). One transaction (the mutation's); an
 * Idempotency-Key makes a repeated tap add nothing twice.
 */
export async function reorder(em: EntityManager, identity: Identity, rawId: string): Promise<ReorderOutcome> {
  const order = await buyersOrder(em, identity, rawId);
  if (!order.paidAt) throw new AppError('CONFLICT', '결제한 주문만 다시 담을 수 있습니다.', { fields: [{ field: 'id', message: '결제하지 않은 주문입니다.' }] });
  const lines = await em.find(OrderLineEntity, { orderId: order.id }, { orderBy: { id: 'asc' } });
  const outcome: ReorderOutcome = { added: 0, skipped: [] };
  for (const line of lines) {
    try {
      await addToCart(em, identity, { productId: line.productId, optionId: line.optionId, quantity: line.quantity });
      outcome.added += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
      outcome.skipped.push({ name: line.optionName ? `${line.name} (${line.optionName})` : line.name, reason: error.message });
    }
  }
  return outcome;
}
