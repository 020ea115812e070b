import { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AddToCartDocument,
  CreateRecommendInquiryDocument,
  MeDocument,
  MyProfilesDocument,
  RecommendQuestionnaireDocument,
  RecommendResultDocument,
  SubmitRecommendationDocument,
  type AddToCartMutationVariables,
  type CreateRecommendInquiryMutationVariables,
  type MyProfilesQuery,
  type RecommendQuestionnaireQuery,
  type RecommendResultQuery,
  type SubmitRecommendationMutationVariables,
} from '../../gql/graphql';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { Questionnaire } from './Questionnaire';
import { RecommendResult } from './RecommendResult';

afterEach(cleanup);

/** How the server addresses these names (a family title as it is, a name with 님). */
const ADDRESSED: Record<string, string> = { 엄마: '엄마', 아빠: '아빠', 민서: '민서님' };
const profile = (id: string, name: string, isPrimary: boolean, gender: number) =>
  typed('Profile', {
    id,
    name,
    addressedName: ADDRESSED[name]!,
    gender,
    birthday: '1985-01-01',
    isPrimary,
    imageNo: 1,
    genderLabel: gender === 1 ? '남성' : '여성',
    age: typed('AgeDisplay', { text: '41세' }),
    lifeStage: typed('LifeStage', { promiseType: 0, pregnantType: null, pregnantDay: null, vegetarianType: null, label: '일반' }),
  });
// The primary profile comes second from the server: the picker puts it first.
const profiles: MyProfilesQuery = { myProfiles: [profile('12', '엄마', false, 2), profile('11', '아빠', true, 1)] };

const choice = (code: string, label: string) => typed('QuestionnaireChoice', { code, label, icon: code, isNone: code === 'none' });
const question = (
  number: number,
  topic: string,
  title: string,
  choices: ReturnType<typeof choice>[],
  rules: { limitCheck?: number | null; duplication?: boolean; okCheck?: boolean; femaleOnly?: boolean } = {},
) =>
  typed('QuestionnaireQuestion', {
    id: String(100 + number),
    number,
    topic,
    title,
    adminMessage: topic === 'allergy' ? '고른 성분이 들어간 제품은 추천에서 빼드려요' : null,
    limitCheck: rules.limitCheck ?? null,
    duplication: rules.duplication ?? true,
    okCheck: rules.okCheck ?? false,
    rowItemNum: 2,
    femaleOnly: rules.femaleOnly ?? false,
    choices,
  });
const symptom = (code: string, label: string, purpose: string, statements: [string, string][] = []) =>
  typed('QuestionnaireSymptom', { code, label, icon: code, purpose, category: 'relief', statements: statements.map(([c, text]) => typed('QuestionnaireStatement', { code: c, text })) });

/** A band as the server sends it: the rules are in the data (limitCheck 2, okCheck, women only, 3 symptoms). */
const questionnaire: RecommendQuestionnaireQuery = {
  recommendationQuestionnaire: typed('Questionnaire', {
    band: typed('AgeBand', { code: 'adult', label: '성인', questionCount: 4 }),
    profileId: '11',
    female: false,
    symptomLimit: 3,
    questions: [
      question(
        1,
        'lifestyle',
        '평소 생활에 해당하는 것을 골라주세요',
        [choice('none', '해당 없어요'), choice('smoke', '담배를 피워요'), choice('drink', '술을 자주 마셔요'), choice('stress', '스트레스가 많아요')],
        { limitCheck: 2 },
      ),
      question(2, 'allergy', '알레르기가 있는 식품을 골라주세요', [choice('none', '알레르기가 없어요'), choice('milk', '우유'), choice('egg', '알류')], { okCheck: true }),
      question(3, 'pregnancy', '임신 중이거나 계획하고 있나요?', [choice('none', '해당 없어요'), choice('pregnant', '임신 중이에요')], { limitCheck: 1, duplication: false, femaleOnly: true }),
      question(4, 'purpose', '영양제를 먹으려는 목적을 골라주세요', [choice('none', '특별히 없어요'), choice('health', '건강 관리'), choice('beauty', '미용')], { limitCheck: 1, duplication: false }),
    ],
    symptoms: [
      symptom('fatigue', '피로', 'health', [
        ['fatigue_morning', '아침에 일어나기 힘들어요'],
        ['fatigue_afternoon', '오후만 되면 지쳐요'],
      ]),
      symptom('eyes', '눈 건강', 'health', [['eyes_dry', '눈이 자주 건조해요']]),
      symptom('sleep', '수면', 'health', [['sleep_late', '잠들기 어려워요']]),
      symptom('joint', '관절', 'health', [['joint_knee', '계단에서 무릎이 아파요']]),
      symptom('skin', '피부', 'beauty', [['skin_dry', '피부가 건조해요']]),
    ],
  }),
};

const baseMocks = [
  meMock('member'),
  { request: { query: MyProfilesDocument }, result: { data: profiles }, maxUsageCount: 10 },
  { request: { query: RecommendQuestionnaireDocument, variables: { profileId: '11' } }, result: { data: questionnaire }, maxUsageCount: 10 },
];

function app(url: string, extra: MockLink.MockedResponse[] = []) {
  const headers: Record<string, string>[] = [];
  // What the screen sends besides the variables (the Idempotency-Key header), then the mocks.
  const spy = new ApolloLink((operation, forward) => {
    headers.push({ ...(operation.getContext().headers as Record<string, string> | undefined) });
    return forward(operation);
  });
  const router = renderScreen({
    routes: [
      { path: '/recommend', element: <Questionnaire /> },
      { path: '/recommend/result/:id', element: <p>결과 화면</p> },
      { path: '/login', element: <p>로그인 화면</p> },
    ],
    at: url,
    mocks: [...extra, ...baseMocks],
    link: spy,
  });
  return { router, headers, user: userEvent.setup() };
}

const chip = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => chip(name).getAttribute('aria-pressed');
const next = () => screen.getByRole('button', { name: '다음' });

describe('recommendation questionnaire', () => {
  it('starts by picking the family profile, the primary first', async () => {
    const { router, user } = app('/recommend');
    const list = await screen.findByRole('list', { name: '가족 프로필' });
    const names = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names[0]).toContain('아빠');
    expect(names[1]).toContain('엄마');
    await user.click(within(list).getAllByRole('button')[0]!);
    expect(router.state.location.search).toBe('?profileId=11');
    await screen.findByText('평소 생활에 해당하는 것을 골라주세요');
  });

  it('the none chip clears the others, another choice clears none, and limitCheck caps the choices', async () => {
    const { user } = app('/recommend?profileId=11');
    await screen.findByText('평소 생활에 해당하는 것을 골라주세요');
    expect(screen.getByTestId('recommend-progress').textContent).toBe('1/3');
    expect(screen.getByTestId('recommend-rule').textContent).toBe('최대 2개까지 고를 수 있어요.');
    expect(next()).toHaveProperty('disabled', true);

    await user.click(chip('담배를 피워요'));
    await user.click(chip('술을 자주 마셔요'));
    expect(pressed('담배를 피워요')).toBe('true');
    expect(pressed('술을 자주 마셔요')).toBe('true');
    // The limit (2, from the server) reached: a third is refused; none is still offered.
    expect(chip('스트레스가 많아요')).toHaveProperty('disabled', true);
    await user.click(chip('스트레스가 많아요'));
    expect(pressed('스트레스가 많아요')).toBe('false');

    await user.click(chip('해당 없어요'));
    expect(pressed('해당 없어요')).toBe('true');
    expect(pressed('담배를 피워요')).toBe('false');
    expect(pressed('술을 자주 마셔요')).toBe('false');

    await user.click(chip('스트레스가 많아요'));
    expect(pressed('스트레스가 많아요')).toBe('true');
    expect(pressed('해당 없어요')).toBe('false');
    expect(next()).toHaveProperty('disabled', false);
  });

  it('an okCheck question needs 이대로 진행할게요 ticked, and a new answer asks again', async () => {
    const { user } = app('/recommend?profileId=11');
    await screen.findByText('평소 생활에 해당하는 것을 골라주세요');
    await user.click(chip('해당 없어요'));
    await user.click(next());
    await screen.findByText('알레르기가 있는 식품을 골라주세요');
    screen.getByText('고른 성분이 들어간 제품은 추천에서 빼드려요');
    expect(screen.getByTestId('recommend-progress').textContent).toBe('2/3');

    await user.click(chip('우유'));
    expect(next()).toHaveProperty('disabled', true);
    screen.getByText("'이대로 진행할게요'에 체크해주세요.");
    const confirm = screen.getByRole('checkbox', { name: '이대로 진행할게요' });
    await user.click(confirm);
    expect(next()).toHaveProperty('disabled', false);

    await user.click(chip('알류'));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '이대로 진행할게요' }).checked).toBe(false);
    expect(next()).toHaveProperty('disabled', true);
  });

  it('skips the women-only question, lets at most symptomLimit symptoms be chosen, and submits the chosen answers', async () => {
    let sent: SubmitRecommendationMutationVariables | undefined;
    const submit = {
      request: {
        query: SubmitRecommendationDocument,
        variables: (variables: SubmitRecommendationMutationVariables) => {
          sent = variables;
          return true;
        },
      },
      result: { data: { submitRecommendation: typed('RecommendationResultView', { id: '77', profileId: '11' }) } },
    };
    const { router, headers, user } = app('/recommend?profileId=11', [submit]);
    await screen.findByText('평소 생활에 해당하는 것을 골라주세요');
    await user.click(chip('담배를 피워요'));
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: '알레르기가 없어요' }));
    await user.click(screen.getByRole('checkbox', { name: '이대로 진행할게요' }));
    await user.click(next());

    // Question 3 is for women only and the server says this profile is not female.
    await screen.findByText('영양제를 먹으려는 목적을 골라주세요');
    expect(screen.queryByText('임신 중이거나 계획하고 있나요?')).toBeNull();
    expect(screen.getByTestId('recommend-progress').textContent).toBe('3/3');
    await user.click(chip('건강 관리'));
    await user.click(next());

    await screen.findByText('건강 관리와 관련해 고민되는 증상을 골라주세요');
    expect(screen.getByTestId('recommend-rule').textContent).toBe('최대 3개까지 고를 수 있어요.');
    // Only the chosen category's symptoms.
    expect(screen.queryByRole('button', { name: '피부' })).toBeNull();
    expect(next()).toHaveProperty('disabled', true);
    await user.click(chip('피로'));
    await user.click(chip('눈 건강'));
    await user.click(chip('수면'));
    await user.click(chip('관절'));
    expect(pressed('관절')).toBe('false');
    expect(chip('관절')).toHaveProperty('disabled', true);
    await user.click(chip('수면'));
    expect(pressed('수면')).toBe('false');
    await user.click(next());

    // One screen of statements per chosen symptom; none of them may be chosen.
    await screen.findByText('피로, 이런 적이 있나요?');
    await user.click(chip('오후만 되면 지쳐요'));
    await user.click(next());
    await screen.findByText('눈 건강, 이런 적이 있나요?');
    expect(screen.queryByRole('button', { name: '다음' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '추천 결과 보기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/recommend/result/77'));
    expect(sent?.input).toEqual({
      profileId: '11',
      answers: [
        { number: 1, choices: ['smoke'] },
        { number: 2, choices: ['none'], confirmed: true },
        {
          number: 4,
          choices: ['health'],
          symptoms: [
            { code: 'fatigue', statements: ['fatigue_afternoon'] },
            { code: 'eyes', statements: [] },
          ],
        },
      ],
    });
    // Sent with an Idempotency-Key, as the app's other creating mutations.
    expect(headers.some((h) => /^recommend-/.test(h['idempotency-key'] ?? ''))).toBe(true);
  });

  it('shows the server refusal and keeps the answers', async () => {
    const refused = {
      request: { query: SubmitRecommendationDocument, variables: () => true },
      result: { errors: [{ message: '2번 문항(알레르기가 있는 식품을 골라주세요): 답을 확인해주세요.', extensions: { code: 'BAD_USER_INPUT' } }] },
    };
    const { router, user } = app('/recommend?profileId=11', [refused]);
    await screen.findByText('평소 생활에 해당하는 것을 골라주세요');
    await user.click(chip('해당 없어요'));
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: '알레르기가 없어요' }));
    await user.click(screen.getByRole('checkbox', { name: '이대로 진행할게요' }));
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: '특별히 없어요' }));
    await user.click(screen.getByRole('button', { name: '추천 결과 보기' }));

    await screen.findByText('2번 문항(알레르기가 있는 식품을 골라주세요): 답을 확인해주세요.');
    expect(router.state.location.pathname).toBe('/recommend');
    expect(pressed('특별히 없어요')).toBe('true');
  });

  it('sends a signed-out visitor to the login', async () => {
    const guest = [{ request: { query: MeDocument }, result: { data: { me: null } }, maxUsageCount: 10 }];
    renderScreen({
      routes: [
        { path: '/recommend', element: <Questionnaire /> },
        { path: '/login', element: <p>로그인 화면</p> },
      ],
      at: '/recommend',
      mocks: guest,
    });
    await screen.findByText('로그인 화면');
  });
});

const product = (id: string, name: string, options: { id: string; name: string }[]) =>
  typed('Product', { id, name, salePrice: 19800, status: 'on_sale', imageUrl: `/img/${id}.jpg`, options: options.map((o) => typed('ProductOption', { ...o, extraPrice: 0, stock: 10 })) });
const nutrient = (code: string, name: string, priority: number, extra: Record<string, unknown> = {}) =>
  typed('RecommendedNutrient', { code, name, priority, reasons: [], claims: [], ranges: [], specLimit: null, cautions: [], products: [], ...extra });
/** A result as the server sends it: nutrients out of priority order, a diary reason, no diary logged. */
const result: RecommendResultQuery = {
  recommendationResult: typed('RecommendationResultView', {
    id: '77',
    profileId: '11',
    ageBand: 'adult',
    createdAt: '2026-11-20T03:00:00.000Z',
    nutrients: [
      nutrient('magnesium', '마그네슘', 2, { reasons: [typed('RecommendationReason', { kind: 'symptom', text: '고른 증상: 피로' })] }),
      nutrient('calcium', '칼슘', 1, {
        reasons: [
          typed('RecommendationReason', { kind: 'diary', text: '최근 2주 식단에서 칼슘이 기준의 9%예요 (기록한 5일 중 5일 부족)' }),
          typed('RecommendationReason', { kind: 'default', text: '연령·성별 기본 추천' }),
        ],
        claims: ['뼈와 치아 형성에 필요'],
        ranges: [typed('DailyRange', { label: '칼슘', min: 210, max: 800, unit: 'mg' })],
        specLimit: typed('SpecLimit', { min: null, max: 1000, unit: 'mg' }),
        cautions: ['과다 섭취 시 변비가 생길 수 있어요'],
        products: [
          typed('RecommendedProduct', {
            productId: '501',
            name: '칼슘 마그네슘',
            amount: 300,
            unit: 'mg',
            product: product('501', '칼슘 마그네슘 D', [
              { id: '9001', name: '90정' },
              { id: '9002', name: '180정' },
            ]),
          }),
        ],
      }),
    ],
    dropped: [typed('DroppedNutrient', { code: 'iron', name: '철', reason: '이미 먹는 영양제로 하루 상한에 가까워요' })],
    excluded: ['우유'],
    notes: [],
    diaryDays: 14,
    loggedDays: 0,
    secondLook: [],
  }),
};
const emptyCart = typed('Cart', { lines: [], sellers: [], selectedTotal: 0, deliveryTotal: 0, region: 'normal', postcode: null });

describe('recommendation result', () => {
  it('shows the nutrients by priority with the diary reason highlighted, adds a product with its first option, and asks the pharmacist about the result', async () => {
    let added: AddToCartMutationVariables | undefined;
    let asked: CreateRecommendInquiryMutationVariables | undefined;
    const mocks = [
      meMock('member'),
      { request: { query: MyProfilesDocument }, result: { data: profiles }, maxUsageCount: 10 },
      { request: { query: RecommendResultDocument, variables: { id: '77' } }, result: { data: result }, maxUsageCount: 10 },
      {
        request: {
          query: AddToCartDocument,
          variables: (v: AddToCartMutationVariables) => {
            added = v;
            return true;
          },
        },
        result: { data: { addToCart: emptyCart } },
      },
      {
        request: {
          query: CreateRecommendInquiryDocument,
          variables: (v: CreateRecommendInquiryMutationVariables) => {
            asked = v;
            return true;
          },
        },
        result: { data: { createRecommendInquiry: typed('RecommendInquiry', { id: '5', resultId: '77', title: '복용 시간', answered: false, createdAt: '2026-11-20T03:00:00.000Z' }) } },
      },
    ];
    renderScreen({ routes: [{ path: '/recommend/result/:id', element: <RecommendResult /> }], at: '/recommend/result/77', mocks });
    const user = userEvent.setup();
    await screen.findByText('아빠 맞춤 영양제');

    const cards = screen.getAllByTestId('recommend-nutrient');
    expect(cards.map((c) => c.querySelector('h2')?.textContent)).toEqual(['칼슘', '마그네슘']);
    const calcium = cards[0]!;
    within(calcium).getByText('1순위');
    const diary = calcium.querySelector('[data-kind="diary"]');
    expect(diary?.className).toContain('recommend-reason--diary');
    expect(diary?.textContent).toContain('최근 2주 식단에서 칼슘이 기준의 9%예요');
    within(calcium).getByText('식약처 인정 기능성');
    expect(within(calcium).getByTestId('recommend-daily').textContent).toBe('식약처 1일 섭취량 210~800mg · 쇼핑몰 기준 최대 1,000mg');
    expect(calcium.querySelector('details')?.textContent).toContain('과다 섭취 시 변비가 생길 수 있어요');
    expect(within(calcium).getByRole('link', { name: '칼슘 마그네슘 D' }).getAttribute('href')).toBe('/products/501');
    within(calcium).getByText('19,800원');
    within(calcium).getByText('1일 섭취량에 300mg');

    // No meals logged: the way to make the diary count.
    expect(screen.getByTestId('recommend-diary').textContent).toContain('영양 관리에서 식사를 기록하면');
    expect(screen.getByRole('link', { name: '영양 관리로 가기' }).getAttribute('href')).toBe('/mypage/nutrition?profile=11');
    within(screen.getByTestId('recommend-dropped')).getByText('이미 먹는 영양제로 하루 상한에 가까워요');
    within(screen.getByTestId('recommend-excluded')).getByText('우유');

    await user.click(within(calcium).getByRole('button', { name: '칼슘 마그네슘 D 장바구니 담기' }));
    await screen.findByText('칼슘 마그네슘 D를 장바구니에 담았습니다.');
    expect(added).toEqual({ productId: '501', optionId: '9001', quantity: 1 });

    const ask = screen.getByTestId('recommend-ask');
    await user.type(within(ask).getByRole('textbox', { name: '제목' }), '복용 시간');
    await user.type(within(ask).getByRole('textbox', { name: '내용' }), '아침과 저녁 중 언제 먹을까요?');
    await user.click(within(ask).getByRole('button', { name: '문의 남기기' }));
    await screen.findByText('문의를 남겼어요. 약사가 확인 후 답해드려요.');
    expect(asked?.input).toEqual({ resultId: '77', title: '복용 시간', content: '아침과 저녁 중 언제 먹을까요?' });
  });
});
