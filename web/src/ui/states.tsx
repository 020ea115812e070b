import type { ReactNode } from 'react';
import { Button } from './Button';

/** Nothing to show yet: says so, and what to do next. */
export function EmptyState({ title, description, action, icon }: { title: ReactNode; description?: ReactNode; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="ui-state ui-state--empty">
      {icon && <div className="ui-state__icon">{icon}</div>}
      <p className="ui-state__title">{title}</p>
      {description && <p className="ui-state__text">{description}</p>}
      {action}
    </div>
  );
}

/** A grey placeholder block of the content's size (no layout shift when the content arrives). */
export function Skeleton({ width = '100%', height = 16, radius }: { width?: number | string; height?: number | string; radius?: number | string }) {
  return <span className="ui-skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius }} />;
}

/** Loading: skeleton lines (or product tiles) with a Korean label for screen readers. */
export function LoadingState({ label = '불러오는 중…', lines = 3, tiles = 0 }: { label?: string; lines?: number; tiles?: number }) {
  return (
    <div className="ui-state ui-state--loading" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {tiles > 0 ? (
        <div className="ui-skeleton-grid">
          {Array.from({ length: tiles }, (_, i) => (
            <div key={i} className="ui-skeleton-tile">
              <Skeleton height="auto" radius="var(--radius-md)" />
              <Skeleton width="40%" height={12} />
              <Skeleton width="85%" />
              <Skeleton width="50%" />
            </div>
          ))}
        </div>
      ) : (
        Array.from({ length: lines }, (_, i) => <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />)
      )}
    </div>
  );
}

/** Something failed: the message, and a retry when one makes sense. */
export function ErrorState({ message, onRetry }: { message: ReactNode; onRetry?: () => void }) {
  return (
    <div className="ui-state ui-state--error" role="alert">
      <p className="ui-state__title">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          다시 시도
        </Button>
      )}
    </div>
  );
}
