import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { SUCCESS_TOAST_MS } from '../lib/shell';

interface Dialog {
  message: string;
  onConfirm?: () => void;
}

interface Feedback {
  /** A success toast, gone after 2000 ms (spec section 9). */
  toast(message: string): void;
  /** A message dialog with a 확인 (OK) button. */
  alert(message: string, onConfirm?: () => void): void;
}

const FeedbackContext = createContext<Feedback>({ toast: () => undefined, alert: () => undefined });
export const useFeedback = () => useContext(FeedbackContext);

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [toastText, setToastText] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const toast = useCallback((message: string) => {
    setToastText(message);
    window.setTimeout(() => setToastText((current) => (current === message ? null : current)), SUCCESS_TOAST_MS);
  }, []);
  const alert = useCallback((message: string, onConfirm?: () => void) => setDialog({ message, onConfirm }), []);
  return (
    <FeedbackContext.Provider value={{ toast, alert }}>
      {children}
      {toastText && (
        <div className="toast" role="status">
          {toastText}
        </div>
      )}
      {dialog && (
        <div className="dialog-backdrop">
          <div className="dialog" role="alertdialog" aria-modal="true">
            <p>{dialog.message}</p>
            <button
              type="button"
              onClick={() => {
                setDialog(null);
                dialog.onConfirm?.();
              }}
            >
              확인
            </button>
          </div>
        </div>
      )}
    </FeedbackContext.Provider>
  );
}
