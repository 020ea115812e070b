import { useQuery } from '@apollo/client/react';
import { NoticesDocument } from '../../gql/graphql';
import { koreanDay } from '../../lib/format';

/** Notices: number, title, date (spec section 2). */
export function Notices() {
  const { data } = useQuery(NoticesDocument);
  const notices = data?.csEntries ?? [];
  return (
    <section className="card">
      <h1>공지사항</h1>
      {notices.length === 0 && <p className="hint">공지사항이 없습니다.</p>}
      <table className="table">
        <thead>
          <tr>
            <th>번호</th>
            <th>제목</th>
            <th>날짜</th>
          </tr>
        </thead>
        <tbody>
          {notices.map((notice, i) => (
            <tr key={notice.id}>
              <td>{notices.length - i}</td>
              <td>
                <details>
                  <summary>{notice.title}</summary>
                  <p>{notice.body}</p>
                </details>
              </td>
              <td>{koreanDay(notice.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
