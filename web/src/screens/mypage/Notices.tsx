import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { NoticesDocument } from '../../gql/graphql';
import { koreanDay } from '../../lib/format';
import { itemAnchor, targetIdFrom, useScrollToTarget } from '../../lib/query-params';
import { EmptyState, LoadingState, ResponsiveTable } from '../../ui';

/** Notices: number, title, date (spec section 2); `?targetId=` (or `?detail=`) opens one notice. */
export function Notices() {
  const { data, loading } = useQuery(NoticesDocument);
  const notices = data?.csEntries ?? [];
  const [params] = useSearchParams();
  const target = targetIdFrom(params);
  useScrollToTarget('notice', target, notices.length > 0);
  return (
    <section className="card">
      <h1>공지사항</h1>
      {loading && !data ? (
        <LoadingState />
      ) : notices.length === 0 ? (
        <EmptyState title="공지사항이 없습니다." description="새 소식이 생기면 이곳에 알려드릴게요." />
      ) : (
        <ResponsiveTable
          caption="공지사항 목록"
          rows={notices}
          rowKey={(notice) => notice.id}
          columns={[
            { key: 'no', header: '번호', label: '번호', cell: (_, i) => notices.length - i },
            {
              key: 'title',
              header: '제목',
              label: '제목',
              primary: true,
              cell: (notice) => (
                <details open={notice.id === target || undefined}>
                  <summary id={itemAnchor('notice', notice.id)} tabIndex={-1} aria-current={notice.id === target || undefined}>
                    {notice.title}
                  </summary>
                  <p>{notice.body}</p>
                </details>
              ),
            },
            { key: 'date', header: '날짜', label: '날짜', cell: (notice) => koreanDay(notice.createdAt) },
          ]}
        />
      )}
    </section>
  );
}
