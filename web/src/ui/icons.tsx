import type { ReactNode } from 'react';

/** Line icons (24 px grid, currentColor), drawn inline so no icon font or request is needed. */
const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const SearchIcon = () => (
  <svg {...base}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const HomeIcon = () => (
  <svg {...base}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h14V9.5" />
  </svg>
);
export const GridIcon = () => (
  <svg {...base}>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </svg>
);
export const LeafIcon = () => (
  <svg {...base}>
    <path d="M5 19c0-8 5-14 15-15-1 10-7 15-15 15Z" />
    <path d="M5 19 13 11" />
  </svg>
);
export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const CalendarIcon = () => (
  <svg {...base}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);
export const ChevronRightIcon = () => (
  <svg {...base}>
    <path d="m9 5 7 7-7 7" />
  </svg>
);

/**
 * The drawings a home category icon can wear (the server's closed list `HomeIconKey`, chosen by
 * the admin): one line drawing per key, an unknown key gets the capsule.
 */
const CATEGORY_DRAWINGS: Record<string, ReactNode> = {
  vitamin: (
    <>
      <rect x="3" y="8.5" width="18" height="7" rx="3.5" transform="rotate(-45 12 12)" />
      <path d="m9.5 9.5 5 5" />
    </>
  ),
  mineral: <path d="M12 3 20 8v8l-8 5-8-5V8l8-5Zm0 0v18M4 8l16 8M20 8 4 16" />,
  gut: <path d="M8 4c-3 0-4 3-2 5s6 1 8 3-1 5-4 5-5 3-2 4" />,
  omega: <path d="M3 12c3-5 9-5 13 0-4 5-10 5-13 0Zm13 0 5-4v8l-5-4Z" />,
  eye: (
    <>
      <path d="M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  ginseng: <path d="M12 3v5m0 0c-3 0-4 3-3 6l-3 6m6-12c3 0 4 3 3 6l3 6m-6-6v7" />,
  protein: <path d="M4 9v6M8 7v10M16 7v10M20 9v6M8 12h8" />,
  beauty: <path d="m12 3 2 5 5 2-5 2-2 5-2-5-5-2 5-2 2-5Zm7 12 1 2 2 1-2 1-1 2-1-2-2-1 2-1 1-2Z" />,
  liver: <path d="M4 9c0-3 4-4 8-4s8 1 8 4-3 7-8 9c-5-2-8-6-8-9Z" />,
  energy: <path d="M13 3 5 14h6l-1 7 8-11h-6l1-7Z" />,
  family: (
    <>
      <circle cx="8" cy="7" r="3" />
      <circle cx="17" cy="9" r="2" />
      <path d="M3 20c0-4 2.5-6 5-6s5 2 5 6M13 20c0-3 2-5 4-5s4 2 4 5" />
    </>
  ),
  heart: <path d="M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11Z" />,
};

export const CategoryIcon = ({ name }: { name: string }) => <svg {...base}>{CATEGORY_DRAWINGS[name] ?? CATEGORY_DRAWINGS.vitamin}</svg>;
