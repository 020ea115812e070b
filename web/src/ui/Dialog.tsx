import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';

/**
 * A modal dialog with 확인 and (when `onCancel` is given) 취소. Focus moves to 확인 when it opens
 * and returns where it was when it closes; Escape cancels (or confirms a message-only dialog).
 */
export function Dialog({
  title,
  children,
  confirmLabel = '확인',
  cancelLabel = '취소',
  danger = false,
  onConfirm,
  onCancel,
}: {
  title?: ReactNode;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel?: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    confirmButton.current?.focus();
    return () => before?.focus?.();
  }, []);

  return (
    <div
      className="ui-dialog-backdrop"
      onKeyDown={(e) => {
        if (e.key === 'Escape') (onCancel ?? onConfirm)();
      }}
    >
      <div className="ui-dialog" role={onCancel ? 'dialog' : 'alertdialog'} aria-modal="true" aria-labelledby={title ? titleId : undefined} aria-describedby={bodyId}>
        {title && (
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
        )}
        <div id={bodyId} className="ui-dialog__body">
          {children}
        </div>
        <div className="ui-dialog__actions">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          )}
          <Button ref={confirmButton} variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The toast's look; the 2000 ms timing lives with whoever shows it (components/Feedback). */
export function Toast({ children }: { children: ReactNode }) {
  return (
    <div className="ui-toast" role="status">
      {children}
    </div>
  );
}
