import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { dateProblem, dateProblemText, formatDateInput } from './date';
import { CalendarIcon } from './icons';

interface Shell {
  label: ReactNode;
  /** The label is read by screen readers but not shown (a search box with a placeholder). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** Label, control, hint and error, tied together with ids (aria-describedby, aria-invalid). */
function Field({ label, hideLabel, hint, error, className, id, children }: Shell & { id: string; children: ReactNode }) {
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function TextField({ label, hideLabel, hint, error, className, id, ...input }: Shell & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Field {...{ label, hideLabel, hint, error, className }} id={fieldId}>
      <input id={fieldId} className="ui-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...input} />
    </Field>
  );
}

export function TextArea({ label, hideLabel, hint, error, className, id, ...input }: Shell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Field {...{ label, hideLabel, hint, error, className }} id={fieldId}>
      <textarea id={fieldId} className="ui-input ui-textarea" aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...input} />
    </Field>
  );
}

/** A native select (the phone's own picker) styled like the other fields. */
export function Select({ label, hideLabel, hint, error, className, id, children, ...select }: Shell & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Field {...{ label, hideLabel, hint, error, className }} id={fieldId}>
      <span className="ui-select">
        <select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...select}>
          {children}
        </select>
      </span>
    </Field>
  );
}

/**
 * A date field that reads the same in every browser language: a text box in YYYY-MM-DD (digits
 * are shaped as they are typed: 19910707 -> 1991-07-07) with a calendar button that opens the
 * browser's own picker. A native `<input type=date>` alone shows mm/dd/yyyy in an English
 * browser. `onChange` receives only complete, valid dates within min/max, or '' when cleared.
 */
export function DateField({
  label,
  hideLabel,
  hint,
  error,
  className,
  name,
  value,
  onChange,
  min,
  max,
  required,
  disabled,
}: Shell & { name?: string; value: string; onChange(value: string): void; min?: string; max?: string; required?: boolean; disabled?: boolean }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [touched, setTouched] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A new value from outside (another day chosen with the arrows) replaces what was typed
  // (adjusted while rendering, not in an effect).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }

  const problem = dateProblem(text, min, max);
  const shownError = error ?? (touched || problem === 'tooEarly' || problem === 'tooLate' ? dateProblemText(problem, min, max) : null);

  function change(raw: string) {
    const next = formatDateInput(raw);
    setText(next);
    if (next === '') onChange('');
    else if (dateProblem(next, min, max) === null) onChange(next);
  }
  function openPicker() {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  }

  return (
    <Field {...{ label, hideLabel, hint, className }} error={shownError} id={id}>
      <span className="ui-date">
        <input
          id={id}
          className="ui-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="YYYY-MM-DD"
          maxLength={10}
          name={name}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(id, hint, shownError)}
          onChange={(e) => change(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        <button type="button" className="ui-date__open" aria-label="달력에서 날짜 선택" disabled={disabled} onClick={openPicker}>
          <CalendarIcon />
        </button>
        <input
          ref={picker}
          className="ui-date__native"
          type="date"
          lang="ko"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          max={max}
          value={problem === null ? text : ''}
          onChange={(e) => {
            setTouched(false);
            change(e.target.value);
          }}
        />
      </span>
    </Field>
  );
}

/**
 * A file picker with a Korean button ("사진 선택") and the chosen file's name, in place of the
 * browser's own control (which says "Choose File" in an English browser). The real input stays
 * in the page (visually hidden) so forms, tests and assistive tools can still reach it.
 */
export function FilePicker({
  label,
  name,
  accept,
  disabled,
  buttonLabel = '사진 선택',
  fileName,
  onFile,
  hint,
  error,
  className,
}: Shell & { name?: string; accept?: string; disabled?: boolean; buttonLabel?: string; fileName?: string; onFile(file: File | undefined): void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState('');
  const shown = fileName ?? chosen;
  return (
    <Field {...{ label, hint, error, className }} id={id}>
      <span className="ui-file">
        <input
          ref={input}
          id={id}
          className="visually-hidden"
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(e) => {
            const file = e.target.files?.[0];
            setChosen(file?.name ?? '');
            onFile(file);
            // The same file can be chosen again after it was removed.
            e.target.value = '';
          }}
        />
        <button type="button" className="ui-btn ui-btn--secondary ui-btn--sm" disabled={disabled} onClick={() => input.current?.click()}>
          {buttonLabel}
        </button>
        <span className="ui-file__name">{shown || '선택한 파일 없음'}</span>
      </span>
    </Field>
  );
}

/**
 * A checkbox with its label on one row (the label around its own box, so a tap on the words
 * ticks it). `hint` goes under the words.
 */
export function Checkbox({ label, hint, className, ...input }: { label: ReactNode; hint?: ReactNode; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={['ui-check', className].filter(Boolean).join(' ')}>
      <input type="checkbox" className="ui-check__box" {...input} />
      <span className="ui-check__label">
        {label}
        {hint && <span className="ui-field__hint">{hint}</span>}
      </span>
    </label>
  );
}

/** A radio button with its label on one row; group several in a `ChoiceGroup`. */
export function Radio({ label, hint, className, ...input }: { label: ReactNode; hint?: ReactNode; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={['ui-check', className].filter(Boolean).join(' ')}>
      <input type="radio" className="ui-check__box" {...input} />
      <span className="ui-check__label">
        {label}
        {hint && <span className="ui-field__hint">{hint}</span>}
      </span>
    </label>
  );
}

/** A fieldset of checkboxes or radios under a legend (shown, or for screen readers only). */
export function ChoiceGroup({ legend, hideLegend, error, className, children }: { legend: ReactNode; hideLegend?: boolean; error?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <fieldset className={['ui-choices', className].filter(Boolean).join(' ')}>
      <legend className={hideLegend ? 'visually-hidden' : 'ui-field__label'}>{legend}</legend>
      <div className="ui-choices__items">{children}</div>
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
