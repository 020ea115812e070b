import { AppError, callSubgraph, isErrorCode, SubgraphRefused, SubgraphUnavailable, type Context } from '@shop/kit';

/**
 * What the shop window reads from commerce, through the kit's system client (a subgraph never
 * queries another's tables): a product's name, sale price, status and options. Used when a product
 * is recommended or a combination made (is it on sale, is the option its own) and when a
 * combination's price is computed from today's sale prices.
 */
export interface CommerceProduct {
  id: string;
  name: string;
  salePrice: number;
  /** on_sale, sold_out (hidden products are not answered at all). */
  status: string;
  options: { id: string; extraPrice: number }[];
}

/** commerce answers at most this many ids per productsByIds call. */
const IDS_PER_CALL = 200;
const PRODUCTS = 'query ($ids: [ID!]!) { productsByIds(ids: $ids) { id name salePrice status options { id extraPrice } } }';

/** Products by id (unknown or hidden ones are absent from the map). A refusal passes on with its code; no answer is a 503. */
export async function commerceProducts(ids: readonly string[]): Promise<Map<string, CommerceProduct>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, CommerceProduct>();
  for (let i = 0; i < unique.length; i += IDS_PER_CALL) {
    const chunk = unique.slice(i, i + IDS_PER_CALL);
    try {
      const data = await callSubgraph<{ productsByIds: CommerceProduct[] }>('commerce', { query: PRODUCTS, variables: { ids: chunk } });
      for (const product of data.productsByIds) found.set(product.id, product);
    } catch (error) {
      if (error instanceof SubgraphRefused) throw new AppError(error.code && isErrorCode(error.code) ? error.code : 'SERVICE_UNAVAILABLE', error.reason);
      if (error instanceof SubgraphUnavailable) throw new AppError('SERVICE_UNAVAILABLE', '상품 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
      throw error;
    }
  }
  return found;
}

/**
 * The products a request's fields ask about, read in ONE commerce call per request: every field
 * (each combination's price) loads through this loader, which batches the ids of the whole
 * request. A missing product resolves to null.
 */
export function commerceProductLoader(ctx: Context) {
  return ctx.loaders.get<string, CommerceProduct | null>('commerceProducts', async (ids) => {
    const found = await commerceProducts(ids);
    return ids.map((id) => found.get(id) ?? null);
  });
}
