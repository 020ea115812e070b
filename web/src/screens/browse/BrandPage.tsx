import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { PRODUCT_PAGE, ProductCard } from '../../components/ProductCard';
import { MoreProducts } from '../../components/paging';
import { BrandPageDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';

const CONTENT_TYPES: Record<string, string> = { story: '브랜드 이야기', video: '영상', review: '후기' };

export function BrandPage() {
  const { id = '' } = useParams();
  const { data, error, fetchMore } = useQuery(BrandPageDocument, { variables: { id, offset: 0, limit: PRODUCT_PAGE } });
  if (error) return <p className="error">{errorMessage(error)}</p>;
  const brand = data?.brand;
  if (!brand) return <p className="hint">불러오는 중…</p>;
  return (
    <div className="stack">
      <section className="card">
        <h1>{brand.name}</h1>
        {brand.description && <p>{brand.description}</p>}
        {data.brandContents.length > 0 && (
          <ul>
            {data.brandContents.map((c) => (
              <li key={c.id}>
                [{CONTENT_TYPES[c.contentType ?? ''] ?? c.contentType}] {c.title}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>상품 {brand.products.total}개</p>
      <div className="grid">
        {brand.products.items.map((product, index) => (
          <ProductCard key={product.id} product={product} priority={index < 2} />
        ))}
      </div>
      <MoreProducts
        shown={brand.products.items.length}
        total={brand.products.total}
        onMore={() =>
          fetchMore({
            variables: { offset: brand.products.items.length },
          })
        }
      />
    </div>
  );
}
