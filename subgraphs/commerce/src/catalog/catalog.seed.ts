import type { EntityManager } from '@mikro-orm/postgresql';
import { BrandEntity, CategoryEntity, ProductEntity, ProductOptionEntity, RelatedProductEntity, SellerEntity } from './catalog.entities.js';
import { DEMO_PRODUCT_LINES as LINES, demoLineLabel } from '@shop/kit/demo-catalog.js';
import { searchKeys } from '@shop/kit';
import { packshotDataUri } from './packshot.js';

/**
 * The demo catalog: 20 brands, a two-level category tree and 220 products built from product
 * lines below (every brand gets several lines, with count and strength variants). Deterministic,
 * with fixed ids, so that other subgraphs' demo data (nutrient facts) can reference products by
 * key; skipped when the catalog already has products, except that demo rows' generated images are
 * brought up to date (see refreshDemoImages).
 */
const CATEGORY_TREE: [string, string[]][] = [
  ['비타민', ['종합비타민', '비타민C', '비타민D', '비타민B']],
  ['미네랄', ['칼슘·마그네슘', '철분', '아연']],
  ['장 건강', ['유산균']],
  ['오메가3·지방산', ['오메가3']],
  ['눈 건강', ['루테인']],
  ['홍삼·녹용', ['홍삼', '녹용']],
  ['단백질·운동', ['단백질', '아르기닌']],
  ['뷰티', ['콜라겐', '비오틴']],
  ['간 건강', ['밀크씨슬']],
  ['활력', ['코엔자임Q10']],
  ['대상별', ['어린이', '임산부']],
];

const NUTRIENT_CATEGORIES = ['비타민D', '비타민C', '칼슘', '마그네슘', '철분', '아연', '오메가3', '루테인', '프로바이오틱스', '홍삼', '코엔자임Q10', '콜라겐'];

const BRANDS = [
  '뉴트리원',
  '종근당건강',
  '고려은단',
  '정관장',
  '한미양행',
  '대웅제약',
  '광동',
  '일양약품',
  '녹십자웰빙',
  '유한양행',
  '닥터린',
  '나우푸드',
  '솔가',
  '센트룸',
  '락토핏',
  '덴프스',
  '에버콜라겐',
  '마이프로틴',
  '칠리바이브',
  '쥬니어랩',
];

const SELLERS = ['영양제몰 직영', '헬스앤뷰티 파트너스', '건강곳간'];

/** Deterministic pseudo-random numbers (the demo catalog is the same on every machine). */
function lcg(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

export const DEMO_PRODUCT_COUNT = 220;

/**
 * Which line and brand demo product `id` belongs to. Each round over the lines gives every line
 * another brand, so no two products share a name.
 */
export function demoProductPlan(productId: number) {
  const lineIndex = (productId - 1) % LINES.length;
  const round = Math.floor((productId - 1) / LINES.length);
  const brandIndex = (lineIndex * 7 + round) % BRANDS.length;
  return { line: LINES[lineIndex], lineIndex, round, brandIndex, brand: BRANDS[brandIndex] };
}

/** Demo product `id`'s packshot (brand ids are the brand's index + 1). */
export function demoProductImage(productId: number): string {
  const { line, brandIndex, brand } = demoProductPlan(productId);
  return packshotDataUri({ pack: line.pack, lineName: demoLineLabel(line), brandId: brandIndex + 1, brandName: brand });
}

export async function seedCatalog(em: EntityManager): Promise<void> {
  if (await em.count(ProductEntity, {})) {
    await refreshDemoImages(em);
    return;
  }
  const random = lcg(20261122);
  const categoryIds = new Map<string, string>();
  let categoryId = 0;
  CATEGORY_TREE.forEach(([parent, children], i) => {
    const parentId = String(++categoryId);
    em.create(CategoryEntity, { id: parentId, name: parent, kind: 'mall', level: 1, sortOrder: i });
    categoryIds.set(parent, parentId);
    children.forEach((child, j) => {
      const id = String(++categoryId);
      em.create(CategoryEntity, { id, name: child, kind: 'mall', level: 2, parentId, sortOrder: j });
      categoryIds.set(child, id);
    });
  });
  NUTRIENT_CATEGORIES.forEach((name, i) => em.create(CategoryEntity, { id: String(++categoryId), name, kind: 'nutrient', level: 1, sortOrder: i }));
  BRANDS.forEach((name, i) => em.create(BrandEntity, { id: String(i + 1), name, description: `${name}의 건강기능식품` }));
  SELLERS.forEach((name, i) => em.create(SellerEntity, { id: String(i + 1), name, businessNumber: `1208${String(i + 1).padStart(6, '0')}` }));

  let productId = 0;
  const byLine = new Map<number, string[]>();
  while (productId < DEMO_PRODUCT_COUNT) {
    for (let lineIndex = 0; lineIndex < LINES.length && productId < DEMO_PRODUCT_COUNT; lineIndex++) {
      const { line, round, brandIndex, brand } = demoProductPlan(productId + 1);
      const variant = line.variants[round % line.variants.length];
      const id = String(++productId);
      const name = `${brand} ${line.name} ${variant}`;
      const price = Math.round((line.price * (0.85 + random() * 0.5)) / 100) * 100;
      const discount = random() < 0.6 ? Math.round((price * (0.05 + random() * 0.25)) / 100) * 100 : 0;
      em.create(ProductEntity, {
        id,
        name,
        brandId: String(brandIndex + 1),
        categoryId: categoryIds.get(line.category)!,
        sellerId: String((productId % SELLERS.length) + 1),
        price,
        salePrice: price - discount,
        formulation: line.formulation,
        status: productId % 37 === 0 ? 'sold_out' : 'on_sale',
        imageUrl: demoProductImage(productId),
        description: `${line.name}: ${line.keywords.split(' ').join(', ')}`,
        keywords: line.keywords,
        popularity: Math.floor(random() * 1000),
        createdAt: new Date(Date.UTC(2026, 0, 1) + productId * 3_600_000 * 20),
        ...searchKeys([name, brand, line.category, line.keywords]),
      });
      em.create(ProductOptionEntity, { productId: id, name: variant, extraPrice: 0, stock: productId % 37 === 0 ? 0 : 20 + Math.floor(random() * 200) });
      if (line.variants.length > 1 && random() < 0.5) {
        em.create(ProductOptionEntity, { productId: id, name: `${variant} x 2개`, extraPrice: Math.round(((price - discount) * 0.9) / 100) * 100, stock: Math.floor(random() * 50) });
      }
      byLine.set(lineIndex, [...(byLine.get(lineIndex) ?? []), id]);
    }
  }
  // Related products: others of the same line.
  for (const ids of byLine.values()) {
    ids.forEach((id, i) => {
      ids
        .filter((other) => other !== id)
        .slice(0, 4)
        .forEach((other, j) => em.create(RelatedProductEntity, { productId: id, relatedProductId: other, sortOrder: i + j }));
    });
  }
  await em.flush();
  const connection = em.getConnection();
  for (const table of ['categories', 'brands', 'sellers', 'products']) {
    await connection.execute(`select setval(pg_get_serial_sequence('commerce.${table}', 'id'), (select max(id) from commerce.${table}))`);
  }
}

/**
 * A database seeded before the packshots keeps its demo rows (the seed does not rebuild a catalog
 * that has products), so their generated images are brought up to date here. Only demo ids whose
 * image is still a generated SVG are touched: an image a seller uploaded (a URL) stays.
 */
async function refreshDemoImages(em: EntityManager): Promise<void> {
  const rows = await em.find(ProductEntity, { id: { $lte: String(DEMO_PRODUCT_COUNT) }, imageUrl: { $like: 'data:image/svg+xml%' } });
  let changed = 0;
  for (const row of rows) {
    const image = demoProductImage(Number(row.id));
    if (row.imageUrl !== image) {
      row.imageUrl = image;
      changed += 1;
    }
  }
  if (changed) await em.flush();
}
