import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { GENERIC_ERROR } from '../lib/errors';
import { GUEST_FAILED_EVENT, type GuestFailure } from '../lib/session';
import { Button } from '../ui';

const TEXT = {
  confirm: '확인',
};

/**
 * Renders the app at once: public pages need no session, and the guest is created lazily by the
 * first request that needs a user (lib/session.ts). When creating it fails, the server's message
 * (a refusal such as the per-address limit says what happened and how long to wait) or, when the
 * server was not reached or failed, the spec's generic message is shown with a 확인 button, which
 * tries again (spec sections 1 and 8).
 */
export function SessionGate({ retry, children }: { retry(): Promise<void>; children: ReactNode }) {
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    // The server's refusal (e.g. too many guests from one address: how long to wait), else the generic text.
    const show = (event: Event) => setFailed((event as CustomEvent<GuestFailure | undefined>).detail?.message ?? GENERIC_ERROR);
    window.addEventListener(GUEST_FAILED_EVENT, show);
    return () => window.removeEventListener(GUEST_FAILED_EVENT, show);
  }, []);
  const confirm = useCallback(() => {
    setFailed(null);
    // A new failure fires the event again, which shows the message again.
    retry().catch((error: unknown) => console.warn('guest session failed', error));
  }, [retry]);

  return (
    <>
      {children}
      {failed !== null && (
        <div className="dialog-backdrop">
          <div className="dialog" role="alertdialog" aria-modal="true">
            <p>{failed}</p>
            <Button type="button" onClick={confirm}>
              {TEXT.confirm}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
