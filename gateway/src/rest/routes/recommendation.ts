import * as op from '../generated/graphql.js';
import { route, variant, type RestRoute } from '../types.js';

/** The recommendation questionnaire, its results, nutrient cards and "약사에게 묻기" (`/recommendSystem/*`, `/recommendNeedReasonVertical/*`, `/recommendInquiry/*`, `/nutrientsKpi/*`). */
export const recommendationRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/nutrientsKpi/mall/search', summary: '영양소 카드 (식약처 인정 기능성, 1일 섭취량, 주의사항)', auth: 'none', operation: op.NutrientCardsDocument }),
  route({ method: 'GET', path: '/nutrientsKpi/search', summary: '영양소 카드 검색 (keyword)', auth: 'none', operation: op.NutrientCardsDocument }),
  route({
    method: 'GET',
    path: '/recommendNeedReasonVertical/recommendNeedReasonVerticalList',
    summary: '연령대의 설문 9문항 (band, 또는 로그인한 회원의 profile_id)',
    auth: 'optional',
    operation: op.RecommendationQuestionnaireDocument,
    fields: { profileId: 'profile_id' },
  }),
  route({
    method: 'GET',
    path: '/recommendNeedReasonVertical/recommendNeedReasonVerticalList/default',
    summary: '기본 설문 (성인)',
    auth: 'none',
    operation: op.RecommendationQuestionnaireDocument,
    fixed: { band: 'adult' },
  }),
  route({ method: 'GET', path: '/admin/recommendNutrientsList', summary: '관리자: 연령대·성별 기본 추천 영양소 목록', auth: 'required', operation: op.RecommendationDefaultListsDocument }),
  route({
    method: 'GET',
    path: '/recommendSystem/get/nutrients',
    summary: '가장 최근 추천 결과의 영양소 (profile_id로 거르기)',
    auth: 'required',
    operation: op.LatestRecommendationDocument,
    fields: { profileId: 'profile_id' },
  }),
  {
    method: 'GET',
    path: '/recommendSystem/get/recommend/result',
    summary: '추천 결과 하나 (id), 또는 내 추천 결과 기록 최근 20개 (profile_id로 거르기)',
    auth: 'required',
    notes: { id: '추천 결과 번호 (없으면 기록 목록)' },
    variants: [variant('id', { operation: op.RecommendationResultDocument }), variant(undefined, { operation: op.MyRecommendationResultsDocument, fields: { profileId: 'profile_id' } })],
  },
  route({ method: 'GET', path: '/recommendSystem/get/recommend/nutrient/by/id', summary: '영양소 카드 하나 (code)', auth: 'none', operation: op.NutrientCardDocument }),
  route({
    method: 'POST',
    path: '/recommendSystem/post/result',
    summary:
      '설문 답 제출: 최근 식단·영양제·장바구니와 함께 영양소(recommendNutrients), 이유, 우선순위(priority), 상품을 추천 (영양소 설명·식단 근거·30일 비교는 저장된 결과: GET /recommendSystem/get/recommend/result?id=)',
    auth: 'required',
    operation: op.SubmitRecommendationDocument,
  }),
  route({ method: 'GET', path: '/recommendInquiry/list', summary: '내 추천 문의 (관리자가 all=true면 모두; unansweredOnly)', auth: 'required', operation: op.RecommendInquiriesDocument }),
  route({ method: 'GET', path: '/recommendInquiry/one', summary: '추천 문의 하나', auth: 'required', operation: op.RecommendInquiryDocument }),
  route({ method: 'POST', path: '/recommendInquiry/create', summary: '약사에게 묻기', auth: 'required', operation: op.CreateRecommendInquiryDocument }),
];
