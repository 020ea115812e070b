import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { NutritionStandardDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { PREGNANCY_STAGES, amount, kdriGroupLabel } from '../../lib/nutrition';
import { useNutrition } from './shared';
import { manAgeText } from '../../lib/age';

const TEXT = {
  loading: '불러오는 중…',
  title: (addressed: string) => `${addressed}의 하루 영양 기준`,
  source: '한국인 영양소 섭취기준(KDRI 2020)에서 나이, 성별, 생애주기에 맞는 기준을 고릅니다.',
  lifeStage: '생애주기 설정 바꾸기',
  standard: '기준',
  group: 'KDRI 연령 구간',
  age: '기준 나이',
  years: manAgeText,
  pregnancy: '임신 단계',
  energy: '에너지 필요추정량',
  milk: '분유 에너지',
  macros: '3대 영양소와 상한',
  nutrient: '영양소',
  range: '하루 범위',
  carbohydrate: '탄수화물',
  protein: '단백질',
  fat: '지방',
  sugar: '당류',
  sodium: '나트륨',
  caffeine: '카페인',
  betaCarotene: '베타카로틴',
  caffeineNoWeight: '몸무게를 기록하면 계산합니다 (체중 × 2.5 mg)',
  displayRange: (r: readonly number[]) => ` (표시 범위 ${r.map((v) => amount(v)).join('~')} mg)`,
  micros: '점수에 세는 26가지 영양소',
  min: '최소 (권장·충분)',
  max: '상한섭취량 (UL)',
  unit: '단위',
  rni: '권장',
  ai: '충분',
  none: '-',
};

const range = (r: { min?: number | null; max?: number | null }, unit: string) => {
  if (r.min == null && r.max == null) return TEXT.none;
  return `${r.min == null ? '' : amount(r.min)} ~ ${r.max == null ? '' : amount(r.max)} ${unit}`;
};

/** The profile's standard for the date: label, KDRI group, energy, macro ranges, limits and the 26 nutrients. */
export function Standards() {
  const { profile, date } = useNutrition();
  const { data, error } = useQuery(NutritionStandardDocument, { variables: { profileId: profile.id, date } });
  const s = data?.nutritionStandard;
  if (error && !s) return <p className="error">{errorMessage(error)}</p>;
  if (!s) return <p className="hint">{TEXT.loading}</p>;

  return (
    <div className="stack" data-testid="standard">
      <section className="card">
        <div className="row between wrap">
          <h2>{TEXT.title(profile.addressedName)}</h2>
          <Link to="/mypage/profiles">{TEXT.lifeStage}</Link>
        </div>
        <p className="hint">{TEXT.source}</p>
        <dl className="facts">
          <dt>{TEXT.standard}</dt>
          <dd data-testid="standard-label">{s.label}</dd>
          <dt>{TEXT.group}</dt>
          <dd>{kdriGroupLabel(s.kdriGroup)}</dd>
          <dt>{TEXT.age}</dt>
          <dd>{TEXT.years(s.ageYears)}</dd>
          {s.pregnancyStage && (
            <>
              <dt>{TEXT.pregnancy}</dt>
              <dd>{PREGNANCY_STAGES[s.pregnancyStage] ?? s.pregnancyStage}</dd>
            </>
          )}
          <dt>{TEXT.energy}</dt>
          <dd>{s.energy == null ? TEXT.none : `${amount(s.energy)} kcal`}</dd>
          {s.milkPowder && (
            <>
              <dt>{TEXT.milk}</dt>
              <dd>
                {amount(s.milkPowder.target)} kcal ({range(s.milkPowder, 'kcal')})
              </dd>
            </>
          )}
        </dl>
      </section>
      <section className="card">
        <h3>{TEXT.macros}</h3>
        <table className="table compact">
          <thead>
            <tr>
              <th>{TEXT.nutrient}</th>
              <th>{TEXT.range}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{TEXT.carbohydrate}</td>
              <td>{range(s.carbohydrate, 'g')}</td>
            </tr>
            <tr>
              <td>{TEXT.protein}</td>
              <td>{range(s.protein, 'g')}</td>
            </tr>
            <tr>
              <td>{TEXT.fat}</td>
              <td>{range(s.fat, 'g')}</td>
            </tr>
            <tr>
              <td>{TEXT.sugar}</td>
              <td>{range(s.totalSugar, 'g')}</td>
            </tr>
            <tr>
              <td>{TEXT.sodium}</td>
              <td>{range(s.sodium, 'mg')}</td>
            </tr>
            <tr>
              <td>{TEXT.caffeine}</td>
              <td>
                {s.caffeine.cap == null ? TEXT.caffeineNoWeight : `~ ${amount(s.caffeine.cap)} mg`}
                {s.caffeine.displayRange && TEXT.displayRange(s.caffeine.displayRange)}
              </td>
            </tr>
            <tr>
              <td>{TEXT.betaCarotene}</td>
              <td>{range(s.betaCarotene, 'mg')}</td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className="card">
        <h3>{TEXT.micros}</h3>
        <div className="table-scroll">
          <table className="table compact" data-testid="standard-nutrients">
            <thead>
              <tr>
                <th>{TEXT.nutrient}</th>
                <th>{TEXT.min}</th>
                <th>{TEXT.max}</th>
                <th>{TEXT.unit}</th>
              </tr>
            </thead>
            <tbody>
              {s.nutrients.map((n) => (
                <tr key={n.code}>
                  <td>{n.name}</td>
                  <td>
                    {n.min == null ? TEXT.none : amount(n.min, 2)}
                    {n.minKind && <span className="hint"> ({n.minKind === 'AI' ? TEXT.ai : TEXT.rni})</span>}
                  </td>
                  <td>{n.max == null ? TEXT.none : amount(n.max, 2)}</td>
                  <td>{n.unit}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
