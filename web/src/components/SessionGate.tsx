import { useCallback, useEffect, useState, type ReactNode } from 'react';

const TEXT = {
  failed: '일시적인 오류로 실패하였습니다. 다시 시도해주세요.',
  confirm: '확인',
};

/**
 * Renders the app once there is a session. With no stored user a guest is created first
 * (spec section 1); when that fails the spec's message is shown with a 확인 button, which tries
 * again (spec section 8).
 */
export function SessionGate({ start, children }: { start(): Promise<void>; children: ReactNode }) {
  const [state, setState] = useState<'pending' | 'ready' | 'failed'>('pending');
  const attempt = useCallback(() => {
    setState('pending');
    start().then(
      () => setState('ready'),
      (error: unknown) => {
        console.warn('guest session failed', error);
        setState('failed');
      },
    );
  }, [start]);
  useEffect(attempt, [attempt]);

  if (state === 'ready') return <>{children}</>;
  if (state === 'pending') return null;
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="alertdialog" aria-modal="true">
        <p>{TEXT.failed}</p>
        <button type="button" onClick={attempt}>
          {TEXT.confirm}
        </button>
      </div>
    </div>
  );
}
