import { ButtonLink, Card, EmptyState } from '../../ui';

/** A buying page with nothing to show: its heading, why, and the way on (a secondary link). */
export function EmptyPage({ heading, title, description, to, label }: { heading: string; title: string; description: string; to: string; label: string }) {
  return (
    <Card>
      <h1>{heading}</h1>
      <EmptyState
        title={title}
        description={description}
        action={
          <ButtonLink to={to} variant="secondary">
            {label}
          </ButtonLink>
        }
      />
    </Card>
  );
}
