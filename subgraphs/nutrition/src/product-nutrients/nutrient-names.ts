/** Korean names of the nutrient codes used on product labels and in the compare table. */
export const NUTRIENT_NAMES: Record<string, string> = {
  vitamin_a: '비타민A', vitamin_b1: '비타민B1', vitamin_b2: '비타민B2', niacin: '나이아신', pyridoxine: '비타민B6',
  vitamin_b12: '비타민B12', folic_acid: '엽산', biotin: '비오틴', vitamin_c: '비타민C', vitamin_d: '비타민D', vitamin_e: '비타민E',
  calcium: '칼슘', magnesium: '마그네슘', fe: '철', zinc: '아연', selenium: '셀레늄', omega_3_fatty_acids: '오메가3 지방산',
  lutein: '루테인', zeaxanthin: '지아잔틴', probiotics: '프로바이오틱스(보장균수)', ginsenoside: '진세노사이드', protein: '단백질',
  l_arginine: 'L-아르기닌', collagen: '콜라겐', silymarin: '실리마린', coq10: '코엔자임Q10',
};
