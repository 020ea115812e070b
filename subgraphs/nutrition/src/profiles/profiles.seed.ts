import type { EntityManager } from '@mikro-orm/postgresql';
import { ProfileEntity, PromiseRecordEntity } from './profile.entity.js';

/** Family of the demo member (commerce's fixed-id demo account 1): herself, a child, her mother. */
const DEMO_FAMILY = [
  { name: '데모회원', gender: 2, birthday: '1990-05-17', isPrimary: true, imageNo: 3, promise: { promiseType: 1, pregnantType: 2, pregnantDay: null } },
  { name: '하준', gender: 1, birthday: '2021-08-09', isPrimary: false, imageNo: 2, promise: null },
  { name: '어머니', gender: 2, birthday: '1962-11-30', isPrimary: false, imageNo: 7, promise: { promiseType: 5, pregnantType: null, pregnantDay: null } },
];
const DEMO_USER_ID = '1';

export async function seedDemoProfiles(em: EntityManager): Promise<void> {
  if (await em.count(ProfileEntity, { userId: DEMO_USER_ID })) return;
  for (const { promise, ...fields } of DEMO_FAMILY) {
    const profile = em.create(ProfileEntity, { userId: DEMO_USER_ID, ...fields });
    await em.flush();
    if (promise) em.create(PromiseRecordEntity, { profileId: profile.id, ...promise });
  }
  await em.flush();
}
