import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import * as social from './social.service.js';

@ObjectType({ description: '소셜 로그인 제공자의 공개 설정 (웹의 로그인 버튼용)' })
export class SocialLoginProvider {
  @Field(() => String, { description: 'kakao 또는 naver' }) provider!: string;
  @Field(() => String, { description: '공개 앱 키 (client_id): 비밀이 아닙니다' }) clientId!: string;
  @Field(() => String, { description: '동의 화면 주소 (샌드박스는 쇼핑몰과 같은 출처의 경로)' }) authorizeUrl!: string;
}

@Resolver()
export class SocialResolver {
  @Query(() => [SocialLoginProvider], { description: '소셜 로그인 설정: 공개 앱 키와 동의 화면 주소' })
  socialLoginConfig(): SocialLoginProvider[] {
    return social.socialLoginConfig();
  }
}
