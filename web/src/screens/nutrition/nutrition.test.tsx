import { act, type ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeedbackProvider } from '../../components/Feedback';
import {
  DayRecordsDocument,
  FoodUnitsDocument,
  MeDocument,
  MyProfilesDocument,
  NutritionReportDocument,
  RecentFoodsDocument,
  type DayRecordsQuery,
  type MeQuery,
  type MyProfilesQuery,
  type NutritionReportQuery,
  type RecentFoodsQuery,
} from '../../gql/graphql';
import { koreanToday } from '../../lib/age';
import { shiftDate } from '../../lib/nutrition';
import { Diary } from './Diary';
import { Nutrition } from './Nutrition';
import { Score } from './Score';
import { mountedPerTest, until } from '../../testing/dom';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();
async function render(node: ReactNode) {
  await act(async () => dom.root.render(node));
}

const today = koreanToday();

// Responses as the gateway sends them (with __typename, which the cache asks for).
const typed = <T,>(typename: string, value: T) => ({ __typename: typename, ...value });
const me: MeQuery = {
  me: typed('User', { id: '1', loginId: 'mom', nickname: '엄마', role: 'member', provider: 'local', gender: 2, birthday: '1990-01-01', phone: null, email: null }),
};
const profile = (id: string, name: string, isPrimary: boolean, gender: number) =>
  typed('Profile', {
    id,
    name,
    gender,
    birthday: '2019-03-15',
    isPrimary,
    imageNo: 3,
    genderLabel: gender === 1 ? '남아' : '여아',
    age: typed('AgeDisplay', { text: '7세' }),
    lifeStage: typed('LifeStage', { promiseType: 0, pregnantType: null, pregnantDay: null, vegetarianType: null, label: '일반' }),
  });
const profiles: MyProfilesQuery = { myProfiles: [profile('10', '엄마', true, 2), profile('11', '민서', false, 2)] };
const line = (code: string, name: string, unit: string, intake: number, min: number, percent: number, short: boolean) =>
  typed('NutrientScoreLine', { code, name, unit, intake, min, max: null, percent, points: 0, short });
const report: NutritionReportQuery = {
  nutritionReport: typed('NutritionReport', {
    profileId: '11',
    date: today,
    score: 44,
    tier: typed('ScoreDescription', { label: '보통', description: '기본은 챙기고 있어요.' }),
    energyPoints: 12,
    macroPoints: 18,
    microPoints: 14,
    penaltyPoints: 0,
    maxPoints: typed('ScoreMaxPoints', { energy: 40, macros: 30, micros: 30 }),
    intakeCount: 12,
    intakeTier: typed('ScoreDescription', { label: '보통', description: '절반 가까이 챙겼어요.' }),
    foodRecordCount: 2,
    energy: line('energy', '에너지', 'kcal', 541.6, 1500, 36.1, true),
    macros: [line('protein', '단백질', 'g', 24.5, 26.3, 93.1, false)],
    micros: [line('calcium', '칼슘', 'mg', 65.5, 700, 9.4, true), line('vitamin_c', '비타민C', 'mg', 100, 50, 100, false)],
    shortNutrients: [line('calcium', '칼슘', 'mg', 65.5, 700, 9.4, true)],
    limits: [typed('LimitLine', { code: 'sodium', name: '나트륨', unit: 'mg', intake: 2300, limit: 1900, over: true })],
  }),
  topFoods: [typed('RankedFoods', { nutrient: 'sodium', name: '나트륨', unit: 'mg', foods: [typed('RankedFood', { name: '달걀말이_햄', displayName: '달걀말이 햄', amount: 449 })] })],
  nutritionScores: [typed('NutritionScoreEntry', { date: today, score: 44 })],
};

const mocks = [
  { request: { query: MeDocument }, result: { data: me }, maxUsageCount: 10 },
  { request: { query: MyProfilesDocument }, result: { data: profiles }, maxUsageCount: 10 },
  // Any profile and date (the switching test moves the date); the report test checks the screen, not the variables.
  { request: { query: NutritionReportDocument, variables: () => true }, result: { data: report }, maxUsageCount: 10 },
];

function app(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/mypage/nutrition',
        element: <Nutrition />,
        children: [
          { index: true, element: <p>일기 화면</p> },
          { path: 'score', element: <Score /> },
        ],
      },
      { path: '/login', element: <p>로그인 화면</p> },
    ],
    { initialEntries: [url] },
  );
  return {
    router,
    node: (
      <MockedProvider mocks={mocks}>
        <FeedbackProvider>
          <RouterProvider router={router} />
        </FeedbackProvider>
      </MockedProvider>
    ),
  };
}

describe('nutrition area', () => {
  it('opens on the primary profile and today, and writes both into the URL', async () => {
    const { router, node } = app('/mypage/nutrition');
    await render(node);
    await until(() => router.state.location.search !== '', 'the URL parameters');
    expect(new URLSearchParams(router.state.location.search).get('profile')).toBe('10');
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe(today);
    expect(dom.container.querySelector('[data-testid=selected-date]')?.textContent).toContain('오늘');
    expect((dom.container.querySelector('button[aria-label="다음 날"]') as HTMLButtonElement).disabled).toBe(true);
  });

  it('switches profile and date through the URL, and keeps them across tabs', async () => {
    const { router, node } = app(`/mypage/nutrition?profile=10&date=${today}`);
    await render(node);
    await until(() => Boolean(dom.container.querySelector('[data-testid=profile-switcher]')), 'the profile switcher');
    const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.trim().endsWith(name))!;
    await act(async () => button('민서').click());
    expect(router.state.location.search).toBe(`?profile=11&date=${today}`);
    await act(async () => (dom.container.querySelector('button[aria-label="이전 날"]') as HTMLButtonElement).click());
    expect(router.state.location.search).toBe(`?profile=11&date=${shiftDate(today, -1)}`);
    await act(async () => [...dom.container.querySelectorAll('[role=tab]')].find((t) => t.textContent === '영양 점수')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(router.state.location.pathname).toBe('/mypage/nutrition/score');
    expect(router.state.location.search).toBe(`?profile=11&date=${shiftDate(today, -1)}`);
  });

  it('ignores a future date and an unknown profile', async () => {
    const { router, node } = app(`/mypage/nutrition?profile=999&date=${shiftDate(today, 3)}`);
    await render(node);
    await until(() => router.state.location.search === `?profile=10&date=${today}`, 'the corrected URL');
  });

  it('shows the report: score, tier, intake tier of 26, breakdown, short nutrients, limits', async () => {
    const { node } = app(`/mypage/nutrition/score?profile=11&date=${today}`);
    await render(node);
    await until(() => Boolean(dom.container.querySelector('[data-testid=nutrition-score]')), 'the score');
    const text = (id: string) => dom.container.querySelector(`[data-testid=${id}]`)?.textContent ?? '';
    expect(text('nutrition-score')).toBe('44');
    expect(text('score-tier')).toBe('보통');
    expect(text('intake-tier')).toContain('26가지 중 12가지');
    expect(text('score-breakdown')).toContain('12 / 40점');
    expect(text('score-breakdown')).toContain('18 / 30점');
    expect(text('score-breakdown')).toContain('14 / 30점');
    const shortNames = [...dom.container.querySelectorAll('[data-testid=short-nutrients] > ul .line-name')].map((e) => e.textContent);
    expect(shortNames).toEqual(['칼슘']);
    expect(text('limits')).toContain('나트륨');
    expect(text('limits')).toContain('초과');
    expect(text('top-foods')).toContain('달걀말이 햄');
    expect(text('top-foods')).not.toContain('_');
    expect(dom.container.querySelector('[data-testid=top-foods] li')?.getAttribute('title')).toBe('달걀말이_햄');
  });

  it('sends a guest to the login', async () => {
    const guestMocks = [{ request: { query: MeDocument }, result: { data: { me: { ...me.me!, role: 'guest' } } } }];
    const router = createMemoryRouter(
      [
        { path: '/mypage/nutrition', element: <Nutrition /> },
        { path: '/login', element: <p>로그인 화면</p> },
      ],
      { initialEntries: ['/mypage/nutrition'] },
    );
    await render(
      <MockedProvider mocks={guestMocks}>
        <RouterProvider router={router} />
      </MockedProvider>,
    );
    await until(() => router.state.location.pathname === '/login', 'the login redirect');
  });
});

const foodRecord = (id: string, mealType: number, name: string, displayName: string, kcal: number) =>
  typed('FoodRecord', { id, mealType, name, displayName, quantity: 1, unit: '개', amountG: 150, kcal, imageUrl: null });
const MEALS = ['아침', '점심', '저녁', '간식·기타'];
const day: DayRecordsQuery = {
  recordsOfDate: typed('DayRecords', {
    date: today,
    meals: MEALS.map((label, i) =>
      typed('MealRecords', {
        mealType: i + 1,
        label,
        records:
          i === 0
            ? [foodRecord('1', 1, '닭고기_가슴(껍질 제거)_구운것(팬)', '닭고기 가슴(껍질 제거) 구운것(팬)', 246.3), foodRecord('2', 1, '우리집 샐러드', '우리집 샐러드', 100.4)]
            : i === 1
              ? [foodRecord('3', 2, '멥쌀밥_현미', '멥쌀밥 현미', 300)]
              : [],
      }),
    ),
    bodyRecords: [],
    intakes: [],
  }),
};
const recent: RecentFoodsQuery = {
  recentFoods: [
    typed('FoodRecord', {
      id: '3',
      foodId: '77',
      recipeId: null,
      name: '멥쌀밥_현미',
      displayName: '멥쌀밥 현미',
      quantity: 1.5,
      unit: '공기',
      amountG: 315,
      food: typed('RecordedFood', { id: '77', kind: 'ingredient', category: null, servingGrams: 200, portionGrams: 200 }),
      recipe: null,
    }),
  ],
};

describe('diary', () => {
  function diary() {
    const router = createMemoryRouter([{ path: '/mypage/nutrition', element: <Nutrition />, children: [{ index: true, element: <Diary /> }] }], {
      initialEntries: [`/mypage/nutrition?profile=10&date=${today}`],
    });
    const diaryMocks = [
      ...mocks,
      { request: { query: DayRecordsDocument, variables: () => true }, result: { data: day }, maxUsageCount: 10 },
      { request: { query: RecentFoodsDocument, variables: () => true }, result: { data: recent }, maxUsageCount: 10 },
      { request: { query: FoodUnitsDocument }, result: { data: { foodUnits: ['개', '공기', '그릇'] } }, maxUsageCount: 10 },
    ];
    return (
      <MockedProvider mocks={diaryMocks}>
        <FeedbackProvider>
          <RouterProvider router={router} />
        </FeedbackProvider>
      </MockedProvider>
    );
  }
  const text = (selector: string) => dom.container.querySelector(selector)?.textContent ?? '';

  it('shows display names with the full name as detail, and kcal per record, meal and day', async () => {
    await render(diary());
    await until(() => Boolean(dom.container.querySelector('[data-testid=day-kcal]')), 'the day total');
    const displayed = [...dom.container.querySelectorAll('.record .food-name__display')].map((e) => e.textContent);
    expect(displayed).toEqual(['닭고기 가슴(껍질 제거) 구운것(팬)', '우리집 샐러드', '멥쌀밥 현미']);
    // The full name only where it differs, as a detail line and a title.
    const details = [...dom.container.querySelectorAll('.record .food-name__detail')].map((e) => e.textContent);
    expect(details).toEqual(['닭고기_가슴(껍질 제거)_구운것(팬)', '멥쌀밥_현미']);
    expect(dom.container.querySelector('.record .food-name')?.getAttribute('title')).toBe('닭고기_가슴(껍질 제거)_구운것(팬)');
    expect([...dom.container.querySelectorAll('[data-testid=record-kcal]')].map((e) => e.textContent)).toEqual(['246 kcal', '100 kcal', '300 kcal']);
    expect(text('[data-testid=meal-1] [data-testid=meal-kcal]')).toBe('347 kcal');
    expect(text('[data-testid=meal-2] [data-testid=meal-kcal]')).toBe('300 kcal');
    expect(dom.container.querySelector('[data-testid=meal-3] [data-testid=meal-kcal]')).toBeNull();
    expect(text('[data-testid=day-kcal]')).toContain('647 kcal');
  });

  it('fills the add form from a recent food in one tap: the food, its last quantity, unit and grams', async () => {
    await render(diary());
    await until(() => Boolean(dom.container.querySelector('[data-testid=meal-3]')), 'the meals');
    const addButton = [...dom.container.querySelectorAll('[data-testid=meal-3] button')].find((b) => b.textContent === '음식 추가') as HTMLButtonElement;
    await act(async () => addButton.click());
    await until(() => Boolean(dom.container.querySelector('[data-testid=recent-foods] button')), 'the recent food chips');
    const chip = dom.container.querySelector('[data-testid=recent-foods] button') as HTMLButtonElement;
    expect(chip.getAttribute('aria-label')).toBe('멥쌀밥 현미 1.5공기 다시 기록');
    await act(async () => chip.click());
    expect(text('[data-testid=chosen-food] .food-name__display')).toBe('멥쌀밥 현미');
    expect(text('[data-testid=chosen-food] .food-name__detail')).toBe('멥쌀밥_현미');
    const value = (selector: string) => (dom.container.querySelector(selector) as HTMLInputElement | HTMLSelectElement).value;
    expect(value('[data-testid=meal-3] input[name=quantity]')).toBe('1.5');
    await until(() => value('[data-testid=meal-3] select[name=unit]') === '공기', 'the unit');
    expect(value('[data-testid=meal-3] input[name=amountG]')).toBe('315');
  });
});
