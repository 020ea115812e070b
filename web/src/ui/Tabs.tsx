import { useEffect, useRef } from 'react';

/**
 * Mutually exclusive modes as tabs. The row scrolls sideways on narrow screens; a label never
 * wraps (no letter-by-letter columns).
 */
export function Tabs<T extends string>({ value, options, onChange, label }: { value: T; options: [NoInfer<T>, string][]; onChange(value: NoInfer<T>): void; label?: string }) {
  const row = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls: bring the selected tab into view (the 5th tab opened by a link).
  useEffect(() => {
    const list = row.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected=true]');
    if (!list || !tab) return;
    const margin = 8;
    if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft - margin;
    else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth + margin;
  }, [value]);

  return (
    <div ref={row} className="ui-tabs" role="tablist" aria-label={label}>
      {options.map(([key, text]) => (
        <button
          key={key}
          type="button"
          role="tab"
          className="ui-tab"
          aria-selected={value === key}
          tabIndex={value === key ? 0 : -1}
          onClick={() => onChange(key)}
          onKeyDown={(e) => {
            // Arrow keys move between tabs (WAI-ARIA tabs pattern).
            if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
            const index = options.findIndex(([k]) => k === key);
            const next = options[(index + (e.key === 'ArrowRight' ? 1 : options.length - 1)) % options.length][0];
            onChange(next);
            const buttons = e.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role=tab]');
            buttons?.[options.findIndex(([k]) => k === next)]?.focus();
          }}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
