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
    // Group buying: their joins and open alerts go (the events' counts stay: they happened).
    await em.execute('delete from partners.cooperate_participants where user_id = ?', [userId]);
    await em.execute('delete from partners.cooperate_alerts where user_id = ?', [userId]);
    // Their follows and survey answers go; a sign-up through a channel leaves the member list (the day's count stays).
    await em.execute('delete from partners.channel_follows where user_id = ?', [userId]);
    await em.execute('delete from partners.channel_survey_answers where user_id = ?', [userId]);
    await em.execute('delete from partners.channel_signups where user_id = ?', [userId]);
    // Visits and query logs stay as counts without a person.
    await em.execute('update partners.channel_visits set user_id = null where user_id = ?', [userId]);
    await em.execute('update partners.query_logs set user_id = null where user_id = ?', [userId]);
    // Community: posts and comments stay (others' replies and counts refer to them), without the
    // person: shown as 탈퇴한 회원 (community.resolver.ts LEFT_AUTHOR_LABEL). Favorites are theirs alone: they go.
    await em.execute('update partners.community_posts set author_user_id = null where author_user_id = ?', [userId]);
    await em.execute('update partners.community_comments set author_user_id = null where author_user_id = ?', [userId]);
    await em.execute('delete from partners.channel_favorites where user_id = ?', [userId]);
  },
};
