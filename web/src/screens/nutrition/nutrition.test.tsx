import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AddFoodRecordDocument,
  DayRecordsDocument,
  FoodUnitsDocument,
  MyProfilesDocument,
  NutritionReportDocument,
  RecentFoodsDocument,
  SearchFoodsDocument,
  type AddFoodRecordMutationVariables,
  type DayRecordsQuery,
  type MyProfilesQuery,
  type NutritionReportQuery,
  type RecentFoodsQuery,
  type SearchFoodsQuery,
} from '../../gql/graphql';
import { koreanToday } from '../../lib/age';
import { shiftDate } from '../../lib/nutrition';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { Diary } from './Diary';
import { Nutrition } from './Nutrition';
import { Score } from './Score';

afterEach(cleanup);

const today = koreanToday();

/** How the server addresses these names (a family title as it is, a name with 님). */
const ADDRESSED: Record<string, string> = { 엄마: '엄마', 아빠: '아빠', 민서: '민서님' };
const profile = (id: string, name: string, isPrimary: boolean, gender: number) =>
  typed('Profile', {
    id,
    name,
    addressedName: ADDRESSED[name]!,
    gender,
    birthday: '2019-03-15',
    isPrimary,
    imageNo: 3,
    genderLabel: gender === 1 ? '남아' : '여아',
    age: typed('AgeDisplay', { text: '7세' }),
    lifeStage: typed('LifeStage', { promiseType: 0, pregnantType: null, pregnantDay: null, vegetarianType: null, label: '일반' }),
  });
const profiles: MyProfilesQuery = { myProfiles: [profile('10', '엄마', true, 2), profile('11', '민서', false, 2)] };
const line = (code: string, name: string, unit: string, intake: number, min: number, percent: number, short: boolean, coverageNote: string | null = null) =>
  typed('NutrientScoreLine', { code, name, unit, intake, min, max: null, percent, points: 0, short, known: true, coverageNote });
/** A nutrient no food eaten had a value for, and no supplement gave: 모름, not 부족. */
const unknownLine = (code: string, name: string, unit: string, min: number) =>
  typed('NutrientScoreLine', {
    code,
    name,
    unit,
    intake: null,
    min,
    max: null,
    percent: null,
    points: 0,
    short: false,
    known: false,
    coverageNote: `${name}: 기록한 음식에 분석값이 없어 알 수 없어요`,
  });
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
    unknownCount: 3,
    intakeTier: typed('ScoreDescription', { label: '보통', description: '절반 가까이 챙겼어요.' }),
    foodRecordCount: 2,
    energy: line('energy', '에너지', 'kcal', 541.6, 1500, 36.1, true),
    macros: [line('protein', '단백질', 'g', 24.5, 26.3, 93.1, false)],
    micros: [
      line('calcium', '칼슘', 'mg', 65.5, 700, 9.4, true, '칼슘: 기록한 음식 2개 중 1개만 분석값이 있어요'),
      // Twice the standard: the server's real percent (the bar stops at 100, the number does not).
      line('vitamin_c', '비타민C', 'mg', 100, 50, 200, false),
      unknownLine('magnesium', '마그네슘', 'mg', 110),
    ],
    shortNutrients: [line('calcium', '칼슘', 'mg', 65.5, 700, 9.4, true)],
    limits: [
      typed('LimitLine', { code: 'sodium', name: '나트륨', unit: 'mg', intake: 2300, limit: 1900, over: true, known: true, coverageNote: null }),
      typed('LimitLine', { code: 'caffeine', name: '카페인', unit: 'mg', intake: null, limit: 400, over: false, known: false, coverageNote: '카페인: 기록한 음식에 분석값이 없어 알 수 없어요' }),
    ],
  }),
  topFoods: [typed('RankedFoods', { nutrient: 'sodium', name: '나트륨', unit: 'mg', foods: [typed('RankedFood', { name: '달걀말이_햄', displayName: '달걀말이 햄', amount: 449 })] })],
  nutritionScores: [typed('NutritionScoreEntry', { date: today, score: 44 })],
};

const mocks = [
  meMock('member'),
  { request: { query: MyProfilesDocument }, result: { data: profiles }, maxUsageCount: 10 },
  // Any profile and date (the switching test moves the date); the report test checks the screen, not the variables.
  { request: { query: NutritionReportDocument, variables: () => true }, result: { data: report }, maxUsageCount: 10 },
];

function app(url: string) {
  return renderScreen({
    routes: [
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
    at: url,
    mocks,
  });
}

describe('nutrition area', () => {
  it('opens on the primary profile and today, and writes both into the URL', async () => {
    const router = app('/mypage/nutrition');
    await waitFor(() => expect(router.state.location.search).not.toBe(''));
    expect(new URLSearchParams(router.state.location.search).get('profile')).toBe('10');
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe(today);
    expect(screen.getByTestId('selected-date').textContent).toContain('오늘');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '다음 날' }).disabled).toBe(true);
  });

  it('switches profile and date through the URL, and keeps them across tabs', async () => {
    const user = userEvent.setup();
    const router = app(`/mypage/nutrition?profile=10&date=${today}`);
    const profiles = await screen.findByRole('group', { name: '프로필 선택' });
    await user.click(within(profiles).getByRole('button', { name: '민서' }));
    expect(router.state.location.search).toBe(`?profile=11&date=${today}`);
    await user.click(screen.getByRole('button', { name: '이전 날' }));
    expect(router.state.location.search).toBe(`?profile=11&date=${shiftDate(today, -1)}`);
    await user.click(screen.getByRole('tab', { name: '영양 점수' }));
    expect(router.state.location.pathname).toBe('/mypage/nutrition/score');
    expect(router.state.location.search).toBe(`?profile=11&date=${shiftDate(today, -1)}`);
  });

  it('ignores a future date and an unknown profile', async () => {
    const router = app(`/mypage/nutrition?profile=999&date=${shiftDate(today, 3)}`);
    await waitFor(() => expect(router.state.location.search).toBe(`?profile=10&date=${today}`));
  });

  it('shows the report: score, tier, intake tier of 26, breakdown, short nutrients, limits', async () => {
    app(`/mypage/nutrition/score?profile=11&date=${today}`);
    await screen.findByTestId('nutrition-score');
    const text = (id: string) => screen.getByTestId(id).textContent;
    expect(text('nutrition-score')).toBe('44');
    expect(text('score-tier')).toBe('보통');
    expect(text('intake-tier')).toContain('26가지 중 12가지를 먹었어요');
    expect(text('score-breakdown')).toContain('12 / 40점');
    expect(text('score-breakdown')).toContain('18 / 30점');
    expect(text('score-breakdown')).toContain('14 / 30점');
    // The short list (before the one of all 26 under <details>): 칼슘 only.
    const [shortList] = within(screen.getByTestId('short-nutrients')).getAllByRole('list');
    const shortLines = within(shortList!).getAllByRole('listitem');
    expect(shortLines).toHaveLength(1);
    within(shortLines[0]!).getByText('칼슘');
    expect(text('limits')).toContain('나트륨');
    expect(text('limits')).toContain('초과');
    expect(text('top-foods')).toContain('달걀말이 햄');
    expect(text('top-foods')).not.toContain('_');
    expect(within(screen.getByTestId('top-foods')).getByRole('listitem').getAttribute('title')).toBeNull();
    // Over the standard (issue 21): the number says 200%, the bar is full and no wider.
    const vitaminC = screen.getByRole('meter', { name: '비타민C' });
    expect(vitaminC.getAttribute('aria-valuenow')).toBe('100');
    expect(vitaminC.parentElement!.textContent).toContain('200%');
  });

  it('shows an unknown nutrient as 모름 (no bar, not short) with its coverage note, and the unknown count beside the intake tier', async () => {
    app(`/mypage/nutrition/score?profile=11&date=${today}`);
    await screen.findByTestId('nutrition-score');
    expect(screen.getByTestId('unknown-count').textContent).toBe('3개 모름');
    const shortCard = screen.getByTestId('short-nutrients');
    const [shortList, allList] = within(shortCard).getAllByRole('list');
    expect(within(shortList!).queryByText('마그네슘')).toBeNull();
    // In the list of all: magnesium shows 모름 and its note, and no meter (not a 0 % bar).
    const magnesium = within(allList!).getByText('마그네슘').closest('li')!;
    within(magnesium).getByText('모름');
    expect(within(magnesium).queryByRole('meter')).toBeNull();
    expect(within(magnesium).getByTestId('coverage-note').textContent).toBe('마그네슘: 기록한 음식에 분석값이 없어 알 수 없어요');
    // A partly measured known line keeps its bar and shows the note.
    const calcium = within(allList!).getByText('칼슘').closest('li')!;
    within(calcium).getByRole('meter');
    expect(within(calcium).getByTestId('coverage-note').textContent).toBe('칼슘: 기록한 음식 2개 중 1개만 분석값이 있어요');
    // A fully measured line has no note.
    expect(within(within(allList!).getByText('비타민C').closest('li')!).queryByTestId('coverage-note')).toBeNull();
    // An unknown limit is 모름, neither 적정 nor 초과.
    const caffeine = within(screen.getByTestId('limits')).getByText('카페인').closest('li')!;
    within(caffeine).getByText('모름');
    expect(caffeine.textContent).not.toContain('적정');
    expect(caffeine.textContent).not.toContain('초과');
  });

  it('sends a guest to the login', async () => {
    const router = renderScreen({
      routes: [
        { path: '/mypage/nutrition', element: <Nutrition /> },
        { path: '/login', element: <p>로그인 화면</p> },
      ],
      at: '/mypage/nutrition',
      mocks: [meMock('guest')],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByText('로그인 화면');
  });
});

const foodRecord = (id: string, mealType: number, name: string, displayName: string, kcal: number, food: { id: string; servingUnit: string } | null = null) =>
  typed('FoodRecord', { id, mealType, name, displayName, quantity: 1, unit: '개', amountG: 150, kcal, imageUrl: null, food: food && typed('RecordedFood', food) });
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
      food: typed('RecordedFood', { id: '77', kind: 'ingredient', category: null, servingGrams: 200, servingUnit: 'g', portionGrams: 200 }),
      recipe: null,
    }),
  ],
};

describe('diary', () => {
  function diary() {
    const diaryMocks = [
      ...mocks,
      { request: { query: DayRecordsDocument, variables: () => true }, result: { data: day }, maxUsageCount: 10 },
      { request: { query: RecentFoodsDocument, variables: () => true }, result: { data: recent }, maxUsageCount: 10 },
      { request: { query: FoodUnitsDocument }, result: { data: { foodUnits: ['개', '공기', '그릇'] } }, maxUsageCount: 10 },
    ];
    renderScreen({
      routes: [{ path: '/mypage/nutrition', element: <Nutrition />, children: [{ index: true, element: <Diary /> }] }],
      at: `/mypage/nutrition?profile=10&date=${today}`,
      mocks: diaryMocks,
    });
  }
  it('shows display names, never the stored MFDS key, and kcal per record, meal and day', async () => {
    diary();
    const dayKcal = await screen.findByTestId('day-kcal');
    const records = within(screen.getByTestId('diary')).getAllByRole('listitem');
    expect(records).toHaveLength(3);
    const [chicken, salad, rice] = records as [HTMLElement, HTMLElement, HTMLElement];
    // The display name only (issue 21): the stored key with its underscores is neither text nor a title.
    const shown = (record: HTMLElement, text: string) => within(record).getByText(text).className;
    expect(shown(chicken, '닭고기 가슴(껍질 제거) 구운것(팬)')).toBe('food-name__display');
    expect(shown(salad, '우리집 샐러드')).toBe('food-name__display');
    expect(shown(rice, '멥쌀밥 현미')).toBe('food-name__display');
    for (const record of records) {
      expect(record.textContent).not.toContain('_');
      expect(record.querySelector('[title*="_"]')).toBeNull();
    }
    expect(screen.getAllByTestId('record-kcal').map((e) => e.textContent)).toEqual(['246 kcal', '100 kcal', '300 kcal']);
    const mealKcal = (meal: number) => within(screen.getByTestId(`meal-${meal}`)).queryByTestId('meal-kcal');
    expect(mealKcal(1)?.textContent).toBe('347 kcal');
    expect(mealKcal(2)?.textContent).toBe('300 kcal');
    expect(mealKcal(3)).toBeNull();
    expect(dayKcal.textContent).toContain('647 kcal');
  });

  it('fills the add form from a recent food in one tap: the food, its last quantity, unit and grams', async () => {
    const user = userEvent.setup();
    diary();
    const meal = await screen.findByTestId('meal-3');
    await user.click(within(meal).getByRole('button', { name: '음식 추가' }));
    const recentFoods = await within(meal).findByTestId('recent-foods');
    await user.click(within(recentFoods).getByRole('button', { name: '멥쌀밥 현미 1.5공기 다시 기록' }));
    const chosen = within(meal).getByTestId('chosen-food');
    expect(within(chosen).getByText('멥쌀밥 현미').className).toBe('food-name__display');
    expect(chosen.textContent).not.toContain('_');
    expect(within(meal).getByRole<HTMLInputElement>('spinbutton', { name: '수량' }).value).toBe('1.5');
    await waitFor(() => expect(within(meal).getByRole<HTMLSelectElement>('combobox', { name: '단위' }).value).toBe('공기'));
    expect(within(meal).getByRole<HTMLInputElement>('spinbutton', { name: '먹은 양 (g)' }).value).toBe('315');
  });
});

// Dishes of the MFDS dish database: nutrients per 100 g (100 mL for a drink), portions as the server offers them.
const MFDS = '식품의약품안전처 식품영양성분 DB';
type SearchFood = SearchFoodsQuery['searchFoods']['items'][number];
const nutrient = (code: string, name: string, unit: string, amount: number) => typed('FoodNutrientAmount', { code, name, unit, amount });
const portion = (label: string, quantity: number, unit: string, amount: number) => typed('FoodPortion', { label, quantity, unit, amount });
const dish = (food: Omit<SearchFood, 'kind' | 'portionGrams'>): SearchFood => typed('Food', { kind: 'food', portionGrams: food.servingGrams ?? 100, ...food });
const servings = (unit: string, measure: string, serving: number) =>
  (
    [
      ['½', 0.5],
      ['1', 1],
      ['1½', 1.5],
      ['2', 2],
    ] as const
  ).map(([shown, quantity]) => portion(`${shown}${unit} ${(serving * quantity).toLocaleString('ko-KR')}${measure}`, quantity, unit, serving * quantity));
// 김치찌개: no magnesium or caffeine analysed (absent); the restaurant item has no fat value.
const kimchiJjigae = dish({
  id: '501',
  name: '김치찌개',
  displayName: '김치찌개',
  servingGrams: 400,
  servingUnit: 'g',
  maker: null,
  sourceLabel: MFDS,
  portions: servings('인분', 'g', 400),
  nutrients: [
    nutrient('energy', '에너지', 'kcal', 60.76),
    nutrient('carbohydrate', '탄수화물', 'g', 5.03),
    nutrient('protein', '단백질', 'g', 3.8),
    nutrient('fat', '지방', 'g', 2.83),
    nutrient('sodium', '나트륨', 'mg', 300),
  ],
});
const restaurantJjigae = dish({
  id: '502',
  name: '돼지고기김치찌개',
  displayName: '돼지고기김치찌개',
  servingGrams: 500,
  servingUnit: 'g',
  maker: '쿡솜씨',
  sourceLabel: MFDS,
  portions: servings('인분', 'g', 500),
  nutrients: [nutrient('energy', '에너지', 'kcal', 80), nutrient('carbohydrate', '탄수화물', 'g', 4), nutrient('protein', '단백질', 'g', 6), nutrient('sodium', '나트륨', 'mg', 350)],
});
const americano = dish({
  id: '601',
  name: '아메리카노',
  displayName: '아메리카노',
  servingGrams: 320,
  servingUnit: 'mL',
  maker: null,
  sourceLabel: MFDS,
  portions: servings('잔', 'mL', 320),
  nutrients: [
    nutrient('energy', '에너지', 'kcal', 3.1),
    nutrient('carbohydrate', '탄수화물', 'g', 0.6),
    nutrient('protein', '단백질', 'g', 0.2),
    nutrient('fat', '지방', 'g', 0),
    nutrient('sodium', '나트륨', 'mg', 2.3),
    nutrient('caffeine', '카페인', 'mg', 40.6),
  ],
});
const searchMock = (query: string, items: SearchFood[]) => ({
  request: { query: SearchFoodsDocument, variables: { query, kind: 'food' } },
  result: { data: { searchFoods: typed('FoodPage', { total: items.length, items }) } satisfies SearchFoodsQuery },
  maxUsageCount: 10,
});

describe('diary servings', () => {
  function diary(extra: MockLink.MockedResponse[], dayData = day) {
    const diaryMocks = [
      ...extra,
      ...mocks,
      { request: { query: DayRecordsDocument, variables: () => true }, result: { data: dayData }, maxUsageCount: 10 },
      { request: { query: RecentFoodsDocument, variables: () => true }, result: { data: { recentFoods: [] } }, maxUsageCount: 10 },
      { request: { query: FoodUnitsDocument }, result: { data: { foodUnits: ['개', '인분', '잔'] } }, maxUsageCount: 10 },
    ];
    renderScreen({
      routes: [{ path: '/mypage/nutrition', element: <Nutrition />, children: [{ index: true, element: <Diary /> }] }],
      at: `/mypage/nutrition?profile=10&date=${today}`,
      mocks: diaryMocks,
    });
  }
  async function search(meal: HTMLElement, query: string) {
    const user = userEvent.setup();
    await user.click(within(meal).getByRole('button', { name: '음식 추가' }));
    await user.type(within(meal).getByRole('textbox', { name: '음식 검색' }), query);
    return { user, results: await within(meal).findByTestId('food-results') };
  }

  it('lists dishes by name with a chain as a hint, the 1인분 serving, and the data source', async () => {
    diary([searchMock('김치찌개', [kimchiJjigae, restaurantJjigae])]);
    const meal = await screen.findByTestId('meal-2');
    const { results } = await search(meal, '김치찌개');
    // Named by the display name (and chain); the serving is the description.
    const kimchi = within(results).getByRole('button', { name: '김치찌개' });
    expect(kimchi.textContent).toBe('김치찌개1인분 400g');
    expect(kimchi.getAttribute('aria-describedby')).toBeTruthy();
    const restaurant = within(results).getByRole('button', { name: '돼지고기김치찌개 · 쿡솜씨' });
    expect(within(restaurant).getByText('· 쿡솜씨').className).toBe('food-name__maker');
    within(restaurant).getByText('1인분 500g');
    expect(within(meal).getByTestId('food-source').textContent).toBe('출처: 식품의약품안전처 식품영양성분 DB');
  });

  it('offers the portions with 1인분 chosen, previews them from the per-100 g amounts, and records ½인분 as 0.5 인분 of 200 g', async () => {
    let sent: AddFoodRecordMutationVariables | undefined;
    const addMock = {
      request: {
        query: AddFoodRecordDocument,
        variables: (variables: AddFoodRecordMutationVariables) => {
          sent = variables;
          return true;
        },
      },
      result: { data: { addFoodRecord: { ...foodRecord('9', 2, '김치찌개', '김치찌개', 121.5, { id: '501', servingUnit: 'g' }), quantity: 0.5, unit: '인분', amountG: 200 } } },
    };
    diary([searchMock('김치찌개', [kimchiJjigae, restaurantJjigae]), addMock]);
    const meal = await screen.findByTestId('meal-2');
    const { user, results } = await search(meal, '김치찌개');
    await user.click(within(results).getByRole('button', { name: '김치찌개' }));

    const portions = within(meal).getByRole('group', { name: '분량' });
    expect(
      within(portions)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['½인분 200g', '1인분 400g', '1½인분 600g', '2인분 800g']);
    expect(within(portions).getByRole<HTMLInputElement>('radio', { name: '1인분 400g' }).checked).toBe(true);
    const preview = within(meal).getByTestId('portion-preview');
    expect(preview.getAttribute('aria-live')).toBe('polite');
    expect(preview.textContent).toBe('1인분 400g: 243 kcal · 탄수화물 20.1g · 단백질 15.2g · 지방 11.3g · 나트륨 1,200mg');
    const grams = within(meal).getByRole<HTMLInputElement>('spinbutton', { name: '먹은 양 (g)' });
    expect(grams.value).toBe('400');

    // Typed grams override the portion: no chip stays chosen, the preview follows the grams.
    await user.clear(grams);
    await user.type(grams, '250');
    expect(within(portions).queryByRole('radio', { checked: true })).toBeNull();
    expect(preview.textContent).toBe('250g: 151.9 kcal · 탄수화물 12.6g · 단백질 9.5g · 지방 7.1g · 나트륨 750mg');

    await user.click(within(portions).getByRole('radio', { name: '½인분 200g' }));
    expect(within(portions).getByRole<HTMLInputElement>('radio', { name: '½인분 200g' }).checked).toBe(true);
    expect(grams.value).toBe('200');
    expect(within(meal).getByRole<HTMLInputElement>('spinbutton', { name: '수량' }).value).toBe('0.5');
    expect(preview.textContent).toBe('½인분 200g: 121.5 kcal · 탄수화물 10.1g · 단백질 7.6g · 지방 5.7g · 나트륨 600mg');
    expect(preview.textContent).not.toContain('마그네슘');

    await user.click(within(meal).getByRole('button', { name: '기록하기' }));
    await screen.findByText('김치찌개를 점심에 기록했습니다.');
    expect(sent?.input).toMatchObject({ foodId: '501', recipeId: null, mealType: 2, quantity: 0.5, unit: '인분', amountG: 200 });
  });

  it('sends an emptied quantity as it is and shows the server’s refusal under 수량 (no pop-up, no greyed-out button)', async () => {
    const sent: AddFoodRecordMutationVariables[] = [];
    const message = '수량을 입력해주세요.';
    const refused = {
      request: {
        query: AddFoodRecordDocument,
        variables: (variables: AddFoodRecordMutationVariables) => {
          sent.push(variables);
          return true;
        },
      },
      result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'quantity', message }] } })] },
    };
    diary([searchMock('김치찌개', [kimchiJjigae, restaurantJjigae]), refused]);
    const meal = await screen.findByTestId('meal-2');
    const { user, results } = await search(meal, '김치찌개');
    await user.click(within(results).getByRole('button', { name: '김치찌개' }));
    const quantity = within(meal).getByRole<HTMLInputElement>('spinbutton', { name: '수량' });
    await user.clear(quantity);
    const record = within(meal).getByRole<HTMLButtonElement>('button', { name: '기록하기' });
    expect(record.disabled).toBe(false);
    await user.click(record);
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    expect(within(meal).getByText(message)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toMatchObject({ quantity: null });
  });

  it('shows a nutrient the food data did not analyse as 모름, never 0', async () => {
    diary([searchMock('김치찌개', [kimchiJjigae, restaurantJjigae])]);
    const meal = await screen.findByTestId('meal-2');
    const { user, results } = await search(meal, '김치찌개');
    await user.click(within(results).getByRole('button', { name: '돼지고기김치찌개 · 쿡솜씨' }));
    const preview = within(meal).getByTestId('portion-preview').textContent;
    expect(preview).toBe('1인분 500g: 400 kcal · 탄수화물 20g · 단백질 30g · 지방 모름 · 나트륨 1,750mg');
    expect(preview).not.toContain('지방 0');
  });

  it('measures a drink in mL: the portions, the amount field, the preview with caffeine and the record', async () => {
    const drinkDay: DayRecordsQuery = {
      recordsOfDate: {
        ...day.recordsOfDate,
        meals: day.recordsOfDate.meals.map((m) =>
          m.mealType === 1
            ? {
                ...m,
                records: [
                  { ...foodRecord('5', 1, '아메리카노', '아메리카노', 9.9, { id: '601', servingUnit: 'mL' }), unit: '잔', amountG: 320 },
                  { ...foodRecord('6', 1, '우리집 샐러드', '우리집 샐러드', 100.4), amountG: 150 },
                ],
              }
            : m,
        ),
      },
    };
    diary([searchMock('아메리카노', [americano])], drinkDay);
    const breakfast = await screen.findByTestId('meal-1');
    const [coffee, salad] = within(breakfast).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(coffee).getByText(/1잔 ·/).textContent).toContain('1잔 · 320 mL · ');
    // A recipe (no food) stays in g.
    expect(within(salad).getByText(/1개 ·/).textContent).toContain('1개 · 150 g · ');

    const { user, results } = await search(breakfast, '아메리카노');
    await user.click(within(results).getByRole('button', { name: '아메리카노' }));
    expect(within(breakfast).getByRole<HTMLInputElement>('radio', { name: '1잔 320mL' }).checked).toBe(true);
    expect(within(breakfast).getByRole<HTMLInputElement>('spinbutton', { name: '먹은 양 (mL)' }).value).toBe('320');
    expect(within(breakfast).queryByRole('spinbutton', { name: '먹은 양 (g)' })).toBeNull();
    expect(within(breakfast).getByTestId('portion-preview').textContent).toBe('1잔 320mL: 9.9 kcal · 탄수화물 1.9g · 단백질 0.6g · 지방 0g · 나트륨 7.4mg · 카페인 129.9mg');
  });
});
