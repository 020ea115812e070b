import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '@shop/kit';

@ObjectType({ description: '채널 FAQ 메뉴 (질문 묶음)' })
export class FaqMenu {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { description: '목록 순서 (1부터)' }) position!: number;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '채널 FAQ (질문과 답변)' })
export class FaqEntry {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => ID) menuId!: string;
  @Field(() => String) question!: string;
  @Field(() => String) answer!: string;
  @Field(() => Boolean, { description: '자주 묻는 질문 (채널 운영자가 정합니다)' }) frequent!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType()
export class FaqEntryPage extends Paginated(FaqEntry) {}

@ObjectType({ description: '채널 공지 (번호는 채널마다 1부터)' })
export class ChannelNotice {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => Int, { description: '공지 번호' }) number!: number;
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => Date, { description: '쓴 때' }) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType()
export class ChannelNoticePage extends Paginated(ChannelNotice) {}

@InputType({ description: 'FAQ 쓰기 (채널 운영자): 채널의 FAQ 메뉴 하나에' })
export class CreateFaqEntryInput {
  @Field(() => ID) menuId!: string;
  @Field(() => String, { description: '질문 (200자까지)' }) question!: string;
  @Field(() => String, { description: '답변 (5000자까지)' }) answer!: string;
  @Field(() => Boolean, { nullable: true, description: '자주 묻는 질문' }) frequent?: boolean | null;
}

@InputType({ description: 'FAQ 고치기 (채널 운영자): 보낸 항목만 바뀝니다' })
export class EditFaqEntryInput {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: '같은 채널의 다른 메뉴로 옮기기' }) menuId?: string | null;
  @Field(() => String, { nullable: true }) question?: string | null;
  @Field(() => String, { nullable: true }) answer?: string | null;
  @Field(() => Boolean, { nullable: true }) frequent?: boolean | null;
}

@InputType({ description: '채널 공지 쓰기 (채널 운영자)' })
export class CreateChannelNoticeInput {
  @Field(() => String, { description: '제목 (100자까지)' }) title!: string;
  @Field(() => String) content!: string;
}

@InputType({ description: '채널 공지 고치기 (채널 운영자): 보낸 항목만 바뀝니다' })
export class EditChannelNoticeInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
}
