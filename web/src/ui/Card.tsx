import type { HTMLAttributes, ReactNode } from 'react';

/** A white, bordered block: a section of a page. */
export function Card({ title, actions, className, children, ...rest }: { title?: ReactNode; actions?: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <section className={['ui-card', className].filter(Boolean).join(' ')} {...rest}>
      {(title || actions) && (
        <div className="ui-card__head">
          {title && <h2 className="ui-card__title">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** A small rounded label: a filter, a popular search term, a recent search (removable). */
export function Chip({ active = false, onRemove, removeLabel, className, children, ...rest }: { active?: boolean; onRemove?: () => void; removeLabel?: string } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={['ui-chip', active ? 'ui-chip--active' : '', className].filter(Boolean).join(' ')} {...rest}>
      {children}
      {onRemove && (
        <button type="button" className="ui-chip__remove" aria-label={removeLabel ?? '삭제'} onClick={onRemove}>
          ×
        </button>
      )}
    </span>
  );
}
