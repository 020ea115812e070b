import type { ReactNode } from 'react';
import { Button, type ButtonSize } from './Button';

/**
 * The end of a form, the same on every screen: the refusal that names no field (announced to
 * screen readers), then the submit button and, when the form can be left, 취소 or 닫기 beside it.
 * While `busy` the submit button shows its spinner and takes no second press. On a phone the buttons
 * share the width; `block` keeps them full width on wider screens too (the account screens' one
 * call to action). `danger` marks a submit that takes something away (restricting a member);
 * `size="sm"` suits a small form opened inside a list (the category tree).
 */
export function FormActions({
  error,
  submitLabel,
  busy = false,
  disabled = false,
  cancelLabel,
  onCancel,
  block = false,
  danger = false,
  size = 'md',
}: {
  error?: ReactNode;
  submitLabel: ReactNode;
  busy?: boolean;
  disabled?: boolean;
  cancelLabel?: ReactNode;
  onCancel?: () => void;
  block?: boolean;
  danger?: boolean;
  size?: Extract<ButtonSize, 'sm' | 'md'>;
}) {
  return (
    <div className={block ? 'ui-form-actions ui-form-actions--block' : 'ui-form-actions'}>
      {error ? (
        <p className="ui-form-actions__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="ui-form-actions__buttons">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} size={size} loading={busy} disabled={disabled}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" size={size} onClick={onCancel}>
            {cancelLabel ?? '취소'}
          </Button>
        )}
      </div>
    </div>
  );
}
