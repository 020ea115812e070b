import { Directive, Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id")')
@ObjectType({ description: '인플루언서/파트너 채널' })
export class Channel {
  @Field(() => ID) id!: string;
  @Field(() => ID, { description: '채널을 운영하는 인플루언서 계정 (spec 3: Channel user의 user_id)' }) ownerUserId!: string;
  @Field(() => String, { description: '링크에 쓰이는 채널 핸들 (@ 제외)' }) handle!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) greetings?: string | null;
  @Field(() => String, { nullable: true, description: '채널 소개' }) intro?: string | null;
  @Field(() => String, { nullable: true }) profileImageUrl?: string | null;
  @Field(() => [String], { description: '방문자에게 보이는 메뉴 (products, combinations, cooperate, community, faq, notice, video)' }) menus!: string[];
}

@Directive('@key(fields: "id")')
@ObjectType()
export class User {
  @Field(() => ID) id!: string;
}

@ObjectType()
export class ChannelPage {
  @Field(() => [Channel]) items!: Channel[];
  @Field(() => Int) total!: number;
}

@ObjectType({ description: '채널로 가입한 회원' })
export class ChannelSignup {
  @Field(() => ID) userId!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class ChannelSignupPage {
  @Field(() => [ChannelSignup]) items!: ChannelSignup[];
  @Field(() => Int) total!: number;
}

@ObjectType({ description: '서버 시각 (공동구매 마감 등 시계 맞추기)' })
export class ServerTime {
  @Field(() => Date) now!: Date;
  @Field(() => String, { description: '한국 날짜 (YYYY-MM-DD)' }) koreanDate!: string;
}

@InputType({ description: '채널 열기 (회원이 인플루언서가 됩니다)' })
export class BecomeInfluencerInput {
  @Field(() => String, { description: '채널 핸들: 영문·숫자로 시작하는 3~30자' }) handle!: string;
  @Field(() => String) name!: string;
}

@InputType({ description: '채널 프로필 (보내지 않은 항목은 그대로)' })
export class ChannelProfileInput {
  @Field(() => ID, { nullable: true, description: '관리자만: 다른 채널' }) channelId?: string | null;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) intro?: string | null;
  @Field(() => String, { nullable: true }) profileImageUrl?: string | null;
}

@InputType()
export class ChannelSurveyAnswerInput {
  @Field(() => String, { description: '채널 핸들(@ 무시) 또는 번호' }) channelId!: string;
  @Field(() => String) surveyKey!: string;
  @Field(() => String, { description: '답 (JSON 객체: 문항 키 → 답)' }) answers!: string;
}
