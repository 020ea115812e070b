import type { Brand, Product, Seller } from './catalog.entities.js';
import { nutritionPanelDataUri, productInfoPanelDataUri, type PanelFact } from './packshot.js';
import { FORMULATION_LABELS } from './product-facets.service.js';

export interface ProductImageView {
  url: string;
  alt: string;
  kind: 'front' | 'nutrition' | 'info';
}

/**
 * A product's gallery: its own picture first (the packshot or the seller's photo), then the
 * 영양·기능정보 label panel drawn from its label facts (only when it has some) and the side panel
 * with what the catalog row says. Both panels are drawn here from real data, never invented.
 */
export function productImages(product: Product, brand: Brand | null, seller: Seller | null, facts: PanelFact[] | undefined): ProductImageView[] {
  const brandName = brand?.name ?? '';
  const common = { productName: product.name, brandId: Number(product.brandId), brandName };
  const images: ProductImageView[] = [{ url: product.imageUrl, alt: product.name, kind: 'front' }];
  const nutrition = facts ? nutritionPanelDataUri({ ...common, facts }) : null;
  if (nutrition) images.push({ url: nutrition, alt: `${product.name} 영양·기능정보`, kind: 'nutrition' });
  const formulation = FORMULATION_LABELS[product.formulation as keyof typeof FORMULATION_LABELS] ?? product.formulation;
  images.push({ url: productInfoPanelDataUri({ ...common, formulation, sellerName: seller?.name ?? null }), alt: `${product.name} 제품 정보`, kind: 'info' });
  return images;
}
