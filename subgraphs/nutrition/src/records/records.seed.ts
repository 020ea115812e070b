import type { EntityManager } from '@mikro-orm/postgresql';
import { dayjs, koreanDate } from '@shop/kit';
import { FoodEntity } from '../foods/food.entities.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { BodyRecordEntity, FoodRecordEntity } from './record.entities.js';

/** A week of plausible Korean meals for the demo member's family, from the seeded food sample (by national food code). */
const DEMO_MEALS: [mealType: number, code: string, quantity: number, unit: string, grams: number][] = [
  [1, 'R101-013000300-0000', 1, '공기', 210], // 멥쌀밥_백미
  [1, 'D109-417000000-0001', 1, '개', 60], // 달걀부침
  [1, 'D315-683000000-0001', 1, '접시', 40], // 파김치
  [2, 'R101-013000500-0000', 1, '공기', 210], // 멥쌀밥_현미
  [2, 'R209-008000551-0000', 1, '인분', 120], // 닭가슴살 구이
  [2, 'D110-484000000-0001', 1, '접시', 50], // 애호박볶음
  [3, 'R101-026010000-0000', 1, '공기', 200], // 보리밥
  [3, 'D106-293000000-0001', 1, '그릇', 520], // 알탕
  [4, 'R108-037000001-0000', 1, '개', 100], // 바나나
  [4, 'R213-009000000-0000', 1, '컵', 200], // 우유
];
/** commerce's fixed-id demo member. */
export const DEMO_USER_ID = '1';
export const DEMO_DAYS = 7;

/** The demo member's last week of food records and a weekly body record (skipped once any exist). */
export async function seedDemoRecords(em: EntityManager): Promise<void> {
  const profiles = await em.find(ProfileEntity, { userId: DEMO_USER_ID }, { orderBy: { id: 'asc' } });
  if (!profiles.length || (await em.count(FoodRecordEntity, { userId: DEMO_USER_ID }))) return;
  const foods = new Map((await em.find(FoodEntity, { code: { $in: DEMO_MEALS.map(([, code]) => code) } })).map((f) => [f.code, f]));
  const today = dayjs(koreanDate());
  for (const [index, profile] of profiles.entries()) {
    // Children eat smaller portions; each profile skips a different meal now and then.
    const portion = dayjs(today).diff(profile.birthday, 'year') < 12 ? 0.5 : 1;
    for (let day = 0; day < DEMO_DAYS; day++) {
      const recordDate = today.subtract(day, 'day').format('YYYY-MM-DD');
      DEMO_MEALS.forEach(([mealType, code, quantity, unit, grams], meal) => {
        const food = foods.get(code);
        if (!food || (meal + day + index) % 5 === 0) return;
        em.create(FoodRecordEntity, { profileId: profile.id, userId: DEMO_USER_ID, recordDate, mealType, foodId: food.id, name: food.name, quantity, unit, amountG: grams * portion });
      });
    }
    for (let week = 0; week < 4; week++) {
      em.create(BodyRecordEntity, {
        profileId: profile.id,
        userId: DEMO_USER_ID,
        recordAt: today.subtract(week * 7, 'day').format('YYYY-MM-DD'),
        weight: portion < 1 ? 16 + week * 0.2 : 58 + week * 0.4,
        height: portion < 1 ? 104 : 163,
      });
    }
  }
  await em.flush();
}
