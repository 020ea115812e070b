/*
 * The dashboard's charts (chart.js on canvas through react-chartjs-2), loaded with React.lazy from
 * Dashboard.tsx so chart.js arrives in its own chunk. Only the controllers and elements drawn here
 * are registered. A canvas says nothing to a screen reader: each chart carries an aria-label
 * summary, and one visually hidden table holds every day's figures.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { PartnerDashboardQuery } from '../../gql/graphql';
import { monthDay, won } from './shared';

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

type Day = PartnerDashboardQuery['channelStats']['days'][number];

const TEXT = {
  traffic: '방문과 주문',
  revenue: '매출',
  visits: '방문',
  orders: '주문',
  date: '날짜',
  signups: '가입',
  firstInflows: '첫 유입',
  trafficSummary: (days: number, visits: number, orders: number, best: string | null) =>
    `${days}일 동안 방문 ${visits.toLocaleString('ko-KR')}회, 주문 ${orders.toLocaleString('ko-KR')}건${best ? `. 방문이 가장 많은 날 ${best}` : ''}`,
  revenueSummary: (days: number, total: number, best: string | null) => `${days}일 동안 매출 ${won(total)}${best ? `. 매출이 가장 많은 날 ${best}` : ''}`,
  table: '날짜별 방문, 첫 유입, 가입, 주문, 매출',
};

/** A design token's value (tokens.css), read when a chart is drawn; the fallback serves tests. */
function token(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

function theme() {
  Chart.defaults.font.family = token('--font-family', 'sans-serif');
  Chart.defaults.font.size = 13;
  Chart.defaults.color = token('--color-text-muted', '#5f6673');
  return {
    brand: token('--color-brand', '#117ffa'),
    line: token('--color-line', '#e3e6eb'),
    primary: token('--color-primary', '#0a5fc2'),
    success: token('--color-success', '#15803d'),
  };
}

const busiest = (days: readonly Day[], of: (d: Day) => number) => days.reduce<Day | null>((best, d) => (of(d) > 0 && (!best || of(d) > of(best)) ? d : best), null);

/** Visits and orders as lines (orders on their own axis on the right), revenue as bars, by day. */
export default function DashboardCharts({ days }: { days: readonly Day[] }) {
  const c = theme();
  const labels = days.map((d) => monthDay(d.day));
  const visits = days.reduce((s, d) => s + d.visits, 0);
  const orders = days.reduce((s, d) => s + d.orders, 0);
  const revenue = days.reduce((s, d) => s + d.revenue, 0);
  const topVisits = busiest(days, (d) => d.visits);
  const topRevenue = busiest(days, (d) => d.revenue);
  const x = { grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 6 } };

  const trafficOptions: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
    scales: {
      x,
      // Each axis's numbers in its line's colour (the legend names the lines).
      y: { beginAtZero: true, grid: { color: c.line }, ticks: { precision: 0, maxTicksLimit: 5, color: c.primary } },
      y1: { beginAtZero: true, position: 'right', grid: { display: false }, ticks: { precision: 0, maxTicksLimit: 5, color: c.success } },
    },
  };
  const revenueOptions: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => won(item.parsed.y ?? 0) } } },
    scales: {
      x,
      y: { beginAtZero: true, grid: { color: c.line }, ticks: { maxTicksLimit: 5, callback: (v) => `${Number(v).toLocaleString('ko-KR')}` } },
    },
  };

  return (
    <div className="stack">
      <figure className="partner-chart">
        <figcaption className="partner-chart__title">{TEXT.traffic}</figcaption>
        <div className="partner-chart__box" style={{ height: 220 }}>
          <Line
            role="img"
            aria-label={`${TEXT.traffic}. ${TEXT.trafficSummary(days.length, visits, orders, topVisits && monthDay(topVisits.day))}`}
            options={trafficOptions}
            data={{
              labels,
              datasets: [
                { label: TEXT.visits, data: days.map((d) => d.visits), borderColor: c.primary, backgroundColor: c.primary, pointRadius: 0, borderWidth: 2, tension: 0.2, yAxisID: 'y' },
                { label: TEXT.orders, data: days.map((d) => d.orders), borderColor: c.success, backgroundColor: c.success, pointRadius: 0, borderWidth: 2, tension: 0.2, yAxisID: 'y1' },
              ],
            }}
          />
        </div>
      </figure>
      <figure className="partner-chart">
        <figcaption className="partner-chart__title">{TEXT.revenue}</figcaption>
        <div className="partner-chart__box" style={{ height: 180 }}>
          <Bar
            role="img"
            aria-label={`${TEXT.revenue}. ${TEXT.revenueSummary(days.length, revenue, topRevenue && monthDay(topRevenue.day))}`}
            options={revenueOptions}
            data={{ labels, datasets: [{ label: TEXT.revenue, data: days.map((d) => d.revenue), backgroundColor: c.brand, borderRadius: 2, maxBarThickness: 12 }] }}
          />
        </div>
      </figure>
      <table className="visually-hidden">
        <caption>{TEXT.table}</caption>
        <thead>
          <tr>
            {[TEXT.date, TEXT.visits, TEXT.firstInflows, TEXT.signups, TEXT.orders, TEXT.revenue].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{monthDay(d.day)}</td>
              <td>{d.visits}</td>
              <td>{d.firstInflows}</td>
              <td>{d.signups}</td>
              <td>{d.orders}</td>
              <td>{won(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
