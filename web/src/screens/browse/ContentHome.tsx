import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { ContentHomeDocument, ContentItemDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';

/** Content pages by category, each under its spec title (best shows month and week of month). */
export function ContentHome() {
  const { data } = useQuery(ContentHomeDocument);
  return (
    <div className="stack">
      {data?.todayComment && <p className="card">오늘의 한마디: {data.todayComment.title}</p>}
      {data?.contentCategories.map((category) => (
        <section key={category.code} className="card" data-testid={`content-${category.code}`}>
          <h2>{category.title}</h2>
          {category.items.length === 0 && <p className="hint">준비 중입니다.</p>}
          <ul>
            {category.items.map((item) => (
              <li key={item.id}>
                <Link to={`/content/${item.id}`}>{item.title}</Link>
                {item.summary && <div className="hint">{item.summary}</div>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function ContentItem() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(ContentItemDocument, { variables: { id } });
  if (error) return <p className="error">{errorMessage(error)}</p>;
  if (!data) return <p className="hint">불러오는 중…</p>;
  return (
    <article className="card">
      <h1>{data.content.title}</h1>
      {data.content.body.split('\n').map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </article>
  );
}
