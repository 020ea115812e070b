import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { SUCCESS_TOAST_MS } from '../lib/shell';
import { Dialog, Toast } from '../ui';

interface Message {
  message: string;
  onConfirm?: () => void;
  /** Set for a question (확인/취소): called with the answer. */
  answer?: (yes: boolean) => void;
}

interface Feedback {
  /** A success toast, gone after 2000 ms (spec section 9). */
  toast(message: string): void;
  /** A message dialog with a 확인 (OK) button. */
  alert(message: string, onConfirm?: () => void): void;
  /** A question with 확인 and 취소; resolves true for 확인. */
  confirm(message: string): Promise<boolean>;
}

const FeedbackContext = createContext<Feedback>({ toast: () => undefined, alert: () => undefined, confirm: async () => false });
export const useFeedback = () => useContext(FeedbackContext);

/**
 * Copies text to the clipboard and says so: `copied` in a toast, or `failed` (the browser refused:
 * an insecure origin, no permission) in a dialog, or in a toast when `quietFailure` (a link still on
 * screen to press and hold).
 */
export function useCopyText() {
  const { toast, alert } = useFeedback();
  return useCallback(
    async (text: string, messages: { copied: string; failed: string; quietFailure?: boolean }) => {
      try {
        await navigator.clipboard.writeText(text);
        toast(messages.copied);
      } catch {
        (messages.quietFailure ? toast : alert)(messages.failed);
      }
    },
    [toast, alert],
  );
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  // Each toast is its own object, so the same message shown again stays its full time.
  const [shown, setShown] = useState<{ message: string } | null>(null);
  const [dialog, setDialog] = useState<Message | null>(null);
  const toast = useCallback((message: string) => setShown({ message }), []);
  // The timer belongs to the toast on screen: replaced by the next one, cleared when the layer goes.
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), SUCCESS_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  const alert = useCallback((message: string, onConfirm?: () => void) => setDialog({ message, onConfirm }), []);
  const confirm = useCallback((message: string) => new Promise<boolean>((answer) => setDialog({ message, answer })), []);
  const close = (yes: boolean) => {
    if (!dialog) return;
    setDialog(null);
    if (dialog.answer) dialog.answer(yes);
    else dialog.onConfirm?.();
  };
  return (
    <FeedbackContext.Provider value={{ toast, alert, confirm }}>
      {children}
      {shown && <Toast>{shown.message}</Toast>}
      {dialog && (
        <Dialog onConfirm={() => close(true)} onCancel={dialog.answer ? () => close(false) : undefined}>
          <p>{dialog.message}</p>
        </Dialog>
      )}
    </FeedbackContext.Provider>
  );
}
