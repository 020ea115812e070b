import type { Lifecycle } from '@shop/kit';

/**
 * What recommendation does when a person goes: questionnaire answers are health information about
 * that person, so they go with the account, and with the family profile they were answered for.
 * Questions to the pharmacist go with the account; a profile's removal leaves them without the
 * result they asked about (the foreign key sets it null).
 */
export const recommendationLifecycle: Required<Lifecycle> = {
  async userDeleted(em, { userId }) {
    await em.execute('delete from recommendation.recommend_inquiries where user_id = ?', [userId]);
    await em.execute('delete from recommendation.recommendation_results where user_id = ?', [userId]);
    await em.execute('delete from recommendation.kit_idempotency_keys where user_id = ?', [userId]);
  },
  async profileDeleted(em, { profileId }) {
    await em.execute('delete from recommendation.recommendation_results where profile_id = ?', [profileId]);
  },
};
