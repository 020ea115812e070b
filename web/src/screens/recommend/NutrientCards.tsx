import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { RecommendNutrientCardsDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { ButtonLink, Card, EmptyState, ErrorState, LoadingState, TextField } from '../../ui';
import { useDebounced } from '../nutrition/shared';
import { dailyAmount } from './amounts';
import './recommend.css';

const TEXT = {
  title: '영양소 알아보기',
  lead: '식약처가 인정한 기능성과 하루 섭취량을 영양소별로 모았어요.',
  search: '영양소 검색',
  placeholder: '예: 루테인, 오메가3, 비타민',
  loading: '영양소를 불러오는 중…',
  empty: (q: string) => `${withJosa(q, '와/과')} 일치하는 영양소가 없어요.`,
  claims: '식약처 인정 기능성',
  range: (label: string, amount: string) => `${label}: 1일 ${amount}`,
  shopLimit: (max: number) => `쇼핑몰 기준 하루 최대 ${max.toLocaleString('ko-KR')}`,
  cautions: (n: number) => `섭취 시 주의사항 ${n}가지`,
  allergens: '알레르기 정보',
  recommend: '나에게 맞는 영양소 추천 받기',
};

/** /nutrients: the nutrient cards (nutrientCards), searchable by name; the words are the MFDS claims. */
export function NutrientCards() {
  const [query, setQuery] = useState('');
  const keyword = useDebounced(query.trim(), 250);
  const { data, error } = useQuery(RecommendNutrientCardsDocument, { variables: { keyword: keyword || null } });
  const cards = data?.nutrientCards ?? [];

  return (
    <div className="stack recommend" data-testid="nutrient-cards">
      <section className="card">
        <h1>{TEXT.title}</h1>
        <p className="hint">{TEXT.lead}</p>
        <TextField label={TEXT.search} type="search" value={query} placeholder={TEXT.placeholder} onChange={(e) => setQuery(e.target.value)} />
        <ButtonLink to="/recommend" variant="secondary" size="sm">
          {TEXT.recommend}
        </ButtonLink>
      </section>
      {error && !data && <ErrorState message={errorMessage(error)} />}
      {!data && !error && <LoadingState label={TEXT.loading} />}
      {data && cards.length === 0 && <EmptyState title={TEXT.empty(keyword)} />}
      {cards.map((card) => (
        <Card key={card.code} title={card.name} data-testid="nutrient-card">
          {card.claims.length > 0 && (
            <>
              <h3>{TEXT.claims}</h3>
              <ul>
                {card.claims.map((claim) => (
                  <li key={claim}>{claim}</li>
                ))}
              </ul>
            </>
          )}
          {card.ranges.map((range) => (
            <p className="hint" key={range.label}>
              {TEXT.range(range.label, dailyAmount(range))}
            </p>
          ))}
          {card.specLimitMax != null && <p className="hint">{TEXT.shopLimit(card.specLimitMax)}</p>}
          {card.cautions.length > 0 && (
            <details>
              <summary>{TEXT.cautions(card.cautions.length)}</summary>
              <ul>
                {card.cautions.map((caution) => (
                  <li key={caution}>{caution}</li>
                ))}
              </ul>
            </details>
          )}
          {card.allergens.length > 0 && (
            <p className="hint">
              {TEXT.allergens}: {card.allergens.join(' / ')}
            </p>
          )}
        </Card>
      ))}
    </div>
  );
}
