import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '@shop/kit';
import { searchRoadAddresses } from './road-addresses.service.js';

@ObjectType({ description: '도로명주소 검색 결과 한 건' })
export class RoadAddress {
  @Field(() => String, { description: '도로명주소 전체 (참고항목 포함): 주소 칸에 넣는 값' }) roadAddress!: string;
  @Field(() => String, { description: '도로명주소 (참고항목 제외)' }) roadAddressPart1!: string;
  @Field(() => String, { description: '참고항목 " (법정동, 공동주택 이름)"; 없으면 빈 문자열' }) roadAddressPart2!: string;
  @Field(() => String, { description: '지번 주소' }) jibunAddress!: string;
  @Field(() => String, { description: '우편번호 5자리' }) postcode!: string;
  @Field(() => String, { nullable: true, description: '건물 이름' }) buildingName!: string | null;
}

@ObjectType({ description: '주소 검색 한 페이지 (10건씩)' })
export class RoadAddressPage {
  @Field(() => [RoadAddress]) items!: RoadAddress[];
  @Field(() => Int, { description: '검색된 주소 수' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Boolean, { description: '다음 페이지가 있으면 true (더 보기)' }) hasMore!: boolean;
}

@Resolver()
export class RoadAddressesResolver {
  @Query(() => RoadAddressPage, {
    description: '주소 검색 (행정안전부 도로명주소 검색 API; 누구나, 요청 수 제한). 검색어 규칙을 어기면 keyword를 가리키는 BAD_USER_INPUT',
  })
  searchRoadAddresses(@Arg('keyword', () => String) keyword: string, @Arg('page', () => Int, { defaultValue: 1 }) page: number, @Ctx() ctx: Context) {
    return searchRoadAddresses(ctx.em, { identity: ctx.identity, clientIp: ctx.clientIp }, keyword, page);
  }
}
