import { useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { MoreProducts } from '../../components/paging';
import { MeDocument, MyNotificationListDocument, ReadNotificationsDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Button, ButtonLink, Chip, EmptyState, ErrorState, LoadingState } from '../../ui';

const PAGE = 20;

/** The push categories (commerce notifications.service), in Korean. */
export const CATEGORY_NAMES: Record<string, string> = {
  notice: '공지',
  event: '이벤트',
  marketing: '마케팅',
  intake_reminder: '섭취 알림',
  cheering: '응원',
  request: '문의 답변',
  food_approval: '음식 등록',
  ingredient_approval: '식재료 등록',
  supplement_approval: '영양제 등록',
};

const TEXT = {
  title: '알림',
  all: '전체',
  filters: '알림 종류',
  settings: '알림 설정',
  readAll: '모두 읽음',
  readAllDone: (n: number) => `알림 ${n}개를 읽음으로 표시했습니다.`,
  unread: (n: number) => `읽지 않은 알림 ${n}개`,
  fresh: '새 알림',
  empty: '받은 알림이 없습니다.',
  emptyFiltered: (name: string) => `받은 ${name} 알림이 없습니다.`,
  emptyHint: '상품 출발, 문의 답변, 이벤트 소식이 생기면 이곳에 알려드릴게요.',
};

/** /mypage/notifications: the caller's notifications by category, newest first; opening one marks it read. */
export function Notifications() {
  const me = useQuery(MeDocument);
  const [params] = useSearchParams();
  const category = params.get('category') && params.get('category')! in CATEGORY_NAMES ? params.get('category')! : null;
  const { data, loading, error, refetch, fetchMore } = useQuery(MyNotificationListDocument, { variables: { category, offset: 0, limit: PAGE }, skip: !me.data?.me });
  const [markRead, marking] = useMutation(ReadNotificationsDocument);
  const navigate = useNavigate();
  const { toast, alert } = useFeedback();
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;
  const page = data?.myNotifications;

  async function open(item: { id: string; link?: string | null; readAt?: string | null }) {
    try {
      if (!item.readAt) await markRead({ variables: { ids: [item.id] } });
    } catch (e) {
      alert(errorMessage(e));
      return;
    }
    if (item.link) navigate(item.link);
    else await refetch();
  }

  async function readAll() {
    try {
      const count = (await markRead({ variables: { ids: null } })).data?.markNotificationsRead ?? 0;
      toast(TEXT.readAllDone(count));
      await refetch();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <div className="stack">
      <div className="row between">
        <h1>{TEXT.title}</h1>
        <ButtonLink to="/mypage/notifications/settings" variant="secondary" size="sm">
          {TEXT.settings}
        </ButtonLink>
      </div>
      <nav className="chips" aria-label={TEXT.filters}>
        {[[null, TEXT.all] as const, ...Object.entries(CATEGORY_NAMES)].map(([code, name]) => (
          <Chip key={code ?? 'all'} active={category === code}>
            <Link to={code ? `?category=${code}` : '.'} aria-current={category === code ? 'page' : undefined} replace>
              {name}
            </Link>
          </Chip>
        ))}
      </nav>
      <section className="card">
        {error && !page ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : (loading || me.loading) && !page ? (
          <LoadingState />
        ) : !page || page.items.length === 0 ? (
          <EmptyState title={category ? TEXT.emptyFiltered(CATEGORY_NAMES[category]!) : TEXT.empty} description={TEXT.emptyHint} />
        ) : (
          <>
            <div className="row between">
              <p className="hint">{TEXT.unread(page.unread)}</p>
              <Button variant="secondary" size="sm" loading={marking.loading} disabled={page.unread === 0} onClick={() => void readAll()}>
                {TEXT.readAll}
              </Button>
            </div>
            <ul className="lines" data-testid="notifications">
              {page.items.map((item) => (
                <li key={item.id}>
                  <Button variant="secondary" className="pick" onClick={() => void open(item)}>
                    <span className="stack">
                      <span className="hint">
                        {CATEGORY_NAMES[item.category] ?? item.category} · {koreanDay(item.createdAt)}
                      </span>
                      {item.readAt ? <span>{item.title}</span> : <strong>{item.title}</strong>}
                      <span className="hint">{item.body}</span>
                    </span>
                    {!item.readAt && <Chip active>{TEXT.fresh}</Chip>}
                  </Button>
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
      </section>
    </div>
  );
}
