import type { EntityManager } from '@mikro-orm/postgresql';
import { dayjs, koreanDate } from '@shop/kit';
import { FoodEntity } from '../foods/food.entities.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { BodyRecordEntity, FoodRecordEntity } from './record.entities.js';

/**
 * A believable Korean week for the demo member's family: dishes of the MFDS dish file (by SAMPLE_ID,
 * one serving unless said) and a few foods of the standard-data sample (by national food code,
 * with grams). Day 0 is today, day 6 six days ago. Coffee is for adults only.
 */
type DemoMeal = [mealType: number, code: string, quantity: number, unit: string, grams?: number];
const RICE: DemoMeal = [0, 'R101-013000300-0000', 1, '공기', 210]; // 멥쌀밥_백미 (sample)
const BANANA: DemoMeal = [4, 'R108-037000001-0000', 1, '개', 100]; // 바나나 (sample)
const MILK: DemoMeal = [4, 'R213-009000000-0000', 1, '컵', 200]; // 우유 (sample)
const meal = (mealType: number, [, code, quantity, unit, grams]: DemoMeal): DemoMeal => [mealType, code, quantity, unit, grams];
const D = {
  kimchiJjigae: 'D000385-ZZ-AVG',
  doenjangJjigae: 'D018480-ZZ-AVG',
  gimbap: 'D018190-ZZ-AVG',
  bibimbap: 'D018204-ZZ-AVG',
  ramyeon: 'D018163-ZZ-AVG',
  jjajangmyeon: 'D018180-ZZ-AVG',
  tteokbokki: 'D018256-ZZ-AVG',
  brownRice: 'D018239-ZZ-AVG',
  seaweedSoup: 'D018071-ZZ-AVG',
  jeyuk: 'D018288-ZZ-AVG',
  rolledEgg: 'D018402-ZZ-AVG',
  mackerel: 'D018018-ZZ-AVG',
  japchae: 'D018287-ZZ-AVG',
  samgyetang: 'D018079-ZZ-AVG',
  beanSproutSoup: 'D018103-ZZ-AVG',
  kimchi: 'D018116-ZZ-AVG',
  kkakdugi: 'D018111-ZZ-AVG',
  multigrainRice: 'D018220-ZZ-AVG',
  kimchiFriedRice: 'D018192-ZZ-AVG',
  kalguksu: 'D018183-ZZ-AVG',
  sundubu: 'D018492-ZZ-AVG',
  dakbokkeumtang: 'D018475-ZZ-AVG',
  galbitang: 'D018053-ZZ-AVG',
  dumplings: 'D018157-ZZ-AVG',
  bread: 'D018312-ZZ-AVG',
  latte: 'D010836-ZZ-AVG', // 카페띠아모, 250 mL
  americano: 'D010835-ZZ-AVG', // 카페띠아모, 320 mL
} as const;
const COFFEE = new Set<string>([D.latte, D.americano]);
export const DEMO_WEEK: DemoMeal[][] = [
  [
    [1, D.bread, 1, '개'],
    [1, D.rolledEgg, 1, '인분'],
    [1, D.americano, 1, '잔'],
    [2, D.kimchiJjigae, 1, '인분'],
    meal(2, RICE),
    [2, D.kimchi, 1, '접시'],
    [3, D.jeyuk, 1, '인분'],
    [3, D.multigrainRice, 1, '공기'],
    [3, D.beanSproutSoup, 1, '그릇'],
    BANANA,
  ],
  [
    [1, D.brownRice, 1, '공기'],
    [1, D.seaweedSoup, 1, '그릇'],
    [1, D.rolledEgg, 1, '인분'],
    [2, D.bibimbap, 1, '인분'],
    [2, D.doenjangJjigae, 1, '인분'],
    [3, D.mackerel, 1, '인분'],
    meal(3, RICE),
    [3, D.kkakdugi, 1, '접시'],
    [4, D.latte, 1, '잔'],
  ],
  [
    [1, D.bread, 1, '개'],
    meal(1, MILK),
    [2, D.ramyeon, 1, '인분'],
    [2, D.gimbap, 0.5, '줄'],
    [3, D.dakbokkeumtang, 1, '인분'],
    [3, D.multigrainRice, 1, '공기'],
    [3, D.kimchi, 1, '접시'],
    [4, D.tteokbokki, 1, '인분'],
  ],
  [
    [1, D.brownRice, 1, '공기'],
    [1, D.doenjangJjigae, 1, '인분'],
    [1, D.kimchi, 1, '접시'],
    [2, D.jjajangmyeon, 1, '인분'],
    [2, D.dumplings, 0.5, '인분'],
    [3, D.sundubu, 1, '인분'],
    meal(3, RICE),
    [4, D.americano, 1, '잔'],
    BANANA,
  ],
  [[1, D.gimbap, 1, '줄'], [2, D.kimchiFriedRice, 1, '인분'], [2, D.seaweedSoup, 1, '그릇'], [3, D.jeyuk, 1, '인분'], [3, D.multigrainRice, 1, '공기'], [3, D.beanSproutSoup, 1, '그릇'], MILK],
  [
    [1, D.bread, 1, '개'],
    [1, D.rolledEgg, 1, '인분'],
    [1, D.americano, 1, '잔'],
    [2, D.kalguksu, 1, '인분'],
    [2, D.kimchi, 1, '접시'],
    [3, D.samgyetang, 1, '인분'],
    [3, D.kkakdugi, 1, '접시'],
    BANANA,
  ],
  [[1, D.brownRice, 1, '공기'], [1, D.seaweedSoup, 1, '그릇'], [2, D.bibimbap, 1, '인분'], [3, D.galbitang, 1, '인분'], meal(3, RICE), [3, D.kkakdugi, 1, '접시'], [4, D.japchae, 0.5, '인분']],
];
/** commerce's fixed-id demo member. */
export const DEMO_USER_ID = '1';
export const DEMO_DAYS = DEMO_WEEK.length;

/** The demo member's last week of food records and a weekly body record (skipped once any exist). */
export async function seedDemoRecords(em: EntityManager): Promise<void> {
  const profiles = await em.find(ProfileEntity, { userId: DEMO_USER_ID }, { orderBy: { id: 'asc' } });
  if (!profiles.length || (await em.count(FoodRecordEntity, { userId: DEMO_USER_ID }))) return;
  const codes = [...new Set(DEMO_WEEK.flat().map(([, code]) => code))];
  const foods = new Map((await em.find(FoodEntity, { code: { $in: codes } })).map((f) => [f.code, f]));
  const today = dayjs(koreanDate());
  for (const [index, profile] of profiles.entries()) {
    // Children eat half portions and no coffee; each profile skips a different dish now and then.
    const child = dayjs(today).diff(profile.birthday, 'year') < 12;
    const portion = child ? 0.5 : 1;
    DEMO_WEEK.forEach((meals, day) => {
      const recordDate = today.subtract(day, 'day').format('YYYY-MM-DD');
      meals.forEach(([mealType, code, quantity, unit, grams], dish) => {
        const food = foods.get(code);
        if (!food || (child && COFFEE.has(code)) || (dish + day + index) % 9 === 4) return;
        const amountG = (grams ?? (food.servingGrams ?? 100) * quantity) * portion;
        em.create(FoodRecordEntity, { profileId: profile.id, userId: DEMO_USER_ID, recordDate, mealType, foodId: food.id, name: food.name, quantity: quantity * portion, unit, amountG });
      });
    });
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
