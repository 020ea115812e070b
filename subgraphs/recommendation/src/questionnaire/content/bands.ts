import {
  ALLERGENS,
  PRODUCT_CONTENTS,
  type BandCode,
  type BandContent,
  type ChoiceIcon,
  type ChoiceSeed,
  type Formulation,
  type PurposeCategory,
  type QuestionSeed,
  type Topic,
} from './content-types.js';

/**
 * The nine questions of every age band (spec section 4, "Recommendation questionnaire"), as seed
 * data. Wording is everyday experience in 해요체; no answer claims to treat or cure anything.
 * Nutrient choices follow the MFDS functional claims (data/functional_ingredients.csv) and its
 * cautions: under-12 bands never weigh ingredients the 공전 tells children to avoid (lutein,
 * astaxanthin, collagen, milk thistle, ginkgo, garcinia, green tea extract) nor red ginseng,
 * L-arginine, saw palmetto or GLA.
 */

const none = (label: string): ChoiceSeed => ({ code: 'none', label, icon: 'none' });

interface QuestionOptions {
  adminMessage?: string | null;
  limitCheck?: number | null;
  okCheck?: boolean;
  rowItemNum?: number;
  femaleOnly?: boolean;
}

/** A multi-choice question: duplication true, no maximum unless given. */
function multi(number: number, topic: Topic, title: string, choices: ChoiceSeed[], options: QuestionOptions = {}): QuestionSeed {
  return {
    number,
    topic,
    title,
    adminMessage: options.adminMessage ?? null,
    limitCheck: options.limitCheck ?? null,
    duplication: true,
    okCheck: options.okCheck ?? false,
    rowItemNum: options.rowItemNum ?? 2,
    ...(options.femaleOnly ? { femaleOnly: true } : {}),
    choices,
  };
}

/** A single-choice question: duplication false, limitCheck 1. */
function single(number: number, topic: Topic, title: string, choices: ChoiceSeed[], options: QuestionOptions = {}): QuestionSeed {
  return {
    number,
    topic,
    title,
    adminMessage: options.adminMessage ?? null,
    limitCheck: 1,
    duplication: false,
    okCheck: options.okCheck ?? false,
    rowItemNum: options.rowItemNum ?? 2,
    ...(options.femaleOnly ? { femaleOnly: true } : {}),
    choices,
  };
}

// ---------------------------------------------------------------------------------------------
// Questions every band shares in shape: allergy, purpose, formulation, brand, price.

const ALLERGEN_ICONS: Partial<Record<(typeof ALLERGENS)[number], ChoiceIcon>> = { egg: 'egg', milk: 'milk', fish: 'fish', pork: 'meat', chicken: 'meat', beef: 'meat' };

function allergyQuestion(number: number, title: string): QuestionSeed {
  return multi(
    number,
    'allergy',
    title,
    [none('알레르기가 없어요'), ...ALLERGENS.map((code): ChoiceSeed => ({ code, label: PRODUCT_CONTENTS[code], icon: ALLERGEN_ICONS[code] ?? 'allergy', excludes: [code] }))],
    { adminMessage: '고른 성분이 들어간 제품은 추천에서 빼드려요', okCheck: true, rowItemNum: 2 },
  );
}

const PURPOSE_CHOICES: Record<PurposeCategory, ChoiceSeed> = {
  health: { code: 'health', label: '건강 관리', icon: 'health', sets: { purpose: 'health' } },
  exercise: { code: 'exercise', label: '운동', icon: 'exercise', sets: { purpose: 'exercise' } },
  beauty: { code: 'beauty', label: '미용', icon: 'beauty', sets: { purpose: 'beauty' } },
  kids: { code: 'kids', label: '성장·발달', icon: 'growth', sets: { purpose: 'kids' } },
};

function purposeQuestion(number: number, title: string, categories: PurposeCategory[]): QuestionSeed {
  return single(number, 'purpose', title, [none('특별히 없어요'), ...categories.map((c) => PURPOSE_CHOICES[c])], {
    adminMessage: '고른 목적에 맞는 고민을 이어서 여쭤볼게요',
    rowItemNum: 2,
  });
}

const FORMULATION_CHOICES: Record<Formulation, ChoiceSeed> = {
  pill: { code: 'pill', label: '알약', icon: 'pill', sets: { formulation: 'pill' } },
  powder: { code: 'powder', label: '가루', icon: 'powder', sets: { formulation: 'powder' } },
  jelly: { code: 'jelly', label: '젤리', icon: 'jelly', sets: { formulation: 'jelly' } },
  chewable: { code: 'chewable', label: '씹어 먹는 츄어블', icon: 'chewable', sets: { formulation: 'chewable' } },
  liquid: { code: 'liquid', label: '액상·오일', icon: 'liquid', sets: { formulation: 'liquid' } },
};

function formulationQuestion(number: number, title: string, formulations: Formulation[], adminMessage: string | null = null): QuestionSeed {
  return single(number, 'formulation', title, [none('상관없어요'), ...formulations.map((f) => FORMULATION_CHOICES[f])], { adminMessage, rowItemNum: 3 });
}
const ALL_FORMULATIONS: Formulation[] = ['pill', 'powder', 'jelly', 'chewable', 'liquid'];
const INFANT_FORMULATIONS: Formulation[] = ['powder', 'liquid'];

function brandQuestion(number: number): QuestionSeed {
  return single(
    number,
    'brand_preference',
    '어떤 제품을 더 믿고 고르시나요?',
    [
      none('상관없어요'),
      { code: 'brand', label: '잘 알려진 브랜드', icon: 'brand', sets: { brand: 'brand' } },
      { code: 'expert', label: '전문가(약사) 추천', icon: 'expert', sets: { brand: 'expert' } },
    ],
    { rowItemNum: 3 },
  );
}

function priceQuestion(number: number): QuestionSeed {
  return single(
    number,
    'price',
    '한 달 기준으로 생각하는 가격대를 골라주세요',
    [
      { ...none('상관없어요'), sets: { price: 'any' } },
      { code: 'under_20000', label: '2만원 이하', icon: 'won', sets: { price: 'under_20000' } },
      { code: 'under_40000', label: '4만원 이하', icon: 'won', sets: { price: 'under_40000' } },
    ],
    { adminMessage: '제품 한 개, 한 달 분량 기준이에요', rowItemNum: 3 },
  );
}

// ---------------------------------------------------------------------------------------------
// Children's answers, shared between the bands they fit.

const CHILD_EATING = {
  picky: { code: 'picky', label: '편식이 심해요', icon: 'meal', weights: { zinc: 3, fe: 2 } },
  eats_little: { code: 'eats_little', label: '먹는 양이 적어요', icon: 'meal', weights: { zinc: 3, vitamin_d: 1 } },
  snacks_often: { code: 'snacks_often', label: '간식을 자주 찾아요', icon: 'meal', weights: { zinc: 2, calcium: 1 } },
  little_meat: { code: 'little_meat', label: '고기를 잘 안 먹어요', icon: 'meat', weights: { fe: 4, zinc: 2 } },
  little_veg: { code: 'little_veg', label: '채소·과일을 잘 안 먹어요', icon: 'vegetable', weights: { vitamin_c: 3, total_dietary_fiber: 2 } },
  no_dairy: { code: 'no_dairy', label: '우유·유제품을 안 먹어요', icon: 'milk', weights: { calcium: 4, vitamin_d: 2 } },
  no_fish: { code: 'no_fish', label: '생선을 잘 안 먹어요', icon: 'fish', weights: { omega_3_fatty_acids: 3 } },
  sweet_drinks: { code: 'sweet_drinks', label: '주스·단 음료를 자주 마셔요', icon: 'meal', weights: { calcium: 2 } },
  skip_breakfast: { code: 'skip_breakfast', label: '아침을 자주 걸러요', icon: 'meal', weights: { vitamin_b1: 2, fe: 2 } },
  fast_food: { code: 'fast_food', label: '라면·패스트푸드를 자주 먹어요', icon: 'meal', weights: { calcium: 2, magnesium: 2 } },
  slow_eater: { code: 'slow_eater', label: '밥을 오래 물고 있어요', icon: 'meal', weights: { zinc: 2 } },
} satisfies Record<string, ChoiceSeed>;

const CHILD_SYMPTOMS = {
  frequent_cold: { code: 'frequent_cold', label: '잦은 감기', icon: 'immune', weights: { vitamin_d: 4, zinc: 3, probiotics: 3 } },
  constipation: { code: 'constipation', label: '변비·장 불편', icon: 'gut', weights: { probiotics: 4, total_dietary_fiber: 2 } },
  infant_tummy: { code: 'tummy', label: '배앓이·변 상태', icon: 'gut', weights: { probiotics: 4 } },
  dry_skin: { code: 'dry_skin', label: '피부 건조·가려움', icon: 'skin', weights: { probiotics: 3, vitamin_d: 2 } },
  picky: { code: 'picky', label: '편식·입이 짧음', icon: 'meal', weights: { zinc: 3, fe: 2 } },
  small_height: { code: 'small_height', label: '또래보다 작은 키', icon: 'growth', weights: { calcium: 3, vitamin_d: 3, zinc: 2 } },
  slow_weight: { code: 'slow_weight', label: '몸무게가 잘 안 늘어요', icon: 'growth', weights: { zinc: 3, vitamin_d: 2 } },
  fussy_sleep: { code: 'fussy_sleep', label: '잠투정·자주 깸', icon: 'sleep', weights: { vitamin_d: 2, calcium: 2 } },
  pale: { code: 'pale', label: '얼굴이 창백해요', icon: 'health', weights: { fe: 4 } },
  tires_easily: { code: 'tires_easily', label: '쉽게 지쳐요', icon: 'sofa', weights: { fe: 3, vitamin_b1: 2 } },
  eye_rubbing: { code: 'eye_rubbing', label: '눈을 자주 비벼요', icon: 'eye', weights: { vitamin_a: 3, omega_3_fatty_acids: 2 } },
  short_focus: { code: 'short_focus', label: '집중 시간이 짧아요', icon: 'brain', weights: { omega_3_fatty_acids: 4, fe: 2 } },
} satisfies Record<string, ChoiceSeed>;

const FAMILY = {
  allergy_prone: { code: 'allergy_prone', label: '알레르기 체질', icon: 'allergy', weights: { probiotics: 3, vitamin_d: 2 } },
  atopy: { code: 'atopy', label: '아토피', icon: 'skin', weights: { probiotics: 3, vitamin_d: 2 } },
  rhinitis: { code: 'rhinitis', label: '비염', icon: 'immune', weights: { vitamin_d: 2, probiotics: 2 } },
  weak_eyes: { code: 'weak_eyes', label: '시력이 약함', icon: 'eye', weights: { vitamin_a: 2, omega_3_fatty_acids: 2 } },
  low_bone: { code: 'low_bone', label: '골밀도가 낮음', icon: 'bone', weights: { calcium: 3, vitamin_d: 3 } },
  short_stature: { code: 'short_stature', label: '키가 작은 편', icon: 'growth', weights: { calcium: 2, vitamin_d: 2, zinc: 2 } },
  weak_gut: { code: 'weak_gut', label: '장이 예민함', icon: 'gut', weights: { probiotics: 3 } },
  anemia: { code: 'anemia', label: '빈혈 기운', icon: 'health', weights: { fe: 3 } },
} satisfies Record<string, ChoiceSeed>;

function familyQuestion(number: number, choices: ChoiceSeed[]): QuestionSeed {
  return multi(number, 'family_history', '부모나 형제 중에 해당하는 것이 있나요?', [none('해당 없어요'), ...choices], { adminMessage: '가족의 체질을 참고해서 추천해요' });
}

function childSymptomsQuestion(number: number, choices: ChoiceSeed[]): QuestionSeed {
  return multi(number, 'symptoms', '요즘 아이에게 신경 쓰이는 점을 골라주세요', [none('특별히 없어요'), ...choices], { adminMessage: '최대 3개까지 고를 수 있어요', limitCheck: 3 });
}

// ---------------------------------------------------------------------------------------------
// The bands.

const infant0to6: QuestionSeed[] = [
  multi(1, 'lifestyle', '아기의 수유 방법과 생활을 골라주세요', [
    none('해당 없어요'),
    { code: 'breast_milk', label: '모유 수유', icon: 'baby', weights: { vitamin_d: 4 } },
    { code: 'formula', label: '분유 수유', icon: 'baby' },
    { code: 'mixed_feeding', label: '혼합 수유', icon: 'baby', weights: { vitamin_d: 2 } },
    { code: 'weaning_started', label: '이유식을 시작했어요', icon: 'meal', weights: { fe: 2 } },
    { code: 'little_sun', label: '햇빛 쬐는 시간이 거의 없어요', icon: 'sun', weights: { vitamin_d: 4 } },
    { code: 'some_sun', label: '매일 잠깐씩 햇빛을 쬐어요', icon: 'sun' },
    { code: 'early_birth', label: '예정일보다 일찍 태어났어요', icon: 'baby', weights: { vitamin_d: 3, fe: 3 } },
    { code: 'c_section', label: '제왕절개로 태어났어요', icon: 'baby', weights: { probiotics: 3 } },
  ]),
  multi(2, 'eating_habits', '아기가 먹는 모습은 어떤가요?', [
    none('잘 먹고 있어요'),
    { code: 'feeds_little', label: '먹는 양이 적어요', icon: 'meal', weights: { vitamin_d: 1, zinc: 2 } },
    { code: 'spits_up', label: '자주 게워내요', icon: 'gut', weights: { probiotics: 3 } },
    { code: 'hard_stool', label: '변이 단단해요', icon: 'gut', weights: { probiotics: 3 } },
    { code: 'loose_stool', label: '변이 묽은 편이에요', icon: 'gut', weights: { probiotics: 2 } },
    { code: 'weaning_soon', label: '곧 이유식을 시작해요', icon: 'meal', weights: { fe: 2 } },
  ]),
  allergyQuestion(3, '아기나 엄마에게 있는 식품 알레르기를 모두 골라주세요'),
  childSymptomsQuestion(4, [CHILD_SYMPTOMS.frequent_cold, CHILD_SYMPTOMS.infant_tummy, CHILD_SYMPTOMS.dry_skin, CHILD_SYMPTOMS.fussy_sleep, CHILD_SYMPTOMS.slow_weight]),
  familyQuestion(5, [FAMILY.allergy_prone, FAMILY.atopy, FAMILY.rhinitis, FAMILY.weak_eyes, FAMILY.low_bone, FAMILY.short_stature, FAMILY.weak_gut]),
  purposeQuestion(6, '아기에게 영양제를 먹이려는 목적을 골라주세요', ['health', 'kids']),
  formulationQuestion(7, '아기에게 먹이기 편한 형태를 골라주세요', INFANT_FORMULATIONS, '아기는 가루와 액상 제품만 추천해요'),
  brandQuestion(8),
  priceQuestion(9),
];

const infant6to12: QuestionSeed[] = [
  multi(1, 'lifestyle', '아기의 수유 방법과 생활을 골라주세요', [
    none('해당 없어요'),
    { code: 'breast_milk', label: '모유 수유', icon: 'baby', weights: { vitamin_d: 4, fe: 3 } },
    { code: 'formula', label: '분유 수유', icon: 'baby' },
    { code: 'mixed_feeding', label: '혼합 수유', icon: 'baby', weights: { vitamin_d: 2, fe: 2 } },
    { code: 'weaning', label: '이유식을 먹어요', icon: 'meal' },
    { code: 'little_sun', label: '햇빛 쬐는 시간이 거의 없어요', icon: 'sun', weights: { vitamin_d: 4 } },
    { code: 'daycare', label: '어린이집에 다니기 시작했어요', icon: 'baby', weights: { vitamin_d: 2, probiotics: 2 } },
    { code: 'early_birth', label: '예정일보다 일찍 태어났어요', icon: 'baby', weights: { vitamin_d: 3, fe: 3 } },
  ]),
  multi(2, 'eating_habits', '이유식은 어떻게 진행하고 있나요?', [
    none('잘 먹고 있어요'),
    { code: 'weaning_early', label: '초기 이유식(미음)', icon: 'meal', weights: { fe: 2 } },
    { code: 'weaning_middle', label: '중기 이유식(죽)', icon: 'meal', weights: { fe: 1 } },
    { code: 'weaning_late', label: '후기 이유식(진밥)', icon: 'meal' },
    { code: 'refuses_weaning', label: '이유식을 잘 안 먹어요', icon: 'meal', weights: { fe: 3, zinc: 3 } },
    { code: 'little_meat', label: '고기를 잘 안 먹어요', icon: 'meat', weights: { fe: 4, zinc: 2 } },
    { code: 'mostly_milk', label: '아직 수유 양이 많아요', icon: 'milk', weights: { fe: 3 } },
    { code: 'hard_stool', label: '변이 단단해요', icon: 'gut', weights: { probiotics: 3 } },
  ]),
  allergyQuestion(3, '아기에게 있는 식품 알레르기를 모두 골라주세요'),
  childSymptomsQuestion(4, [CHILD_SYMPTOMS.frequent_cold, CHILD_SYMPTOMS.infant_tummy, CHILD_SYMPTOMS.dry_skin, CHILD_SYMPTOMS.fussy_sleep, CHILD_SYMPTOMS.slow_weight, CHILD_SYMPTOMS.pale]),
  familyQuestion(5, [FAMILY.allergy_prone, FAMILY.atopy, FAMILY.rhinitis, FAMILY.weak_eyes, FAMILY.low_bone, FAMILY.short_stature, FAMILY.weak_gut, FAMILY.anemia]),
  purposeQuestion(6, '아기에게 영양제를 먹이려는 목적을 골라주세요', ['health', 'kids']),
  formulationQuestion(7, '아기에게 먹이기 편한 형태를 골라주세요', INFANT_FORMULATIONS, '아기는 가루와 액상 제품만 추천해요'),
  brandQuestion(8),
  priceQuestion(9),
];

const toddler1to2: QuestionSeed[] = [
  multi(1, 'lifestyle', '아이의 생활 습관을 골라주세요', [
    none('해당 없어요'),
    { code: 'still_nursing', label: '아직 모유·분유를 먹어요', icon: 'baby', weights: { vitamin_d: 3, fe: 2 } },
    { code: 'lots_of_milk', label: '우유를 하루 3컵 넘게 마셔요', icon: 'milk', weights: { fe: 3 } },
    { code: 'little_outdoor', label: '바깥 놀이가 적어요', icon: 'sun', weights: { vitamin_d: 4 } },
    { code: 'active', label: '활동량이 많아요', icon: 'run', weights: { calcium: 2, vitamin_d: 1 } },
    { code: 'daycare', label: '어린이집에 다녀요', icon: 'baby', weights: { vitamin_d: 2, zinc: 2, probiotics: 2 } },
    { code: 'sleeps_late', label: '밤에 늦게 자요', icon: 'moon', weights: { calcium: 1 } },
    { code: 'screen', label: '영상을 자주 봐요', icon: 'screen', weights: { vitamin_a: 2 } },
  ]),
  multi(2, 'eating_habits', '아이의 식습관을 골라주세요', [
    none('골고루 잘 먹어요'),
    CHILD_EATING.picky,
    CHILD_EATING.eats_little,
    CHILD_EATING.slow_eater,
    CHILD_EATING.snacks_often,
    CHILD_EATING.little_meat,
    CHILD_EATING.little_veg,
    CHILD_EATING.no_dairy,
    CHILD_EATING.no_fish,
  ]),
  allergyQuestion(3, '아이에게 있는 식품 알레르기를 모두 골라주세요'),
  childSymptomsQuestion(4, [
    CHILD_SYMPTOMS.frequent_cold,
    CHILD_SYMPTOMS.constipation,
    CHILD_SYMPTOMS.dry_skin,
    CHILD_SYMPTOMS.picky,
    CHILD_SYMPTOMS.small_height,
    CHILD_SYMPTOMS.fussy_sleep,
    CHILD_SYMPTOMS.pale,
    CHILD_SYMPTOMS.tires_easily,
  ]),
  familyQuestion(5, [FAMILY.allergy_prone, FAMILY.atopy, FAMILY.rhinitis, FAMILY.weak_eyes, FAMILY.low_bone, FAMILY.short_stature, FAMILY.weak_gut, FAMILY.anemia]),
  purposeQuestion(6, '아이에게 영양제를 먹이려는 목적을 골라주세요', ['health', 'kids']),
  formulationQuestion(7, '아이가 먹기 편한 형태를 골라주세요', ALL_FORMULATIONS, '알약은 아이가 삼킬 수 있을 때만 골라주세요'),
  brandQuestion(8),
  priceQuestion(9),
];

const child2to5: QuestionSeed[] = [
  multi(1, 'lifestyle', '아이의 생활 습관을 골라주세요', [
    none('해당 없어요'),
    { code: 'active', label: '뛰어놀기를 좋아해요', icon: 'run', weights: { calcium: 2, vitamin_d: 1 } },
    { code: 'little_outdoor', label: '바깥 놀이가 적어요', icon: 'sun', weights: { vitamin_d: 4 } },
    { code: 'kindergarten', label: '어린이집·유치원에 다녀요', icon: 'baby', weights: { vitamin_d: 2, zinc: 2, probiotics: 2 } },
    { code: 'sleeps_late', label: '늦게 자는 편이에요', icon: 'moon', weights: { magnesium: 2 } },
    { code: 'short_sleep', label: '잠이 부족해 보여요', icon: 'sleep', weights: { magnesium: 2 } },
    { code: 'screen', label: '영상을 하루 1시간 넘게 봐요', icon: 'screen', weights: { vitamin_a: 3, omega_3_fatty_acids: 2 } },
    { code: 'indoor_play', label: '집에서 조용히 노는 편이에요', icon: 'sofa', weights: { vitamin_d: 2 } },
  ]),
  multi(2, 'eating_habits', '아이의 식습관을 골라주세요', [
    none('골고루 잘 먹어요'),
    CHILD_EATING.picky,
    CHILD_EATING.eats_little,
    CHILD_EATING.slow_eater,
    CHILD_EATING.snacks_often,
    CHILD_EATING.little_meat,
    CHILD_EATING.little_veg,
    CHILD_EATING.no_dairy,
    CHILD_EATING.no_fish,
    CHILD_EATING.sweet_drinks,
  ]),
  allergyQuestion(3, '아이에게 있는 식품 알레르기를 모두 골라주세요'),
  childSymptomsQuestion(4, [
    CHILD_SYMPTOMS.frequent_cold,
    CHILD_SYMPTOMS.constipation,
    CHILD_SYMPTOMS.dry_skin,
    CHILD_SYMPTOMS.picky,
    CHILD_SYMPTOMS.small_height,
    CHILD_SYMPTOMS.tires_easily,
    CHILD_SYMPTOMS.eye_rubbing,
    CHILD_SYMPTOMS.short_focus,
  ]),
  familyQuestion(5, [FAMILY.allergy_prone, FAMILY.atopy, FAMILY.rhinitis, FAMILY.weak_eyes, FAMILY.low_bone, FAMILY.short_stature, FAMILY.weak_gut, FAMILY.anemia]),
  purposeQuestion(6, '아이에게 영양제를 먹이려는 목적을 골라주세요', ['health', 'kids']),
  formulationQuestion(7, '아이가 먹기 편한 형태를 골라주세요', ALL_FORMULATIONS, '알약은 아이가 삼킬 수 있을 때만 골라주세요'),
  brandQuestion(8),
  priceQuestion(9),
];

const child5to12: QuestionSeed[] = [
  multi(1, 'lifestyle', '아이의 생활 습관을 골라주세요', [
    none('해당 없어요'),
    { code: 'active', label: '운동·체육 활동을 많이 해요', icon: 'run', weights: { calcium: 3, magnesium: 2 } },
    { code: 'little_outdoor', label: '바깥 활동이 적어요', icon: 'sun', weights: { vitamin_d: 4 } },
    { code: 'busy_schedule', label: '학원 일정이 많아요', icon: 'stress', weights: { vitamin_b1: 2, magnesium: 2 } },
    { code: 'short_sleep', label: '잠이 9시간보다 적어요', icon: 'moon', weights: { magnesium: 3 } },
    { code: 'screen', label: '화면을 하루 2시간 넘게 봐요', icon: 'screen', weights: { vitamin_a: 3, omega_3_fatty_acids: 3 } },
    { code: 'sedentary', label: '주로 앉아서 지내요', icon: 'sofa', weights: { vitamin_d: 2, calcium: 2 } },
  ]),
  multi(2, 'eating_habits', '아이의 식습관을 골라주세요', [
    none('골고루 잘 먹어요'),
    CHILD_EATING.picky,
    CHILD_EATING.eats_little,
    CHILD_EATING.skip_breakfast,
    CHILD_EATING.snacks_often,
    CHILD_EATING.little_meat,
    CHILD_EATING.little_veg,
    CHILD_EATING.no_dairy,
    CHILD_EATING.no_fish,
    CHILD_EATING.sweet_drinks,
    CHILD_EATING.fast_food,
  ]),
  allergyQuestion(3, '아이에게 있는 식품 알레르기를 모두 골라주세요'),
  childSymptomsQuestion(4, [
    CHILD_SYMPTOMS.frequent_cold,
    CHILD_SYMPTOMS.constipation,
    CHILD_SYMPTOMS.dry_skin,
    CHILD_SYMPTOMS.picky,
    CHILD_SYMPTOMS.small_height,
    CHILD_SYMPTOMS.tires_easily,
    CHILD_SYMPTOMS.eye_rubbing,
    CHILD_SYMPTOMS.short_focus,
  ]),
  familyQuestion(5, [FAMILY.allergy_prone, FAMILY.atopy, FAMILY.rhinitis, FAMILY.weak_eyes, FAMILY.low_bone, FAMILY.short_stature, FAMILY.weak_gut, FAMILY.anemia]),
  purposeQuestion(6, '아이에게 영양제를 먹이려는 목적을 골라주세요', ['health', 'kids']),
  formulationQuestion(7, '아이가 먹기 편한 형태를 골라주세요', ALL_FORMULATIONS),
  brandQuestion(8),
  priceQuestion(9),
];

const teen12to18: QuestionSeed[] = [
  multi(1, 'lifestyle', '평소 생활 습관을 골라주세요', [
    none('해당 없어요'),
    { code: 'active', label: '운동을 자주 해요', icon: 'run', weights: { protein: 3, magnesium: 2 } },
    { code: 'little_outdoor', label: '실내에서 주로 지내요', icon: 'sun', weights: { vitamin_d: 4 } },
    { code: 'long_study', label: '공부하느라 오래 앉아 있어요', icon: 'sofa', weights: { omega_3_fatty_acids: 2, magnesium: 2 } },
    { code: 'short_sleep', label: '잠이 7시간보다 적어요', icon: 'moon', weights: { magnesium: 3 } },
    { code: 'stress', label: '시험·학업 스트레스가 많아요', icon: 'stress', weights: { theanine: 3, magnesium: 2 } },
    { code: 'screen', label: '휴대폰·화면을 오래 봐요', icon: 'screen', weights: { lutein: 3, vitamin_a: 2 } },
    { code: 'caffeine_drinks', label: '커피·에너지 음료를 자주 마셔요', icon: 'coffee', weights: { magnesium: 2, calcium: 2 } },
  ]),
  multi(2, 'eating_habits', '평소 식습관을 골라주세요', [
    none('골고루 잘 먹어요'),
    CHILD_EATING.skip_breakfast,
    CHILD_EATING.picky,
    { code: 'little_veg', label: '채소·과일을 적게 먹어요', icon: 'vegetable', weights: { vitamin_c: 3, total_dietary_fiber: 3 } },
    { code: 'no_fish', label: '생선을 거의 안 먹어요', icon: 'fish', weights: { omega_3_fatty_acids: 4 } },
    { code: 'no_dairy', label: '우유·유제품을 안 먹어요', icon: 'milk', weights: { calcium: 4, vitamin_d: 2 } },
    CHILD_EATING.little_meat,
    CHILD_EATING.fast_food,
    CHILD_EATING.sweet_drinks,
    { code: 'diet', label: '다이어트로 적게 먹어요', icon: 'meal', weights: { fe: 3, calcium: 2, protein: 2 } },
  ]),
  allergyQuestion(3, '식품 알레르기가 있다면 모두 골라주세요'),
  multi(
    4,
    'symptoms',
    '요즘 신경 쓰이는 점을 골라주세요',
    [
      none('특별히 없어요'),
      { code: 'fatigue', label: '자주 피곤해요', icon: 'sofa', weights: { vitamin_b1: 3, vitamin_b2: 2, magnesium: 2 } },
      { code: 'eye_strain', label: '눈이 쉽게 피로해요', icon: 'eye', weights: { lutein: 4, vitamin_a: 2 } },
      { code: 'skin_trouble', label: '피부 트러블', icon: 'skin', weights: { zinc: 4, vitamin_a: 2 } },
      { code: 'growth', label: '키 성장', icon: 'growth', weights: { calcium: 3, vitamin_d: 3, zinc: 2 } },
      { code: 'focus', label: '집중력', icon: 'brain', weights: { omega_3_fatty_acids: 4, fe: 2 } },
      { code: 'frequent_cold', label: '잦은 감기', icon: 'immune', weights: { vitamin_d: 3, zinc: 3 } },
      { code: 'constipation', label: '변비·장 불편', icon: 'gut', weights: { probiotics: 4, total_dietary_fiber: 3 } },
      { code: 'premenstrual', label: '생리 전 불편함', icon: 'health', weights: { gla: 3, magnesium: 2 } },
      { code: 'tension', label: '긴장·스트레스', icon: 'stress', weights: { theanine: 3, magnesium: 2 } },
      { code: 'hair_loss', label: '머리카락 빠짐', icon: 'hair', weights: { biotin: 3, zinc: 2 } },
    ],
    { adminMessage: '최대 3개까지 고를 수 있어요', limitCheck: 3 },
  ),
  familyQuestion(5, [
    FAMILY.allergy_prone,
    { ...FAMILY.atopy, weights: { probiotics: 3, vitamin_d: 2, gla: 2 } },
    FAMILY.rhinitis,
    { ...FAMILY.weak_eyes, weights: { lutein: 3, omega_3_fatty_acids: 2 } },
    FAMILY.low_bone,
    FAMILY.short_stature,
    FAMILY.weak_gut,
    FAMILY.anemia,
  ]),
  purposeQuestion(6, '영양제를 먹으려는 목적을 골라주세요', ['health', 'exercise', 'beauty']),
  formulationQuestion(7, '먹기 편한 형태를 골라주세요', ALL_FORMULATIONS),
  brandQuestion(8),
  priceQuestion(9),
];

const adult: QuestionSeed[] = [
  multi(1, 'lifestyle', '평소 생활 습관을 모두 골라주세요', [
    none('특별히 해당 없어요'),
    { code: 'active', label: '운동을 자주 해요', icon: 'run', weights: { protein: 3, magnesium: 2 } },
    { code: 'low_activity', label: '활동량이 적어요', icon: 'sofa', weights: { omega_3_fatty_acids: 2, coq10: 2 } },
    { code: 'little_outdoor', label: '야외 활동이 거의 없어요', icon: 'sun', weights: { vitamin_d: 5 } },
    { code: 'short_sleep', label: '잠이 부족해요', icon: 'moon', weights: { theanine: 3, magnesium: 3 } },
    { code: 'stress', label: '스트레스가 많아요', icon: 'stress', weights: { theanine: 4, magnesium: 3, vitamin_b1: 2 } },
    { code: 'drinking', label: '술을 주 2회 넘게 마셔요', icon: 'beer', weights: { silymarin: 4, vitamin_b1: 3 } },
    { code: 'smoking', label: '담배를 피워요', icon: 'smoke', weights: { vitamin_c: 4, vitamin_e: 2 } },
    { code: 'long_sitting', label: '오래 앉아서 일해요', icon: 'sofa', weights: { omega_3_fatty_acids: 2, magnesium: 2 } },
    { code: 'long_screen', label: '화면을 오래 봐요', icon: 'screen', weights: { lutein: 4, astaxanthin: 3 } },
  ]),
  multi(2, 'eating_habits', '평소 식습관을 모두 골라주세요', [
    none('골고루 잘 먹어요'),
    { code: 'skip_meals', label: '끼니를 자주 걸러요', icon: 'meal', weights: { vitamin_b1: 2, vitamin_b2: 2, magnesium: 2 } },
    { code: 'little_veg', label: '채소·과일을 적게 먹어요', icon: 'vegetable', weights: { vitamin_c: 4, total_dietary_fiber: 3 } },
    { code: 'no_fish', label: '생선을 거의 안 먹어요', icon: 'fish', weights: { omega_3_fatty_acids: 5 } },
    { code: 'no_dairy', label: '유제품을 안 먹어요', icon: 'milk', weights: { calcium: 4, vitamin_d: 2 } },
    { code: 'little_meat', label: '고기를 적게 먹어요', icon: 'meat', weights: { fe: 3, protein: 3, vitamin_b12: 2 } },
    { code: 'eat_out', label: '외식·배달이 잦아요', icon: 'meal', weights: { total_dietary_fiber: 2, vitamin_c: 2, magnesium: 2 } },
    { code: 'coffee', label: '커피를 하루 3잔 넘게 마셔요', icon: 'coffee', weights: { magnesium: 3, calcium: 2 } },
    { code: 'sweets', label: '단 음식·간식을 자주 먹어요', icon: 'meal', weights: { chrome: 3, total_dietary_fiber: 2 } },
    { code: 'dieting', label: '다이어트로 적게 먹어요', icon: 'meal', weights: { protein: 3, fe: 2, calcium: 2 } },
  ]),
  single(
    3,
    'vegetarian',
    '채식을 하고 계신가요?',
    [
      none('채식하지 않아요'),
      {
        code: 'fruitarian',
        label: '프로테리어 (열매·과일 위주로 먹어요)',
        icon: 'vegetable',
        excludes: ['gelatin'],
        sets: { vegetarian: 1 },
        weights: { vitamin_b12: 5, fe: 4, zinc: 4, protein: 3, omega_3_fatty_acids: 3, calcium: 3 },
      },
      {
        code: 'vegan',
        label: '비건 (동물성 식품을 먹지 않아요)',
        icon: 'vegetable',
        excludes: ['gelatin'],
        sets: { vegetarian: 2 },
        weights: { vitamin_b12: 5, fe: 4, zinc: 3, omega_3_fatty_acids: 3, calcium: 3, vitamin_d: 3 },
      },
      {
        code: 'lacto',
        label: '락토 (유제품은 먹어요)',
        icon: 'milk',
        excludes: ['gelatin'],
        sets: { vegetarian: 3 },
        weights: { vitamin_b12: 3, fe: 4, zinc: 3, omega_3_fatty_acids: 3 },
      },
      {
        code: 'ovo',
        label: '오보 (달걀은 먹어요)',
        icon: 'egg',
        excludes: ['gelatin'],
        sets: { vegetarian: 4 },
        weights: { vitamin_b12: 3, fe: 4, zinc: 3, omega_3_fatty_acids: 3, calcium: 3 },
      },
      {
        code: 'lacto_ovo',
        label: '락토오보 (유제품·달걀은 먹어요)',
        icon: 'egg',
        excludes: ['gelatin'],
        sets: { vegetarian: 5 },
        weights: { vitamin_b12: 2, fe: 3, zinc: 3, omega_3_fatty_acids: 3 },
      },
      {
        code: 'pesco',
        label: '패스코 (생선·해산물은 먹어요)',
        icon: 'fish',
        excludes: ['gelatin'],
        sets: { vegetarian: 6 },
        weights: { fe: 3, zinc: 2, vitamin_b12: 1 },
      },
    ],
    { adminMessage: '채식 유형에 맞게 동물성 젤라틴 캡슐 제품은 빼드려요', rowItemNum: 1 },
  ),
  allergyQuestion(4, '식품 알레르기가 있다면 모두 골라주세요'),
  multi(
    5,
    'disease',
    '앓고 있는 질환이나 꾸준히 먹는 약을 골라주세요',
    [
      none('해당 없어요'),
      {
        code: 'hypertension',
        label: '고혈압·혈압약 복용',
        icon: 'heart',
        avoid: { nutrients: ['omega_3_fatty_acids', 'coq10', 'l_arginine', 'glucosamine'], reason: '혈압약과 함께 드시면 약사와 먼저 상의해야 하는 성분이에요' },
      },
      {
        code: 'diabetes',
        label: '당뇨·혈당약 복용',
        icon: 'pill',
        avoid: { nutrients: ['chrome', 'ginsenoside', 'glucosamine'], reason: '혈당약과 함께 드시면 약사와 먼저 상의해야 하는 성분이에요' },
      },
      {
        code: 'liver_disease',
        label: '간 질환',
        icon: 'liver',
        avoid: { nutrients: ['green_tea_catechin', 'garcinia', 'glucosamine'], reason: '간 질환이 있으면 약사와 먼저 상의해야 하는 성분이에요' },
      },
      {
        code: 'kidney_disease',
        label: '신장 질환',
        icon: 'kidney',
        avoid: { nutrients: ['magnesium', 'protein', 'vitamin_c', 'msm', 'garcinia'], reason: '신장 질환이 있으면 약사와 먼저 상의해야 하는 성분이에요' },
      },
      {
        code: 'heart_disease',
        label: '심장 질환',
        icon: 'heart',
        avoid: { nutrients: ['glucosamine', 'garcinia', 'l_arginine'], reason: '심장 질환이 있으면 약사와 먼저 상의해야 하는 성분이에요' },
      },
      {
        code: 'thyroid_disease',
        label: '갑상선 질환',
        icon: 'health',
        avoid: { nutrients: ['iodine'], reason: '갑상선 질환이 있으면 요오드는 약사와 먼저 상의해야 해요' },
      },
      {
        code: 'anticoagulant',
        label: '항응고제(와파린 등) 복용',
        icon: 'pill',
        avoid: {
          nutrients: ['vitamin_k', 'omega_3_fatty_acids', 'ginkgo', 'ginsenoside', 'coq10', 'glucosamine', 'saw_palmetto'],
          reason: '항응고제를 드시면 약사와 먼저 상의해야 하는 성분이에요',
        },
      },
      {
        code: 'stomach_disease',
        label: '위장 질환',
        icon: 'gut',
        avoid: { nutrients: ['fe', 'silymarin'], reason: '속이 불편해질 수 있어 약사와 먼저 상의해야 하는 성분이에요' },
      },
      {
        code: 'asthma',
        label: '천식',
        icon: 'health',
        avoid: { nutrients: ['glucosamine', 'garcinia', 'l_arginine'], reason: '천식이 있으면 약사와 먼저 상의해야 하는 성분이에요' },
      },
      {
        code: 'surgery_soon',
        label: '수술 예정·수술 직후',
        icon: 'health',
        avoid: { nutrients: ['ginkgo', 'omega_3_fatty_acids', 'theanine', 'saw_palmetto', 'ginsenoside'], reason: '수술 전후에는 약사·의사와 먼저 상의해야 하는 성분이에요' },
      },
      { code: 'other_medicine', label: '그 밖에 꾸준히 먹는 약', icon: 'pill' },
    ],
    { adminMessage: '고른 항목과 함께 먹을 때 상의가 필요한 성분은 추천에서 빼고 알려드려요' },
  ),
  single(
    6,
    'pregnancy',
    '임신·수유 중이신가요?',
    [
      { ...none('해당 없음'), sets: { pregnancy: 'none' } },
      { code: 'planning', label: '6개월 안에 임신 계획', icon: 'pregnant', sets: { pregnancy: 'planning' }, weights: { folic_acid: 5, fe: 3 } },
      { code: 'nursing', label: '수유 중', icon: 'baby', sets: { pregnancy: 'nursing' }, weights: { calcium: 4, vitamin_d: 4, omega_3_fatty_acids: 3 } },
      { code: 'pregnant', label: '임신 중', icon: 'pregnant', sets: { pregnancy: 'pregnant' }, weights: { folic_acid: 5, fe: 5 } },
    ],
    { adminMessage: '임신·수유 중에 피해야 하는 성분을 걸러드려요', okCheck: true, femaleOnly: true },
  ),
  formulationQuestion(7, '먹기 편한 형태를 골라주세요', ALL_FORMULATIONS),
  priceQuestion(8),
  purposeQuestion(9, '영양제를 먹으려는 목적을 골라주세요', ['health', 'exercise', 'beauty']),
];

export const BAND_CONTENT: BandContent[] = (
  [
    ['infant_0_6m', infant0to6],
    ['infant_6_12m', infant6to12],
    ['toddler_1_2', toddler1to2],
    ['child_2_5', child2to5],
    ['child_5_12', child5to12],
    ['teen_12_18', teen12to18],
    ['adult', adult],
  ] as [BandCode, QuestionSeed[]][]
).map(([band, questions]) => ({ band, questions }));
