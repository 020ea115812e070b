import { Directive, Field, ID, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id")')
@ObjectType({ description: '인플루언서/파트너 채널' })
export class Channel {
  @Field(() => ID) id!: string;
  @Field(() => ID) ownerUserId!: string;
  @Field(() => String, { description: '링크에 쓰이는 채널 핸들 (@ 제외)' }) handle!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) greetings!: string | null;
}

@Directive('@key(fields: "id")')
@ObjectType()
export class User {
  @Field(() => ID) id!: string;
}
