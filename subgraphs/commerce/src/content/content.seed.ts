import type { EntityManager } from '@mikro-orm/postgresql';
import { CategoryEntity, ProductEntity } from '../catalog/catalog.entities.js';
import { BannerEntity, ContentEntity, ExhibitionEntity, ExhibitionProductEntity, HomeCategoryIconEntity } from './content.entities.js';
import type { HomeIconKey } from './home-content.service.js';
import { BLOG, BRAND_CONTENT, CONTENT_CATEGORIES, TODAY_COMMENT } from './content-categories.js';

const PAGES: Record<string, [string, string][]> = {
  best: [['이번 주 가장 많이 본 영양제', '조회수와 관심 상품 수로 고른 이번 주 인기 영양제입니다.']],
  compare: [['비타민D, 얼마나 먹어야 할까?', '제품별 함량을 한눈에 비교해 보세요.']],
  age: [
    ['우리 아이 첫 영양제', '성장기 어린이에게 필요한 영양소를 알아봐요.'],
    ['50대 이후 챙길 영양소', '뼈와 근육, 눈 건강을 함께 챙기세요.'],
  ],
  nutrition_encyclopedia: [['오메가3의 EPA와 DHA', '두 지방산의 차이와 고르는 법을 정리했습니다.']],
  symptom: [['눈이 자주 피로하다면', '루테인과 지아잔틴이 도움이 될 수 있어요.']],
  trend: [['요즘 뜨는 키워드: 저분자 콜라겐', '흡수율을 높인 콜라겐 제품이 인기입니다.']],
  selection: [['약사가 영양제를 고르는 기준', '원료, 함량, 제형, 인증을 차례로 확인합니다.']],
};

/** Demo content, banners, blog posts, comments of the day and brand contents (idempotent). */
export async function seedContent(em: EntityManager, now = new Date()): Promise<void> {
  if (await em.count(ContentEntity, {})) return;
  const day = 86_400_000;
  for (const { code } of CONTENT_CATEGORIES) {
    (PAGES[code] ?? []).forEach(([title, summary], i) =>
      em.create(ContentEntity, { categoryCode: code, title, summary, body: `${summary}\n\n${title}에 대한 자세한 내용입니다.`, publishedAt: new Date(now.getTime() - (i + 1) * day) }),
    );
  }
  ['영양제는 언제 먹는 게 좋을까?', '비타민C와 철분을 함께 먹으면', '유산균 보관법'].forEach((title, i) =>
    em.create(ContentEntity, { categoryCode: BLOG, title, body: `${title} — 영양제 쇼핑몰 블로그`, publishedAt: new Date(now.getTime() - (i + 1) * 2 * day) }),
  );
  ['오늘도 물 한 잔과 함께 영양제 챙기세요!', '가벼운 산책이 비타민D를 도와요.'].forEach((title, i) =>
    em.create(ContentEntity, { categoryCode: TODAY_COMMENT, title, body: title, publishedAt: new Date(now.getTime() - i * day) }),
  );
  for (const [brandId, type, title] of [
    ['1', 'story', '뉴트리원 브랜드 이야기'],
    ['1', 'video', '뉴트리원 공장 견학 영상'],
    ['4', 'story', '정관장 6년근 홍삼 이야기'],
    ['4', 'review', '정관장 홍삼정 사용 후기 모음'],
  ] as const) {
    em.create(ContentEntity, { categoryCode: BRAND_CONTENT, brandId, contentType: type, title, body: title, publishedAt: new Date(now.getTime() - day) });
  }
  // Title-only slides (no picture): the carousel shows them on the brand colours.
  em.create(BannerEntity, { placement: 'mall', title: '겨울 면역력 기획전', imageUrl: null, linkUrl: '/search?query=면역', startsAt: new Date(now.getTime() - day) });
  em.create(BannerEntity, { placement: 'mall', title: '신규 회원 첫 구매 혜택', imageUrl: null, linkUrl: '/signup', startsAt: new Date(now.getTime() - day), sortOrder: 1 });
  em.create(BannerEntity, { placement: 'mall', title: '맞춤 영양제 추천 받기', imageUrl: null, linkUrl: '/recommend', startsAt: new Date(now.getTime() - day), sortOrder: 2 });
  em.create(BannerEntity, { placement: 'top', title: '3만원 이상 무료 배송', imageUrl: null, startsAt: new Date(now.getTime() - day) });
  await em.flush();
}

/** The demo's home icons: a mall category (by name) with its label and drawing, in slot order. */
const DEMO_ICONS: [category: string, label: string, icon: HomeIconKey][] = [
  ['비타민', '비타민', 'vitamin'],
  ['미네랄', '미네랄', 'mineral'],
  ['장 건강', '장 건강', 'gut'],
  ['오메가3·지방산', '오메가3', 'omega'],
  ['눈 건강', '눈 건강', 'eye'],
  ['홍삼·녹용', '홍삼', 'ginseng'],
  ['단백질·운동', '단백질', 'protein'],
  ['뷰티', '뷰티', 'beauty'],
  ['간 건강', '간 건강', 'liver'],
  ['대상별', '대상별', 'family'],
];
/** The demo 기획전: its title, summary and the categories whose first products it lists. */
const DEMO_EXHIBITIONS: [title: string, summary: string, categories: string[]][] = [
  ['겨울 면역력 기획전', '비타민C, 아연, 홍삼으로 겨울 건강을 챙기세요.', ['비타민C', '아연', '홍삼']],
  ['눈 건강 집중 기획전', '화면을 오래 보는 날, 루테인과 오메가3.', ['루테인', '오메가3']],
];

/**
 * The home's category icons and 기획전 of the demo (idempotent: each only while it has none). The
 * banner of the first exhibition then opens the exhibition instead of a search.
 */
export async function seedHomeContent(em: EntityManager, now = new Date()): Promise<void> {
  const categories = new Map((await em.find(CategoryEntity, { kind: 'mall' })).map((c) => [c.name, c.id]));
  if (!(await em.count(HomeCategoryIconEntity, {}))) {
    let slot = 0;
    for (const [name, label, iconKey] of DEMO_ICONS) {
      const categoryId = categories.get(name);
      if (categoryId) em.create(HomeCategoryIconEntity, { slot: ++slot, label, iconKey, categoryId });
    }
    await em.flush();
  }
  if (await em.count(ExhibitionEntity, {})) return;
  for (const [index, [title, summary, names]] of DEMO_EXHIBITIONS.entries()) {
    const categoryIds = names.map((n) => categories.get(n)).filter((id): id is string => Boolean(id));
    const products = await em.find(ProductEntity, { categoryId: { $in: categoryIds }, status: { $ne: 'hidden' } }, { orderBy: { popularity: 'desc', id: 'asc' }, limit: 12 });
    const exhibition = em.create(ExhibitionEntity, { title, summary, bannerImageUrl: null, status: 'published', startsAt: new Date(now.getTime() - 86_400_000), endsAt: null, sortOrder: index });
    await em.flush();
    products.forEach((product, position) => em.create(ExhibitionProductEntity, { exhibitionId: exhibition.id, position: position + 1, productId: product.id }));
    if (index === 0) await em.nativeUpdate(BannerEntity, { title, linkUrl: '/search?query=면역' }, { linkUrl: `/exhibitions/${exhibition.id}` });
  }
  await em.flush();
}
