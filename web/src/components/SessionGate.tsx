import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { GUEST_FAILED_EVENT } from '../lib/session';
import { Button } from '../ui';

const TEXT = {
  failed: '일시적인 오류로 실패하였습니다. 다시 시도해주세요.',
  confirm: '확인',
};

/**
 * Renders the app at once: public pages need no session, and the guest is created lazily by the
 * first request that needs a user (lib/session.ts). When creating it fails, the spec's message is
 * shown with a 확인 button, which tries again (spec sections 1 and 8).
 */
export function SessionGate({ retry, children }: { retry(): Promise<void>; children: ReactNode }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const show = () => setFailed(true);
    window.addEventListener(GUEST_FAILED_EVENT, show);
    return () => window.removeEventListener(GUEST_FAILED_EVENT, show);
  }, []);
  const confirm = useCallback(() => {
    setFailed(false);
    // A new failure fires the event again, which shows the message again.
    retry().catch((error: unknown) => console.warn('guest session failed', error));
  }, [retry]);

  return (
    <>
      {children}
      {failed && (
        <div className="dialog-backdrop">
          <div className="dialog" role="alertdialog" aria-modal="true">
            <p>{TEXT.failed}</p>
            <Button type="button" onClick={confirm}>
              {TEXT.confirm}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
