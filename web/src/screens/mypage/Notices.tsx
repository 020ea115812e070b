import { useQuery } from '@apollo/client/react';
import { NoticesDocument } from '../../gql/graphql';
import { koreanDay } from '../../lib/format';
import { EmptyState, LoadingState, ResponsiveTable } from '../../ui';

/** Notices: number, title, date (spec section 2). */
export function Notices() {
  const { data, loading } = useQuery(NoticesDocument);
  const notices = data?.csEntries ?? [];
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
                <details>
                  <summary>{notice.title}</summary>
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
