import type { Lifecycle } from '@shop/kit';

/**
 * What partners does when a person goes. A leaving influencer's channel is closed, not deleted:
 * group buying and, later, orders and coupons refer to it and must stay explainable; its public
 * face goes (name and greetings replaced; the handle freed for others, `closed-<id>` in its place).
 * It stays linked to the anonymised account, which can no longer sign in. Profiles carry nothing here.
 */
export const partnersLifecycle: Lifecycle = {
  async userDeleted(em, { userId }) {
    await em.execute(`update partners.channels set name = '탈퇴한 채널', greetings = null, handle = 'closed-' || id where owner_user_id = ?`, [userId]);
    await em.execute('delete from partners.kit_idempotency_keys where user_id = ?', [userId]);
  },
};
