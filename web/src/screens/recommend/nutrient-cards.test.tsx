import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RecommendNutrientCardsDocument, type RecommendNutrientCardsQuery } from '../../gql/graphql';
import { renderScreen, typed } from '../../testing/render-screen';
import { NutrientCards } from './NutrientCards';

afterEach(cleanup);

const range = (label: string, min: number | null, max: number | null, unit: string) => typed('DailyRange', { label, min, max, unit });
const card = (code: string, name: string, ranges: ReturnType<typeof range>[], specLimitMax: number | null = null) =>
  typed('NutrientCard', { code, name, claims: [`${name}의 기능성`], ranges, cautions: ['이상사례 발생 시 섭취를 중단하고 전문가와 상담할 것'], allergens: [], specLimitMax });

const all: RecommendNutrientCardsQuery = {
  nutrientCards: [
    card('lutein', '루테인', [range('마리골드꽃추출물 (루테인)', 10, 20, 'mg')], 30),
    card('protein', '단백질', [range('단백질', 12, null, 'g')]),
    card('silymarin', '밀크씨슬 (실리마린)', [range('밀크씨슬', 130, 130, 'mg')], 350),
  ],
};
const lutein: RecommendNutrientCardsQuery = { nutrientCards: [all.nutrientCards[0]!] };

function mount(mocks: MockLink.MockedResponse[]) {
  renderScreen({ routes: [{ path: '/nutrients', element: <NutrientCards /> }], at: '/nutrients', mocks });
  return userEvent.setup();
}

describe('/nutrients', () => {
  it('shows each card with the MFDS daily amount as the 공전 writes it and the shop’s limit beside it, and searches by name', async () => {
    const user = mount([
      { request: { query: RecommendNutrientCardsDocument, variables: { keyword: null } }, result: { data: all }, maxUsageCount: 5 },
      { request: { query: RecommendNutrientCardsDocument, variables: { keyword: '루테인' } }, result: { data: lutein } },
    ]);
    const cards = await screen.findAllByTestId('nutrient-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('마리골드꽃추출물 (루테인): 1일 10~20mg')).toBeTruthy();
    expect(within(cards[0]!).getByText('쇼핑몰 기준 하루 최대 30')).toBeTruthy();
    expect(within(cards[1]!).getByText('단백질: 1일 12g 이상')).toBeTruthy();
    expect(within(cards[2]!).getByText('밀크씨슬: 1일 130mg')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: '영양소 검색' }), '루테인');
    await waitFor(() => expect(screen.getAllByTestId('nutrient-card')).toHaveLength(1));
  });
});
