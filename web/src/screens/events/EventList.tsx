import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { MoreProducts } from '../../components/paging';
import { EventsDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Card, Chip, EmptyState, ErrorState, LoadingState } from '../../ui';

const PAGE = 10;

const TEXT = {
  title: '이벤트',
  empty: '진행 중인 이벤트가 없습니다.',
  emptyHint: '새 이벤트가 열리면 이곳과 알림으로 알려드릴게요.',
  open: '진행중',
  closed: '종료',
  period: (from: string, to: string) => `${from} ~ ${to}`,
};

/** The period as members read it: the last day shown is the day before the (exclusive) end. */
export function periodText(startsAt: string, endsAt: string): string {
  return TEXT.period(koreanDay(startsAt), koreanDay(new Date(Date.parse(endsAt) - 1).toISOString()));
}

export function EventStateChip({ inProgress }: { inProgress: boolean }) {
  return <Chip active={inProgress}>{inProgress ? TEXT.open : TEXT.closed}</Chip>;
}

/** /events: running and past events, newest first, with 더보기. */
export function EventList() {
  const { data, loading, error, fetchMore, refetch } = useQuery(EventsDocument, { variables: { offset: 0, limit: PAGE } });
  const page = data?.events;
  return (
    <div className="stack">
      <h1>{TEXT.title}</h1>
      {error && !page ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : loading && !page ? (
        <LoadingState />
      ) : !page || page.items.length === 0 ? (
        <EmptyState title={TEXT.empty} description={TEXT.emptyHint} />
      ) : (
        <>
          <ul className="lines" data-testid="events">
            {page.items.map((event) => (
              <li key={event.id}>
                <Card>
                  <div className="row between">
                    <h2>
                      <Link to={`/events/${encodeURIComponent(event.code)}`}>{event.title}</Link>
                    </h2>
                    <EventStateChip inProgress={event.inProgress} />
                  </div>
                  <p>{event.summary}</p>
                  <p className="hint">{periodText(event.startsAt, event.endsAt)}</p>
                </Card>
              </li>
            ))}
          </ul>
          <MoreProducts
            shown={page.items.length}
            total={page.total}
            onMore={() =>
              fetchMore({
                variables: { offset: page.items.length },
              })
            }
          />
        </>
      )}
    </div>
  );
}
