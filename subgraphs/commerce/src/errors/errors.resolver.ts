import { Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ERROR_CODES, ERROR_DOMAIN_NAMES, errorCatalog, graphqlEnum, type ErrorCode } from '@shop/kit';

/**
 * The closed sets of error codes (kit error-codes.ts) in the schema: `ErrorCode` is the enum a
 * client branches on (`extensions.code` of a GraphQL error, `result.error` of a REST answer), and
 * `errorCodes` lists each with its domain and HTTP status. The registry is the kit's, shared by
 * every subgraph and the gateway; commerce, which owns most domains, serves it.
 */
const ErrorCodeEnum = graphqlEnum(ERROR_CODES, 'ErrorCode', '오류 코드 (GraphQL 오류의 extensions.code, REST 응답의 result.error): 도메인별 닫힌 목록');
const ErrorDomainEnum = graphqlEnum(ERROR_DOMAIN_NAMES, 'ErrorDomain', '오류 코드의 도메인');

@ObjectType({ description: '오류 코드 하나: 도메인, HTTP 상태, 뜻' })
export class ErrorCodeInfo {
  @Field(() => ErrorCodeEnum) code!: ErrorCode;
  @Field(() => ErrorDomainEnum) domain!: string;
  @Field(() => Int, { description: 'REST 응답의 HTTP 상태 (410/411은 HTTP 200에 code로)' }) status!: number;
  @Field(() => String, { description: '개발자를 위한 설명 (사람이 읽는 메시지는 오류마다 한국어로 옵니다)' }) meaning!: string;
}

@Resolver()
export class ErrorCodesResolver {
  @Query(() => [ErrorCodeInfo], { description: '쇼핑몰이 답할 수 있는 모든 오류 코드와 HTTP 상태' })
  errorCodes(): ErrorCodeInfo[] {
    return errorCatalog();
  }
}
