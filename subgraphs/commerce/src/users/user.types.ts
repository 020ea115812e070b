import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '@shop/kit';

@Directive('@key(fields: "id")')
@ObjectType({ description: '회원 또는 비회원(게스트) 계정' })
export class User {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: '로그인 아이디' })
  loginId!: string | null;

  @Field(() => String)
  nickname!: string;

  @Field(() => String, { description: 'guest, local, phone, kakao, naver' })
  provider!: string;

  @Field(() => String, { description: 'guest, member, influencer, admin' })
  role!: string;

  @Field(() => Int, { nullable: true, description: '1 남성, 2 여성' })
  gender!: number | null;

  @Field(() => LocalDateScalar, { nullable: true })
  birthday!: string | null;

  @Field(() => Int, { nullable: true, description: '만 나이 (생일 기준, 한국 날짜)' })
  age!: number | null;

  @Field(() => String, { nullable: true, description: '본인과 관리자에게만 보입니다' })
  phone!: string | null;

  @Field(() => String, { nullable: true, description: '본인과 관리자에게만 보입니다' })
  email!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: '발급된 토큰' })
export class TokenDto {
  @Field(() => String)
  accessToken!: string;

  @Field(() => String)
  refreshToken!: string;
}

@ObjectType({ description: '가입/로그인 결과 (REST result와 같은 모양)' })
export class AuthPayload {
  @Field(() => TokenDto)
  tokenDto!: TokenDto;

  @Field(() => User)
  user!: User;
}
