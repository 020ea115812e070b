/*
 * The charts loaded on demand: the screens that draw charts import these, and chart.js arrives in
 * its own chunk when the first chart is drawn. The placeholder keeps the chart's height, so the
 * page does not jump when the chart arrives.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
export type { CoverageLine, ScoreDay, WeightPoint } from './NutritionCharts';
import { Skeleton } from '../../../ui';

const charts = () => import('./NutritionCharts');
const LazyWeight = lazy(() => charts().then((m) => ({ default: m.WeightChart })));
const LazyScoreTrend = lazy(() => charts().then((m) => ({ default: m.ScoreTrendChart })));
const LazyCoverage = lazy(() => charts().then((m) => ({ default: m.CoverageChart })));

function Placeholder({ height }: { height: number }) {
  return <Skeleton height={height} radius="var(--radius-md)" />;
}

export function WeightChart(props: ComponentProps<typeof LazyWeight>) {
  return (
    <Suspense fallback={<Placeholder height={220} />}>
      <LazyWeight {...props} />
    </Suspense>
  );
}

export function ScoreTrendChart(props: ComponentProps<typeof LazyScoreTrend>) {
  return (
    <Suspense fallback={<Placeholder height={200} />}>
      <LazyScoreTrend {...props} />
    </Suspense>
  );
}

export function CoverageChart(props: ComponentProps<typeof LazyCoverage>) {
  const rated = props.lines.filter((l) => l.percent != null).length;
  return (
    <Suspense fallback={<Placeholder height={Math.max(120, rated * 24 + 40)} />}>
      <LazyCoverage {...props} />
    </Suspense>
  );
}
