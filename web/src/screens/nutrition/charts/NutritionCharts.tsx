/*
 * The nutrition screens' charts (chart.js on canvas through react-chartjs-2). This module is only
 * reached through React.lazy from Body.tsx and Score.tsx, so chart.js lands in a chunk of its own
 * and no other screen downloads it. Only the controllers and elements drawn here are registered
 * (chart.js tree-shakes what is not registered).
 * A canvas says nothing to a screen reader: every chart carries an aria-label summary and a
 * visually hidden table with the same figures.
 */
import { BarController, BarElement, CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartOptions, type ScriptableScaleContext } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { amount, daysBetween, shiftDate } from '../../../lib/nutrition';
import './charts.css';

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** A design token's value (tokens.css), read when a chart is drawn; the fallback serves jsdom. */
function token(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Axis labels at 13 px (the old hand-drawn chart scaled its 12 px labels down to ~6 px on a phone). */
const FONT_SIZE = 13;

function theme() {
  Chart.defaults.font.family = token('--font-family', 'sans-serif');
  Chart.defaults.font.size = FONT_SIZE;
  Chart.defaults.color = token('--color-text-muted', '#5f6673');
  return {
    brand: token('--color-brand', '#117ffa'),
    line: token('--color-line', '#e3e6eb'),
    strong: token('--color-text', '#1d2330'),
    warn: token('--color-warn-fill', '#f59e0b'),
    danger: token('--color-danger', '#c81e1e'),
    success: token('--color-success', '#15803d'),
    surface: token('--color-surface', '#ffffff'),
  };
}

/** 2026-11-03 -> 11/3, the way Korean charts write short dates. */
export function monthDay(date: string): string {
  return `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
}

const TEXT = {
  date: '날짜',
  weight: '몸무게 (kg)',
  score: '점수',
  tier: '구간',
  nutrient: '영양소',
  percent: '기준 대비',
  kg: (v: number) => `${amount(v)} kg`,
  points: (v: number) => `${v}점`,
  pct: (v: number) => `${Math.round(v)}%`,
  weightSummary: (n: number, first: number, last: number, min: number, max: number) =>
    `몸무게 ${n}회 기록: 처음 ${amount(first)} kg, 마지막 ${amount(last)} kg, 최저 ${amount(min)} kg, 최고 ${amount(max)} kg`,
  scoreSummary: (n: number, last: number | null, avg: number | null) => (n === 0 ? '점수가 기록된 날이 없습니다.' : `점수가 있는 날 ${n}일, 평균 ${avg}점, 마지막 ${last}점`),
  coverageSummary: (met: number, total: number, lowest: string) => `${total}가지 중 ${met}가지가 기준을 채웠습니다.${lowest ? ` 가장 부족한 영양소: ${lowest}` : ''}`,
  noStandard: '기준 없음',
  unknown: '모름',
};

export interface WeightPoint {
  date: string;
  value: number;
}

/** Body weight over the days from..to: one point per day with a weight, dates as M/D. */
/** The text alternative every chart carries: its data as a table that screen readers read and eyes do not see. */
function ChartTable({ label, columns, rows }: { label: string; columns: string[]; rows: { key: string; cells: (string | number)[] }[] }) {
  return (
    <table className="visually-hidden">
      <caption>{label}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WeightChart({ points, from, to, label }: { points: readonly WeightPoint[]; from: string; to: string; label: string }) {
  const c = theme();
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  const values = sorted.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  // A flat line sits mid-chart instead of on the axis.
  const pad = Math.max(1, (max - min) * 0.2);
  const span = daysBetween(from, to);
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: { legend: { display: false }, tooltip: { callbacks: { title: (items) => monthDay(shiftDate(from, items[0]!.parsed.x ?? 0)), label: (item) => TEXT.kg(item.parsed.y ?? 0) } } },
    scales: {
      x: {
        type: 'linear',
        min: 0,
        max: span,
        grid: { color: c.line },
        ticks: { maxTicksLimit: 6, stepSize: 1, maxRotation: 0, callback: (v) => monthDay(shiftDate(from, Number(v))) },
      },
      y: { suggestedMin: Math.floor(min - pad), suggestedMax: Math.ceil(max + pad), grid: { color: c.line }, ticks: { maxTicksLimit: 5, callback: (v) => `${amount(Number(v))}kg` } },
    },
  };
  return (
    <figure className="nutrition-chart" data-testid="weight-chart">
      <div className="nutrition-chart__box" style={{ height: 220 }}>
        <Line
          role="img"
          aria-label={`${label}. ${TEXT.weightSummary(sorted.length, values[0]!, values[values.length - 1]!, min, max)}`}
          options={options}
          data={{
            datasets: [
              {
                data: sorted.map((p) => ({ x: daysBetween(from, p.date), y: p.value })),
                borderColor: c.brand,
                backgroundColor: c.surface,
                pointBorderColor: c.brand,
                pointRadius: 4,
                borderWidth: 2.5,
                tension: 0.2,
                // Today's point sits on the right edge: drawn whole, not cut by the chart area.
                clip: false,
              },
            ],
          }}
        />
      </div>
      <ChartTable label={label} columns={[TEXT.date, TEXT.weight]} rows={sorted.map((p) => ({ key: p.date, cells: [monthDay(p.date), amount(p.value)] }))} />
    </figure>
  );
}

export interface ScoreDay {
  date: string;
  score: number;
  tier: { code: string; label: string };
}

/** The score of each day from..to as bars in the tier's colour (no bar on a day without a score). */
export function ScoreTrendChart({ days, from, to, selected, label }: { days: readonly ScoreDay[]; from: string; to: string; selected: string; label: string }) {
  const c = theme();
  const tierColour: Record<string, string> = { poor: c.danger, fair: c.warn, good: c.brand, excellent: c.success };
  const byDate = new Map(days.map((d) => [d.date, d]));
  const dates = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => shiftDate(from, i));
  const scored = dates.map((d) => byDate.get(d)).filter((d): d is ScoreDay => Boolean(d));
  const avg = scored.length ? Math.round(scored.reduce((s, d) => s + d.score, 0) / scored.length) : null;
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: { title: (items) => monthDay(dates[items[0]!.dataIndex]!), label: (item) => `${TEXT.points(item.parsed.y ?? 0)} · ${byDate.get(dates[item.dataIndex]!)?.tier.label ?? ''}` },
      },
    },
    scales: {
      // A date every week counted back from the selected day, so the selected day is always labelled.
      x: { grid: { display: false }, ticks: { autoSkip: false, maxRotation: 0, callback: (_v, i) => ((dates.length - 1 - i) % 7 === 0 ? monthDay(dates[i]!) : '') } },
      y: { min: 0, max: 100, grid: { color: c.line }, ticks: { stepSize: 25 } },
    },
  };
  return (
    <figure className="nutrition-chart">
      <div className="nutrition-chart__box" style={{ height: 200 }}>
        <Bar
          role="img"
          aria-label={`${label}. ${TEXT.scoreSummary(scored.length, scored.at(-1)?.score ?? null, avg)}`}
          options={options}
          data={{
            labels: dates.map(monthDay),
            datasets: [
              {
                data: dates.map((d) => byDate.get(d)?.score ?? null),
                backgroundColor: dates.map((d) => tierColour[byDate.get(d)?.tier.code ?? ''] ?? c.brand),
                // The selected day stands out with an outline.
                borderColor: dates.map((d) => (d === selected ? c.strong : 'transparent')),
                borderWidth: 2,
                borderRadius: 3,
                maxBarThickness: 18,
              },
            ],
          }}
        />
      </div>
      <ChartTable label={label} columns={[TEXT.date, TEXT.score, TEXT.tier]} rows={scored.map((d) => ({ key: d.date, cells: [monthDay(d.date), d.score, d.tier.label] }))} />
    </figure>
  );
}

export interface CoverageLine {
  code: string;
  name: string;
  percent?: number | null;
  short: boolean;
  /** False when the day's records hold no value for it (unknown is not zero): then it reads 모름, not 기준 없음. */
  known?: boolean;
}

/** Percent of the day's standard per nutrient as horizontal bars, the 100 % line drawn stronger. */
export function CoverageChart({ lines, label }: { lines: readonly CoverageLine[]; label: string }) {
  const c = theme();
  const rated = lines.filter((l) => l.percent != null);
  const met = rated.filter((l) => !l.short).length;
  const lowest = [...rated].sort((a, b) => (a.percent ?? 0) - (b.percent ?? 0))[0];
  const options: ChartOptions<'bar'> = {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    // The bar stops at 100 % (spec section 9's cap); the tooltip and the table say the real percent (135 %).
    plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => TEXT.pct(rated[item.dataIndex]?.percent ?? 0) } } },
    scales: {
      x: {
        min: 0,
        max: 100,
        grid: {
          // The standard (100 %) is the line a reader looks for.
          color: (ctx: ScriptableScaleContext) => (ctx.tick?.value === 100 ? c.strong : c.line),
          lineWidth: (ctx: ScriptableScaleContext) => (ctx.tick?.value === 100 ? 2 : 1),
        },
        ticks: { stepSize: 25, callback: (v) => `${v}%` },
      },
      y: { grid: { display: false }, ticks: { autoSkip: false } },
    },
  };
  return (
    <figure className="nutrition-chart" data-testid="coverage-chart">
      <div className="nutrition-chart__box" style={{ height: Math.max(120, rated.length * 24 + 40) }}>
        <Bar
          role="img"
          aria-label={`${label}. ${TEXT.coverageSummary(met, rated.length, lowest && lowest.short ? `${lowest.name} ${TEXT.pct(lowest.percent ?? 0)}` : '')}`}
          options={options}
          data={{
            labels: rated.map((l) => l.name),
            datasets: [
              {
                data: rated.map((l) => Math.min(100, l.percent ?? 0)),
                backgroundColor: rated.map((l) => (l.short ? c.warn : c.brand)),
                borderRadius: 3,
                barThickness: 14,
              },
            ],
          }}
        />
      </div>
      <ChartTable
        label={label}
        columns={[TEXT.nutrient, TEXT.percent]}
        rows={lines.map((l) => ({ key: l.code, cells: [l.name, l.percent != null ? TEXT.pct(l.percent) : l.known === false ? TEXT.unknown : TEXT.noStandard] }))}
      />
    </figure>
  );
}
