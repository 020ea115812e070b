/**
 * Mutually exclusive modes as tabs. The row scrolls sideways on narrow screens; a label never
 * wraps (no letter-by-letter columns).
 */
export function Tabs<T extends string>({ value, options, onChange, label }: { value: T; options: [NoInfer<T>, string][]; onChange(value: NoInfer<T>): void; label?: string }) {
  return (
    <div className="ui-tabs" role="tablist" aria-label={label}>
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
