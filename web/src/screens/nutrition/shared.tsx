import { useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import type { MyProfilesQuery } from '../../gql/graphql';
import { amount, barWidth } from '../../lib/nutrition';

export type NutritionProfile = MyProfilesQuery['myProfiles'][number];

/** What the nutrition area gives its tabs: the selected profile and date (both from the URL). */
export interface NutritionContext {
  profile: NutritionProfile;
  /** YYYY-MM-DD, Korean date, never after today. */
  date: string;
  today: string;
}

export const useNutrition = () => useOutletContext<NutritionContext>();

/** The value after it has stopped changing for `ms` (search boxes query after a pause). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A percent bar (capped at 100) with its number. */
export function PercentBar({ percent, warn = false, label }: { percent: number | null | undefined; warn?: boolean; label?: string }) {
  const width = barWidth(percent);
  return (
    <div className="bar-row">
      <div className={`bar${warn ? ' warn' : ''}`} role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(width)} aria-label={label}>
        <span style={{ width: `${width}%` }} />
      </div>
      <span className="bar-value">{percent == null ? '-' : `${amount(percent, 0)}%`}</span>
    </div>
  );
}
