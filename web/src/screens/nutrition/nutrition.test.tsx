import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FeedbackProvider } from '../../components/Feedback';
import { MeDocument, MyProfilesDocument, NutritionReportDocument, type MeQuery, type MyProfilesQuery, type NutritionReportQuery } from '../../gql/graphql';
import { koreanToday } from '../../lib/age';
import { shiftDate } from '../../lib/nutrition';
import { Nutrition } from './Nutrition';
import { Score } from './Score';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
async function render(node: ReactNode) {
  await act(async () => root.render(node));
}
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 50 && !check(); i += 1) await flush();
  if (!check()) throw new Error(`not shown: ${what}\n${container.textContent}`);
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

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
  topFoods: [typed('RankedFoods', { nutrient: 'sodium', name: '나트륨', unit: 'mg', foods: [typed('RankedFood', { name: '달걀말이', amount: 449 })] })],
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
  return { router, node: (
    <MockedProvider mocks={mocks}>
      <FeedbackProvider>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </MockedProvider>
  ) };
}

describe('nutrition area', () => {
  it('opens on the primary profile and today, and writes both into the URL', async () => {
    const { router, node } = app('/mypage/nutrition');
    await render(node);
    await until(() => router.state.location.search !== '', 'the URL parameters');
    expect(new URLSearchParams(router.state.location.search).get('profile')).toBe('10');
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe(today);
    expect(container.querySelector('[data-testid=selected-date]')?.textContent).toContain('오늘');
    expect((container.querySelector('button[aria-label="다음 날"]') as HTMLButtonElement).disabled).toBe(true);
  });

  it('switches profile and date through the URL, and keeps them across tabs', async () => {
    const { router, node } = app(`/mypage/nutrition?profile=10&date=${today}`);
    await render(node);
    await until(() => Boolean(container.querySelector('[data-testid=profile-switcher]')), 'the profile switcher');
    const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent?.trim().endsWith(name))!;
    await act(async () => button('민서').click());
    expect(router.state.location.search).toBe(`?profile=11&date=${today}`);
    await act(async () => (container.querySelector('button[aria-label="이전 날"]') as HTMLButtonElement).click());
    expect(router.state.location.search).toBe(`?profile=11&date=${shiftDate(today, -1)}`);
    await act(async () => [...container.querySelectorAll('[role=tab]')].find((t) => t.textContent === '영양 점수')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
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
    await until(() => Boolean(container.querySelector('[data-testid=nutrition-score]')), 'the score');
    const text = (id: string) => container.querySelector(`[data-testid=${id}]`)?.textContent ?? '';
    expect(text('nutrition-score')).toBe('44');
    expect(text('score-tier')).toBe('보통');
    expect(text('intake-tier')).toContain('26가지 중 12가지');
    expect(text('score-breakdown')).toContain('12 / 40점');
    expect(text('score-breakdown')).toContain('18 / 30점');
    expect(text('score-breakdown')).toContain('14 / 30점');
    const shortNames = [...container.querySelectorAll('[data-testid=short-nutrients] > ul .line-name')].map((e) => e.textContent);
    expect(shortNames).toEqual(['칼슘']);
    expect(text('limits')).toContain('나트륨');
    expect(text('limits')).toContain('초과');
    expect(text('top-foods')).toContain('달걀말이');
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
