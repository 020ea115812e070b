import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: '설문 연령대 (연령대마다 9개 문항)' })
export class AgeBand {
  @Field(() => String) code!: string;
  @Field(() => String) label!: string;
  @Field(() => Float, { nullable: true, description: '이 나이 초과' }) minYearsExclusive!: number | null;
  @Field(() => Float, { nullable: true, description: '이 나이 이하' }) maxYearsInclusive!: number | null;
  @Field(() => Int) questionCount!: number;
}

@ObjectType({ description: '설문 답 (menu, menuIcons)' })
export class QuestionnaireChoice {
  @Field(() => String, { description: 'significant_id' }) code!: string;
  @Field(() => String) label!: string;
  @Field(() => String) icon!: string;
  @Field(() => Boolean, { description: "'해당 없음' (다른 답과 함께 고를 수 없음)" }) isNone!: boolean;
}

@ObjectType({ description: '설문 문항 (명세 3절 Survey question)' })
export class QuestionnaireQuestion {
  @Field(() => ID) id!: string;
  @Field(() => Int) number!: number;
  @Field(() => String, { description: 'category_id: 문항 주제' }) topic!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) adminMessage!: string | null;
  @Field(() => Int, { nullable: true, description: '최대 선택 수 (없으면 제한 없음)' }) limitCheck!: number | null;
  @Field(() => Boolean, { description: '여러 개 선택 가능' }) duplication!: boolean;
  @Field(() => Boolean, { description: '답을 확인받아야 함' }) okCheck!: boolean;
  @Field(() => Int, { description: '한 줄에 놓을 답 수' }) rowItemNum!: number;
  @Field(() => Boolean, { description: '여성에게만 묻는 문항' }) femaleOnly!: boolean;
  @Field(() => [QuestionnaireChoice]) choices!: QuestionnaireChoice[];
}

@ObjectType()
export class QuestionnaireStatement {
  @Field(() => String) code!: string;
  @Field(() => String) text!: string;
}

@ObjectType({ description: '목적 문항에서 고르는 증상과 그 후속 문장' })
export class QuestionnaireSymptom {
  @Field(() => String) code!: string;
  @Field(() => String) label!: string;
  @Field(() => String) icon!: string;
  @Field(() => String, { description: '목적 (health, exercise, beauty, kids)' }) purpose!: string;
  @Field(() => String, { description: '증상 분류 (relief, promotion, exercise, beauty, kids)' }) category!: string;
  @Field(() => [QuestionnaireStatement]) statements!: QuestionnaireStatement[];
}

@ObjectType({ description: '연령대의 설문: 9개 문항과 목적 문항의 증상' })
export class Questionnaire {
  @Field(() => AgeBand) band!: AgeBand;
  @Field(() => ID, { nullable: true, description: '프로필로 물었을 때 그 프로필' }) profileId!: string | null;
  @Field(() => Boolean, { nullable: true, description: '그 프로필이 여성인지 (여성 전용 문항을 보일지)' }) female!: boolean | null;
  @Field(() => [QuestionnaireQuestion]) questions!: QuestionnaireQuestion[];
  @Field(() => [QuestionnaireSymptom]) symptoms!: QuestionnaireSymptom[];
  @Field(() => Int, { description: '고를 수 있는 증상 수' }) symptomLimit!: number;
}

@ObjectType({ description: '영양소 가중치' })
export class NutrientWeight {
  @Field(() => String) code!: string;
  @Field(() => Float) weight!: number;
}

@ObjectType({ description: '관리자: 답 하나와 그 영향' })
export class AdminChoice extends QuestionnaireChoice {
  @Field(() => ID) id!: string;
  @Field(() => [NutrientWeight]) weights!: NutrientWeight[];
  @Field(() => [String]) excludes!: string[];
}

@InputType()
export class NutrientWeightInput {
  @Field(() => String) code!: string;
  @Field(() => Float) weight!: number;
}

@InputType({ description: '관리자: 문항 고치기 (규칙 필드 포함)' })
export class QuestionEditInput {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) adminMessage?: string | null;
  @Field(() => Int, { nullable: true }) limitCheck?: number | null;
  @Field(() => Boolean) duplication!: boolean;
  @Field(() => Boolean) okCheck!: boolean;
  @Field(() => Int) rowItemNum!: number;
}

@InputType({ description: '관리자: 답 고치기' })
export class ChoiceEditInput {
  @Field(() => String) label!: string;
  @Field(() => [NutrientWeightInput]) weights!: NutrientWeightInput[];
}

@InputType({ description: '관리자: 증상의 영양소 가중치 고치기' })
export class SymptomEditInput {
  @Field(() => String) label!: string;
  @Field(() => [NutrientWeightInput]) nutrients!: NutrientWeightInput[];
}

@ObjectType({ description: '연령대·성별 기본 추천 목록' })
export class DefaultNutrientList {
  @Field(() => String) band!: string;
  @Field(() => String) sex!: string;
  @Field(() => String, { description: '추천 연령 코드 (0-6, 0-11, 99)' }) ageCode!: string;
  @Field(() => [DefaultListEntry]) nutrients!: DefaultListEntry[];
}

@ObjectType()
export class DefaultListEntry {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) priority!: number;
}

@ObjectType({ description: '관리자: 증상과 그 영양소 가중치' })
export class AdminSymptom {
  @Field(() => String) code!: string;
  @Field(() => String) label!: string;
  @Field(() => String) purpose!: string;
  @Field(() => [NutrientWeight]) nutrients!: NutrientWeight[];
}
