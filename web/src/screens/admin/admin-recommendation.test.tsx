import type { ReactNode } from 'react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AdminRecommendAnswerInquiryDocument,
  AdminRecommendChoicesDocument,
  AdminRecommendDefaultListsDocument,
  AdminRecommendInquiriesDocument,
  AdminRecommendQuestionnaireDocument,
  AdminRecommendSetupDocument,
  AdminRecommendUpdateChoiceDocument,
  AdminRecommendUpdateQuestionDocument,
  AdminRecommendUpdateSymptomDocument,
  AdminRecommendSymptomsDocument,
  MyRecommendInquiriesDocument,
  MyProfilesDocument,
  RecommendHistoryDocument,
  type AdminRecommendChoicesQuery,
  type AdminRecommendDefaultListsQuery,
  type AdminRecommendInquiriesQuery,
  type AdminRecommendQuestionnaireQuery,
  type AdminRecommendSetupQuery,
  type AdminRecommendUpdateChoiceMutationVariables,
  type AdminRecommendUpdateQuestionMutationVariables,
  type AdminRecommendUpdateSymptomMutationVariables,
  type MyRecommendInquiriesQuery,
  type Role,
} from '../../gql/graphql';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { RecommendHistory } from '../recommend/RecommendHistory';
import { AdminRecommendation } from './AdminRecommendation';
import { AdminRecommendInquiries } from './AdminRecommendInquiries';

afterEach(cleanup);

const setup: AdminRecommendSetupQuery = {
  recommendationAgeBands: [typed('AgeBand', { code: 'teen_12_18', label: '12~18세' }), typed('AgeBand', { code: 'adult', label: '성인' })],
  nutrientCards: [
    typed('NutrientCard', { code: 'vitamin_c', name: '비타민 C' }),
    typed('NutrientCard', { code: 'magnesium', name: '마그네슘' }),
    typed('NutrientCard', { code: 'omega3', name: '오메가3' }),
  ],
};
const lifestyle = typed('QuestionnaireQuestion', {
  id: '301',
  number: 1,
  topic: 'lifestyle',
  title: '평소 생활에 해당하는 것을 골라주세요',
  adminMessage: '여러 개 고를 수 있어요',
  limitCheck: 2,
  duplication: true,
  okCheck: false,
  rowItemNum: 2,
  femaleOnly: false,
});
const questionnaire: AdminRecommendQuestionnaireQuery = {
  recommendationQuestionnaire: typed('Questionnaire', {
    band: typed('AgeBand', { code: 'adult', label: '성인' }),
    questions: [lifestyle, typed('QuestionnaireQuestion', { ...lifestyle, id: '302', number: 2, topic: 'allergy', title: '알레르기가 있는 식품을 골라주세요', adminMessage: null })],
    symptoms: [typed('QuestionnaireSymptom', { code: 'fatigue', label: '피로', purpose: 'health', category: 'relief' })],
  }),
};
const choice = (id: string, code: string, label: string, weights: [string, number][]) =>
  typed('AdminChoice', { id, code, label, isNone: code === 'none', weights: weights.map(([c, weight]) => typed('NutrientWeight', { code: c, weight })), excludes: [] as string[] });
const choices: AdminRecommendChoicesQuery = {
  adminQuestionChoices: [choice('901', 'none', '해당 없어요', []), choice('902', 'smoke', '담배를 피워요', [['vitamin_c', 2]])],
};
const defaults: AdminRecommendDefaultListsQuery = {
  recommendationDefaultLists: [
    typed('DefaultNutrientList', {
      band: 'adult',
      sex: 'female',
      ageCode: '99',
      nutrients: [typed('DefaultListEntry', { code: 'magnesium', name: '마그네슘', priority: 2 }), typed('DefaultListEntry', { code: 'vitamin_c', name: '비타민 C', priority: 1 })],
    }),
    typed('DefaultNutrientList', { band: 'teen_12_18', sex: 'male', ageCode: '99', nutrients: [typed('DefaultListEntry', { code: 'omega3', name: '오메가3', priority: 1 })] }),
  ],
};

function mount(url: string, element: ReactNode, role: Role, extra: MockLink.MockedResponse[] = []) {
  const mocks: MockLink.MockedResponse[] = [
    ...extra,
    meMock(role),
    { request: { query: AdminRecommendSetupDocument }, result: { data: setup }, maxUsageCount: 10 },
    { request: { query: AdminRecommendQuestionnaireDocument, variables: { band: 'adult' } }, result: { data: questionnaire }, maxUsageCount: 10 },
    { request: { query: AdminRecommendChoicesDocument, variables: { questionId: '301' } }, result: { data: choices }, maxUsageCount: 10 },
    { request: { query: AdminRecommendDefaultListsDocument }, result: { data: defaults }, maxUsageCount: 10 },
  ];
  const path = url.split('?')[0];
  renderScreen({
    routes: [
      { path, element },
      { path: '/recommend/result/:id', element: <p>결과 화면</p> },
    ],
    at: url,
    mocks,
  });
  return userEvent.setup();
}

const editor = (mutations: MockLink.MockedResponse[] = []) => mount('/admin/recommendation?band=adult', <AdminRecommendation />, 'admin', mutations);

async function openFirstQuestion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '1. 평소 생활에 해당하는 것을 골라주세요' }));
  return screen.getByRole('form', { name: '1. 평소 생활에 해당하는 것을 골라주세요' });
}

describe('/admin/recommendation', () => {
  it('shows a member only that the page is for admins', async () => {
    mount('/admin/recommendation', <AdminRecommendation />, 'member');
    await screen.findByText('관리자만 볼 수 있는 페이지입니다.');
    expect(screen.queryByRole('combobox', { name: '연령대' })).toBeNull();
  });

  it('lists the band’s questions, symptoms and its default lists by priority', async () => {
    editor();
    expect((await screen.findByRole('combobox', { name: '연령대' })).getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByRole('combobox', { name: '연령대' }) as HTMLSelectElement).value).toBe('adult');
    await screen.findByRole('button', { name: '2. 알레르기가 있는 식품을 골라주세요' });
    screen.getByRole('button', { name: '피로' });
    const female = await screen.findByRole('region', { name: '여성 · 추천 연령 코드 99' });
    expect(
      within(female)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1순위 비타민 C', '2순위 마그네슘']);
    // Another band's list is not shown.
    expect(screen.queryByText('1순위 오메가3')).toBeNull();
  });

  it('sends the edited question fields (an empty maximum as null)', async () => {
    const sent: AdminRecommendUpdateQuestionMutationVariables[] = [];
    const mutations: MockLink.MockedResponse[] = [
      {
        request: { query: AdminRecommendUpdateQuestionDocument, variables: () => true },
        result: (variables: AdminRecommendUpdateQuestionMutationVariables) => {
          sent.push(variables);
          return { data: { updateQuestionnaireQuestion: { ...lifestyle, ...variables.input, title: variables.input.title.trim() } } };
        },
      },
    ];
    const user = editor(mutations);
    const form = await openFirstQuestion(user);
    const title = within(form).getByRole('textbox', { name: '문항' });
    await user.clear(title);
    await user.type(title, '요즘 생활을 골라주세요');
    await user.clear(within(form).getByRole('textbox', { name: '안내 문구' }));
    await user.clear(within(form).getByRole('spinbutton', { name: '최대 선택 수' }));
    await user.click(within(form).getByRole('checkbox', { name: '답을 확인받기 (이대로 진행할게요)' }));
    const row = within(form).getByRole('spinbutton', { name: '한 줄에 놓을 답 수' });
    await user.clear(row);
    await user.type(row, '3');
    await user.click(within(form).getByRole('button', { name: '문항 저장' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('1번 문항을 저장했습니다.'));
    expect(sent).toEqual([{ id: '301', input: { title: '요즘 생활을 골라주세요', adminMessage: null, limitCheck: null, duplication: true, okCheck: true, rowItemNum: 3 } }]);
  });

  it('shows the server’s message under the refused question field', async () => {
    const message = '한 줄 답 수는 1~4입니다.';
    const mutations: MockLink.MockedResponse[] = [
      {
        request: { query: AdminRecommendUpdateQuestionDocument, variables: () => true },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'rowItemNum', message }] } })] },
      },
    ];
    const user = editor(mutations);
    const form = await openFirstQuestion(user);
    const row = within(form).getByRole('spinbutton', { name: '한 줄에 놓을 답 수' });
    await user.clear(row);
    await user.type(row, '7');
    await user.click(within(form).getByRole('button', { name: '문항 저장' }));
    await waitFor(() => expect(row.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(message)).toBeTruthy();
    // And in the dialog (useFeedback; it is open once its effect has run, which may come after the field's error).
    expect(within(await screen.findByRole('alertdialog')).getByText(message)).toBeTruthy();
  });

  it('sends a choice’s label and weights as {code, weight} rows after editing, adding and removing rows', async () => {
    const sent: AdminRecommendUpdateChoiceMutationVariables[] = [];
    const mutations: MockLink.MockedResponse[] = [
      {
        request: { query: AdminRecommendUpdateChoiceDocument, variables: () => true },
        result: (variables: AdminRecommendUpdateChoiceMutationVariables) => {
          sent.push(variables);
          const weights = variables.input.weights.map((w) => [w.code, w.weight] as [string, number]);
          return { data: { updateQuestionnaireChoice: choice(String(variables.id), 'smoke', variables.input.label, weights) } };
        },
      },
    ];
    const user = editor(mutations);
    await openFirstQuestion(user);
    const smoke = await screen.findByRole('form', { name: '담배를 피워요' });
    expect((within(smoke).getByRole('combobox', { name: '영양소 1' }) as HTMLSelectElement).value).toBe('vitamin_c');
    const first = within(smoke).getByRole('spinbutton', { name: '가중치 1' });
    expect((first as HTMLInputElement).value).toBe('2');
    await user.clear(first);
    await user.type(first, '3');

    await user.click(within(smoke).getByRole('button', { name: '영양소 추가' }));
    await user.selectOptions(within(smoke).getByRole('combobox', { name: '영양소 2' }), '마그네슘');
    await user.type(within(smoke).getByRole('spinbutton', { name: '가중치 2' }), '4');
    await user.click(within(smoke).getByRole('button', { name: '영양소 추가' }));
    await user.selectOptions(within(smoke).getByRole('combobox', { name: '영양소 3' }), '오메가3');
    await user.type(within(smoke).getByRole('spinbutton', { name: '가중치 3' }), '1');
    await user.click(within(smoke).getByRole('button', { name: '영양소 2 빼기' }));

    const label = within(smoke).getByRole('textbox', { name: '답' });
    await user.clear(label);
    await user.type(label, '담배를 피워요 (하루 반 갑 이상)');
    await user.click(within(smoke).getByRole('button', { name: '답 저장' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain("'담배를 피워요 (하루 반 갑 이상)' 답을 저장했습니다."));
    expect(sent).toEqual([
      {
        id: '902',
        input: {
          label: '담배를 피워요 (하루 반 갑 이상)',
          weights: [
            { code: 'vitamin_c', weight: 3 },
            { code: 'omega3', weight: 1 },
          ],
        },
      },
    ]);
  });

  it('shows a refused weight under its row', async () => {
    const message = '가중치는 1~5입니다.';
    const mutations: MockLink.MockedResponse[] = [
      {
        request: { query: AdminRecommendUpdateChoiceDocument, variables: () => true },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'weights.0.weight', message }] } })] },
      },
    ];
    const user = editor(mutations);
    await openFirstQuestion(user);
    const smoke = await screen.findByRole('form', { name: '담배를 피워요' });
    const weight = within(smoke).getByRole('spinbutton', { name: '가중치 1' });
    await user.clear(weight);
    await user.type(weight, '9');
    await user.click(within(smoke).getByRole('button', { name: '답 저장' }));
    await waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'));
    expect(within(smoke).getByText(message)).toBeTruthy();
  });

  it('starts a symptom’s editor from its stored weights and sends the edited list', async () => {
    const sent: AdminRecommendUpdateSymptomMutationVariables[] = [];
    const mutations: MockLink.MockedResponse[] = [
      {
        request: { query: AdminRecommendSymptomsDocument, variables: () => true },
        result: { data: { adminSymptoms: [typed('AdminSymptom', { code: 'fatigue', nutrients: [typed('NutrientWeight', { code: 'vitamin_b1', weight: 4 })] })] } },
        maxUsageCount: 10,
      },
      {
        request: { query: AdminRecommendUpdateSymptomDocument, variables: () => true },
        result: (variables: AdminRecommendUpdateSymptomMutationVariables) => {
          sent.push(variables);
          return { data: { updateQuestionnaireSymptom: typed('QuestionnaireSymptom', { code: variables.code, label: variables.input.label }) } };
        },
      },
    ];
    const user = editor(mutations);
    await user.click(await screen.findByRole('button', { name: '피로' }));
    const form = screen.getByRole('form', { name: '피로' });
    await waitFor(() => expect((within(form).getByRole('combobox', { name: '영양소 1' }) as HTMLSelectElement).value).toBe('vitamin_b1'));
    await user.click(within(form).getByRole('button', { name: '영양소 추가' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: '영양소 2' }), 'magnesium');
    await user.type(within(form).getByRole('spinbutton', { name: '가중치 2' }), '5');
    await user.click(within(form).getByRole('button', { name: '증상 저장' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('피로를 저장했습니다.'));
    expect(sent).toEqual([
      {
        code: 'fatigue',
        input: {
          label: '피로',
          nutrients: [
            { code: 'vitamin_b1', weight: 4 },
            { code: 'magnesium', weight: 5 },
          ],
        },
      },
    ]);
  });
});

const inquiry = (id: string, title: string, answer: string | null, resultId: string | null = '55') =>
  typed('RecommendInquiry', {
    id,
    resultId,
    title,
    content: '추천받은 마그네슘을 혈압약과 같이 먹어도 되나요?',
    answer,
    answeredAt: answer ? '2026-11-21T02:00:00.000Z' : null,
    answered: Boolean(answer),
    createdAt: '2026-11-20T01:00:00.000Z',
  });

describe('/admin/recommend-inquiries', () => {
  it('sends the typed answer and shows the inquiry as answered', async () => {
    const sent: { id: string; answer: string }[] = [];
    const waiting: AdminRecommendInquiriesQuery = { recommendInquiries: [inquiry('81', '혈압약과 같이 먹어도 되나요', null)] };
    const user = mount('/admin/recommend-inquiries', <AdminRecommendInquiries />, 'admin', [
      { request: { query: AdminRecommendInquiriesDocument, variables: { unansweredOnly: true } }, result: { data: waiting }, maxUsageCount: 10 },
      {
        request: { query: AdminRecommendAnswerInquiryDocument, variables: () => true },
        result: (variables: { id: string; answer: string }) => {
          sent.push(variables);
          return { data: { answerRecommendInquiry: inquiry(variables.id, '혈압약과 같이 먹어도 되나요', variables.answer) } };
        },
      },
    ]);
    expect(((await screen.findByRole('checkbox', { name: '답변 전만' })) as HTMLInputElement).checked).toBe(true);
    await user.click(await screen.findByRole('button', { name: '혈압약과 같이 먹어도 되나요' }));
    screen.getByText('추천받은 마그네슘을 혈압약과 같이 먹어도 되나요?');
    screen.getByText('추천 결과 55번에 대한 질문');
    await user.type(screen.getByRole('textbox', { name: '답변' }), '2시간 간격을 두고 드세요.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('답변을 등록했습니다.'));
    expect(sent).toEqual([{ id: '81', answer: '2시간 간격을 두고 드세요.' }]);
    await screen.findByText('답변 완료');
    screen.getByText('2시간 간격을 두고 드세요.');
  });

  it('shows every inquiry when 답변 전만 is unticked', async () => {
    const all: AdminRecommendInquiriesQuery = { recommendInquiries: [inquiry('82', '답을 받은 질문', '식후에 드세요.'), inquiry('81', '기다리는 질문', null)] };
    const user = mount('/admin/recommend-inquiries', <AdminRecommendInquiries />, 'admin', [
      { request: { query: AdminRecommendInquiriesDocument, variables: { unansweredOnly: true } }, result: { data: { recommendInquiries: [all.recommendInquiries[1]] } }, maxUsageCount: 10 },
      { request: { query: AdminRecommendInquiriesDocument, variables: { unansweredOnly: false } }, result: { data: all }, maxUsageCount: 10 },
    ]);
    await screen.findByRole('button', { name: '기다리는 질문' });
    expect(screen.queryByRole('button', { name: '답을 받은 질문' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '답변 전만' }));
    await screen.findByRole('button', { name: '답을 받은 질문' });
  });
});

describe('/recommend/history: 약사에게 물은 질문', () => {
  it('lists the member’s questions with their state, the answer and a link to the result', async () => {
    const asked = (id: string, title: string, answer: string | null, resultId: string | null) =>
      typed('RecommendInquiry', { id, resultId, title, answer, answered: Boolean(answer), createdAt: '2026-11-20T01:00:00.000Z' });
    const mine: MyRecommendInquiriesQuery = {
      recommendInquiries: [asked('82', '식후에 먹어야 하나요', '네, 식후에 드세요.', '55'), asked('81', '혈압약과 같이 먹어도 되나요', null, null)],
    };
    const user = mount('/recommend/history', <RecommendHistory />, 'member', [
      { request: { query: MyProfilesDocument }, result: { data: { myProfiles: [] } }, maxUsageCount: 10 },
      { request: { query: RecommendHistoryDocument, variables: { profileId: null, limit: 20 } }, result: { data: { myRecommendationResults: [], recommendationAgeBands: [] } }, maxUsageCount: 10 },
      { request: { query: MyRecommendInquiriesDocument }, result: { data: mine }, maxUsageCount: 10 },
    ]);
    const list = await screen.findByRole('list', { name: '약사에게 물은 질문' });
    const [answered, waiting] = within(list).getAllByRole('listitem');
    within(answered).getByText('답변 완료');
    within(answered).getByText('네, 식후에 드세요.');
    within(waiting).getByText('답변 대기');
    expect(within(waiting).queryByRole('link')).toBeNull();
    await user.click(within(answered).getByRole('link', { name: '추천 결과 보기' }));
    await screen.findByText('결과 화면');
  });
});
