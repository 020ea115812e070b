import { useQuery } from '@apollo/client/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ContentHomeDocument, ContentItemDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { tabFrom } from '../../lib/query-params';
import { Tabs } from '../../ui';

const ALL = 'all';

/**
 * Content pages by category, each under its spec title (best shows month and week of month).
 * Tabs pick one category (`?type=<category code>`, spec section 2); without it every category shows.
 */
export function ContentHome() {
  const { data } = useQuery(ContentHomeDocument);
  const [params, setParams] = useSearchParams();
  const categories = data?.contentCategories ?? [];
  const type =
    tabFrom(
      params,
      categories.map((c) => c.code),
    ) ?? ALL;
  const shown = type === ALL ? categories : categories.filter((c) => c.code === type);
  return (
    <div className="stack">
      {data?.todayComment && <p className="card">오늘의 한마디: {data.todayComment.title}</p>}
      {categories.length > 1 && (
        <Tabs
          label="콘텐츠 분류"
          value={type}
          options={[[ALL, '전체'], ...categories.map((c): [string, string] => [c.code, c.title])]}
          onChange={(next) => setParams(next === ALL ? {} : { type: next })}
        />
      )}
      {shown.map((category) => (
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
