import type { EntityManager } from '@mikro-orm/postgresql';
import { dayjs, koreanDate, searchKeys } from '@shop/kit';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { DEMO_DAYS, DEMO_USER_ID } from '../records/records.seed.js';
import { DEMO_PRODUCT_LINES } from '@shop/kit/demo-catalog.js';
import { canonicalUnit, toCanonicalAmount } from './supplement-nutrients.js';
import { IntakeEntity, RegimenEntity, SupplementEntity, SupplementNutrientEntity } from './supplement.entities.js';

/**
 * The demo tracking catalog: one approved supplement per demo product line, pointing at the
 * line's first demo product (commerce's seed gives product n to line (n - 1) % lines). Skipped
 * when catalog supplements (those with a product) exist; members' submissions do not count.
 */
export async function seedSupplements(em: EntityManager): Promise<void> {
  if (await em.count(SupplementEntity, { productId: { $ne: null } })) return;
  await em.transactional(async (tx) => {
    const rows = DEMO_PRODUCT_LINES.map((line, lineIndex) =>
      tx.create(SupplementEntity, {
        name: line.name,
        brandName: null,
        productId: String(lineIndex + 1),
        dailyServing: '1일 1회',
        allergens: [],
        status: 'approved',
        ...searchKeys([line.name, null, line.category, line.keywords]),
      }),
    );
    await tx.flush();
    DEMO_PRODUCT_LINES.forEach((line, lineIndex) => {
      for (const [code, amount, unit] of line.nutrients) {
        // Labels print 'µg' where the catalog says 'µg RAE'; a unit that does not convert is a data bug.
        const canonical = toCanonicalAmount(code, amount, unit);
        if (canonical === null) throw new Error(`demo line ${line.name}: ${code} in ${unit}`);
        tx.create(SupplementNutrientEntity, { supplementId: rows[lineIndex].id, nutrientCode: code, amount: canonical, unit: canonicalUnit(code) });
      }
    });
  });
}

/** Demo regimens by profile (by position in the demo family) and demo line name, with reminder times. */
const DEMO_REGIMENS: [profileIndex: number, lineName: string, reminderTimes: string[]][] = [
  [0, '임산부 멀티비타민 엽산', ['08:30']],
  [0, '알티지 오메가3', ['08:30', '20:00']],
  [1, '키즈 멀티비타민 젤리', ['08:00']],
  [2, '칼슘 마그네슘 비타민D 아연', ['09:00', '21:00']],
];

/** The demo family's regimens and the last week's intake marks (skipped once the demo member has any). */
export async function seedDemoRegimens(em: EntityManager): Promise<void> {
  const profiles = await em.find(ProfileEntity, { userId: DEMO_USER_ID }, { orderBy: { id: 'asc' } });
  if (!profiles.length || (await em.count(RegimenEntity, { userId: DEMO_USER_ID }))) return;
  const supplements = new Map((await em.find(SupplementEntity, { name: { $in: DEMO_REGIMENS.map(([, name]) => name) }, productId: { $ne: null } })).map((s) => [s.name, s]));
  const today = dayjs(koreanDate());
  for (const [index, [profileIndex, name, reminderTimes]] of DEMO_REGIMENS.entries()) {
    const profile = profiles[profileIndex];
    const supplement = supplements.get(name);
    if (!profile || !supplement) continue;
    const regimen = em.create(RegimenEntity, {
      profileId: profile.id,
      userId: DEMO_USER_ID,
      supplementId: supplement.id,
      alramCnt: reminderTimes.length,
      reminderTimes,
      startDate: today.subtract(DEMO_DAYS, 'day').format('YYYY-MM-DD'),
    });
    await em.flush();
    // Mostly taken, with a missed dose now and then, so the adherence messages differ.
    for (let day = 1; day < DEMO_DAYS; day++) {
      const eatCnt = (day + index) % 4 === 0 ? reminderTimes.length - 1 : reminderTimes.length;
      if (eatCnt > 0) em.create(IntakeEntity, { regimenId: regimen.id, profileId: profile.id, userId: DEMO_USER_ID, intakeDate: today.subtract(day, 'day').format('YYYY-MM-DD'), eatCnt });
    }
  }
  await em.flush();
}
