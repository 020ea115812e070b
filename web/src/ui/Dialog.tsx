import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';

/**
 * A modal dialog with 확인 and (when `onCancel` is given) 취소, on the browser's own `<dialog>`
 * opened with `showModal()`: the rest of the page is inert (focus cannot leave the dialog, screen
 * readers see only it), Escape cancels (or confirms a message-only dialog), and focus moves to 확인
 * when it opens and returns where it was when it closes.
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
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    const before = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    confirmButton.current?.focus();
    return () => {
      if (element?.open) element.close();
      before?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="ui-dialog"
      role={onCancel ? 'dialog' : 'alertdialog'}
      aria-modal="true"
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={bodyId}
      // Escape: the browser's own `cancel`; the screen decides (the dialog closes when it unmounts).
      onCancel={(event) => {
        event.preventDefault();
        (onCancel ?? onConfirm)();
      }}
    >
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
    </dialog>
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
