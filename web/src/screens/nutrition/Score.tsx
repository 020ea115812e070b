import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { NutritionReportDocument, NutritionScoreTrendDocument, type ScoreLineFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Chip } from '../../ui';
import { COUNTED_NUTRIENTS, amount, shiftDate } from '../../lib/nutrition';
import { PercentBar, useNutrition } from './shared';
import { CoverageChart, ScoreTrendChart } from './charts/lazy';
import { withJosa } from '../../lib/korean';

/** Days of the score chart, the selected date included. */
const TREND_DAYS = 30;

const TEXT = {
  loading: '점수를 계산하는 중…',
  title: (addressed: string) => `${addressed}의 영양 점수`,
  points: '점',
  noRecords: '이 날의 식사 기록이 없습니다. 식단 일기에 기록하면 점수가 올라갑니다.',
  goDiary: '식단 일기로 가기',
  intakeTitle: '섭취한 영양소',
  // Nutrients the day held at all, not standards met (those are 부족한 영양소 below).
  intakeCount: (n: number) => `${COUNTED_NUTRIENTS}가지 중 ${n}가지를 먹었어요`,
  unknownCount: (n: number) => `${n}개 모름`,
  unknown: '모름',
  unknownHint: '모름: 기록한 음식에 분석값이 없고 영양제로도 먹지 않은 영양소예요. 섭취한 영양소로도, 부족한 영양소로도 세지 않아요.',
  breakdown: '점수 구성',
  energy: '에너지',
  macros: '탄수화물·단백질·지방',
  micros: '비타민·무기질',
  penalty: '과다 섭취 감점',
  of: (points: number, max: number) => `${points} / ${max}점`,
  minus: (points: number) => (points ? `−${points}점` : '0점'),
  total: '합계',
  balance: '에너지와 3대 영양소',
  shortTitle: '부족한 영양소',
  noShort: '기준에 못 미치는 영양소가 없습니다.',
  allMicros: '26가지 영양소 모두 보기',
  recommend: '부족한 영양소로 영양제 추천 받기',
  ofStandard: (intake: number | null | undefined, min: number | null | undefined, unit: string) => `${amount(intake)} / ${min == null ? '-' : amount(min)} ${unit}`,
  limits: '하루 상한',
  over: '초과',
  ok: '적정',
  noLimit: '상한 없음 (19세 미만은 몸무게를 기록하면 계산합니다)',
  topFoods: '최근 7일 많이 먹은 음식',
  noFoods: '기록 없음',
  trend: `최근 ${TREND_DAYS}일 점수`,
  trendLabel: (addressed: string) => `${addressed}의 최근 ${TREND_DAYS}일 영양 점수`,
  coverage: '기준 대비 영양소 섭취',
  coverageLabel: (addressed: string) => `${withJosa(addressed, '이/가')} 이 날 섭취한 영양소의 기준 대비 비율`,
  coverageHint: '막대가 100% 선에 닿으면 그 영양소의 하루 기준을 채운 것입니다.',
};

/** The day's nutrition score (computed from the records), its tiers, breakdown, short nutrients, limits, top foods. */
export function Score() {
  const { profile, date } = useNutrition();
  const from = shiftDate(date, -6);
  const { data, error } = useQuery(NutritionReportDocument, { variables: { profileId: profile.id, date, from } });
  const trendFrom = shiftDate(date, -(TREND_DAYS - 1));
  const trend = useQuery(NutritionScoreTrendDocument, { variables: { profileId: profile.id, from: trendFrom, to: date } });
  const report = data?.nutritionReport;
  if (error && !report) return <p className="error">{errorMessage(error)}</p>;
  if (!report) return <p className="hint">{TEXT.loading}</p>;
  // The stored scores, with the selected day's as the report computes it now (a stored score is
  // written when the day is recorded, and may lag a record added since).
  const stored = trend.data?.nutritionScores ?? [];
  const liveTier = trend.data?.scoreDescriptions.find((t) => t.kind === 'score' && t.min <= report.score && report.score <= t.max);
  const trendDays = [
    ...stored.filter((s) => s.date !== date),
    ...(report.foodRecordCount > 0 || stored.some((s) => s.date === date) ? [{ date, score: report.score, tier: { code: liveTier?.code ?? '', label: report.tier.label } }] : []),
  ];

  return (
    <div className="stack" data-testid="score">
      <section className="card score-hero">
        <h2>{TEXT.title(profile.addressedName)}</h2>
        <div className="score-line">
          <span className="score-big" data-testid="nutrition-score">
            {report.score}
          </span>
          <span className="score-unit">{TEXT.points}</span>
          <span className="tier" data-testid="score-tier">
            {report.tier.label}
          </span>
        </div>
        <p>{report.tier.description}</p>
        {report.foodRecordCount === 0 && (
          <p className="hint">
            {TEXT.noRecords} <Link to={{ pathname: '/mypage/nutrition', search: `?profile=${profile.id}&date=${date}` }}>{TEXT.goDiary}</Link>
          </p>
        )}
      </section>

      <div className="two-col">
        <section className="card" data-testid="intake-tier">
          <h3>{TEXT.intakeTitle}</h3>
          <div className="score-line">
            <strong className="score-mid">{TEXT.intakeCount(report.intakeCount)}</strong>
            <span className="tier">{report.intakeTier.label}</span>
            {report.unknownCount > 0 && <Chip data-testid="unknown-count">{TEXT.unknownCount(report.unknownCount)}</Chip>}
          </div>
          <PercentBar percent={(report.intakeCount / COUNTED_NUTRIENTS) * 100} label={TEXT.intakeTitle} />
          <p className="hint">{report.intakeTier.description}</p>
          {report.unknownCount > 0 && <p className="hint">{TEXT.unknownHint}</p>}
        </section>
        <section className="card" data-testid="score-breakdown">
          <h3>{TEXT.breakdown}</h3>
          <table className="table compact">
            <tbody>
              <tr>
                <th>{TEXT.energy}</th>
                <td>{TEXT.of(report.energyPoints, report.maxPoints.energy)}</td>
              </tr>
              <tr>
                <th>{TEXT.macros}</th>
                <td>{TEXT.of(report.macroPoints, report.maxPoints.macros)}</td>
              </tr>
              <tr>
                <th>{TEXT.micros}</th>
                <td>{TEXT.of(report.microPoints, report.maxPoints.micros)}</td>
              </tr>
              <tr>
                <th>{TEXT.penalty}</th>
                <td className={report.penaltyPoints ? 'over' : undefined}>{TEXT.minus(report.penaltyPoints)}</td>
              </tr>
              <tr>
                <th>{TEXT.total}</th>
                <td>
                  <strong>
                    {report.score}
                    {TEXT.points}
                  </strong>
                </td>
              </tr>
            </tbody>
          </table>
        </section>
      </div>

      <section className="card">
        <h3>{TEXT.balance}</h3>
        <NutrientLines lines={[report.energy, ...report.macros]} />
      </section>

      <section className="card" data-testid="coverage">
        <h3>{TEXT.coverage}</h3>
        <p className="hint">{TEXT.coverageHint}</p>
        <CoverageChart lines={report.micros} label={TEXT.coverageLabel(profile.addressedName)} />
      </section>

      <section className="card" data-testid="short-nutrients">
        <h3>
          {TEXT.shortTitle} <span className="badge">{report.shortNutrients.length}</span>
        </h3>
        {report.shortNutrients.length === 0 ? <p className="hint">{TEXT.noShort}</p> : <NutrientLines lines={report.shortNutrients} />}
        <p className="hint">
          <Link to={{ pathname: '/recommend', search: `?profileId=${profile.id}` }}>{TEXT.recommend}</Link>
        </p>
        <details>
          <summary>{TEXT.allMicros}</summary>
          <NutrientLines lines={report.micros} />
        </details>
      </section>

      <div className="two-col">
        <section className="card" data-testid="limits">
          <h3>{TEXT.limits}</h3>
          <ul className="lines">
            {report.limits.map((limit) => (
              <li key={limit.code} className="line">
                <span className="line-name">{limit.name}</span>
                <span className="line-amount">{limit.limit == null ? `${amount(limit.intake)} ${limit.unit}` : `${amount(limit.intake)} / ${amount(limit.limit)} ${limit.unit}`}</span>
                {!limit.known ? (
                  <UnknownMark />
                ) : limit.limit == null ? (
                  <span className="hint">{TEXT.noLimit}</span>
                ) : (
                  <span className={`tier${limit.over ? ' over' : ' ok'}`}>{limit.over ? TEXT.over : TEXT.ok}</span>
                )}
                <CoverageNote note={limit.coverageNote} />
              </li>
            ))}
          </ul>
        </section>
        <section className="card" data-testid="top-foods">
          <h3>{TEXT.topFoods}</h3>
          {data.topFoods.map((group) => (
            <div key={group.nutrient}>
              <strong>{group.name}</strong>
              {group.foods.length === 0 ? (
                <p className="hint">{TEXT.noFoods}</p>
              ) : (
                <ol className="top-foods">
                  {group.foods.map((food) => (
                    <li key={food.name}>
                      {food.displayName} <span className="hint">{`${amount(food.amount)} ${group.unit}`}</span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          ))}
        </section>
      </div>

      <section className="card" data-testid="score-trend">
        <h3>{TEXT.trend}</h3>
        {trend.error && !trend.data ? (
          <p className="error">{errorMessage(trend.error)}</p>
        ) : (
          <ScoreTrendChart days={trendDays} from={trendFrom} to={date} selected={date} label={TEXT.trendLabel(profile.addressedName)} />
        )}
      </section>
    </div>
  );
}

/**
 * Nutrient lines: amount of the standard and a percent bar; an unknown nutrient (no food eaten had
 * a value for it, no supplement gave it) shows 모름 instead of a bar, and a line whose amount does
 * not rest on every food eaten shows the server's note under it.
 */
function NutrientLines({ lines }: { lines: readonly ScoreLineFieldsFragment[] }) {
  return (
    <ul className="lines">
      {lines.map((line) => (
        <li key={line.code} className="line" data-known={line.known}>
          <span className="line-name">{line.name}</span>
          <span className="line-amount">{TEXT.ofStandard(line.intake, line.min, line.unit)}</span>
          {line.known ? <PercentBar percent={line.percent} warn={line.short} label={line.name} /> : <UnknownMark />}
          <CoverageNote note={line.coverageNote} />
        </li>
      ))}
    </ul>
  );
}

/** 모름 in a line's bar (or limit) place. */
function UnknownMark() {
  return (
    <Chip className="line-unknown" style={{ justifySelf: 'start' }}>
      {TEXT.unknown}
    </Chip>
  );
}

/** The note under a partially measured or unknown line, across the whole row. */
function CoverageNote({ note }: { note: string | null | undefined }) {
  if (!note) return null;
  return (
    <span className="hint" data-testid="coverage-note" style={{ gridColumn: '1 / -1' }}>
      {note}
    </span>
  );
}
