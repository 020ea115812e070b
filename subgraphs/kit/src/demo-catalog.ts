/**
 * The demo catalog's product lines, shared so that commerce (names, prices, stock) and nutrition
 * (label nutrient amounts) describe the same products. Demo product `id` n belongs to line
 * `(n - 1) % DEMO_PRODUCT_LINES.length` (see commerce's catalog seed).
 */
/**
 * Containers of the generated packshots, so that a shopper tells a jar of 유산균 from a bottle of
 * 오메가3: a wide jar (powder sticks, chewables), a tall bottle (softgels, capsules), a carton
 * (liquid or jelly sticks), a stand-up pouch (bulk powder, gummies), a blister card (tablets).
 */
export type DemoPack = 'jar' | 'bottle' | 'box' | 'pouch' | 'blister';

/** Product lines: category, base name, formulation, keywords, base price (won), variants. */
export interface DemoProductLine {
  category: string;
  name: string;
  formulation: 'pill' | 'powder' | 'jelly' | 'chewable' | 'liquid';
  keywords: string;
  price: number;
  variants: string[];
  /** The packshot label's short name when the category alone would not tell this line from another of it. */
  short?: string;
  /** The container its generated packshot shows (see commerce's catalog/packshot.ts). */
  pack: DemoPack;
  /** Label amounts per daily serving: demo products' labels, within spec section 9's limits. */
  nutrients: [code: string, amount: number, unit: string][];
  /** What the label says it contains that some must avoid (allergens, animal gelatin capsules): nutrition's product_contents codes. */
  contains?: string[];
}

export const DEMO_PRODUCT_LINES: DemoProductLine[] = [
  {
    category: '종합비타민',
    name: '데일리 멀티비타민 미네랄',
    formulation: 'pill',
    pack: 'bottle',
    keywords: '종합비타민 멀티비타민 피로',
    price: 29000,
    variants: ['60정', '120정'],
    nutrients: [
      ['vitamin_c', 100, 'mg'],
      ['vitamin_d', 10, 'µg'],
      ['vitamin_b1', 1.2, 'mg'],
      ['vitamin_b2', 1.4, 'mg'],
      ['niacin', 15, 'mg'],
      ['zinc', 8.5, 'mg'],
      ['fe', 12, 'mg'],
    ],
  },
  {
    category: '비타민C',
    name: '비타민C 1000mg',
    formulation: 'pill',
    pack: 'blister',
    keywords: '비타민씨 항산화 면역',
    price: 15000,
    variants: ['120정', '240정'],
    nutrients: [['vitamin_c', 1000, 'mg']],
  },
  {
    category: '비타민D',
    name: '비타민D 2000IU',
    formulation: 'pill',
    pack: 'blister',
    keywords: '비타민디 뼈 면역 햇빛',
    price: 12000,
    variants: ['90정', '180정'],
    nutrients: [['vitamin_d', 50, 'µg']],
  },
  {
    category: '비타민D',
    name: '비타민D3 4000IU 츄어블',
    short: '비타민D 츄어블',
    formulation: 'chewable',
    pack: 'jar',
    keywords: '비타민디 어린이 뼈',
    price: 14000,
    variants: ['60정'],
    nutrients: [['vitamin_d', 100, 'µg']],
  },
  {
    category: '비타민B',
    name: '활력 비타민B 컴플렉스',
    formulation: 'pill',
    pack: 'blister',
    keywords: '비타민비 피로 에너지',
    price: 19000,
    variants: ['60정', '90정'],
    nutrients: [
      ['vitamin_b1', 50, 'mg'],
      ['vitamin_b2', 50, 'mg'],
      ['niacin', 50, 'mg'],
      ['pyridoxine', 50, 'mg'],
      ['vitamin_b12', 500, 'µg'],
      ['folic_acid', 400, 'µg'],
      ['biotin', 300, 'µg'],
    ],
  },
  {
    category: '칼슘·마그네슘',
    name: '칼슘 마그네슘 비타민D 아연',
    formulation: 'pill',
    pack: 'jar',
    keywords: '칼마디 뼈 근육 경련',
    price: 16000,
    variants: ['90정', '180정'],
    nutrients: [
      ['calcium', 600, 'mg'],
      ['magnesium', 300, 'mg'],
      ['vitamin_d', 10, 'µg'],
      ['zinc', 8.5, 'mg'],
    ],
  },
  {
    category: '철분',
    name: '철분 엽산 플러스',
    formulation: 'pill',
    pack: 'blister',
    keywords: '철분제 빈혈 엽산 임산부',
    price: 13000,
    variants: ['60정'],
    nutrients: [
      ['fe', 24, 'mg'],
      ['folic_acid', 400, 'µg'],
    ],
  },
  {
    category: '아연',
    name: '아연 셀레늄',
    formulation: 'pill',
    pack: 'blister',
    keywords: '면역 아연',
    price: 11000,
    variants: ['90정'],
    nutrients: [
      ['zinc', 8.5, 'mg'],
      ['selenium', 55, 'µg'],
    ],
  },
  {
    category: '유산균',
    name: '프로바이오틱스 유산균',
    formulation: 'powder',
    pack: 'jar',
    keywords: '장건강 프로바이오틱스 유산균 배변',
    price: 25000,
    variants: ['30포', '60포'],
    nutrients: [['probiotics', 100, '억 CFU']],
  },
  {
    category: '유산균',
    name: '어린이 유산균 츄어블',
    short: '어린이 유산균',
    formulation: 'chewable',
    pack: 'jar',
    keywords: '장건강 어린이 유산균',
    price: 22000,
    variants: ['30정'],
    nutrients: [
      ['probiotics', 10, '억 CFU'],
      ['vitamin_d', 5, 'µg'],
    ],
  },
  {
    category: '오메가3',
    name: '알티지 오메가3',
    short: '알티지 오메가3',
    formulation: 'pill',
    pack: 'bottle',
    keywords: '오메가쓰리 혈행 EPA DHA 눈',
    price: 32000,
    variants: ['60캡슐', '180캡슐'],
    contains: ['fish', 'gelatin'],
    nutrients: [
      ['omega_3_fatty_acids', 900, 'mg'],
      ['vitamin_e', 11, 'mg'],
    ],
  },
  {
    category: '오메가3',
    name: '식물성 오메가3 미세조류',
    short: '식물성 오메가3',
    formulation: 'pill',
    pack: 'bottle',
    keywords: '오메가쓰리 채식 비건 DHA',
    price: 35000,
    variants: ['60캡슐'],
    nutrients: [['omega_3_fatty_acids', 600, 'mg']],
  },
  {
    category: '루테인',
    name: '루테인 지아잔틴',
    formulation: 'pill',
    pack: 'bottle',
    keywords: '눈건강 눈피로 루테인',
    price: 24000,
    variants: ['30캡슐', '90캡슐'],
    contains: ['gelatin'],
    nutrients: [
      ['lutein', 20, 'mg'],
      ['zeaxanthin', 4, 'mg'],
      ['vitamin_a', 700, 'µg'],
    ],
  },
  {
    category: '홍삼',
    name: '6년근 홍삼정 에브리타임',
    formulation: 'liquid',
    pack: 'box',
    keywords: '홍삼 면역 피로 진세노사이드',
    price: 45000,
    variants: ['10ml 30포'],
    nutrients: [['ginsenoside', 8, 'mg']],
  },
  { category: '녹용', name: '녹용 진액 골드', formulation: 'liquid', pack: 'box', keywords: '녹용 보약 기력 활력', price: 68000, variants: ['30포'], nutrients: [['ginsenoside', 3, 'mg']] },
  {
    category: '단백질',
    name: '웨이 프로틴 초코맛',
    formulation: 'powder',
    pack: 'pouch',
    keywords: '단백질 헬스 근력 프로틴',
    price: 39000,
    variants: ['1kg', '2kg'],
    contains: ['milk', 'soybean'],
    nutrients: [
      ['protein', 24, 'g'],
      ['calcium', 120, 'mg'],
    ],
  },
  { category: '아르기닌', name: 'L-아르기닌 5000', formulation: 'liquid', pack: 'box', keywords: '아르기닌 운동 혈행', price: 27000, variants: ['15포'], nutrients: [['l_arginine', 5000, 'mg']] },
  {
    category: '콜라겐',
    name: '저분자 피쉬 콜라겐',
    short: '피쉬 콜라겐',
    formulation: 'powder',
    pack: 'pouch',
    keywords: '피부 콜라겐 뷰티 탄력',
    price: 36000,
    variants: ['30포'],
    contains: ['fish'],
    nutrients: [
      ['collagen', 3270, 'mg'],
      ['vitamin_c', 100, 'mg'],
    ],
  },
  {
    category: '콜라겐',
    name: '콜라겐 젤리 스틱',
    short: '콜라겐 젤리',
    formulation: 'jelly',
    pack: 'box',
    keywords: '피부 콜라겐 젤리',
    price: 29000,
    variants: ['14포'],
    contains: ['fish'],
    nutrients: [['collagen', 1000, 'mg']],
  },
  { category: '비오틴', name: '비오틴 5000', formulation: 'pill', pack: 'blister', keywords: '모발 손톱 비오틴', price: 17000, variants: ['90정'], nutrients: [['biotin', 5000, 'µg']] },
  {
    category: '밀크씨슬',
    name: '밀크씨슬 실리마린',
    formulation: 'pill',
    pack: 'blister',
    keywords: '간건강 피로 밀크시슬',
    price: 21000,
    variants: ['60정', '90정'],
    nutrients: [['silymarin', 130, 'mg']],
  },
  {
    category: '코엔자임Q10',
    name: '코엔자임Q10 코큐텐',
    formulation: 'pill',
    pack: 'bottle',
    keywords: '항산화 혈압 코큐텐',
    price: 28000,
    variants: ['60캡슐'],
    contains: ['gelatin'],
    nutrients: [['coq10', 100, 'mg']],
  },
  {
    category: '어린이',
    name: '키즈 멀티비타민 젤리',
    formulation: 'jelly',
    pack: 'pouch',
    keywords: '어린이 성장 종합비타민 젤리',
    price: 18000,
    variants: ['60구미'],
    nutrients: [
      ['vitamin_c', 50, 'mg'],
      ['vitamin_d', 5, 'µg'],
      ['zinc', 3, 'mg'],
    ],
  },
  {
    category: '임산부',
    name: '임산부 멀티비타민 엽산',
    formulation: 'pill',
    pack: 'blister',
    keywords: '임산부 임신 엽산 철분',
    price: 33000,
    variants: ['60정'],
    nutrients: [
      ['folic_acid', 400, 'µg'],
      ['fe', 24, 'mg'],
      ['vitamin_d', 10, 'µg'],
      ['calcium', 200, 'mg'],
    ],
  },
];

/** The short Korean name on a line's packshot label (유산균, 식물성 오메가3, ...). */
export const demoLineLabel = (line: DemoProductLine): string => line.short ?? line.category;

export const demoLineOfProduct = (productId: number): DemoProductLine => DEMO_PRODUCT_LINES[(productId - 1) % DEMO_PRODUCT_LINES.length];
