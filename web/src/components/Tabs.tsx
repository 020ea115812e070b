/** Two or more mutually exclusive modes shown as tabs (e.g. id login / phone login). */
export function Tabs<T extends string>({ value, options, onChange }: { value: T; options: [NoInfer<T>, string][]; onChange(value: NoInfer<T>): void }) {
  return (
    <div className="tabs" role="tablist">
      {options.map(([key, label]) => (
        <button key={key} type="button" role="tab" aria-selected={value === key} onClick={() => onChange(key)}>
          {label}
        </button>
      ))}
    </div>
  );
}
