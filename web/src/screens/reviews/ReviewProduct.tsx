import { Link } from 'react-router';

/** The reviewed product: thumbnail, name (a link to the product) and the option bought. */
export function ReviewProduct({ productId, name, optionName, imageUrl }: { productId: string | null; name: string; optionName: string | null; imageUrl: string | null }) {
  return (
    <div className="my-reviews-product">
      {imageUrl ? <img className="my-reviews-thumb" src={imageUrl} alt="" width={64} height={64} loading="lazy" /> : <span className="my-reviews-thumb" aria-hidden="true" />}
      <span className="my-reviews-product__text">
        {productId ? <Link to={`/products/${productId}`}>{name}</Link> : <strong>{name}</strong>}
        {optionName && <span className="hint">{optionName}</span>}
      </span>
    </div>
  );
}
