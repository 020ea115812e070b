/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** 배송지 입력 */
export type AddressInput = {
  address1: string;
  address2?: string | null | undefined;
  /** 기본 배송지로 */
  isDefault?: boolean | null | undefined;
  /** 배송지 이름 (없으면 "배송지") */
  label?: string | null | undefined;
  phone: string;
  postcode: string;
  recipient: string;
};

/** 동의 한 항목: 어떤 문서의 몇 번째 버전에 동의했는지 (또는 동의하지 않았는지) */
export type AgreementInput = {
  agreed: boolean;
  kind: TermsKind;
  /** 화면에 보여 준 버전 (동의할 때는 시행 중인 버전이어야 합니다) */
  version?: number | null | undefined;
};

/** 채널 열기 (회원이 인플루언서가 됩니다) */
export type BecomeInfluencerInput = {
  /** 채널 핸들: 영문·숫자로 시작하는 3~30자 */
  handle: string;
  name: string;
};

/** 신체 기록 수정: 준 항목만 바뀌고 null은 지웁니다 */
export type BodyRecordEditInput = {
  height?: number | null | undefined;
  imageUrl?: string | null | undefined;
  recordAt?: string | null | undefined;
  weight?: number | null | undefined;
};

/** 신체 기록 (몸무게, 키, 사진 중 하나 이상) */
export type BodyRecordInput = {
  /** cm (20~250) */
  height?: number | null | undefined;
  imageUrl?: string | null | undefined;
  profileId: string | number;
  recordAt: string;
  /** kg (0.3~500) */
  weight?: number | null | undefined;
};

/** 정기배송 바꾸기 (보낸 것만 바뀝니다) */
export type ChangeSubscriptionInput = {
  address?: OrderAddressInput | null | undefined;
  addressId?: string | number | null | undefined;
  cardId?: string | number | null | undefined;
  deliveryMemo?: string | null | undefined;
  intervalWeeks?: number | null | undefined;
  /** 다음 결제일 (내일부터) */
  nextChargeOn?: string | null | undefined;
  quantity?: number | null | undefined;
};

/** 카테고리 새 순서의 한 칸: 카테고리와 그 이름 */
export type ChannelCategoryOrderInput = {
  id: string | number;
  name: string;
};

/** 채널에서 찜하기·찜 빼기 */
export type ChannelFavoriteInput = {
  /** 채널 핸들(@ 없이) 또는 채널 번호 */
  channelId: string;
  kind: ChannelFavoriteKind;
  targetId: string | number;
};

/** 채널 찜 대상: post (채널 게시글), product (채널이 보여주는 상품) */
export type ChannelFavoriteKind =
  | 'post'
  | 'product';

/** 채널 외부 링크 한 개 */
export type ChannelLinkInput = {
  /** 표시 이름 (1~30자) */
  label: string;
  /** https:// 로 시작하는 주소 */
  url: string;
};

/** 채널 프로필 (보내지 않은 항목은 그대로) */
export type ChannelProfileInput = {
  /** 관리자만: 다른 채널 */
  channelId?: string | number | null | undefined;
  intro?: string | null | undefined;
  name?: string | null | undefined;
  profileImageUrl?: string | null | undefined;
};

export type ChannelSurveyAnswerInput = {
  /** 답 (JSON 객체: 문항 키 → 답) */
  answers: string;
  /** 채널 핸들(@ 무시) 또는 번호 */
  channelId: string;
  surveyKey: string;
};

/** 방문 기록 (spec 4: first_inflow, users_history 등) */
export type ChannelVisitInput = {
  /** first_inflow (세션마다 한 번), users_history, 그 밖의 동작 */
  action: string;
  /** 채널 핸들(@ 무시)이나 번호; 모르면 8888 */
  influencerId?: string | null | undefined;
  /** 브라우저 탭 세션 값 (first_inflow에는 필수) */
  sessionId?: string | null | undefined;
  /** 경로에서 나온 값 등 */
  value?: string | null | undefined;
};

/** cancel (배송 준비 중 취소 요청), return (반품), exchange (교환) */
export type ClaimKind =
  | 'cancel'
  | 'exchange'
  | 'return';

/** change_of_mind (단순 변심: 반품 배송비 구매자 부담), defect (상품 불량), wrong_item (오배송): 판매자 부담 */
export type ClaimReason =
  | 'change_of_mind'
  | 'defect'
  | 'wrong_item';

/** 조합의 한 줄 */
export type CombinationLineInput = {
  /** 상품의 옵션 (없으면 옵션 없이) */
  optionId?: string | number | null | undefined;
  productId: string | number;
  /** 수량 (1~10) */
  quantity: number;
};

/** 조합 상태: active (방문자에게 보임), hidden (숨김: 채널 관리자만 봄) */
export type CombinationStatus =
  | 'active'
  | 'hidden';

/** 글 종류: community (커뮤니티 글, 카테고리 선택 가능), board (채널 게시판 글, 카테고리 없음) */
export type CommunityPostKind =
  | 'board'
  | 'community';

/** 공동구매 상태: draft 작성 중, scheduled 오픈 예정, open 진행 중, closed 마감, fulfilled 발송 완료, cancelled 취소 */
export type CooperateStatus =
  | 'cancelled'
  | 'closed'
  | 'draft'
  | 'fulfilled'
  | 'open'
  | 'scheduled';

/** 할인 종류: percent 정률(최대 할인금액까지), fixed 정액, free_shipping 무료배송 */
export type CouponKind =
  | 'fixed'
  | 'free_shipping'
  | 'percent';

/** 적용 범위: all 전체, products 상품, categories 카테고리, brands 브랜드, channel 파트너 채널 */
export type CouponScope =
  | 'all'
  | 'brands'
  | 'categories'
  | 'channel'
  | 'products';

/** 적용 대상: line 상품 하나, order 주문 전체, shipping 배송비 */
export type CouponTarget =
  | 'line'
  | 'order'
  | 'shipping';

/** 채널 카테고리 만들기 */
export type CreateChannelCategoryInput = {
  /** 채널 (관리자가 다른 채널에 만들 때; 없으면 내 채널) */
  channelId?: string | number | null | undefined;
  /** 이름 (1~30자) */
  name: string;
};

/** 커뮤니티·게시판 글 쓰기 (가입한 회원) */
export type CreateCommunityPostInput = {
  /** 채널의 커뮤니티 카테고리 */
  categoryId?: string | number | null | undefined;
  /** 채널 핸들(@ 없이) 또는 채널 번호 */
  channelId: string;
  /** 내용 (5000자까지; 질병 예방·치료, 전후 비교 표현은 쓸 수 없습니다) */
  content: string;
  /** 쇼핑몰에 올린 이미지 주소 (10장까지) */
  images?: Array<string> | null | undefined;
  /** 기본 community; board는 카테고리 없이 게시판에 */
  kind?: CommunityPostKind | null | undefined;
  /** 연결할 상품 (10개까지; 연결하면 광고 글) */
  productIds?: Array<string | number> | null | undefined;
  /** 제목 (100자까지) */
  title: string;
};

/** 주문서: 상품(lines) 또는 장바구니에서 선택한 상품(fromCart), 배송지(address) 또는 배송지 목록의 것(addressId) */
export type CreateOrderInput = {
  address?: OrderAddressInput | null | undefined;
  addressId?: string | number | null | undefined;
  /** 주문 내용 확인 및 결제 동의: true가 아니면 주문하지 않습니다 (agreedToTerms를 가리키는 BAD_USER_INPUT) */
  agreedToTerms?: boolean | null | undefined;
  /** 쓸 쿠폰 (내 쿠폰함의 번호; 상품마다 상품 쿠폰 하나, 주문 쿠폰 하나, 배송비 쿠폰 하나) */
  couponIds?: Array<string | number> | null | undefined;
  deliveryMemo?: string | null | undefined;
  /** true: 장바구니에서 선택한 상품을 주문 */
  fromCart?: boolean | null | undefined;
  gift?: OrderGiftInput | null | undefined;
  lines?: Array<OrderLineInput> | null | undefined;
  ordererName: string;
  /** 휴대폰 번호 (비회원 주문 조회에 쓰입니다) */
  ordererPhone: string;
  payMethod: PayMethod;
  /** 쓸 적립금 (원; 최대는 deliveryQuote의 pointsUsable) */
  points?: number | null | undefined;
};

/** 카테고리에 추천 상품 등록 */
export type CreateRecommendedProductInput = {
  categoryId: string | number;
  /** 추천 코멘트 (300자까지) */
  comment?: string | null | undefined;
  /** 넣을 순서 (없으면 맨 뒤) */
  position?: number | null | undefined;
  /** 상품 서비스의 상품 (판매 중이어야 합니다) */
  productId: string | number;
};

/** 글 고치기 (글쓴이, 채널 운영자, 관리자): 보낸 항목만 바뀝니다 */
export type EditCommunityPostInput = {
  /** null이면 카테고리에서 뺍니다 */
  categoryId?: string | number | null | undefined;
  content?: string | null | undefined;
  id: string | number;
  /** 이미지 목록 전체를 바꿉니다 */
  images?: Array<string> | null | undefined;
  /** 연결 상품 목록 전체를 바꿉니다 */
  productIds?: Array<string | number> | null | undefined;
  title?: string | null | undefined;
};

/** 추천 상품 고치기: 코멘트, 순서 */
export type EditRecommendedProductInput = {
  comment?: string | null | undefined;
  id: string | number;
  /** 옮길 순서 (1부터) */
  position?: number | null | undefined;
};

/** 리뷰 고치기 (쓴 사람) */
export type EditReviewInput = {
  addPhotos?: Array<ReviewPhotoInput> | null | undefined;
  content?: string | null | undefined;
  id: string | number;
  rating?: number | null | undefined;
  removePhotoIds?: Array<string | number> | null | undefined;
};

export type FoodNutrientInput = {
  /** 100g당 함량 (기준 단위) */
  amount: number;
  /** 영양소 코드 */
  code: string;
};

/** 식사 기록 수정: 준 항목만 바뀌고 null은 지웁니다 */
export type FoodRecordEditInput = {
  /** null이면 다시 계산합니다 */
  amountG?: number | null | undefined;
  foodId?: string | number | null | undefined;
  imageUrl?: string | null | undefined;
  mealType?: number | null | undefined;
  quantity?: number | null | undefined;
  recipeId?: string | number | null | undefined;
  recordDate?: string | null | undefined;
  unit?: string | null | undefined;
};

/** 식사 기록 (음식 또는 레시피 중 하나) */
export type FoodRecordInput = {
  /** 먹은 양(g); 없으면 수량 × 1회 분량(없으면 100g), 레시피는 수량 × 1인분 */
  amountG?: number | null | undefined;
  /** 음식 또는 원재료 번호 */
  foodId?: string | number | null | undefined;
  /** 식사 사진 주소 */
  imageUrl?: string | null | undefined;
  /** 1 아침, 2 점심, 3 저녁, 4 간식·기타 */
  mealType: number;
  profileId: string | number;
  /** 수량 (필수: 0보다 크고 1000 이하) */
  quantity?: number | null | undefined;
  /** 내 레시피 번호 */
  recipeId?: string | number | null | undefined;
  recordDate: string;
  unit: string;
};

/** 게시글에 댓글 달기 */
export type LeaveCommunityCommentInput = {
  /** 내용 (1000자까지) */
  content: string;
  postId: string | number;
  /** 비밀 댓글 */
  secret?: boolean | null | undefined;
};

export type LifeStageInput = {
  pregnantDay?: string | null | undefined;
  pregnantType?: number | null | undefined;
  promiseType: number;
  vegetarianType?: number | null | undefined;
};

/** 배송지 */
export type OrderAddressInput = {
  address1: string;
  address2?: string | null | undefined;
  postcode: string;
  recipientName: string;
  recipientPhone: string;
};

/** 취소 요청, 반품, 교환 신청 */
export type OrderClaimInput = {
  /** 취소 사유 코드 (orderClaimReasons(kind: cancel)) */
  cancelReason?: string | null | undefined;
  kind: ClaimKind;
  /** 비우면 남은 상품 전체 */
  lineIds?: Array<string | number> | null | undefined;
  reason?: string | null | undefined;
  /** 반품·교환은 필수 */
  reasonKind?: ClaimReason | null | undefined;
};

/** 선물하기: 받는 분이 선물 링크에서 배송지를 입력합니다 */
export type OrderGiftInput = {
  receiverName: string;
  receiverPhone: string;
  senderName: string;
};

/** 주문할 상품 */
export type OrderLineInput = {
  /** 장바구니에서 주문하면 그 장바구니 상품 번호: 결제되면 장바구니에서 구매한 상품이 됩니다 (바로 구매는 비워 두고 장바구니는 그대로) */
  cartLineId?: string | number | null | undefined;
  /** 공동구매 페이지에서 산 상품이면 그 공동구매 번호: 진행 중이면 공동구매가로 결제됩니다 */
  cooperateEventId?: string | number | null | undefined;
  /** 옵션이 있는 상품은 필수 */
  optionId?: string | number | null | undefined;
  productId: string | number;
  quantity: number;
};

/** 주문 상품 상태: ordered, cancel_requested, cancelled, return_requested, returned, exchange_requested, exchanged */
export type OrderLineStatus =
  | 'cancel_requested'
  | 'cancelled'
  | 'exchange_requested'
  | 'exchanged'
  | 'ordered'
  | 'return_requested'
  | 'returned';

/** orders (주문 내역: 결제하지 않고 떠난 주문 제외), pending_payment (결제대기: 결제하지 않은 주문, 기한이 지나 풀리기 전까지) */
export type OrderListView =
  | 'orders'
  | 'pending_payment';

/** 주문 상태 (spec 4장의 19가지; 한글 이름은 statusLabel) */
export type OrderStatus =
  | 'cancel_complete'
  | 'cancel_request'
  | 'cancelled'
  | 'complete'
  | 'delivery_complete'
  | 'delivery_ready'
  | 'delivery_shipping'
  | 'exchange_complete'
  | 'exchange_request'
  | 'failed'
  | 'order_request'
  | 'paid'
  | 'ready'
  | 'return_collection'
  | 'return_collection_complete'
  | 'return_complete'
  | 'return_receive'
  | 'return_refusal'
  | 'return_request';

/** 결제 수단: kakaopay(10001), naverpay(10002), card, vbank(가상계좌), tosspay, other(19000) */
export type PayMethod =
  | 'card'
  | 'kakaopay'
  | 'naverpay'
  | 'other'
  | 'tosspay'
  | 'vbank';

/** 결제 상태: ready (결제 대기), paid (결제 완료), cancelled (결제 취소), failed (결제 실패), partial_cancelled (부분 취소) */
export type PaymentStatus =
  | 'cancelled'
  | 'failed'
  | 'paid'
  | 'partial_cancelled'
  | 'ready';

export type PhoneSignUpInput = {
  /** 약관 동의: signUpAgreements의 항목마다 동의 여부와 본 버전 (필수 항목에 동의해야 가입됩니다) */
  agreements?: Array<AgreementInput> | null | undefined;
  birthday: string;
  /** 인플루언서 채널 링크로 들어와 가입하면 그 채널 핸들 (@ 무시) */
  channelId?: string | null | undefined;
  email?: string | null | undefined;
  gender?: number | null | undefined;
  /** 만 14세 미만: 법정대리인의 개인정보 처리 동의 여부 */
  guardianConsent?: boolean | null | undefined;
  guardianPhone?: string | null | undefined;
  nickname: string;
  /** 선택: 비밀번호 (없으면 휴대폰 로그인만) */
  password?: string | null | undefined;
  /** 비밀번호 확인 (보내면 비밀번호와 같아야 합니다) */
  passwordConfirm?: string | null | undefined;
  /** verifySmsCode(purpose: SIGN_UP)의 인증 토큰 */
  verificationToken: string;
};

/** 적립금 내역 종류: earn 적립, spend 사용, return 사용 취소로 돌려받음, expire 소멸, revoke 적립 취소 */
export type PointEntryKind =
  | 'earn'
  | 'expire'
  | 'return'
  | 'revoke'
  | 'spend';

/** 정렬: 관련도, 최신, 낮은 가격, 높은 가격, 인기 */
export type ProductSort =
  | 'NEWEST'
  | 'POPULAR'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'RELEVANCE';

export type ProfileInput = {
  birthday: string;
  /** 1 남성, 2 여성 */
  gender: number;
  name: string;
};

/** 쿼리 로그 (spec 3) */
export type QueryLogInput = {
  host?: string | null | undefined;
  hostname?: string | null | undefined;
  href?: string | null | undefined;
  /** 유입 채널 핸들 */
  inflow?: string | null | undefined;
  /** 보내지 않으면 요청한 주소 */
  ip?: string | null | undefined;
  log: string;
  origin?: string | null | undefined;
  pathname?: string | null | undefined;
};

/** 배송비를 계산할 상품 */
export type QuoteLineInput = {
  /** 장바구니에서 고른 상품이면 그 장바구니 상품 번호 (조합으로 담았으면 주문처럼 조합 할인가로 계산) */
  cartLineId?: string | number | null | undefined;
  /** 공동구매로 사는 상품이면 그 공동구매 번호 (진행 중이면 공동구매가) */
  cooperateEventId?: string | number | null | undefined;
  /** 옵션 (옵션이 있는 상품은 필수) */
  optionId?: string | number | null | undefined;
  productId: string | number;
  /** 수량 (1~99) */
  quantity: number;
};

export type RecipeIngredientInput = {
  foodId: string | number;
  /** 비율 (%, 합계 100) */
  percent: number;
};

export type RecipeInput = {
  /** 1회 분량 (g) */
  amountG: number;
  ingredients: Array<RecipeIngredientInput>;
  name: string;
};

export type RecommendInquiryInput = {
  content: string;
  /** 묻는 추천 결과 */
  resultId?: string | number | null | undefined;
  title: string;
};

export type RecommendationAnswerInput = {
  /** 고른 답 (첫 답 none은 다른 답과 함께 고를 수 없음) */
  choices: Array<string>;
  /** okCheck 문항의 확인 */
  confirmed?: boolean | null | undefined;
  /** 문항 번호 1~9 */
  number: number;
  /** 목적 문항: 고른 증상 (최대 3개)과 그 문장 */
  symptoms?: Array<SymptomAnswerInput> | null | undefined;
};

/** 영양제 복용 기록 수정 (보낸 항목만 바뀝니다) */
export type RegimenEditInput = {
  alramCnt?: number | null | undefined;
  memo?: string | null | undefined;
  reminderTimes?: Array<string> | null | undefined;
  startDate?: string | null | undefined;
};

/** 영양제 복용 기록 추가 */
export type RegimenInput = {
  /** 하루 알림 횟수 0~10 (기본 0) */
  alramCnt?: number | null | undefined;
  memo?: string | null | undefined;
  profileId: string | number;
  /** 알림 시간 HH:mm, 개수는 알림 횟수와 같게 */
  reminderTimes?: Array<string> | null | undefined;
  /** 복용 시작일 (기본 오늘) */
  startDate?: string | null | undefined;
  supplementId: string | number;
};

/** 채널 영상 등록 (유튜브, 비메오, 네이버TV 주소만) */
export type RegisterChannelVideoInput = {
  /** 채널 (관리자용; 없으면 내 채널) */
  channelId?: string | number | null | undefined;
  title: string;
  url: string;
};

/** 조합(세트) 만들기 */
export type RegisterCombinationInput = {
  /** 카테고리 (채널의 것; 없어도 됩니다) */
  categoryId?: string | number | null | undefined;
  /** 채널 (관리자용; 없으면 카테고리의 채널 또는 내 채널) */
  channelId?: string | number | null | undefined;
  /** 할인율(%, 0~50) */
  discountRate: number;
  /** 상품 2~10줄 */
  lines: Array<CombinationLineInput>;
  /** 이름 (1~60자) */
  name: string;
  /** 없으면 active */
  status?: CombinationStatus | null | undefined;
};

/** 댓글에 답글 달기 (한 단계만) */
export type ReplyCommunityCommentInput = {
  commentId: string | number;
  content: string;
  /** 비밀 답글 */
  secret?: boolean | null | undefined;
};

/** 리뷰 사진 (base64; JPG, PNG, WEBP, GIF, 10MB까지) */
export type ReviewPhotoInput = {
  contentBase64: string;
  fileName: string;
};

/** 리뷰 정렬: LATEST 최신순, RATING_HIGH 평점 높은순, RATING_LOW 평점 낮은순, HELPFUL 도움돼요 많은순 */
export type ReviewSort =
  | 'HELPFUL'
  | 'LATEST'
  | 'RATING_HIGH'
  | 'RATING_LOW';

/** 회원 구분: guest (비회원), member (회원), influencer (인플루언서·파트너), admin (관리자) */
export type Role =
  | 'admin'
  | 'guest'
  | 'influencer'
  | 'member';

export type SignUpInput = {
  /** 약관 동의: signUpAgreements의 항목마다 동의 여부와 본 버전 (필수 항목에 동의해야 가입됩니다) */
  agreements?: Array<AgreementInput> | null | undefined;
  birthday: string;
  /** 인플루언서 채널 링크로 들어와 가입하면 그 채널 핸들 (@ 무시) */
  channelId?: string | null | undefined;
  email?: string | null | undefined;
  gender?: number | null | undefined;
  /** 만 14세 미만: 법정대리인의 개인정보 처리 동의 여부 */
  guardianConsent?: boolean | null | undefined;
  guardianPhone?: string | null | undefined;
  loginId: string;
  nickname: string;
  password: string;
  /** 비밀번호 확인 (보내면 비밀번호와 같아야 합니다) */
  passwordConfirm?: string | null | undefined;
};

/** 인증번호 용도 */
export type SmsPurpose =
  | 'BILLING'
  | 'CHANGE_PHONE'
  | 'FIND_LOGIN_ID'
  | 'FIND_PASSWORD'
  | 'GUEST_ORDER'
  | 'LOGIN'
  | 'SIGN_UP';

export type SocialSignUpInput = {
  /** 약관 동의: signUpAgreements의 항목마다 동의 여부와 본 버전 (필수 항목에 동의해야 가입됩니다) */
  agreements?: Array<AgreementInput> | null | undefined;
  birthday: string;
  /** 인플루언서 채널 링크로 들어와 가입하면 그 채널 핸들 (@ 무시) */
  channelId?: string | null | undefined;
  email?: string | null | undefined;
  gender?: number | null | undefined;
  /** 만 14세 미만: 법정대리인의 개인정보 처리 동의 여부 */
  guardianConsent?: boolean | null | undefined;
  guardianPhone?: string | null | undefined;
  nickname: string;
  phone?: string | null | undefined;
  /** socialLogin이 준 가입 토큰 */
  signUpToken: string;
};

/** 정기배송 시작 */
export type StartSubscriptionInput = {
  address?: OrderAddressInput | null | undefined;
  /** 배송지 목록의 배송지 */
  addressId?: string | number | null | undefined;
  /** 결제할 카드 (등록한 카드의 id) */
  cardId: string | number;
  deliveryMemo?: string | null | undefined;
  /** 첫 결제일 (비우면 오늘: 바로 결제합니다) */
  firstChargeOn?: string | null | undefined;
  /** 2, 4, 8 (주) */
  intervalWeeks: number;
  optionId?: string | number | null | undefined;
  productId: string | number;
  quantity: number;
};

/** 회원이 등록하는 음식·식재료 (관리자 승인 후 공개) */
export type SubmitFoodInput = {
  category?: string | null | undefined;
  /** food 또는 ingredient */
  kind: string;
  name: string;
  nutrients: Array<FoodNutrientInput>;
  servingGrams?: number | null | undefined;
};

export type SubmitRecommendationInput = {
  answers: Array<RecommendationAnswerInput>;
  profileId: string | number;
};

/** 결제 시도 결과: paid 결제 완료, failed 실패, unknown 결제 대행사의 답을 기다리는 중 */
export type SubscriptionChargeStatus =
  | 'failed'
  | 'paid'
  | 'unknown';

/** 정기배송 상태: active 진행 중, paused 일시정지, cancelled 해지 */
export type SubscriptionStatus =
  | 'active'
  | 'cancelled'
  | 'paused';

/** 영양제 등록 신청 (관리자 승인 후 검색됩니다) */
export type SupplementInput = {
  allergens?: Array<string> | null | undefined;
  brandName?: string | null | undefined;
  dailyServing?: string | null | undefined;
  name: string;
  nutrients: Array<SupplementNutrientInput>;
};

export type SupplementNutrientInput = {
  /** 1일 섭취량당 함량 */
  amount: number;
  /** 영양소 코드 */
  code: string;
  /** 단위 (g, mg, µg 또는 영양소의 기본 단위) */
  unit: string;
};

export type SymptomAnswerInput = {
  code: string;
  /** 고른 문장 (없으면 빈 목록) */
  statements: Array<string>;
};

/** 약관·방침 문서 종류: TERMS_OF_USE 이용약관, PRIVACY_COLLECTION 개인정보 수집·이용 동의, PRIVACY_POLICY 개인정보 처리방침, MARKETING 마케팅 정보 수신 동의, NIGHT_MARKETING 야간 광고성 정보 수신 동의 */
export type TermsKind =
  | 'MARKETING'
  | 'NIGHT_MARKETING'
  | 'PRIVACY_COLLECTION'
  | 'PRIVACY_POLICY'
  | 'TERMS_OF_USE';

export type UpdateAccountInput = {
  birthday?: string | null | undefined;
  email?: string | null | undefined;
  gender?: number | null | undefined;
  nickname?: string | null | undefined;
};

/** 파일 올리기 (base64, 10MB까지; JPG, PNG, WEBP, GIF, PDF) */
export type UploadFileInput = {
  contentBase64: string;
  fileName: string;
  ownerId: string;
  /** product, review, inquiry, question, content, event, meal, body, profile, user */
  ownerType: string;
};

/** 영상 플랫폼: youtube, vimeo, naver_tv (네이버TV) */
export type VideoProvider =
  | 'naver_tv'
  | 'vimeo'
  | 'youtube';

/** 내 쿠폰 상태: available 사용 가능, reserved 결제 대기 주문에 사용 중, used 사용함, withdrawn 쇼핑몰이 사용할 수 없게 함, expired 기간 만료 */
export type WalletCouponStatus =
  | 'available'
  | 'expired'
  | 'reserved'
  | 'used'
  | 'withdrawn';

/** 리뷰 쓰기: 구매확정한 주문 상품 하나에 한 번 */
export type WriteReviewInput = {
  content: string;
  orderLineId: string | number;
  /** 사진 5장까지 */
  photos?: Array<ReviewPhotoInput> | null | undefined;
  rating: number;
};

export type AddressFieldsFragment = { id: string, label: string, recipient: string, phone: string, postcode: string, address1: string, address2: string, isDefault: boolean, source: string, sourceName: string | null, createdAt: string };

export type MyAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAddressesQuery = { myAddresses: Array<{ id: string, label: string, recipient: string, phone: string, postcode: string, address1: string, address2: string, isDefault: boolean, source: string, sourceName: string | null, createdAt: string }> };

export type CreateAddressMutationVariables = Exact<{
  input: AddressInput;
}>;


export type CreateAddressMutation = { createAddress: { id: string, label: string, recipient: string, phone: string, postcode: string, address1: string, address2: string, isDefault: boolean, source: string, sourceName: string | null, createdAt: string } };

export type CreateAddressFromPartnerMutationVariables = Exact<{
  input: AddressInput;
  sourceName: string;
}>;


export type CreateAddressFromPartnerMutation = { createAddressFromPartner: { id: string, label: string, recipient: string, phone: string, postcode: string, address1: string, address2: string, isDefault: boolean, source: string, sourceName: string | null, createdAt: string } };

export type EditAddressMutationVariables = Exact<{
  id: string | number;
  input: AddressInput;
}>;


export type EditAddressMutation = { editAddress: { id: string, label: string, recipient: string, phone: string, postcode: string, address1: string, address2: string, isDefault: boolean, source: string, sourceName: string | null, createdAt: string } };

export type DeleteAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAddressMutation = { deleteAddress: boolean };

export type DeliveryPriceQueryVariables = Exact<{
  lines: Array<QuoteLineInput> | QuoteLineInput;
  postcode?: string | null | undefined;
}>;


export type DeliveryPriceQuery = { deliveryQuote: { goodsTotal: number, deliveryTotal: number, region: string, sellers: Array<{ sellerId: string, sellerName: string, subtotal: number, fee: number, surcharge: number, freeFrom: number | null }> } };

export type BillingCardFieldsFragment = { id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null };

export type SubscriptionFieldsFragment = { id: string, productId: string, optionId: string | null, quantity: number, intervalWeeks: number, status: SubscriptionStatus, nextChargeOn: string, retryOn: string | null, failures: number, pausedReason: string | null, recipientName: string, recipientPhone: string, postcode: string, address1: string, address2: string | null, deliveryMemo: string | null, createdAt: string, cancelledAt: string | null, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string } | null, option: { id: string, name: string, extraPrice: number } | null, card: { id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null } | null, charges: Array<{ id: string, cycleOn: string, attempt: number, status: SubscriptionChargeStatus, orderId: string | null, amount: number, failReason: string | null, createdAt: string }>, actions: { skip: boolean, change: boolean, pause: boolean, resume: boolean, cancel: boolean } };

export type BillingRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingRulesQuery = { billingRules: { maxCards: number } };

export type BillingCertifiedQueryVariables = Exact<{
  userId: string | number;
}>;


export type BillingCertifiedQuery = { billingCertified: boolean };

export type CertifyBillingMutationVariables = Exact<{
  smsToken: string;
}>;


export type CertifyBillingMutation = { certifyBilling: boolean };

export type SetBillingCertifiedMutationVariables = Exact<{
  userId: string | number;
  isCertified: boolean;
}>;


export type SetBillingCertifiedMutation = { setBillingCertified: boolean };

export type BillingCardsQueryVariables = Exact<{
  userId: string | number;
}>;


export type BillingCardsQuery = { billingCards: Array<{ id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null }> };

export type StartCardRegistrationMutationVariables = Exact<{
  redirectUrl: string;
}>;


export type StartCardRegistrationMutation = { startCardRegistration: { registrationUrl: string, card: { id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null } } };

export type RegisterCardMutationVariables = Exact<{
  customerUid: string;
}>;


export type RegisterCardMutation = { registerCard: { id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null } };

export type DeleteCardMutationVariables = Exact<{
  customerUid: string;
}>;


export type DeleteCardMutation = { deleteCard: { id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null } };

export type PayWithCardMutationVariables = Exact<{
  orderId: string | number;
  customerUid: string;
}>;


export type PayWithCardMutation = { payWithCard: { order: { id: string, orderNumber: string, status: OrderStatus, total: number }, payment: { merchantUid: string, status: PaymentStatus, amount: number, failReason: string | null } } };

export type SubscriptionRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionRulesQuery = { subscriptionRules: { intervalWeeks: Array<number>, maxQuantity: number, maxLive: number, retryDays: Array<number>, noticeDaysBefore: number, maxDaysAhead: number } };

export type MySubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySubscriptionsQuery = { mySubscriptions: Array<{ id: string, productId: string, optionId: string | null, quantity: number, intervalWeeks: number, status: SubscriptionStatus, nextChargeOn: string, retryOn: string | null, failures: number, pausedReason: string | null, recipientName: string, recipientPhone: string, postcode: string, address1: string, address2: string | null, deliveryMemo: string | null, createdAt: string, cancelledAt: string | null, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string } | null, option: { id: string, name: string, extraPrice: number } | null, card: { id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null } | null, charges: Array<{ id: string, cycleOn: string, attempt: number, status: SubscriptionChargeStatus, orderId: string | null, amount: number, failReason: string | null, createdAt: string }>, actions: { skip: boolean, change: boolean, pause: boolean, resume: boolean, cancel: boolean } }> };

export type StartSubscriptionMutationVariables = Exact<{
  input: StartSubscriptionInput;
}>;


export type StartSubscriptionMutation = { startSubscription: { id: string, productId: string, optionId: string | null, quantity: number, intervalWeeks: number, status: SubscriptionStatus, nextChargeOn: string, retryOn: string | null, failures: number, pausedReason: string | null, recipientName: string, recipientPhone: string, postcode: string, address1: string, address2: string | null, deliveryMemo: string | null, createdAt: string, cancelledAt: string | null, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string } | null, option: { id: string, name: string, extraPrice: number } | null, card: { id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null } | null, charges: Array<{ id: string, cycleOn: string, attempt: number, status: SubscriptionChargeStatus, orderId: string | null, amount: number, failReason: string | null, createdAt: string }>, actions: { skip: boolean, change: boolean, pause: boolean, resume: boolean, cancel: boolean } } };

export type SkipSubscriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type SkipSubscriptionMutation = { skipSubscription: { id: string, productId: string, optionId: string | null, quantity: number, intervalWeeks: number, status: SubscriptionStatus, nextChargeOn: string, retryOn: string | null, failures: number, pausedReason: string | null, recipientName: string, recipientPhone: string, postcode: string, address1: string, address2: string | null, deliveryMemo: string | null, createdAt: string, cancelledAt: string | null, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string } | null, option: { id: string, name: string, extraPrice: number } | null, card: { id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null } | null, charges: Array<{ id: string, cycleOn: string, attempt: number, status: SubscriptionChargeStatus, orderId: string | null, amount: number, failReason: string | null, createdAt: string }>, actions: { skip: boolean, change: boolean, pause: boolean, resume: boolean, cancel: boolean } } };

export type ChangeSubscriptionMutationVariables = Exact<{
  id: string | number;
  input: ChangeSubscriptionInput;
}>;


export type ChangeSubscriptionMutation = { changeSubscription: { id: string, productId: string, optionId: string | null, quantity: number, intervalWeeks: number, status: SubscriptionStatus, nextChargeOn: string, retryOn: string | null, failures: number, pausedReason: string | null, recipientName: string, recipientPhone: string, postcode: string, address1: string, address2: string | null, deliveryMemo: string | null, createdAt: string, cancelledAt: string | null, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string } | null, option: { id: string, name: string, extraPrice: number } | null, card: { id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null } | null, charges: Array<{ id: string, cycleOn: string, attempt: number, status: SubscriptionChargeStatus, orderId: string | null, amount: number, failReason: string | null, createdAt: string }>, actions: { skip: boolean, change: boolean, pause: boolean, resume: boolean, cancel: boolean } } };

export type PauseSubscriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type PauseSubscriptionMutation = { pauseSubscription: { id: string, productId: string, optionId: string | null, quantity: number, intervalWeeks: number, status: SubscriptionStatus, nextChargeOn: string, retryOn: string | null, failures: number, pausedReason: string | null, recipientName: string, recipientPhone: string, postcode: string, address1: string, address2: string | null, deliveryMemo: string | null, createdAt: string, cancelledAt: string | null, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string } | null, option: { id: string, name: string, extraPrice: number } | null, card: { id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null } | null, charges: Array<{ id: string, cycleOn: string, attempt: number, status: SubscriptionChargeStatus, orderId: string | null, amount: number, failReason: string | null, createdAt: string }>, actions: { skip: boolean, change: boolean, pause: boolean, resume: boolean, cancel: boolean } } };

export type ResumeSubscriptionMutationVariables = Exact<{
  id: string | number;
  nextChargeOn?: string | null | undefined;
}>;


export type ResumeSubscriptionMutation = { resumeSubscription: { id: string, productId: string, optionId: string | null, quantity: number, intervalWeeks: number, status: SubscriptionStatus, nextChargeOn: string, retryOn: string | null, failures: number, pausedReason: string | null, recipientName: string, recipientPhone: string, postcode: string, address1: string, address2: string | null, deliveryMemo: string | null, createdAt: string, cancelledAt: string | null, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string } | null, option: { id: string, name: string, extraPrice: number } | null, card: { id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null } | null, charges: Array<{ id: string, cycleOn: string, attempt: number, status: SubscriptionChargeStatus, orderId: string | null, amount: number, failReason: string | null, createdAt: string }>, actions: { skip: boolean, change: boolean, pause: boolean, resume: boolean, cancel: boolean } } };

export type CancelSubscriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelSubscriptionMutation = { cancelSubscription: { id: string, productId: string, optionId: string | null, quantity: number, intervalWeeks: number, status: SubscriptionStatus, nextChargeOn: string, retryOn: string | null, failures: number, pausedReason: string | null, recipientName: string, recipientPhone: string, postcode: string, address1: string, address2: string | null, deliveryMemo: string | null, createdAt: string, cancelledAt: string | null, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string } | null, option: { id: string, name: string, extraPrice: number } | null, card: { id: string, customerUid: string, cardName: string | null, cardNumber: string | null, registeredAt: string | null } | null, charges: Array<{ id: string, cycleOn: string, attempt: number, status: SubscriptionChargeStatus, orderId: string | null, amount: number, failReason: string | null, createdAt: string }>, actions: { skip: boolean, change: boolean, pause: boolean, resume: boolean, cancel: boolean } } };

export type CartLineFieldsFragment = { id: string, productId: string, optionId: string | null, quantity: number, selected: boolean, combinationId: string | null, combinationApplied: boolean, unitPrice: number, lineTotal: number, purchasable: boolean, reason: string | null, createdAt: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } } | null, option: { id: string, name: string, extraPrice: number, stock: number } | null };

export type CartSellerFieldsFragment = { subtotal: number, fee: number, surcharge: number, freeFrom: number | null, seller: { id: string, name: string } };

export type CartFieldsFragment = { selectedTotal: number, deliveryTotal: number, region: string, postcode: string | null, lines: Array<{ id: string, productId: string, optionId: string | null, quantity: number, selected: boolean, combinationId: string | null, combinationApplied: boolean, unitPrice: number, lineTotal: number, purchasable: boolean, reason: string | null, createdAt: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } } | null, option: { id: string, name: string, extraPrice: number, stock: number } | null }>, sellers: Array<{ subtotal: number, fee: number, surcharge: number, freeFrom: number | null, lines: Array<{ id: string }>, seller: { id: string, name: string } }> };

export type MyCartQueryVariables = Exact<{
  postcode?: string | null | undefined;
}>;


export type MyCartQuery = { myCart: { selectedTotal: number, deliveryTotal: number, region: string, postcode: string | null, lines: Array<{ id: string, productId: string, optionId: string | null, quantity: number, selected: boolean, combinationId: string | null, combinationApplied: boolean, unitPrice: number, lineTotal: number, purchasable: boolean, reason: string | null, createdAt: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } } | null, option: { id: string, name: string, extraPrice: number, stock: number } | null }>, sellers: Array<{ subtotal: number, fee: number, surcharge: number, freeFrom: number | null, lines: Array<{ id: string }>, seller: { id: string, name: string } }> } };

export type MyCartBySellerQueryVariables = Exact<{
  postcode?: string | null | undefined;
}>;


export type MyCartBySellerQuery = { myCart: { selectedTotal: number, deliveryTotal: number, region: string, postcode: string | null, sellers: Array<{ subtotal: number, fee: number, surcharge: number, freeFrom: number | null, lines: Array<{ id: string, productId: string, optionId: string | null, quantity: number, selected: boolean, combinationId: string | null, combinationApplied: boolean, unitPrice: number, lineTotal: number, purchasable: boolean, reason: string | null, createdAt: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } } | null, option: { id: string, name: string, extraPrice: number, stock: number } | null }>, seller: { id: string, name: string } }> } };

export type AddToCartMutationVariables = Exact<{
  productId: string | number;
  optionId?: string | number | null | undefined;
  quantity?: number;
}>;


export type AddToCartMutation = { addToCart: { selectedTotal: number, deliveryTotal: number, region: string, postcode: string | null, lines: Array<{ id: string, productId: string, optionId: string | null, quantity: number, selected: boolean, combinationId: string | null, combinationApplied: boolean, unitPrice: number, lineTotal: number, purchasable: boolean, reason: string | null, createdAt: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } } | null, option: { id: string, name: string, extraPrice: number, stock: number } | null }>, sellers: Array<{ subtotal: number, fee: number, surcharge: number, freeFrom: number | null, lines: Array<{ id: string }>, seller: { id: string, name: string } }> } };

export type AddCombinationToCartMutationVariables = Exact<{
  combinationId: string | number;
  quantity?: number;
}>;


export type AddCombinationToCartMutation = { addCombinationToCart: { selectedTotal: number, deliveryTotal: number, region: string, postcode: string | null, lines: Array<{ id: string, productId: string, optionId: string | null, quantity: number, selected: boolean, combinationId: string | null, combinationApplied: boolean, unitPrice: number, lineTotal: number, purchasable: boolean, reason: string | null, createdAt: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } } | null, option: { id: string, name: string, extraPrice: number, stock: number } | null }>, sellers: Array<{ subtotal: number, fee: number, surcharge: number, freeFrom: number | null, lines: Array<{ id: string }>, seller: { id: string, name: string } }> } };

export type ChangeCartLineMutationVariables = Exact<{
  id: string | number;
  optionId?: string | number | null | undefined;
  quantity?: number | null | undefined;
}>;


export type ChangeCartLineMutation = { changeCartLine: { selectedTotal: number, deliveryTotal: number, region: string, postcode: string | null, lines: Array<{ id: string, productId: string, optionId: string | null, quantity: number, selected: boolean, combinationId: string | null, combinationApplied: boolean, unitPrice: number, lineTotal: number, purchasable: boolean, reason: string | null, createdAt: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } } | null, option: { id: string, name: string, extraPrice: number, stock: number } | null }>, sellers: Array<{ subtotal: number, fee: number, surcharge: number, freeFrom: number | null, lines: Array<{ id: string }>, seller: { id: string, name: string } }> } };

export type SelectCartLinesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  selected?: boolean;
}>;


export type SelectCartLinesMutation = { selectCartLines: { selectedTotal: number, deliveryTotal: number, region: string, postcode: string | null, lines: Array<{ id: string, productId: string, optionId: string | null, quantity: number, selected: boolean, combinationId: string | null, combinationApplied: boolean, unitPrice: number, lineTotal: number, purchasable: boolean, reason: string | null, createdAt: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } } | null, option: { id: string, name: string, extraPrice: number, stock: number } | null }>, sellers: Array<{ subtotal: number, fee: number, surcharge: number, freeFrom: number | null, lines: Array<{ id: string }>, seller: { id: string, name: string } }> } };

export type MergeGuestCartMutationVariables = Exact<{
  guestRefreshToken: string;
}>;


export type MergeGuestCartMutation = { mergeGuestCart: { selectedTotal: number, deliveryTotal: number, region: string, postcode: string | null, lines: Array<{ id: string, productId: string, optionId: string | null, quantity: number, selected: boolean, combinationId: string | null, combinationApplied: boolean, unitPrice: number, lineTotal: number, purchasable: boolean, reason: string | null, createdAt: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } } | null, option: { id: string, name: string, extraPrice: number, stock: number } | null }>, sellers: Array<{ subtotal: number, fee: number, surcharge: number, freeFrom: number | null, lines: Array<{ id: string }>, seller: { id: string, name: string } }> } };

export type RemoveCartLineMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveCartLineMutation = { removeCartLine: { selectedTotal: number, deliveryTotal: number, region: string, postcode: string | null, lines: Array<{ id: string, productId: string, optionId: string | null, quantity: number, selected: boolean, combinationId: string | null, combinationApplied: boolean, unitPrice: number, lineTotal: number, purchasable: boolean, reason: string | null, createdAt: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } } | null, option: { id: string, name: string, extraPrice: number, stock: number } | null }>, sellers: Array<{ subtotal: number, fee: number, surcharge: number, freeFrom: number | null, lines: Array<{ id: string }>, seller: { id: string, name: string } }> } };

export type RemovePurchasedCartLinesMutationVariables = Exact<{ [key: string]: never; }>;


export type RemovePurchasedCartLinesMutation = { removePurchasedCartLines: number };

export type ProductFieldsFragment = { id: string, name: string, price: number, salePrice: number, discountRate: number, formulation: string, status: string, imageUrl: string, popularity: number, brand: { id: string, name: string }, category: { id: string, name: string }, seller: { id: string, name: string } };

export type ProductPageFieldsFragment = { total: number, items: Array<{ id: string, name: string, price: number, salePrice: number, discountRate: number, formulation: string, status: string, imageUrl: string, popularity: number, brand: { id: string, name: string }, category: { id: string, name: string }, seller: { id: string, name: string } }> };

export type SearchProductsQueryVariables = Exact<{
  query: string;
  offset?: number;
  limit?: number;
  sort?: ProductSort | null | undefined;
  categoryId?: string | number | null | undefined;
  brandIds?: Array<string | number> | string | number | null | undefined;
  minPrice?: number | null | undefined;
  maxPrice?: number | null | undefined;
  formulations?: Array<string> | string | null | undefined;
}>;


export type SearchProductsQuery = { searchProducts: { total: number, items: Array<{ id: string, name: string, price: number, salePrice: number, discountRate: number, formulation: string, status: string, imageUrl: string, popularity: number, brand: { id: string, name: string }, category: { id: string, name: string }, seller: { id: string, name: string } }> } };

export type ProductsByCategoryQueryVariables = Exact<{
  categoryId: string | number;
  offset?: number;
  limit?: number;
  sort?: ProductSort | null | undefined;
  brandIds?: Array<string | number> | string | number | null | undefined;
  minPrice?: number | null | undefined;
  maxPrice?: number | null | undefined;
  formulations?: Array<string> | string | null | undefined;
}>;


export type ProductsByCategoryQuery = { products: { total: number, items: Array<{ id: string, name: string, price: number, salePrice: number, discountRate: number, formulation: string, status: string, imageUrl: string, popularity: number, brand: { id: string, name: string }, category: { id: string, name: string }, seller: { id: string, name: string } }> } };

export type ProductsOfBrandsQueryVariables = Exact<{
  brandIds: Array<string | number> | string | number;
  offset?: number;
  limit?: number;
  sort?: ProductSort | null | undefined;
}>;


export type ProductsOfBrandsQuery = { products: { total: number, items: Array<{ id: string, name: string, price: number, salePrice: number, discountRate: number, formulation: string, status: string, imageUrl: string, popularity: number, brand: { id: string, name: string }, category: { id: string, name: string }, seller: { id: string, name: string } }> } };

export type ProductsOfBrandQueryVariables = Exact<{
  id: string | number;
  offset?: number;
  limit?: number;
  sort?: ProductSort | null | undefined;
}>;


export type ProductsOfBrandQuery = { products: { total: number, items: Array<{ id: string, name: string, price: number, salePrice: number, discountRate: number, formulation: string, status: string, imageUrl: string, popularity: number, brand: { id: string, name: string }, category: { id: string, name: string }, seller: { id: string, name: string } }> } };

export type CategoriesQueryVariables = Exact<{
  kind?: string;
  level?: number | null | undefined;
  parentId?: string | number | null | undefined;
}>;


export type CategoriesQuery = { categories: Array<{ id: string, name: string, kind: string, level: number, parentId: string | null }> };

export type MallCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type MallCategoriesQuery = { categories: Array<{ id: string, name: string, level: number, parentId: string | null }> };

export type PurchasableQueryVariables = Exact<{
  productId: string | number;
  optionId?: string | number | null | undefined;
  quantity?: number;
}>;


export type PurchasableQuery = { isPurchasable: { purchasable: boolean, reason: string | null, unitPrice: number } };

export type ProductOptionsQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductOptionsQuery = { product: { options: Array<{ id: string, name: string, extraPrice: number, stock: number }> } };

export type ProductsByIdsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ProductsByIdsQuery = { productsByIds: Array<{ id: string, name: string, price: number, salePrice: number, discountRate: number, formulation: string, status: string, imageUrl: string, popularity: number, brand: { id: string, name: string }, category: { id: string, name: string }, seller: { id: string, name: string } }> };

export type ProductQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductQuery = { product: { description: string | null, id: string, name: string, price: number, salePrice: number, discountRate: number, formulation: string, status: string, imageUrl: string, popularity: number, options: Array<{ id: string, name: string, extraPrice: number, stock: number }>, nutrientFacts: Array<{ nutrientCode: string, name: string, amount: number, unit: string }>, brand: { id: string, name: string }, category: { id: string, name: string }, seller: { id: string, name: string } } };

export type RelatedProductsQueryVariables = Exact<{
  id: string | number;
}>;


export type RelatedProductsQuery = { relatedProducts: Array<{ id: string, name: string, price: number, salePrice: number, discountRate: number, formulation: string, status: string, imageUrl: string, popularity: number, brand: { id: string, name: string }, category: { id: string, name: string }, seller: { id: string, name: string } }> };

export type ProductSellerQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductSellerQuery = { product: { seller: { id: string, name: string } } };

export type AddSearchHistoryMutationVariables = Exact<{
  query: string;
}>;


export type AddSearchHistoryMutation = { addSearchHistory: { id: string, query: string, createdAt: string } };

export type MySearchHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type MySearchHistoryQuery = { mySearchHistory: Array<{ id: string, query: string, createdAt: string }> };

export type DeleteSearchHistoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSearchHistoryMutation = { deleteSearchHistory: boolean };

export type CooperateProductsQueryVariables = Exact<{
  offset?: number;
  limit?: number;
}>;


export type CooperateProductsQuery = { activeCooperateEvents: { total: number, items: Array<{ id: string, title: string, groupPrice: number, startsAt: string, endsAt: string, channel: { handle: string, name: string } | null, product: { id: string, name: string, price: number, salePrice: number, discountRate: number, formulation: string, status: string, imageUrl: string, popularity: number, brand: { id: string, name: string }, category: { id: string, name: string }, seller: { id: string, name: string } } }> } };

export type AdminCategoriesQueryVariables = Exact<{
  kind?: string | null | undefined;
}>;


export type AdminCategoriesQuery = { adminCategories: Array<{ id: string, name: string, kind: string, level: number, parentId: string | null }> };

export type NutrientCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type NutrientCategoriesQuery = { adminCategories: Array<{ id: string, name: string }> };

export type BestProductsQueryVariables = Exact<{
  limit?: number;
  categoryId?: string | number | null | undefined;
}>;


export type BestProductsQuery = { bestProducts: Array<{ id: string, name: string, price: number, salePrice: number, discountRate: number, formulation: string, status: string, imageUrl: string, popularity: number, brand: { id: string, name: string }, category: { id: string, name: string }, seller: { id: string, name: string } }> };

export type PickCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type PickCategoriesQuery = { pickCategories: Array<{ id: string, name: string, description: string | null }> };

export type PickCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type PickCategoryQuery = { pickCategory: { id: string, name: string, description: string | null, items: Array<{ comment: string | null, product: { id: string, name: string, price: number, salePrice: number, discountRate: number, formulation: string, status: string, imageUrl: string, popularity: number, brand: { id: string, name: string }, category: { id: string, name: string }, seller: { id: string, name: string } } | null }> } };

export type ContentFieldsFragment = { id: string, categoryCode: string, title: string, summary: string | null, body: string, imageUrl: string | null, brandId: string | null, contentType: string | null, publishedAt: string };

export type BlogPostsQueryVariables = Exact<{
  offset?: number;
  limit?: number;
}>;


export type BlogPostsQuery = { blogPosts: { total: number, items: Array<{ id: string, categoryCode: string, title: string, summary: string | null, body: string, imageUrl: string | null, brandId: string | null, contentType: string | null, publishedAt: string }> } };

export type TodayCommentQueryVariables = Exact<{ [key: string]: never; }>;


export type TodayCommentQuery = { todayComment: { id: string, categoryCode: string, title: string, summary: string | null, body: string, imageUrl: string | null, brandId: string | null, contentType: string | null, publishedAt: string } | null };

export type BannersQueryVariables = Exact<{
  placement?: string;
}>;


export type BannersQuery = { banners: Array<{ id: string, placement: string, title: string, imageUrl: string | null, linkUrl: string | null }> };

export type ContentAdminListQueryVariables = Exact<{
  status?: string | null | undefined;
  offset?: number;
  limit?: number;
}>;


export type ContentAdminListQuery = { contentAdminList: { total: number, items: Array<{ status: string, id: string, categoryCode: string, title: string, summary: string | null, body: string, imageUrl: string | null, brandId: string | null, contentType: string | null, publishedAt: string }> } };

export type ContentsQueryVariables = Exact<{
  categoryCode?: string | null | undefined;
  offset?: number;
  limit?: number;
}>;


export type ContentsQuery = { contents: { total: number, items: Array<{ id: string, categoryCode: string, title: string, summary: string | null, body: string, imageUrl: string | null, brandId: string | null, contentType: string | null, publishedAt: string }> } };

export type ContentQueryVariables = Exact<{
  id: string | number;
}>;


export type ContentQuery = { content: { id: string, categoryCode: string, title: string, summary: string | null, body: string, imageUrl: string | null, brandId: string | null, contentType: string | null, publishedAt: string } };

export type ContentCategoriesQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type ContentCategoriesQuery = { contentCategories: Array<{ code: string, title: string }> };

export type ContentCategoriesWithItemsQueryVariables = Exact<{
  date?: string | null | undefined;
  limit?: number;
}>;


export type ContentCategoriesWithItemsQuery = { contentCategories: Array<{ code: string, title: string, items: Array<{ id: string, categoryCode: string, title: string, summary: string | null, body: string, imageUrl: string | null, brandId: string | null, contentType: string | null, publishedAt: string }> }> };

export type BrandContentTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandContentTypesQuery = { brandContentTypes: Array<string> };

export type BrandContentsQueryVariables = Exact<{
  brandId: string | number;
  contentTypes?: Array<string> | string | null | undefined;
}>;


export type BrandContentsQuery = { brandContents: Array<{ id: string, categoryCode: string, title: string, summary: string | null, body: string, imageUrl: string | null, brandId: string | null, contentType: string | null, publishedAt: string }> };

export type CouponMasterFieldsFragment = { id: string, name: string, kind: CouponKind, target: CouponTarget, amount: number, maxDiscount: number | null, minOrderAmount: number, scope: CouponScope, scopeIds: Array<string>, startsAt: string, endsAt: string, validDays: number | null, issueLimit: number | null, issuedCount: number, perMemberLimit: number, benefit: string, condition: string | null };

export type IssuableCouponsQueryVariables = Exact<{ [key: string]: never; }>;


export type IssuableCouponsQuery = { issuableCoupons: Array<{ id: string, name: string, kind: CouponKind, target: CouponTarget, amount: number, maxDiscount: number | null, minOrderAmount: number, scope: CouponScope, scopeIds: Array<string>, startsAt: string, endsAt: string, validDays: number | null, issueLimit: number | null, issuedCount: number, perMemberLimit: number, benefit: string, condition: string | null }> };

export type SearchCouponsQueryVariables = Exact<{
  query?: string | null | undefined;
}>;


export type SearchCouponsQuery = { searchCoupons: Array<{ autoIssue: string | null, withdrawnAt: string | null, id: string, name: string, kind: CouponKind, target: CouponTarget, amount: number, maxDiscount: number | null, minOrderAmount: number, scope: CouponScope, scopeIds: Array<string>, startsAt: string, endsAt: string, validDays: number | null, issueLimit: number | null, issuedCount: number, perMemberLimit: number, benefit: string, condition: string | null }> };

export type ClaimCouponMutationVariables = Exact<{
  code: string;
}>;


export type ClaimCouponMutation = { claimCoupon: { id: string, status: WalletCouponStatus, issuedAt: string, expiresAt: string, master: { id: string, name: string, kind: CouponKind, target: CouponTarget, amount: number, maxDiscount: number | null, minOrderAmount: number, scope: CouponScope, scopeIds: Array<string>, startsAt: string, endsAt: string, validDays: number | null, issueLimit: number | null, issuedCount: number, perMemberLimit: number, benefit: string, condition: string | null } } };

export type MyCouponsQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type MyCouponsQuery = { myCoupons: Array<{ id: string, status: WalletCouponStatus, orderId: string | null, discount: number, issuedAt: string, expiresAt: string, usedAt: string | null, master: { id: string, name: string, kind: CouponKind, target: CouponTarget, amount: number, maxDiscount: number | null, minOrderAmount: number, scope: CouponScope, scopeIds: Array<string>, startsAt: string, endsAt: string, validDays: number | null, issueLimit: number | null, issuedCount: number, perMemberLimit: number, benefit: string, condition: string | null } }> };

export type CouponsForProductsQueryVariables = Exact<{
  productIds: Array<string | number> | string | number;
}>;


export type CouponsForProductsQuery = { couponsForProducts: Array<{ id: string, name: string, kind: CouponKind, target: CouponTarget, amount: number, maxDiscount: number | null, minOrderAmount: number, scope: CouponScope, scopeIds: Array<string>, startsAt: string, endsAt: string, validDays: number | null, issueLimit: number | null, issuedCount: number, perMemberLimit: number, benefit: string, condition: string | null }> };

export type OrderCouponsQueryVariables = Exact<{
  orderId: string | number;
}>;


export type OrderCouponsQuery = { orderCoupons: Array<{ applicable: boolean, discount: number, reason: string | null, best: boolean, coupon: { id: string, status: WalletCouponStatus, orderId: string | null, expiresAt: string, master: { id: string, name: string, kind: CouponKind, target: CouponTarget, amount: number, maxDiscount: number | null, minOrderAmount: number, scope: CouponScope, scopeIds: Array<string>, startsAt: string, endsAt: string, validDays: number | null, issueLimit: number | null, issuedCount: number, perMemberLimit: number, benefit: string, condition: string | null } } }> };

export type ApplyOrderCouponsMutationVariables = Exact<{
  orderId: string | number;
  couponIds: Array<string | number> | string | number;
}>;


export type ApplyOrderCouponsMutation = { applyOrderCoupons: { id: string, orderNumber: string, status: OrderStatus, goodsTotal: number, deliveryTotal: number, discountTotal: number, pointsUsed: number, pointsUsable: number, total: number, lines: Array<{ id: string, lineTotal: number, discountShare: number, pointsShare: number }> } };

export type SetUserCouponAvailableMutationVariables = Exact<{
  userCouponId: string | number;
  available: boolean;
  reason?: string | null | undefined;
}>;


export type SetUserCouponAvailableMutation = { setUserCouponAvailable: { id: string, status: WalletCouponStatus, orderId: string | null, expiresAt: string, usedAt: string | null, withdrawnAt: string | null } };

export type SurveyFieldsFragment = { id: string, eventCode: string, answers: Record<string, unknown>, createdAt: string };

export type EventInquiryFieldsFragment = { id: string, eventCode: string, content: string, answer: string | null, answeredAt: string | null, createdAt: string };

export type AnswerEventSurveyMutationVariables = Exact<{
  eventCode: string;
  answers: Record<string, unknown>;
}>;


export type AnswerEventSurveyMutation = { answerEventSurvey: { id: string, eventCode: string, answers: Record<string, unknown>, createdAt: string } };

export type EventSurveyAnswerQueryVariables = Exact<{
  id: string | number;
}>;


export type EventSurveyAnswerQuery = { eventSurveyAnswer: { id: string, eventCode: string, answers: Record<string, unknown>, createdAt: string } };

export type DeleteEventSurveyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEventSurveyMutation = { deleteEventSurvey: boolean };

export type EditEventSurveyMutationVariables = Exact<{
  id: string | number;
  answers: Record<string, unknown>;
}>;


export type EditEventSurveyMutation = { editEventSurvey: { id: string, eventCode: string, answers: Record<string, unknown>, createdAt: string } };

export type AskEventInquiryMutationVariables = Exact<{
  eventCode: string;
  content: string;
}>;


export type AskEventInquiryMutation = { askEventInquiry: { id: string, eventCode: string, content: string, answer: string | null, answeredAt: string | null, createdAt: string } };

export type EventInquiryQueryVariables = Exact<{
  id: string | number;
}>;


export type EventInquiryQuery = { eventInquiry: { id: string, eventCode: string, content: string, answer: string | null, answeredAt: string | null, createdAt: string } };

export type DeleteEventInquiryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEventInquiryMutation = { deleteEventInquiry: boolean };

export type AnswerEventInquiryMutationVariables = Exact<{
  id: string | number;
  answer: string;
}>;


export type AnswerEventInquiryMutation = { answerEventInquiry: { id: string, eventCode: string, content: string, answer: string | null, answeredAt: string | null, createdAt: string } };

export type EditEventInquiryMutationVariables = Exact<{
  id: string | number;
  content: string;
}>;


export type EditEventInquiryMutation = { editEventInquiry: { id: string, eventCode: string, content: string, answer: string | null, answeredAt: string | null, createdAt: string } };

export type FileFieldsFragment = { id: string, ownerType: string, ownerId: string, fileName: string, contentType: string, size: number, url: string, createdAt: string };

export type UploadFileMutationVariables = Exact<{
  input: UploadFileInput;
}>;


export type UploadFileMutation = { uploadFile: { id: string, ownerType: string, ownerId: string, fileName: string, contentType: string, size: number, url: string, createdAt: string } };

export type ReplaceFileMutationVariables = Exact<{
  id: string | number;
  fileName?: string;
  contentBase64: string;
}>;


export type ReplaceFileMutation = { replaceFile: { id: string, ownerType: string, ownerId: string, fileName: string, contentType: string, size: number, url: string, createdAt: string } };

export type DeleteFileMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFileMutation = { deleteFile: boolean };

export type FilesQueryVariables = Exact<{
  ownerType: string;
  ownerId: string;
}>;


export type FilesQuery = { files: Array<{ id: string, ownerType: string, ownerId: string, fileName: string, contentType: string, size: number, url: string, createdAt: string }> };

export type QuestionFieldsFragment = { id: string, productId: string, userId: string, content: string, secret: boolean, answer: string | null, answeredAt: string | null, createdAt: string };

export type InquiryFieldsFragment = { id: string, category: string, title: string, content: string, answer: string | null, answeredAt: string | null, createdAt: string };

export type CsEntryFieldsFragment = { id: string, kind: string, title: string, body: string, createdAt: string };

export type AskProductQuestionMutationVariables = Exact<{
  productId: string | number;
  content: string;
  secret?: boolean;
}>;


export type AskProductQuestionMutation = { askProductQuestion: { id: string, productId: string, userId: string, content: string, secret: boolean, answer: string | null, answeredAt: string | null, createdAt: string } };

export type UpdateProductQuestionMutationVariables = Exact<{
  id: string | number;
  content?: string | null | undefined;
  secret?: boolean | null | undefined;
  answer?: string | null | undefined;
}>;


export type UpdateProductQuestionMutation = { updateProductQuestion: { id: string, productId: string, userId: string, content: string, secret: boolean, answer: string | null, answeredAt: string | null, createdAt: string } };

export type DeleteProductQuestionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductQuestionMutation = { deleteProductQuestion: boolean };

export type ProductQuestionsQueryVariables = Exact<{
  productId: string | number;
  offset?: number;
  limit?: number;
}>;


export type ProductQuestionsQuery = { productQuestions: { total: number, items: Array<{ id: string, productId: string, userId: string, content: string, secret: boolean, answer: string | null, answeredAt: string | null, createdAt: string }> } };

export type MyProductQuestionsQueryVariables = Exact<{
  offset?: number;
  limit?: number;
}>;


export type MyProductQuestionsQuery = { myProductQuestions: { total: number, items: Array<{ id: string, productId: string, userId: string, content: string, secret: boolean, answer: string | null, answeredAt: string | null, createdAt: string }> } };

export type AllProductQuestionsQueryVariables = Exact<{
  unansweredOnly?: boolean;
  offset?: number;
  limit?: number;
}>;


export type AllProductQuestionsQuery = { allProductQuestions: { total: number, items: Array<{ id: string, productId: string, userId: string, content: string, secret: boolean, answer: string | null, answeredAt: string | null, createdAt: string }> } };

export type CreateInquiryMutationVariables = Exact<{
  category?: string;
  title?: string;
  content?: string;
}>;


export type CreateInquiryMutation = { createInquiry: { id: string, category: string, title: string, content: string, answer: string | null, answeredAt: string | null, createdAt: string } };

export type AnswerInquiryMutationVariables = Exact<{
  id: string | number;
  answer?: string;
}>;


export type AnswerInquiryMutation = { answerInquiry: { id: string, category: string, title: string, content: string, answer: string | null, answeredAt: string | null, createdAt: string } };

export type MyInquiriesQueryVariables = Exact<{
  offset?: number;
  limit?: number;
}>;


export type MyInquiriesQuery = { myInquiries: { total: number, items: Array<{ id: string, category: string, title: string, content: string, answer: string | null, answeredAt: string | null, createdAt: string }> } };

export type AnsweredInquiriesQueryVariables = Exact<{
  offset?: number;
  limit?: number;
}>;


export type AnsweredInquiriesQuery = { myInquiries: { total: number, items: Array<{ id: string, category: string, title: string, content: string, answer: string | null, answeredAt: string | null, createdAt: string }> } };

export type InquiryMonthlyCountQueryVariables = Exact<{
  month: string;
}>;


export type InquiryMonthlyCountQuery = { inquiryMonthlyCount: { month: string, total: number, answered: number, unanswered: number } };

export type DeleteInquiryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteInquiryMutation = { deleteInquiry: boolean };

export type CsEntriesQueryVariables = Exact<{
  kind?: string | null | undefined;
}>;


export type CsEntriesQuery = { csEntries: Array<{ id: string, kind: string, title: string, body: string, createdAt: string }> };

export type AddCsEntryMutationVariables = Exact<{
  kind: string;
  title: string;
  body: string;
}>;


export type AddCsEntryMutation = { addCsEntry: { id: string, kind: string, title: string, body: string, createdAt: string } };

export type MyNotificationsQueryVariables = Exact<{
  category?: string | null | undefined;
  offset?: number;
  limit?: number;
}>;


export type MyNotificationsQuery = { myNotifications: { total: number, unread: number, items: Array<{ id: string, category: string, title: string, body: string, link: string | null, readAt: string | null, createdAt: string }> } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type FoodFieldsFragment = { id: string, kind: string, code: string | null, name: string, category: string | null, servingGrams: number | null, status: string, rejectReason: string | null, source: string | null };

export type FoodNutrientFieldsFragment = { nutrients: Array<{ code: string, name: string, unit: string, amount: number }> };

export type RecipeFieldsFragment = { id: string, name: string, amountG: number, sortOrder: number, createdAt: string, ingredients: Array<{ foodId: string, name: string, kind: string, percent: number, grams: number }>, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> };

export type IngredientFieldsFragment = { foodId: string, name: string, kind: string, percent: number, grams: number };

export type SearchFoodsQueryVariables = Exact<{
  query?: string;
  kind?: string | null | undefined;
  offset?: number;
  limit?: number;
}>;


export type SearchFoodsQuery = { searchFoods: { total: number, items: Array<{ id: string, kind: string, code: string | null, name: string, category: string | null, servingGrams: number | null, status: string, rejectReason: string | null, source: string | null }> } };

export type FoodNutritionQueryVariables = Exact<{
  id: string | number;
  kind?: string | null | undefined;
}>;


export type FoodNutritionQuery = { food: { id: string, kind: string, code: string | null, name: string, category: string | null, servingGrams: number | null, status: string, rejectReason: string | null, source: string | null, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> } };

export type MyRecipesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRecipesQuery = { myRecipes: Array<{ id: string, name: string, amountG: number, sortOrder: number, createdAt: string, ingredients: Array<{ foodId: string, name: string, kind: string, percent: number, grams: number }>, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> }> };

export type RecipeIngredientsQueryVariables = Exact<{
  id: string | number;
}>;


export type RecipeIngredientsQuery = { recipe: { ingredients: Array<{ foodId: string, name: string, kind: string, percent: number, grams: number }> } };

export type SubmitFoodMutationVariables = Exact<{
  input: SubmitFoodInput;
}>;


export type SubmitFoodMutation = { submitFood: { id: string, kind: string, code: string | null, name: string, category: string | null, servingGrams: number | null, status: string, rejectReason: string | null, source: string | null, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> } };

export type AddRecipeMutationVariables = Exact<{
  input: RecipeInput;
}>;


export type AddRecipeMutation = { addRecipe: { id: string, name: string, amountG: number, sortOrder: number, createdAt: string, ingredients: Array<{ foodId: string, name: string, kind: string, percent: number, grams: number }>, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> } };

export type EditRecipeMutationVariables = Exact<{
  id: string | number;
  input: RecipeInput;
}>;


export type EditRecipeMutation = { editRecipe: { id: string, name: string, amountG: number, sortOrder: number, createdAt: string, ingredients: Array<{ foodId: string, name: string, kind: string, percent: number, grams: number }>, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> } };

export type SortRecipesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type SortRecipesMutation = { sortRecipes: Array<{ id: string, name: string, sortOrder: number }> };

export type DeleteRecipeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRecipeMutation = { deleteRecipe: boolean };

export type MealRecordFieldsFragment = { id: string, profileId: string, recordDate: string, mealType: number, mealLabel: string, foodId: string | null, recipeId: string | null, name: string, quantity: number, unit: string, amountG: number, imageUrl: string | null, createdAt: string, food: { id: string, kind: string, name: string, category: string | null, servingGrams: number | null } | null, recipe: { id: string, name: string, amountG: number } | null };

export type BodyRecordFieldsFragment = { id: string, profileId: string, recordAt: string, weight: number | null, height: number | null, imageUrl: string | null, createdAt: string };

export type AddFoodRecordMutationVariables = Exact<{
  input: FoodRecordInput;
}>;


export type AddFoodRecordMutation = { addFoodRecord: { id: string, profileId: string, recordDate: string, mealType: number, mealLabel: string, foodId: string | null, recipeId: string | null, name: string, quantity: number, unit: string, amountG: number, imageUrl: string | null, createdAt: string, food: { id: string, kind: string, name: string, category: string | null, servingGrams: number | null } | null, recipe: { id: string, name: string, amountG: number } | null } };

export type EditFoodRecordMutationVariables = Exact<{
  id: string | number;
  input: FoodRecordEditInput;
}>;


export type EditFoodRecordMutation = { editFoodRecord: { id: string, profileId: string, recordDate: string, mealType: number, mealLabel: string, foodId: string | null, recipeId: string | null, name: string, quantity: number, unit: string, amountG: number, imageUrl: string | null, createdAt: string, food: { id: string, kind: string, name: string, category: string | null, servingGrams: number | null } | null, recipe: { id: string, name: string, amountG: number } | null } };

export type DeleteFoodRecordMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFoodRecordMutation = { deleteFoodRecord: boolean };

export type FoodRecordsQueryVariables = Exact<{
  profileId: string | number;
  from: string;
  to: string;
}>;


export type FoodRecordsQuery = { foodRecords: Array<{ id: string, profileId: string, recordDate: string, mealType: number, mealLabel: string, foodId: string | null, recipeId: string | null, name: string, quantity: number, unit: string, amountG: number, imageUrl: string | null, createdAt: string, food: { id: string, kind: string, name: string, category: string | null, servingGrams: number | null } | null, recipe: { id: string, name: string, amountG: number } | null }> };

export type MealPhotosQueryVariables = Exact<{
  profileId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
  offset?: number;
  limit?: number;
}>;


export type MealPhotosQuery = { mealPhotos: { total: number, items: Array<{ id: string, profileId: string, recordDate: string, mealType: number, mealLabel: string, foodId: string | null, recipeId: string | null, name: string, quantity: number, unit: string, amountG: number, imageUrl: string | null, createdAt: string, food: { id: string, kind: string, name: string, category: string | null, servingGrams: number | null } | null, recipe: { id: string, name: string, amountG: number } | null }> } };

export type AddBodyRecordMutationVariables = Exact<{
  input: BodyRecordInput;
}>;


export type AddBodyRecordMutation = { addBodyRecord: { id: string, profileId: string, recordAt: string, weight: number | null, height: number | null, imageUrl: string | null, createdAt: string } };

export type EditBodyRecordMutationVariables = Exact<{
  id: string | number;
  input: BodyRecordEditInput;
}>;


export type EditBodyRecordMutation = { editBodyRecord: { id: string, profileId: string, recordAt: string, weight: number | null, height: number | null, imageUrl: string | null, createdAt: string } };

export type BodyRecordsQueryVariables = Exact<{
  profileId: string | number;
  offset?: number;
  limit?: number;
}>;


export type BodyRecordsQuery = { bodyRecords: { total: number, items: Array<{ id: string, profileId: string, recordAt: string, weight: number | null, height: number | null, imageUrl: string | null, createdAt: string }> } };

export type BodyRecordsNewestQueryVariables = Exact<{
  profileId: string | number;
  offset?: number;
  limit?: number;
}>;


export type BodyRecordsNewestQuery = { bodyRecordsNewest: { total: number, items: Array<{ id: string, profileId: string, recordAt: string, weight: number | null, height: number | null, imageUrl: string | null, createdAt: string }> } };

export type RecordsOfDateQueryVariables = Exact<{
  profileId: string | number;
  date: string;
}>;


export type RecordsOfDateQuery = { recordsOfDate: { date: string, meals: Array<{ mealType: number, label: string, records: Array<{ id: string, profileId: string, recordDate: string, mealType: number, mealLabel: string, foodId: string | null, recipeId: string | null, name: string, quantity: number, unit: string, amountG: number, imageUrl: string | null, createdAt: string, food: { id: string, kind: string, name: string, category: string | null, servingGrams: number | null } | null, recipe: { id: string, name: string, amountG: number } | null }> }>, bodyRecords: Array<{ id: string, profileId: string, recordAt: string, weight: number | null, height: number | null, imageUrl: string | null, createdAt: string }>, intakes: Array<{ regimenId: string, supplementId: string | null, supplementName: string | null, eatCnt: number, alramCnt: number }> } };

export type RecentBodyImageQueryVariables = Exact<{
  profileId: string | number;
}>;


export type RecentBodyImageQuery = { recentBodyImage: { id: string, profileId: string, recordAt: string, weight: number | null, height: number | null, imageUrl: string | null, createdAt: string } | null };

export type BodyImagesOfDateQueryVariables = Exact<{
  profileId: string | number;
  date: string;
}>;


export type BodyImagesOfDateQuery = { bodyImagesOfDate: Array<{ id: string, profileId: string, recordAt: string, weight: number | null, height: number | null, imageUrl: string | null, createdAt: string }> };

export type BodyRecordsInRangeQueryVariables = Exact<{
  profileId: string | number;
  from: string;
  to: string;
}>;


export type BodyRecordsInRangeQuery = { bodyRecordsInRange: Array<{ id: string, profileId: string, recordAt: string, weight: number | null, height: number | null, imageUrl: string | null, createdAt: string }> };

export type BodyRecordDatesQueryVariables = Exact<{
  profileId: string | number;
  from: string;
  to: string;
}>;


export type BodyRecordDatesQuery = { bodyRecordDates: Array<string> };

export type StandardFieldsFragment = { date: string, ageYears: number, ageBand: string, standardType: number, standardCode: number, label: string, kdriGroup: string, pregnancyStage: string | null, energy: number | null, carbohydrate: { min: number | null, max: number | null }, protein: { min: number | null, max: number | null }, fat: { min: number | null, max: number | null }, milkPowder: { target: number, min: number | null, max: number | null } | null, totalSugar: { min: number | null, max: number | null }, sodium: { min: number | null, max: number | null }, caffeine: { cap: number | null, displayRange: Array<number> | null }, betaCarotene: { min: number | null, max: number | null }, nutrients: Array<{ code: string, name: string, unit: string, min: number | null, minKind: string | null, max: number | null }> };

export type RestScoreLineFieldsFragment = { code: string, name: string, unit: string, intake: number | null, min: number | null, max: number | null, percent: number | null, points: number, short: boolean, known: boolean, measuredFoodCount: number, foodCount: number, coverageNote: string | null };

export type ScoreFieldsFragment = { profileId: string, date: string, score: number, energyPoints: number, macroPoints: number, microPoints: number, penaltyPoints: number, intakeCount: number, intakeTier: string, tier: { code: string, label: string } };

export type NutritionScoresQueryVariables = Exact<{
  profileId: string | number;
  from: string;
  to: string;
}>;


export type NutritionScoresQuery = { nutritionScores: Array<{ profileId: string, date: string, score: number, energyPoints: number, macroPoints: number, microPoints: number, penaltyPoints: number, intakeCount: number, intakeTier: string, tier: { code: string, label: string } }> };

export type NutritionReportQueryVariables = Exact<{
  profileId: string | number;
  date?: string | null | undefined;
}>;


export type NutritionReportQuery = { nutritionReport: { profileId: string, date: string, score: number, energyPoints: number, macroPoints: number, microPoints: number, penaltyPoints: number, intakeCount: number, unknownCount: number, foodRecordCount: number, tier: { code: string, label: string, description: string }, intakeTier: { code: string, label: string, description: string }, energy: { code: string, name: string, unit: string, intake: number | null, min: number | null, max: number | null, percent: number | null, points: number, short: boolean, known: boolean, measuredFoodCount: number, foodCount: number, coverageNote: string | null }, macros: Array<{ code: string, name: string, unit: string, intake: number | null, min: number | null, max: number | null, percent: number | null, points: number, short: boolean, known: boolean, measuredFoodCount: number, foodCount: number, coverageNote: string | null }>, micros: Array<{ code: string, name: string, unit: string, intake: number | null, min: number | null, max: number | null, percent: number | null, points: number, short: boolean, known: boolean, measuredFoodCount: number, foodCount: number, coverageNote: string | null }>, shortNutrients: Array<{ code: string, name: string, unit: string, intake: number | null, min: number | null, max: number | null, percent: number | null, points: number, short: boolean, known: boolean, measuredFoodCount: number, foodCount: number, coverageNote: string | null }>, limits: Array<{ code: string, name: string, intake: number | null, limit: number | null, over: boolean, known: boolean, measuredFoodCount: number, foodCount: number, coverageNote: string | null }>, standard: { date: string, ageYears: number, ageBand: string, standardType: number, standardCode: number, label: string, kdriGroup: string, pregnancyStage: string | null, energy: number | null, carbohydrate: { min: number | null, max: number | null }, protein: { min: number | null, max: number | null }, fat: { min: number | null, max: number | null }, milkPowder: { target: number, min: number | null, max: number | null } | null, totalSugar: { min: number | null, max: number | null }, sodium: { min: number | null, max: number | null }, caffeine: { cap: number | null, displayRange: Array<number> | null }, betaCarotene: { min: number | null, max: number | null }, nutrients: Array<{ code: string, name: string, unit: string, min: number | null, minKind: string | null, max: number | null }> } } };

export type NutritionStandardQueryVariables = Exact<{
  profileId: string | number;
  date?: string | null | undefined;
}>;


export type NutritionStandardQuery = { nutritionStandard: { date: string, ageYears: number, ageBand: string, standardType: number, standardCode: number, label: string, kdriGroup: string, pregnancyStage: string | null, energy: number | null, carbohydrate: { min: number | null, max: number | null }, protein: { min: number | null, max: number | null }, fat: { min: number | null, max: number | null }, milkPowder: { target: number, min: number | null, max: number | null } | null, totalSugar: { min: number | null, max: number | null }, sodium: { min: number | null, max: number | null }, caffeine: { cap: number | null, displayRange: Array<number> | null }, betaCarotene: { min: number | null, max: number | null }, nutrients: Array<{ code: string, name: string, unit: string, min: number | null, minKind: string | null, max: number | null }> } };

export type ScoreDescriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScoreDescriptionsQuery = { scoreDescriptions: Array<{ kind: string, code: string, label: string, min: number, max: number, description: string }> };

export type RecordDatesQueryVariables = Exact<{
  profileId: string | number;
  what: string;
  from: string;
  to: string;
}>;


export type RecordDatesQuery = { recordDates: Array<string> };

export type TopFoodsQueryVariables = Exact<{
  profileId: string | number;
  from: string;
  to: string;
}>;


export type TopFoodsQuery = { topFoods: Array<{ nutrient: string, name: string, unit: string, foods: Array<{ name: string, amount: number }> }> };

export type RecordCountsQueryVariables = Exact<{
  profileId: string | number;
  from: string;
  to: string;
}>;


export type RecordCountsQuery = { recordCounts: Array<{ date: string, foods: number, bodies: number, intakes: number }> };

export type PromiseListQueryVariables = Exact<{ [key: string]: never; }>;


export type PromiseListQuery = { myProfiles: Array<{ id: string, name: string, lifeStage: { promiseType: number, pregnantType: number | null, pregnantDay: string | null, vegetarianType: number | null, label: string } }> };

export type RecordNutritionScoreMutationVariables = Exact<{
  profileId: string | number;
  date?: string | null | undefined;
}>;


export type RecordNutritionScoreMutation = { recordNutritionScore: { profileId: string, date: string, score: number, energyPoints: number, macroPoints: number, microPoints: number, penaltyPoints: number, intakeCount: number, intakeTier: string, tier: { code: string, label: string } } };

export type SupplementFieldsFragment = { id: string, name: string, brandName: string | null, productId: string | null, dailyServing: string | null, allergens: Array<string>, status: string, rejectReason: string | null, createdAt: string, reviewedAt: string | null, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> };

export type RegimenSettingsFragment = { id: string, profileId: string, supplementId: string, alramCnt: number, reminderTimes: Array<string>, startDate: string, memo: string | null };

export type RegimenViewFragment = { eatCnt: number, id: string, profileId: string, supplementId: string, alramCnt: number, reminderTimes: Array<string>, startDate: string, memo: string | null, adherence: { from: string, to: string, days: number, eatCnt: number, alramCnt: number, percent: number | null, message: string | null }, supplement: { id: string, name: string, dailyServing: string | null, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> } };

export type IntakeFieldsFragment = { regimenId: string, profileId: string, date: string, eatCnt: number };

export type HealthAppSupplementFieldsFragment = { id: string, interlockId: string, externalId: string, name: string, importedAt: string, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> };

export type SubmitSupplementMutationVariables = Exact<{
  input: SupplementInput;
}>;


export type SubmitSupplementMutation = { submitSupplement: { id: string, name: string, brandName: string | null, productId: string | null, dailyServing: string | null, allergens: Array<string>, status: string, rejectReason: string | null, createdAt: string, reviewedAt: string | null, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> } };

export type SearchSupplementsQueryVariables = Exact<{
  query?: string;
  offset?: number;
  limit?: number;
}>;


export type SearchSupplementsQuery = { searchSupplements: { total: number, items: Array<{ id: string, name: string, brandName: string | null, productId: string | null, dailyServing: string | null, allergens: Array<string>, status: string, rejectReason: string | null, createdAt: string, reviewedAt: string | null, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> }> } };

export type SupplementQueryVariables = Exact<{
  id: string | number;
}>;


export type SupplementQuery = { supplement: { id: string, name: string, brandName: string | null, productId: string | null, dailyServing: string | null, allergens: Array<string>, status: string, rejectReason: string | null, createdAt: string, reviewedAt: string | null, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> } };

export type AdminSupplementsQueryVariables = Exact<{
  status?: string | null | undefined;
  query?: string | null | undefined;
  offset?: number;
  limit?: number;
}>;


export type AdminSupplementsQuery = { adminSupplements: { total: number, items: Array<{ submittedBy: string | null, id: string, name: string, brandName: string | null, productId: string | null, dailyServing: string | null, allergens: Array<string>, status: string, rejectReason: string | null, createdAt: string, reviewedAt: string | null, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> }> } };

export type SupplementAllergensQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplementAllergensQuery = { supplementAllergens: Array<{ allergen: string, count: number }> };

export type AddRegimenMutationVariables = Exact<{
  input: RegimenInput;
}>;


export type AddRegimenMutation = { addRegimen: { id: string, profileId: string, supplementId: string, alramCnt: number, reminderTimes: Array<string>, startDate: string, memo: string | null } };

export type EditRegimenMutationVariables = Exact<{
  id: string | number;
  input: RegimenEditInput;
}>;


export type EditRegimenMutation = { editRegimen: { id: string, profileId: string, supplementId: string, alramCnt: number, reminderTimes: Array<string>, startDate: string, memo: string | null } };

export type DeleteRegimenMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRegimenMutation = { deleteRegimen: boolean };

export type SetRemindersMutationVariables = Exact<{
  id: string | number;
  alramCnt: number;
  reminderTimes?: Array<string> | string | null | undefined;
}>;


export type SetRemindersMutation = { setReminders: { id: string, profileId: string, supplementId: string, alramCnt: number, reminderTimes: Array<string>, startDate: string, memo: string | null } };

export type ClearRemindersMutationVariables = Exact<{
  id: string | number;
}>;


export type ClearRemindersMutation = { clearReminders: { id: string, profileId: string, supplementId: string, alramCnt: number, reminderTimes: Array<string>, startDate: string, memo: string | null } };

export type MarkIntakeMutationVariables = Exact<{
  id: string | number;
  date?: string | null | undefined;
}>;


export type MarkIntakeMutation = { markIntake: { regimenId: string, profileId: string, date: string, eatCnt: number } };

export type UndoIntakeMutationVariables = Exact<{
  id: string | number;
  date?: string | null | undefined;
}>;


export type UndoIntakeMutation = { undoIntake: { regimenId: string, profileId: string, date: string, eatCnt: number } };

export type IntakesOfDateQueryVariables = Exact<{
  profileId: string | number;
  date?: string | null | undefined;
}>;


export type IntakesOfDateQuery = { intakesOfDate: Array<{ regimenId: string, profileId: string, date: string, eatCnt: number, regimen: { id: string, profileId: string, supplementId: string, alramCnt: number, reminderTimes: Array<string>, startDate: string, memo: string | null, supplement: { id: string, name: string } } }> };

export type RegimensQueryVariables = Exact<{
  profileId: string | number;
  date?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type RegimensQuery = { regimens: Array<{ eatCnt: number, id: string, profileId: string, supplementId: string, alramCnt: number, reminderTimes: Array<string>, startDate: string, memo: string | null, adherence: { from: string, to: string, days: number, eatCnt: number, alramCnt: number, percent: number | null, message: string | null }, supplement: { id: string, name: string, dailyServing: string | null, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> } }> };

export type RegimensOfAllProfilesQueryVariables = Exact<{
  date?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type RegimensOfAllProfilesQuery = { regimensOfAllProfiles: Array<{ profile: { id: string, name: string, gender: number, birthday: string, isPrimary: boolean, imageNo: number }, regimens: Array<{ eatCnt: number, id: string, profileId: string, supplementId: string, alramCnt: number, reminderTimes: Array<string>, startDate: string, memo: string | null, adherence: { from: string, to: string, days: number, eatCnt: number, alramCnt: number, percent: number | null, message: string | null }, supplement: { id: string, name: string, dailyServing: string | null, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> } }> }> };

export type LinkHealthAppMutationVariables = Exact<{
  provider: string;
  code: string;
}>;


export type LinkHealthAppMutation = { linkHealthApp: { id: string, provider: string, externalUserId: string, linkedAt: string } };

export type HealthAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type HealthAppsQuery = { healthApps: Array<{ id: string, provider: string, externalUserId: string, linkedAt: string }> };

export type ImportHealthAppSupplementsMutationVariables = Exact<{
  id: string | number;
  code: string;
}>;


export type ImportHealthAppSupplementsMutation = { importHealthAppSupplements: Array<{ id: string, interlockId: string, externalId: string, name: string, importedAt: string, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> }> };

export type DeleteHealthAppSupplementMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHealthAppSupplementMutation = { deleteHealthAppSupplement: boolean };

export type HealthAppSupplementsQueryVariables = Exact<{
  userId: string | number;
}>;


export type HealthAppSupplementsQuery = { healthAppSupplements: Array<{ id: string, interlockId: string, externalId: string, name: string, importedAt: string, nutrients: Array<{ code: string, name: string, unit: string, amount: number }> }> };

export type OrderSummaryFragment = { id: string, orderNumber: string, status: OrderStatus, statusLabel: string, statusColour: string, total: number, goodsTotal: number, deliveryTotal: number, payMethod: PayMethod, isGift: boolean, createdAt: string, paidAt: string | null, lines: Array<{ id: string, productId: string, optionId: string | null, name: string, optionName: string | null, unitPrice: number, quantity: number, lineTotal: number, status: OrderLineStatus }> };

export type OrderDetailFragment = { discountTotal: number, pointsUsed: number, ordererName: string, recipientName: string | null, recipientPhone: string | null, postcode: string | null, address1: string | null, address2: string | null, deliveryMemo: string | null, senderName: string | null, receiverName: string | null, claimKind: ClaimKind | null, claimReason: ClaimReason | null, claimText: string | null, expiresAt: string | null, deliveredAt: string | null, confirmedAt: string | null, refundedTotal: number, id: string, orderNumber: string, status: OrderStatus, statusLabel: string, statusColour: string, total: number, goodsTotal: number, deliveryTotal: number, payMethod: PayMethod, isGift: boolean, createdAt: string, paidAt: string | null, lines: Array<{ discountShare: number, pointsShare: number, refundedAmount: number, id: string, productId: string, optionId: string | null, name: string, optionName: string | null, unitPrice: number, quantity: number, lineTotal: number, status: OrderLineStatus }>, shipments: Array<{ sellerId: string, sellerName: string | null, fee: number, surcharge: number, absorbedSurcharge: number, carrier: string | null, carrierName: string | null, trackingNumber: string | null, shippedAt: string | null }>, history: Array<{ fromStatus: OrderStatus | null, toStatus: OrderStatus, event: string, actorRole: string, reason: string | null, createdAt: string }>, refunds: Array<{ lineId: string | null, cause: string, item: string, amount: number, points: number, createdAt: string }> };

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CreateOrderMutation = { createOrder: { discountTotal: number, pointsUsed: number, ordererName: string, recipientName: string | null, recipientPhone: string | null, postcode: string | null, address1: string | null, address2: string | null, deliveryMemo: string | null, senderName: string | null, receiverName: string | null, claimKind: ClaimKind | null, claimReason: ClaimReason | null, claimText: string | null, expiresAt: string | null, deliveredAt: string | null, confirmedAt: string | null, refundedTotal: number, id: string, orderNumber: string, status: OrderStatus, statusLabel: string, statusColour: string, total: number, goodsTotal: number, deliveryTotal: number, payMethod: PayMethod, isGift: boolean, createdAt: string, paidAt: string | null, lines: Array<{ discountShare: number, pointsShare: number, refundedAmount: number, id: string, productId: string, optionId: string | null, name: string, optionName: string | null, unitPrice: number, quantity: number, lineTotal: number, status: OrderLineStatus }>, shipments: Array<{ sellerId: string, sellerName: string | null, fee: number, surcharge: number, absorbedSurcharge: number, carrier: string | null, carrierName: string | null, trackingNumber: string | null, shippedAt: string | null }>, history: Array<{ fromStatus: OrderStatus | null, toStatus: OrderStatus, event: string, actorRole: string, reason: string | null, createdAt: string }>, refunds: Array<{ lineId: string | null, cause: string, item: string, amount: number, points: number, createdAt: string }> } };

export type CancelOrderMutationVariables = Exact<{
  id: string | number;
  lineIds?: Array<string | number> | string | number | null | undefined;
  reason?: string | null | undefined;
}>;


export type CancelOrderMutation = { cancelOrder: { refundAmount: number, refundPoints: number, order: { discountTotal: number, pointsUsed: number, ordererName: string, recipientName: string | null, recipientPhone: string | null, postcode: string | null, address1: string | null, address2: string | null, deliveryMemo: string | null, senderName: string | null, receiverName: string | null, claimKind: ClaimKind | null, claimReason: ClaimReason | null, claimText: string | null, expiresAt: string | null, deliveredAt: string | null, confirmedAt: string | null, refundedTotal: number, id: string, orderNumber: string, status: OrderStatus, statusLabel: string, statusColour: string, total: number, goodsTotal: number, deliveryTotal: number, payMethod: PayMethod, isGift: boolean, createdAt: string, paidAt: string | null, lines: Array<{ discountShare: number, pointsShare: number, refundedAmount: number, id: string, productId: string, optionId: string | null, name: string, optionName: string | null, unitPrice: number, quantity: number, lineTotal: number, status: OrderLineStatus }>, shipments: Array<{ sellerId: string, sellerName: string | null, fee: number, surcharge: number, absorbedSurcharge: number, carrier: string | null, carrierName: string | null, trackingNumber: string | null, shippedAt: string | null }>, history: Array<{ fromStatus: OrderStatus | null, toStatus: OrderStatus, event: string, actorRole: string, reason: string | null, createdAt: string }>, refunds: Array<{ lineId: string | null, cause: string, item: string, amount: number, points: number, createdAt: string }> } } };

export type RequestReturnMutationVariables = Exact<{
  id: string | number;
  input: OrderClaimInput;
}>;


export type RequestReturnMutation = { requestReturn: { discountTotal: number, pointsUsed: number, ordererName: string, recipientName: string | null, recipientPhone: string | null, postcode: string | null, address1: string | null, address2: string | null, deliveryMemo: string | null, senderName: string | null, receiverName: string | null, claimKind: ClaimKind | null, claimReason: ClaimReason | null, claimText: string | null, expiresAt: string | null, deliveredAt: string | null, confirmedAt: string | null, refundedTotal: number, id: string, orderNumber: string, status: OrderStatus, statusLabel: string, statusColour: string, total: number, goodsTotal: number, deliveryTotal: number, payMethod: PayMethod, isGift: boolean, createdAt: string, paidAt: string | null, lines: Array<{ discountShare: number, pointsShare: number, refundedAmount: number, id: string, productId: string, optionId: string | null, name: string, optionName: string | null, unitPrice: number, quantity: number, lineTotal: number, status: OrderLineStatus }>, shipments: Array<{ sellerId: string, sellerName: string | null, fee: number, surcharge: number, absorbedSurcharge: number, carrier: string | null, carrierName: string | null, trackingNumber: string | null, shippedAt: string | null }>, history: Array<{ fromStatus: OrderStatus | null, toStatus: OrderStatus, event: string, actorRole: string, reason: string | null, createdAt: string }>, refunds: Array<{ lineId: string | null, cause: string, item: string, amount: number, points: number, createdAt: string }> } };

export type RegisterDeliveryInfoMutationVariables = Exact<{
  id: string | number;
  carrier: string;
  trackingNumber: string;
  sellerId?: string | number | null | undefined;
}>;


export type RegisterDeliveryInfoMutation = { registerDeliveryInfo: { discountTotal: number, pointsUsed: number, ordererName: string, recipientName: string | null, recipientPhone: string | null, postcode: string | null, address1: string | null, address2: string | null, deliveryMemo: string | null, senderName: string | null, receiverName: string | null, claimKind: ClaimKind | null, claimReason: ClaimReason | null, claimText: string | null, expiresAt: string | null, deliveredAt: string | null, confirmedAt: string | null, refundedTotal: number, id: string, orderNumber: string, status: OrderStatus, statusLabel: string, statusColour: string, total: number, goodsTotal: number, deliveryTotal: number, payMethod: PayMethod, isGift: boolean, createdAt: string, paidAt: string | null, lines: Array<{ discountShare: number, pointsShare: number, refundedAmount: number, id: string, productId: string, optionId: string | null, name: string, optionName: string | null, unitPrice: number, quantity: number, lineTotal: number, status: OrderLineStatus }>, shipments: Array<{ sellerId: string, sellerName: string | null, fee: number, surcharge: number, absorbedSurcharge: number, carrier: string | null, carrierName: string | null, trackingNumber: string | null, shippedAt: string | null }>, history: Array<{ fromStatus: OrderStatus | null, toStatus: OrderStatus, event: string, actorRole: string, reason: string | null, createdAt: string }>, refunds: Array<{ lineId: string | null, cause: string, item: string, amount: number, points: number, createdAt: string }> } };

export type GuestOrderQueryVariables = Exact<{
  phone: string;
  orderNumber: string;
  smsToken: string;
}>;


export type GuestOrderQuery = { guestOrder: { discountTotal: number, pointsUsed: number, ordererName: string, recipientName: string | null, recipientPhone: string | null, postcode: string | null, address1: string | null, address2: string | null, deliveryMemo: string | null, senderName: string | null, receiverName: string | null, claimKind: ClaimKind | null, claimReason: ClaimReason | null, claimText: string | null, expiresAt: string | null, deliveredAt: string | null, confirmedAt: string | null, refundedTotal: number, id: string, orderNumber: string, status: OrderStatus, statusLabel: string, statusColour: string, total: number, goodsTotal: number, deliveryTotal: number, payMethod: PayMethod, isGift: boolean, createdAt: string, paidAt: string | null, lines: Array<{ discountShare: number, pointsShare: number, refundedAmount: number, id: string, productId: string, optionId: string | null, name: string, optionName: string | null, unitPrice: number, quantity: number, lineTotal: number, status: OrderLineStatus }>, shipments: Array<{ sellerId: string, sellerName: string | null, fee: number, surcharge: number, absorbedSurcharge: number, carrier: string | null, carrierName: string | null, trackingNumber: string | null, shippedAt: string | null }>, history: Array<{ fromStatus: OrderStatus | null, toStatus: OrderStatus, event: string, actorRole: string, reason: string | null, createdAt: string }>, refunds: Array<{ lineId: string | null, cause: string, item: string, amount: number, points: number, createdAt: string }> } };

export type OrderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderDetailQuery = { order: { discountTotal: number, pointsUsed: number, ordererName: string, recipientName: string | null, recipientPhone: string | null, postcode: string | null, address1: string | null, address2: string | null, deliveryMemo: string | null, senderName: string | null, receiverName: string | null, claimKind: ClaimKind | null, claimReason: ClaimReason | null, claimText: string | null, expiresAt: string | null, deliveredAt: string | null, confirmedAt: string | null, refundedTotal: number, id: string, orderNumber: string, status: OrderStatus, statusLabel: string, statusColour: string, total: number, goodsTotal: number, deliveryTotal: number, payMethod: PayMethod, isGift: boolean, createdAt: string, paidAt: string | null, lines: Array<{ discountShare: number, pointsShare: number, refundedAmount: number, id: string, productId: string, optionId: string | null, name: string, optionName: string | null, unitPrice: number, quantity: number, lineTotal: number, status: OrderLineStatus }>, shipments: Array<{ sellerId: string, sellerName: string | null, fee: number, surcharge: number, absorbedSurcharge: number, carrier: string | null, carrierName: string | null, trackingNumber: string | null, shippedAt: string | null }>, history: Array<{ fromStatus: OrderStatus | null, toStatus: OrderStatus, event: string, actorRole: string, reason: string | null, createdAt: string }>, refunds: Array<{ lineId: string | null, cause: string, item: string, amount: number, points: number, createdAt: string }> } };

export type MyOrdersQueryVariables = Exact<{
  status?: OrderStatus | null | undefined;
  view?: OrderListView | null | undefined;
  offset?: number;
  limit?: number;
}>;


export type MyOrdersQuery = { myOrders: { total: number, items: Array<{ id: string, orderNumber: string, status: OrderStatus, statusLabel: string, statusColour: string, total: number, goodsTotal: number, deliveryTotal: number, payMethod: PayMethod, isGift: boolean, createdAt: string, paidAt: string | null, lines: Array<{ id: string, productId: string, optionId: string | null, name: string, optionName: string | null, unitPrice: number, quantity: number, lineTotal: number, status: OrderLineStatus }> }> } };

export type MyCompletedOrdersQueryVariables = Exact<{
  offset?: number;
  limit?: number;
}>;


export type MyCompletedOrdersQuery = { myOrders: { total: number, items: Array<{ id: string, orderNumber: string, status: OrderStatus, statusLabel: string, statusColour: string, total: number, goodsTotal: number, deliveryTotal: number, payMethod: PayMethod, isGift: boolean, createdAt: string, paidAt: string | null, lines: Array<{ id: string, productId: string, optionId: string | null, name: string, optionName: string | null, unitPrice: number, quantity: number, lineTotal: number, status: OrderLineStatus }> }> } };

export type HideOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type HideOrderMutation = { hideOrder: { id: string } };

export type CreatePaymentMutationVariables = Exact<{
  orderId: string | number;
  redirectUrl: string;
}>;


export type CreatePaymentMutation = { createPayment: { checkoutUrl: string, payment: { id: string, merchantUid: string, orderId: string, payMethod: PayMethod, payCode: string, name: string, amount: number, status: PaymentStatus, statusLabel: string, createdAt: string } } };

export type CompletePaymentMutationVariables = Exact<{
  merchantUid: string;
  impUid: string;
}>;


export type CompletePaymentMutation = { completePayment: { order: { discountTotal: number, pointsUsed: number, ordererName: string, recipientName: string | null, recipientPhone: string | null, postcode: string | null, address1: string | null, address2: string | null, deliveryMemo: string | null, senderName: string | null, receiverName: string | null, claimKind: ClaimKind | null, claimReason: ClaimReason | null, claimText: string | null, expiresAt: string | null, deliveredAt: string | null, confirmedAt: string | null, refundedTotal: number, id: string, orderNumber: string, status: OrderStatus, statusLabel: string, statusColour: string, total: number, goodsTotal: number, deliveryTotal: number, payMethod: PayMethod, isGift: boolean, createdAt: string, paidAt: string | null, lines: Array<{ discountShare: number, pointsShare: number, refundedAmount: number, id: string, productId: string, optionId: string | null, name: string, optionName: string | null, unitPrice: number, quantity: number, lineTotal: number, status: OrderLineStatus }>, shipments: Array<{ sellerId: string, sellerName: string | null, fee: number, surcharge: number, absorbedSurcharge: number, carrier: string | null, carrierName: string | null, trackingNumber: string | null, shippedAt: string | null }>, history: Array<{ fromStatus: OrderStatus | null, toStatus: OrderStatus, event: string, actorRole: string, reason: string | null, createdAt: string }>, refunds: Array<{ lineId: string | null, cause: string, item: string, amount: number, points: number, createdAt: string }> }, payment: { id: string, merchantUid: string, impUid: string | null, orderId: string, payMethod: PayMethod, payCode: string, amount: number, cancelledAmount: number, status: PaymentStatus, statusLabel: string, failReason: string | null, paidAt: string | null, vbank: { bank: string, number: string, holder: string, dueAt: string } | null } } };

export type CancelWholeOrderMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type CancelWholeOrderMutation = { cancelOrder: { refundAmount: number, refundPoints: number, order: { discountTotal: number, pointsUsed: number, ordererName: string, recipientName: string | null, recipientPhone: string | null, postcode: string | null, address1: string | null, address2: string | null, deliveryMemo: string | null, senderName: string | null, receiverName: string | null, claimKind: ClaimKind | null, claimReason: ClaimReason | null, claimText: string | null, expiresAt: string | null, deliveredAt: string | null, confirmedAt: string | null, refundedTotal: number, id: string, orderNumber: string, status: OrderStatus, statusLabel: string, statusColour: string, total: number, goodsTotal: number, deliveryTotal: number, payMethod: PayMethod, isGift: boolean, createdAt: string, paidAt: string | null, lines: Array<{ discountShare: number, pointsShare: number, refundedAmount: number, id: string, productId: string, optionId: string | null, name: string, optionName: string | null, unitPrice: number, quantity: number, lineTotal: number, status: OrderLineStatus }>, shipments: Array<{ sellerId: string, sellerName: string | null, fee: number, surcharge: number, absorbedSurcharge: number, carrier: string | null, carrierName: string | null, trackingNumber: string | null, shippedAt: string | null }>, history: Array<{ fromStatus: OrderStatus | null, toStatus: OrderStatus, event: string, actorRole: string, reason: string | null, createdAt: string }>, refunds: Array<{ lineId: string | null, cause: string, item: string, amount: number, points: number, createdAt: string }> } } };

export type CatalogCategoryFieldsFragment = { id: string, channelId: string, name: string, position: number, productCount: number, combinationCount: number, createdAt: string };

export type CatalogProductFieldsFragment = { id: string, categoryId: string, productId: string, comment: string, position: number, createdAt: string, updatedAt: string, product: { id: string, name: string, price: number, salePrice: number, discountRate: number, status: string, imageUrl: string } };

export type CatalogCombinationFieldsFragment = { id: string, channelId: string, categoryId: string | null, name: string, status: CombinationStatus, discountRate: number, createdAt: string, lines: Array<{ lineNo: number, productId: string, optionId: string | null, quantity: number, product: { id: string, name: string, salePrice: number, status: string, imageUrl: string } }>, price: { discountRate: number, purchasable: boolean, listPrice: number | null, price: number | null, discount: number | null, lines: Array<{ lineNo: number, productId: string, optionId: string | null, quantity: number, unitPrice: number | null, amount: number | null, discountedAmount: number | null }> } | null };

export type CatalogCategoriesQueryVariables = Exact<{
  channel: string;
}>;


export type CatalogCategoriesQuery = { channelCategories: Array<{ id: string, channelId: string, name: string, position: number, productCount: number, combinationCount: number, createdAt: string }> };

export type CatalogCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogCategoryQuery = { channelCategory: { id: string, channelId: string, name: string, position: number, productCount: number, combinationCount: number, createdAt: string } };

export type CatalogSearchCategoriesQueryVariables = Exact<{
  query: string;
  channel?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CatalogSearchCategoriesQuery = { searchChannelCategories: { total: number, items: Array<{ id: string, channelId: string, name: string, position: number, productCount: number, combinationCount: number, createdAt: string }> } };

export type CatalogAdminCategoriesQueryVariables = Exact<{
  channelId?: string | number | null | undefined;
}>;


export type CatalogAdminCategoriesQuery = { myChannelCategories: Array<{ id: string, channelId: string, name: string, position: number, productCount: number, combinationCount: number, createdAt: string }> };

export type CatalogAdminProductsQueryVariables = Exact<{
  channelId?: string | number | null | undefined;
  categoryId?: string | number | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CatalogAdminProductsQuery = { myChannelProducts: { total: number, items: Array<{ id: string, categoryId: string, productId: string, comment: string, position: number, createdAt: string, updatedAt: string, product: { id: string, name: string, price: number, salePrice: number, discountRate: number, status: string, imageUrl: string } }> } };

export type CatalogAdminCombinationsQueryVariables = Exact<{
  channelId?: string | number | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CatalogAdminCombinationsQuery = { myChannelCombinations: { total: number, items: Array<{ id: string, channelId: string, categoryId: string | null, name: string, status: CombinationStatus, discountRate: number, createdAt: string, lines: Array<{ lineNo: number, productId: string, optionId: string | null, quantity: number, product: { id: string, name: string, salePrice: number, status: string, imageUrl: string } }>, price: { discountRate: number, purchasable: boolean, listPrice: number | null, price: number | null, discount: number | null, lines: Array<{ lineNo: number, productId: string, optionId: string | null, quantity: number, unitPrice: number | null, amount: number | null, discountedAmount: number | null }> } | null }> } };

export type CatalogCategoryProductsQueryVariables = Exact<{
  categoryId: string | number;
}>;


export type CatalogCategoryProductsQuery = { categoryProducts: Array<{ id: string, categoryId: string, productId: string, comment: string, position: number, createdAt: string, updatedAt: string, product: { id: string, name: string, price: number, salePrice: number, discountRate: number, status: string, imageUrl: string } }> };

export type CatalogCategoryCombinationsQueryVariables = Exact<{
  categoryId: string | number;
}>;


export type CatalogCategoryCombinationsQuery = { categoryCombinations: Array<{ id: string, channelId: string, categoryId: string | null, name: string, status: CombinationStatus, discountRate: number, createdAt: string, lines: Array<{ lineNo: number, productId: string, optionId: string | null, quantity: number, product: { id: string, name: string, salePrice: number, status: string, imageUrl: string } }>, price: { discountRate: number, purchasable: boolean, listPrice: number | null, price: number | null, discount: number | null, lines: Array<{ lineNo: number, productId: string, optionId: string | null, quantity: number, unitPrice: number | null, amount: number | null, discountedAmount: number | null }> } | null }> };

export type CatalogEditLinksMutationVariables = Exact<{
  links: Array<ChannelLinkInput> | ChannelLinkInput;
  channelId?: string | number | null | undefined;
}>;


export type CatalogEditLinksMutation = { editChannelLinks: Array<{ id: string, label: string, url: string, position: number }> };

export type CatalogCreateCategoryMutationVariables = Exact<{
  input: CreateChannelCategoryInput;
}>;


export type CatalogCreateCategoryMutation = { createChannelCategory: { id: string, channelId: string, name: string, position: number, productCount: number, combinationCount: number, createdAt: string } };

export type CatalogChangeCategoriesMutationVariables = Exact<{
  categories: Array<ChannelCategoryOrderInput> | ChannelCategoryOrderInput;
  channelId?: string | number | null | undefined;
}>;


export type CatalogChangeCategoriesMutation = { changeChannelCategories: Array<{ id: string, channelId: string, name: string, position: number, productCount: number, combinationCount: number, createdAt: string }> };

export type CatalogRegisterVideoMutationVariables = Exact<{
  input: RegisterChannelVideoInput;
}>;


export type CatalogRegisterVideoMutation = { registerChannelVideo: { id: string, channelId: string, title: string, url: string, provider: VideoProvider, position: number, createdAt: string } };

export type CatalogCreateRecommendedProductMutationVariables = Exact<{
  input: CreateRecommendedProductInput;
}>;


export type CatalogCreateRecommendedProductMutation = { createRecommendedProduct: { id: string, categoryId: string, productId: string, comment: string, position: number, createdAt: string, updatedAt: string, product: { id: string, name: string, price: number, salePrice: number, discountRate: number, status: string, imageUrl: string } } };

export type CatalogEditRecommendedProductMutationVariables = Exact<{
  input: EditRecommendedProductInput;
}>;


export type CatalogEditRecommendedProductMutation = { editRecommendedProduct: { id: string, categoryId: string, productId: string, comment: string, position: number, createdAt: string, updatedAt: string, product: { id: string, name: string, price: number, salePrice: number, discountRate: number, status: string, imageUrl: string } } };

export type CatalogRegisterCombinationMutationVariables = Exact<{
  input: RegisterCombinationInput;
}>;


export type CatalogRegisterCombinationMutation = { registerCombination: { id: string, channelId: string, categoryId: string | null, name: string, status: CombinationStatus, discountRate: number, createdAt: string, lines: Array<{ lineNo: number, productId: string, optionId: string | null, quantity: number, product: { id: string, name: string, salePrice: number, status: string, imageUrl: string } }>, price: { discountRate: number, purchasable: boolean, listPrice: number | null, price: number | null, discount: number | null, lines: Array<{ lineNo: number, productId: string, optionId: string | null, quantity: number, unitPrice: number | null, amount: number | null, discountedAmount: number | null }> } | null } };

export type CatalogDeleteCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type CatalogDeleteCategoryMutation = { deleteChannelCategory: boolean };

export type CatalogDeleteRecommendedProductMutationVariables = Exact<{
  id: string | number;
}>;


export type CatalogDeleteRecommendedProductMutation = { deleteRecommendedProduct: boolean };

export type CatalogDeleteCombinationMutationVariables = Exact<{
  id: string | number;
}>;


export type CatalogDeleteCombinationMutation = { deleteCombination: boolean };

export type ChannelFieldsFragment = { id: string, ownerUserId: string, handle: string, name: string, greetings: string | null, intro: string | null, profileImageUrl: string | null, menus: Array<string> };

export type CooperateEventFieldsFragment = { id: string, channelId: string, productId: string | null, title: string, description: string | null, groupPrice: number, startsAt: string, endsAt: string, status: CooperateStatus, statusLabel: string, maxParticipants: number | null, participantCount: number, clickCount: number, actions: Array<CooperateStatus> };

export type LookupChannelsQueryVariables = Exact<{
  query: string;
  offset?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type LookupChannelsQuery = { lookupChannels: { total: number, items: Array<{ id: string, ownerUserId: string, handle: string, name: string, greetings: string | null, intro: string | null, profileImageUrl: string | null, menus: Array<string> }> } };

export type ChannelInfoQueryVariables = Exact<{
  handle: string;
}>;


export type ChannelInfoQuery = { channel: { id: string, ownerUserId: string, handle: string, name: string, greetings: string | null, intro: string | null, profileImageUrl: string | null, menus: Array<string> } };

export type ChannelOfInfluencerQueryVariables = Exact<{
  userId: string | number;
}>;


export type ChannelOfInfluencerQuery = { channelOfInfluencer: { id: string, ownerUserId: string, handle: string, name: string, greetings: string | null, intro: string | null, profileImageUrl: string | null, menus: Array<string> } };

export type ServerTimeQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerTimeQuery = { serverTime: { now: string, koreanDate: string } };

export type ChannelMemberCountQueryVariables = Exact<{
  channelId: string;
}>;


export type ChannelMemberCountQuery = { channelMemberCount: number };

export type ChannelSignupMembersQueryVariables = Exact<{
  channelId?: string | number | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ChannelSignupMembersQuery = { channelSignupMembers: { total: number, items: Array<{ userId: string, createdAt: string }> } };

export type MyFollowedChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFollowedChannelsQuery = { myFollowedChannels: Array<{ id: string, ownerUserId: string, handle: string, name: string, greetings: string | null, intro: string | null, profileImageUrl: string | null, menus: Array<string> }> };

export type ChannelQueryLogsQueryVariables = Exact<{
  channelId?: string | number | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ChannelQueryLogsQuery = { channelQueryLogs: { total: number, items: Array<{ id: string, log: string, href: string | null, pathname: string | null, inflow: string | null, ip: string | null, region: string | null, city: string | null, createdAt: string }> } };

export type BecomeInfluencerMutationVariables = Exact<{
  input: BecomeInfluencerInput;
}>;


export type BecomeInfluencerMutation = { becomeInfluencer: { id: string, ownerUserId: string, handle: string, name: string, greetings: string | null, intro: string | null, profileImageUrl: string | null, menus: Array<string> } };

export type EditChannelProfileMutationVariables = Exact<{
  input: ChannelProfileInput;
}>;


export type EditChannelProfileMutation = { editChannelProfile: { id: string, ownerUserId: string, handle: string, name: string, greetings: string | null, intro: string | null, profileImageUrl: string | null, menus: Array<string> } };

export type EditChannelGreetingsMutationVariables = Exact<{
  greetings?: string | null | undefined;
  channelId?: string | number | null | undefined;
}>;


export type EditChannelGreetingsMutation = { editChannelGreetings: { id: string, ownerUserId: string, handle: string, name: string, greetings: string | null, intro: string | null, profileImageUrl: string | null, menus: Array<string> } };

export type SetChannelMenusMutationVariables = Exact<{
  menus: Array<string> | string;
  channelId?: string | number | null | undefined;
}>;


export type SetChannelMenusMutation = { setChannelMenus: { id: string, ownerUserId: string, handle: string, name: string, greetings: string | null, intro: string | null, profileImageUrl: string | null, menus: Array<string> } };

export type ChangeChannelHandleMutationVariables = Exact<{
  handle: string;
  channelId?: string | number | null | undefined;
}>;


export type ChangeChannelHandleMutation = { changeChannelHandle: { id: string, ownerUserId: string, handle: string, name: string, greetings: string | null, intro: string | null, profileImageUrl: string | null, menus: Array<string> } };

export type FollowChannelMutationVariables = Exact<{
  channelId: string;
}>;


export type FollowChannelMutation = { followChannel: { id: string, ownerUserId: string, handle: string, name: string, greetings: string | null, intro: string | null, profileImageUrl: string | null, menus: Array<string> } };

export type AnswerChannelSurveyMutationVariables = Exact<{
  input: ChannelSurveyAnswerInput;
}>;


export type AnswerChannelSurveyMutation = { answerChannelSurvey: boolean };

export type RecordChannelVisitMutationVariables = Exact<{
  input: ChannelVisitInput;
}>;


export type RecordChannelVisitMutation = { recordChannelVisit: { recorded: boolean, channelId: string | null } };

export type CountChannelVisitMutationVariables = Exact<{
  channelId: string;
}>;


export type CountChannelVisitMutation = { countChannelVisit: boolean };

export type CountChannelPageViewMutationVariables = Exact<{
  channelId: string;
}>;


export type CountChannelPageViewMutation = { countChannelPageView: boolean };

export type RecordQueryLogMutationVariables = Exact<{
  input: QueryLogInput;
}>;


export type RecordQueryLogMutation = { recordQueryLog: boolean };

export type ChannelCooperateEventsQueryVariables = Exact<{
  channelId: string;
  status?: CooperateStatus | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ChannelCooperateEventsQuery = { channelCooperateEvents: { total: number, items: Array<{ id: string, channelId: string, productId: string | null, title: string, description: string | null, groupPrice: number, startsAt: string, endsAt: string, status: CooperateStatus, statusLabel: string, maxParticipants: number | null, participantCount: number, clickCount: number, actions: Array<CooperateStatus> }> } };

export type MyCooperateEventsQueryVariables = Exact<{
  status?: CooperateStatus | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type MyCooperateEventsQuery = { myCooperateEvents: { total: number, items: Array<{ id: string, channelId: string, productId: string | null, title: string, description: string | null, groupPrice: number, startsAt: string, endsAt: string, status: CooperateStatus, statusLabel: string, maxParticipants: number | null, participantCount: number, clickCount: number, actions: Array<CooperateStatus> }> } };

export type CooperateEventQueryVariables = Exact<{
  id: string | number;
}>;


export type CooperateEventQuery = { cooperateEvent: { id: string, channelId: string, productId: string | null, title: string, description: string | null, groupPrice: number, startsAt: string, endsAt: string, status: CooperateStatus, statusLabel: string, maxParticipants: number | null, participantCount: number, clickCount: number, actions: Array<CooperateStatus> } };

export type IsValidCooperateLinkQueryVariables = Exact<{
  channelId: string;
  eventId: string | number;
  productId?: string | number | null | undefined;
}>;


export type IsValidCooperateLinkQuery = { isValidCooperateLink: boolean };

export type CooperateAlertMembersQueryVariables = Exact<{
  eventId: string | number;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CooperateAlertMembersQuery = { cooperateAlertMembers: { total: number, items: Array<{ userId: string, createdAt: string }> } };

export type ClickCooperateMutationVariables = Exact<{
  eventId: string | number;
}>;


export type ClickCooperateMutation = { clickCooperate: number };

export type JoinCooperateMutationVariables = Exact<{
  eventId: string | number;
}>;


export type JoinCooperateMutation = { joinCooperate: { id: string, channelId: string, productId: string | null, title: string, description: string | null, groupPrice: number, startsAt: string, endsAt: string, status: CooperateStatus, statusLabel: string, maxParticipants: number | null, participantCount: number, clickCount: number, actions: Array<CooperateStatus> } };

export type AskCooperateAlertMutationVariables = Exact<{
  eventId: string | number;
}>;


export type AskCooperateAlertMutation = { askCooperateAlert: boolean };

export type ChannelStatsQueryVariables = Exact<{
  channelId?: string | number | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ChannelStatsQuery = { channelStats: { channelId: string, from: string, to: string, totals: { visits: number, firstInflows: number, pageViews: number, signups: number, orders: number, revenue: number }, days: Array<{ day: string, visits: number, firstInflows: number, pageViews: number, signups: number, orders: number, revenue: number }> } };

export type SocialLoginMutationVariables = Exact<{
  provider: string;
  code: string;
  redirectUri: string;
}>;


export type SocialLoginMutation = { socialLogin: { registered: boolean, signUpToken: string | null, suggestedNickname: string | null, auth: { tokenDto: { accessToken: string, refreshToken: string }, user: { id: string, nickname: string, provider: string, role: Role } } | null } };

export type SendCooperateAlertsMutationVariables = Exact<{
  eventId: string | number;
}>;


export type SendCooperateAlertsMutation = { sendCooperateAlerts: number };

export type PartnersCommunityPostFieldsFragment = { id: string, channelId: string, kind: CommunityPostKind, categoryId: string | null, title: string, displayTitle: string, content: string, images: Array<string>, productIds: Array<string>, isAd: boolean, viewCount: number, commentCount: number, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, canEdit: boolean, createdAt: string, updatedAt: string, category: { id: string, name: string } | null, author: { id: string, nickname: string } | null };

export type PartnersCommunityCommentFieldsFragment = { id: string, channelId: string, postId: string, parentId: string | null, secret: boolean, content: string | null, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, createdAt: string, author: { id: string, nickname: string } | null };

export type PartnersCommunityCategoryFieldsFragment = { id: string, channelId: string, name: string, position: number, postCount: number, createdAt: string };

export type PartnersFaqEntryFieldsFragment = { id: string, channelId: string, menuId: string, question: string, answer: string, frequent: boolean, createdAt: string, updatedAt: string, menu: { id: string, name: string } | null };

export type PartnersChannelNoticeFieldsFragment = { id: string, channelId: string, number: number, title: string, content: string, createdAt: string, updatedAt: string };

export type PartnersCreateCommunityPostMutationVariables = Exact<{
  input: CreateCommunityPostInput;
}>;


export type PartnersCreateCommunityPostMutation = { createCommunityPost: { id: string, channelId: string, kind: CommunityPostKind, categoryId: string | null, title: string, displayTitle: string, content: string, images: Array<string>, productIds: Array<string>, isAd: boolean, viewCount: number, commentCount: number, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, canEdit: boolean, createdAt: string, updatedAt: string, category: { id: string, name: string } | null, author: { id: string, nickname: string } | null } };

export type PartnersEditCommunityPostMutationVariables = Exact<{
  input: EditCommunityPostInput;
}>;


export type PartnersEditCommunityPostMutation = { editCommunityPost: { id: string, channelId: string, kind: CommunityPostKind, categoryId: string | null, title: string, displayTitle: string, content: string, images: Array<string>, productIds: Array<string>, isAd: boolean, viewCount: number, commentCount: number, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, canEdit: boolean, createdAt: string, updatedAt: string, category: { id: string, name: string } | null, author: { id: string, nickname: string } | null } };

export type PartnersRegisterCommunityImagesMutationVariables = Exact<{
  postId: string | number;
  urls: Array<string> | string;
}>;


export type PartnersRegisterCommunityImagesMutation = { registerCommunityImages: { id: string, channelId: string, kind: CommunityPostKind, categoryId: string | null, title: string, displayTitle: string, content: string, images: Array<string>, productIds: Array<string>, isAd: boolean, viewCount: number, commentCount: number, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, canEdit: boolean, createdAt: string, updatedAt: string, category: { id: string, name: string } | null, author: { id: string, nickname: string } | null } };

export type PartnersAddCommunityViewMutationVariables = Exact<{
  id: string | number;
}>;


export type PartnersAddCommunityViewMutation = { addCommunityView: { id: string, viewCount: number } };

export type PartnersDeleteCommunityPostMutationVariables = Exact<{
  id: string | number;
}>;


export type PartnersDeleteCommunityPostMutation = { deleteCommunityPost: boolean };

export type PartnersCommunityPostQueryVariables = Exact<{
  id: string | number;
}>;


export type PartnersCommunityPostQuery = { communityPost: { id: string, channelId: string, kind: CommunityPostKind, categoryId: string | null, title: string, displayTitle: string, content: string, images: Array<string>, productIds: Array<string>, isAd: boolean, viewCount: number, commentCount: number, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, canEdit: boolean, createdAt: string, updatedAt: string, category: { id: string, name: string } | null, author: { id: string, nickname: string } | null } };

export type PartnersCommunityPostsQueryVariables = Exact<{
  channelId: string;
  kind?: CommunityPostKind | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PartnersCommunityPostsQuery = { communityPosts: { total: number, items: Array<{ id: string, channelId: string, kind: CommunityPostKind, categoryId: string | null, title: string, displayTitle: string, content: string, images: Array<string>, productIds: Array<string>, isAd: boolean, viewCount: number, commentCount: number, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, canEdit: boolean, createdAt: string, updatedAt: string, category: { id: string, name: string } | null, author: { id: string, nickname: string } | null }> } };

export type PartnersCommunityPostsOfCategoryQueryVariables = Exact<{
  channelId: string;
  categoryId: string | number;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PartnersCommunityPostsOfCategoryQuery = { communityPosts: { total: number, items: Array<{ id: string, channelId: string, kind: CommunityPostKind, categoryId: string | null, title: string, displayTitle: string, content: string, images: Array<string>, productIds: Array<string>, isAd: boolean, viewCount: number, commentCount: number, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, canEdit: boolean, createdAt: string, updatedAt: string, category: { id: string, name: string } | null, author: { id: string, nickname: string } | null }> } };

export type PartnersCommunityCategoriesQueryVariables = Exact<{
  channelId: string;
}>;


export type PartnersCommunityCategoriesQuery = { communityCategories: Array<{ id: string, channelId: string, name: string, position: number, postCount: number, createdAt: string }> };

export type PartnersAdminCommunityCategoriesQueryVariables = Exact<{
  channelId?: string | number | null | undefined;
}>;


export type PartnersAdminCommunityCategoriesQuery = { adminCommunityCategories: Array<{ id: string, channelId: string, name: string, position: number, postCount: number, createdAt: string }> };

export type PartnersCommunityPostCountsQueryVariables = Exact<{
  channelId: string;
}>;


export type PartnersCommunityPostCountsQuery = { communityPostCounts: { total: number, community: number, board: number, uncategorized: number, byCategory: Array<{ categoryId: string, name: string, count: number }> } };

export type PartnersCommunityCommentCountsQueryVariables = Exact<{
  channelId: string;
  postIds?: Array<string | number> | string | number | null | undefined;
}>;


export type PartnersCommunityCommentCountsQuery = { communityCommentCounts: { total: number, comments: number, replies: number, secret: number, byPost: Array<{ postId: string, count: number }> } };

export type PartnersLeaveCommunityCommentMutationVariables = Exact<{
  input: LeaveCommunityCommentInput;
}>;


export type PartnersLeaveCommunityCommentMutation = { leaveCommunityComment: { id: string, channelId: string, postId: string, parentId: string | null, secret: boolean, content: string | null, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, createdAt: string, author: { id: string, nickname: string } | null } };

export type PartnersReplyCommunityCommentMutationVariables = Exact<{
  input: ReplyCommunityCommentInput;
}>;


export type PartnersReplyCommunityCommentMutation = { replyCommunityComment: { id: string, channelId: string, postId: string, parentId: string | null, secret: boolean, content: string | null, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, createdAt: string, author: { id: string, nickname: string } | null } };

export type PartnersCommunityCommentQueryVariables = Exact<{
  id: string | number;
}>;


export type PartnersCommunityCommentQuery = { communityComment: { id: string, channelId: string, postId: string, parentId: string | null, secret: boolean, content: string | null, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, createdAt: string, replies: Array<{ id: string, channelId: string, postId: string, parentId: string | null, secret: boolean, content: string | null, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, createdAt: string, author: { id: string, nickname: string } | null }>, author: { id: string, nickname: string } | null } };

export type PartnersUnansweredCommunityCommentsQueryVariables = Exact<{
  channelId?: string | number | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PartnersUnansweredCommunityCommentsQuery = { unansweredCommunityComments: { total: number, items: Array<{ id: string, channelId: string, postId: string, parentId: string | null, secret: boolean, content: string | null, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, createdAt: string, author: { id: string, nickname: string } | null }> } };

export type PartnersMyCommunityCommentsQueryVariables = Exact<{
  channelId?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PartnersMyCommunityCommentsQuery = { myCommunityComments: { total: number, items: Array<{ id: string, channelId: string, postId: string, parentId: string | null, secret: boolean, content: string | null, authorLabel: string | null, mine: boolean, byChannelOwner: boolean, createdAt: string, author: { id: string, nickname: string } | null }> } };

export type PartnersAddChannelFavoriteMutationVariables = Exact<{
  input: ChannelFavoriteInput;
}>;


export type PartnersAddChannelFavoriteMutation = { addChannelFavorite: { id: string, channelId: string, kind: ChannelFavoriteKind, targetId: string, createdAt: string } };

export type PartnersRemoveChannelFavoriteMutationVariables = Exact<{
  input: ChannelFavoriteInput;
}>;


export type PartnersRemoveChannelFavoriteMutation = { removeChannelFavorite: boolean };

export type PartnersFaqMenusQueryVariables = Exact<{
  channelId: string;
}>;


export type PartnersFaqMenusQuery = { faqMenus: Array<{ id: string, channelId: string, name: string, position: number, createdAt: string }> };

export type PartnersFaqEntriesQueryVariables = Exact<{
  channelId: string;
  menuId?: string | number | null | undefined;
  frequentOnly?: boolean | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PartnersFaqEntriesQuery = { faqEntries: { total: number, items: Array<{ id: string, channelId: string, menuId: string, question: string, answer: string, frequent: boolean, createdAt: string, updatedAt: string, menu: { id: string, name: string } | null }> } };

export type PartnersChannelQuestionsQueryVariables = Exact<{
  channelId: string;
  keyword?: string | null | undefined;
  menuId?: string | number | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PartnersChannelQuestionsQuery = { faqEntries: { total: number, items: Array<{ id: string, channelId: string, menuId: string, question: string, answer: string, frequent: boolean, createdAt: string, updatedAt: string, menu: { id: string, name: string } | null }> } };

export type PartnersSetFaqFrequentMutationVariables = Exact<{
  id: string | number;
  frequent?: boolean;
}>;


export type PartnersSetFaqFrequentMutation = { setFaqFrequent: { id: string, channelId: string, menuId: string, question: string, answer: string, frequent: boolean, createdAt: string, updatedAt: string, menu: { id: string, name: string } | null } };

export type PartnersRegisterFaqTopSearchedTermsMutationVariables = Exact<{
  channelId?: string | number | null | undefined;
  terms: Array<string> | string;
}>;


export type PartnersRegisterFaqTopSearchedTermsMutation = { registerFaqTopSearchedTerms: Array<string> };

export type PartnersChannelNoticesQueryVariables = Exact<{
  channelId: string;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PartnersChannelNoticesQuery = { channelNotices: { total: number, items: Array<{ id: string, channelId: string, number: number, title: string, createdAt: string }> } };

export type PartnersChannelNoticeQueryVariables = Exact<{
  id: string | number;
}>;


export type PartnersChannelNoticeQuery = { channelNotice: { id: string, channelId: string, number: number, title: string, content: string, createdAt: string, updatedAt: string } };

export type PaymentFieldsFragment = { id: string, merchantUid: string, impUid: string | null, orderId: string, payMethod: PayMethod, payCode: string, name: string, amount: number, cancelledAmount: number, status: PaymentStatus, statusLabel: string, failReason: string | null, paidAt: string | null, cancelledAt: string | null, createdAt: string, vbank: { bank: string, number: string, holder: string, dueAt: string } | null };

export type MyPaymentsQueryVariables = Exact<{
  offset?: number;
  limit?: number;
}>;


export type MyPaymentsQuery = { myPayments: { total: number, items: Array<{ id: string, merchantUid: string, impUid: string | null, orderId: string, payMethod: PayMethod, payCode: string, name: string, amount: number, cancelledAmount: number, status: PaymentStatus, statusLabel: string, failReason: string | null, paidAt: string | null, cancelledAt: string | null, createdAt: string, vbank: { bank: string, number: string, holder: string, dueAt: string } | null }> } };

export type PaymentResultQueryVariables = Exact<{
  merchantUid: string;
}>;


export type PaymentResultQuery = { paymentResult: { id: string, merchantUid: string, impUid: string | null, orderId: string, payMethod: PayMethod, payCode: string, name: string, amount: number, cancelledAmount: number, status: PaymentStatus, statusLabel: string, failReason: string | null, paidAt: string | null, cancelledAt: string | null, createdAt: string, vbank: { bank: string, number: string, holder: string, dueAt: string } | null } };

export type UsePointsMutationVariables = Exact<{
  orderId: string | number;
  amount: number;
}>;


export type UsePointsMutation = { usePoints: { id: string, orderNumber: string, status: OrderStatus, goodsTotal: number, deliveryTotal: number, discountTotal: number, pointsUsed: number, pointsUsable: number, total: number } };

export type GrantPurchasePointsMutationVariables = Exact<{
  orderId: string | number;
}>;


export type GrantPurchasePointsMutation = { grantPurchasePoints: number };

export type RevokePurchasePointsMutationVariables = Exact<{
  orderId: string | number;
}>;


export type RevokePurchasePointsMutation = { revokePurchasePoints: number };

export type GrantReviewPointsMutationVariables = Exact<{
  reviewId: string | number;
}>;


export type GrantReviewPointsMutation = { grantReviewPoints: number };

export type RevokeReviewPointsMutationVariables = Exact<{
  reviewId: string | number;
}>;


export type RevokeReviewPointsMutation = { revokeReviewPoints: number };

export type PointHistoryQueryVariables = Exact<{
  kind?: PointEntryKind | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PointHistoryQuery = { pointHistory: { total: number, items: Array<{ id: string, kind: PointEntryKind, amount: number, balanceAfter: number, reason: string, orderId: string | null, createdAt: string, expiresAt: string }> }, myPoints: { balance: number, expiringSoon: number, nextExpiryAt: string | null } };

export type LifeStageFieldsFragment = { promiseType: number, pregnantType: number | null, pregnantDay: string | null, vegetarianType: number | null, label: string };

export type ProfileFieldsFragment = { id: string, userId: string, name: string, gender: number, birthday: string, isPrimary: boolean, imageNo: number, genderLabel: string, age: { value: number, unit: string, text: string }, lifeStage: { promiseType: number, pregnantType: number | null, pregnantDay: string | null, vegetarianType: number | null, label: string } };

export type AddProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type AddProfileMutation = { addProfile: { id: string, userId: string, name: string, gender: number, birthday: string, isPrimary: boolean, imageNo: number, genderLabel: string, age: { value: number, unit: string, text: string }, lifeStage: { promiseType: number, pregnantType: number | null, pregnantDay: string | null, vegetarianType: number | null, label: string } } };

export type RemoveProfileMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveProfileMutation = { removeProfile: boolean };

export type SaveLifeStageMutationVariables = Exact<{
  profileId: string | number;
  input: LifeStageInput;
}>;


export type SaveLifeStageMutation = { saveLifeStage: { promiseType: number, pregnantType: number | null, pregnantDay: string | null, vegetarianType: number | null, label: string } };

export type ProfileLifeStageQueryVariables = Exact<{
  id: string | number;
}>;


export type ProfileLifeStageQuery = { profile: { lifeStage: { promiseType: number, pregnantType: number | null, pregnantDay: string | null, vegetarianType: number | null, label: string } } };

export type MyProfilesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfilesQuery = { myProfiles: Array<{ id: string, userId: string, name: string, gender: number, birthday: string, isPrimary: boolean, imageNo: number, genderLabel: string, age: { value: number, unit: string, text: string }, lifeStage: { promiseType: number, pregnantType: number | null, pregnantDay: string | null, vegetarianType: number | null, label: string } }> };

export type RecommendationResultFieldsFragment = { id: string, profileId: string | null, ageBand: string, createdAt: string, diaryDays: number, loggedDays: number, excluded: Array<string>, notes: Array<string>, nutrients: Array<{ claims: Array<string>, cautions: Array<string>, code: string, name: string, priority: number, score: number, ranges: Array<{ label: string, min: number | null, max: number | null, unit: string }>, specLimit: { min: number | null, max: number, unit: string } | null, diary: { loggedDays: number, measuredDays: number, shortDays: number, averagePercent: number | null, shortDates: Array<string>, foods: Array<string> } | null, reasons: Array<{ kind: string, text: string }>, products: Array<{ productId: string, name: string, amount: number, unit: string }> }>, secondLook: Array<{ code: string, name: string, beforePercent: number | null, nowPercent: number | null }>, dropped: Array<{ code: string, name: string, reason: string }>, preferences: { formulation: string | null, price: string | null, brand: string | null, vegetarian: number | null, pregnancy: string | null, purpose: string | null } };

export type NutrientCardFieldsFragment = { code: string, name: string, claims: Array<string>, cautions: Array<string>, allergens: Array<string>, sources: Array<string>, specLimitMax: number | null, ranges: Array<{ label: string, min: number | null, max: number | null, unit: string }> };

export type RecommendInquiryFieldsFragment = { id: string, resultId: string | null, profileId: string | null, title: string, content: string, answer: string | null, answeredAt: string | null, answered: boolean, createdAt: string };

export type NutrientCardsQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type NutrientCardsQuery = { nutrientCards: Array<{ code: string, name: string, claims: Array<string>, cautions: Array<string>, allergens: Array<string>, sources: Array<string>, specLimitMax: number | null, ranges: Array<{ label: string, min: number | null, max: number | null, unit: string }> }> };

export type NutrientCardQueryVariables = Exact<{
  code: string;
}>;


export type NutrientCardQuery = { nutrientCard: { code: string, name: string, claims: Array<string>, cautions: Array<string>, allergens: Array<string>, sources: Array<string>, specLimitMax: number | null, ranges: Array<{ label: string, min: number | null, max: number | null, unit: string }> } };

export type RecommendationQuestionnaireQueryVariables = Exact<{
  band?: string | null | undefined;
  profileId?: string | number | null | undefined;
}>;


export type RecommendationQuestionnaireQuery = { recommendationQuestionnaire: { profileId: string | null, female: boolean | null, symptomLimit: number, band: { code: string, label: string, questionCount: number }, questions: Array<{ id: string, number: number, topic: string, title: string, adminMessage: string | null, limitCheck: number | null, duplication: boolean, okCheck: boolean, rowItemNum: number, femaleOnly: boolean, choices: Array<{ code: string, label: string, icon: string, isNone: boolean }> }>, symptoms: Array<{ code: string, label: string, icon: string, purpose: string, category: string, statements: Array<{ code: string, text: string }> }> } };

export type RecommendationDefaultListsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecommendationDefaultListsQuery = { recommendationDefaultLists: Array<{ band: string, sex: string, ageCode: string, nutrients: Array<{ code: string, name: string, priority: number }> }> };

export type MyRecommendationResultsQueryVariables = Exact<{
  profileId?: string | number | null | undefined;
}>;


export type MyRecommendationResultsQuery = { myRecommendationResults: Array<{ id: string, profileId: string | null, ageBand: string, createdAt: string, loggedDays: number, nutrients: Array<{ code: string, name: string, priority: number }> }> };

export type LatestRecommendationQueryVariables = Exact<{
  profileId?: string | number | null | undefined;
}>;


export type LatestRecommendationQuery = { myRecommendationResults: Array<{ id: string, profileId: string | null, ageBand: string, createdAt: string, diaryDays: number, loggedDays: number, excluded: Array<string>, notes: Array<string>, nutrients: Array<{ claims: Array<string>, cautions: Array<string>, code: string, name: string, priority: number, score: number, ranges: Array<{ label: string, min: number | null, max: number | null, unit: string }>, specLimit: { min: number | null, max: number, unit: string } | null, diary: { loggedDays: number, measuredDays: number, shortDays: number, averagePercent: number | null, shortDates: Array<string>, foods: Array<string> } | null, reasons: Array<{ kind: string, text: string }>, products: Array<{ productId: string, name: string, amount: number, unit: string }> }>, secondLook: Array<{ code: string, name: string, beforePercent: number | null, nowPercent: number | null }>, dropped: Array<{ code: string, name: string, reason: string }>, preferences: { formulation: string | null, price: string | null, brand: string | null, vegetarian: number | null, pregnancy: string | null, purpose: string | null } }> };

export type RecommendationResultQueryVariables = Exact<{
  id: string | number;
}>;


export type RecommendationResultQuery = { recommendationResult: { id: string, profileId: string | null, ageBand: string, createdAt: string, diaryDays: number, loggedDays: number, excluded: Array<string>, notes: Array<string>, nutrients: Array<{ claims: Array<string>, cautions: Array<string>, code: string, name: string, priority: number, score: number, ranges: Array<{ label: string, min: number | null, max: number | null, unit: string }>, specLimit: { min: number | null, max: number, unit: string } | null, diary: { loggedDays: number, measuredDays: number, shortDays: number, averagePercent: number | null, shortDates: Array<string>, foods: Array<string> } | null, reasons: Array<{ kind: string, text: string }>, products: Array<{ productId: string, name: string, amount: number, unit: string }> }>, secondLook: Array<{ code: string, name: string, beforePercent: number | null, nowPercent: number | null }>, dropped: Array<{ code: string, name: string, reason: string }>, preferences: { formulation: string | null, price: string | null, brand: string | null, vegetarian: number | null, pregnancy: string | null, purpose: string | null } } };

export type RecommendationSubmittedFieldsFragment = { id: string, profileId: string | null, ageBand: string, createdAt: string, diaryDays: number, loggedDays: number, excluded: Array<string>, notes: Array<string>, nutrients: Array<{ code: string, name: string, priority: number, score: number, reasons: Array<{ kind: string, text: string }>, products: Array<{ productId: string, name: string, amount: number, unit: string }> }>, dropped: Array<{ code: string, name: string, reason: string }>, preferences: { formulation: string | null, price: string | null, brand: string | null, vegetarian: number | null, pregnancy: string | null, purpose: string | null } };

export type SubmitRecommendationMutationVariables = Exact<{
  input: SubmitRecommendationInput;
}>;


export type SubmitRecommendationMutation = { submitRecommendation: { id: string, profileId: string | null, ageBand: string, createdAt: string, diaryDays: number, loggedDays: number, excluded: Array<string>, notes: Array<string>, nutrients: Array<{ code: string, name: string, priority: number, score: number, reasons: Array<{ kind: string, text: string }>, products: Array<{ productId: string, name: string, amount: number, unit: string }> }>, dropped: Array<{ code: string, name: string, reason: string }>, preferences: { formulation: string | null, price: string | null, brand: string | null, vegetarian: number | null, pregnancy: string | null, purpose: string | null } } };

export type RecommendInquiriesQueryVariables = Exact<{
  unansweredOnly?: boolean | null | undefined;
  all?: boolean | null | undefined;
}>;


export type RecommendInquiriesQuery = { recommendInquiries: Array<{ id: string, resultId: string | null, profileId: string | null, title: string, content: string, answer: string | null, answeredAt: string | null, answered: boolean, createdAt: string }> };

export type RecommendInquiryQueryVariables = Exact<{
  id: string | number;
}>;


export type RecommendInquiryQuery = { recommendInquiry: { id: string, resultId: string | null, profileId: string | null, title: string, content: string, answer: string | null, answeredAt: string | null, answered: boolean, createdAt: string } };

export type CreateRecommendInquiryMutationVariables = Exact<{
  input: RecommendInquiryInput;
}>;


export type CreateRecommendInquiryMutation = { createRecommendInquiry: { id: string, resultId: string | null, profileId: string | null, title: string, content: string, answer: string | null, answeredAt: string | null, answered: boolean, createdAt: string } };

export type ReviewFieldsFragment = { id: string, productId: string, orderLineId: string, optionName: string | null, rating: number, content: string, photoCount: number, helpfulCount: number, helpfulByMe: boolean, mine: boolean, writer: string, createdAt: string, editedAt: string | null, photos: Array<{ id: string, url: string }> };

export type WriteReviewMutationVariables = Exact<{
  input: WriteReviewInput;
}>;


export type WriteReviewMutation = { writeReview: { id: string, productId: string, orderLineId: string, optionName: string | null, rating: number, content: string, photoCount: number, helpfulCount: number, helpfulByMe: boolean, mine: boolean, writer: string, createdAt: string, editedAt: string | null, photos: Array<{ id: string, url: string }> } };

export type EditReviewMutationVariables = Exact<{
  input: EditReviewInput;
}>;


export type EditReviewMutation = { editReview: { id: string, productId: string, orderLineId: string, optionName: string | null, rating: number, content: string, photoCount: number, helpfulCount: number, helpfulByMe: boolean, mine: boolean, writer: string, createdAt: string, editedAt: string | null, photos: Array<{ id: string, url: string }> } };

export type DeleteReviewMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteReviewMutation = { deleteReview: { id: string } };

export type ProductReviewsQueryVariables = Exact<{
  productId: string | number;
  sort?: ReviewSort | null | undefined;
  photoOnly?: boolean | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ProductReviewsQuery = { productReviews: { total: number, items: Array<{ id: string, productId: string, orderLineId: string, optionName: string | null, rating: number, content: string, photoCount: number, helpfulCount: number, helpfulByMe: boolean, mine: boolean, writer: string, createdAt: string, editedAt: string | null, photos: Array<{ id: string, url: string }> }> } };

export type BestReviewsQueryVariables = Exact<{
  productId?: string | number | null | undefined;
  limit?: number | null | undefined;
}>;


export type BestReviewsQuery = { bestReviews: Array<{ id: string, productId: string, orderLineId: string, optionName: string | null, rating: number, content: string, photoCount: number, helpfulCount: number, helpfulByMe: boolean, mine: boolean, writer: string, createdAt: string, editedAt: string | null, photos: Array<{ id: string, url: string }> }> };

export type ProductSummaryFragment = { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } };

export type AddToCompareMutationVariables = Exact<{
  productId: string | number;
}>;


export type AddToCompareMutation = { addToCompare: { id: string, productId: string, createdAt: string } };

export type CompareListQueryVariables = Exact<{ [key: string]: never; }>;


export type CompareListQuery = { myCompareList: Array<{ id: string, productId: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, nutrientFacts: Array<{ nutrientCode: string, name: string, amount: number, unit: string }>, brand: { name: string } } | null }> };

export type RemoveFromCompareMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveFromCompareMutation = { removeFromCompare: boolean };

export type ClearCompareListMutationVariables = Exact<{
  userId: string | number;
}>;


export type ClearCompareListMutation = { clearCompareList: number };

export type AddFavoriteMutationVariables = Exact<{
  productId: string | number;
}>;


export type AddFavoriteMutation = { addFavorite: { id: string, productId: string, createdAt: string } };

export type FavoriteOfProductQueryVariables = Exact<{
  productId: string | number;
}>;


export type FavoriteOfProductQuery = { favoriteOfProduct: { id: string, productId: string, createdAt: string } | null };

export type MyFavoritesQueryVariables = Exact<{
  offset?: number;
  limit?: number;
}>;


export type MyFavoritesQuery = { myFavorites: { total: number, items: Array<{ id: string, productId: string, createdAt: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } } | null }> } };

export type RemoveFavoriteMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveFavoriteMutation = { removeFavorites: number };

export type RecordProductViewMutationVariables = Exact<{
  productId: string | number;
}>;


export type RecordProductViewMutation = { recordProductView: boolean };

export type RecentlyViewedQueryVariables = Exact<{
  limit?: number;
}>;


export type RecentlyViewedQuery = { recentlyViewed: Array<{ productId: string, viewCount: number, viewedAt: string, product: { id: string, name: string, salePrice: number, imageUrl: string, status: string, brand: { name: string } } | null }> };

export type AuthResultFragment = { tokenDto: { accessToken: string, refreshToken: string }, user: { id: string, nickname: string, provider: string, role: Role } };

export type AccountFieldsFragment = { id: string, loginId: string | null, nickname: string, provider: string, role: Role, gender: number | null, birthday: string | null, age: number | null, phone: string | null, email: string | null, createdAt: string };

export type CreateGuestMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateGuestMutation = { createGuest: { tokenDto: { accessToken: string, refreshToken: string }, user: { id: string, nickname: string, provider: string, role: Role } } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { tokenDto: { accessToken: string, refreshToken: string }, user: { id: string, nickname: string, provider: string, role: Role } } };

export type SignUpByPhoneMutationVariables = Exact<{
  input: PhoneSignUpInput;
}>;


export type SignUpByPhoneMutation = { signUpByPhone: { tokenDto: { accessToken: string, refreshToken: string }, user: { id: string, nickname: string, provider: string, role: Role } } };

export type SignUpBySocialMutationVariables = Exact<{
  input: SocialSignUpInput;
}>;


export type SignUpBySocialMutation = { signUpBySocial: { tokenDto: { accessToken: string, refreshToken: string }, user: { id: string, nickname: string, provider: string, role: Role } } };

export type LoginMutationVariables = Exact<{
  loginId: string;
  password: string;
}>;


export type LoginMutation = { login: { tokenDto: { accessToken: string, refreshToken: string }, user: { id: string, nickname: string, provider: string, role: Role } } };

export type RefreshSessionMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshSessionMutation = { refreshSession: { tokenDto: { accessToken: string, refreshToken: string }, user: { id: string, nickname: string, provider: string, role: Role } } };

export type LogoutMutationVariables = Exact<{
  refreshToken: string;
}>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, loginId: string | null, nickname: string, provider: string, role: Role, gender: number | null, birthday: string | null, age: number | null, phone: string | null, email: string | null, createdAt: string } | null };

export type UserQueryVariables = Exact<{
  id: string | number;
}>;


export type UserQuery = { user: { id: string, loginId: string | null, nickname: string, provider: string, role: Role, gender: number | null, birthday: string | null, age: number | null, phone: string | null, email: string | null, createdAt: string } };

export type LoginByPhoneMutationVariables = Exact<{
  phone: string;
  code: string;
}>;


export type LoginByPhoneMutation = { loginByPhone: { tokenDto: { accessToken: string, refreshToken: string }, user: { id: string, nickname: string, provider: string, role: Role } } };

export type SendSmsCodeMutationVariables = Exact<{
  phone: string;
  purpose?: SmsPurpose;
}>;


export type SendSmsCodeMutation = { sendSmsCode: { expiresAt: string, retryAfterSeconds: number } };

export type VerifySmsCodeMutationVariables = Exact<{
  phone: string;
  purpose?: SmsPurpose;
  code: string;
}>;


export type VerifySmsCodeMutation = { verifySmsCode: { verificationToken: string } };

export type IsSocialIdRegisteredQueryVariables = Exact<{
  provider: string;
  socialId: string;
}>;


export type IsSocialIdRegisteredQuery = { isSocialIdRegistered: boolean };

export type IsLoginIdAvailableQueryVariables = Exact<{
  loginId: string;
}>;


export type IsLoginIdAvailableQuery = { isLoginIdAvailable: boolean };

export type IsNicknameAvailableQueryVariables = Exact<{
  nickname: string;
}>;


export type IsNicknameAvailableQuery = { isNicknameAvailable: boolean };

export type IsEmailAvailableQueryVariables = Exact<{
  email: string;
}>;


export type IsEmailAvailableQuery = { isEmailAvailable: boolean };

export type FindAccountByPhoneMutationVariables = Exact<{
  verificationToken: string;
}>;


export type FindAccountByPhoneMutation = { findAccountByPhone: { maskedLoginId: string | null, provider: string, createdAt: string } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { tokenDto: { accessToken: string, refreshToken: string }, user: { id: string, nickname: string, provider: string, role: Role } } };

export type ResetPasswordByPhoneMutationVariables = Exact<{
  verificationToken: string;
  newPassword: string;
}>;


export type ResetPasswordByPhoneMutation = { resetPasswordByPhone: boolean };

export type UpdateAccountMutationVariables = Exact<{
  input: UpdateAccountInput;
}>;


export type UpdateAccountMutation = { updateAccount: { id: string, nickname: string, gender: number | null, birthday: string | null, email: string | null } };

export type ChangePhoneMutationVariables = Exact<{
  verificationToken: string;
}>;


export type ChangePhoneMutation = { changePhone: { id: string, phone: string | null } };

export type CheckPasswordQueryVariables = Exact<{
  password: string;
}>;


export type CheckPasswordQuery = { checkPassword: boolean };

export type LeaveMutationVariables = Exact<{
  password?: string | null | undefined;
}>;


export type LeaveMutation = { leave: boolean };

export type RegisterAppTokenMutationVariables = Exact<{
  token: string;
  platform: string;
}>;


export type RegisterAppTokenMutation = { registerAppToken: boolean };

export type SendKakaoMessageMutationVariables = Exact<{
  template: string;
}>;


export type SendKakaoMessageMutation = { sendKakaoMessage: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment AddressFields on Address {
  id
  label
  recipient
  phone
  postcode
  address1
  address2
  isDefault
  source
  sourceName
  createdAt
}
    `, {"fragmentName":"AddressFields"}) as unknown as TypedDocumentString<AddressFieldsFragment, unknown>;
export const BillingCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}
    `, {"fragmentName":"BillingCardFields"}) as unknown as TypedDocumentString<BillingCardFieldsFragment, unknown>;
export const SubscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SubscriptionFields on Subscription {
  id
  productId
  optionId
  quantity
  intervalWeeks
  status
  nextChargeOn
  retryOn
  failures
  pausedReason
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  createdAt
  cancelledAt
  product {
    id
    name
    salePrice
    imageUrl
    status
  }
  option {
    id
    name
    extraPrice
  }
  card {
    ...BillingCardFields
  }
  charges {
    id
    cycleOn
    attempt
    status
    orderId
    amount
    failReason
    createdAt
  }
  actions {
    skip
    change
    pause
    resume
    cancel
  }
}
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}`, {"fragmentName":"SubscriptionFields"}) as unknown as TypedDocumentString<SubscriptionFieldsFragment, unknown>;
export const CartLineFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartLineFields on CartLine {
  id
  productId
  optionId
  quantity
  selected
  combinationId
  combinationApplied
  unitPrice
  lineTotal
  purchasable
  reason
  createdAt
  product {
    id
    name
    salePrice
    imageUrl
    status
    brand {
      name
    }
  }
  option {
    id
    name
    extraPrice
    stock
  }
}
    `, {"fragmentName":"CartLineFields"}) as unknown as TypedDocumentString<CartLineFieldsFragment, unknown>;
export const CartSellerFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartSellerFields on CartSeller {
  seller {
    id
    name
  }
  subtotal
  fee
  surcharge
  freeFrom
}
    `, {"fragmentName":"CartSellerFields"}) as unknown as TypedDocumentString<CartSellerFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartFields on Cart {
  lines {
    ...CartLineFields
  }
  sellers {
    ...CartSellerFields
    lines {
      id
    }
  }
  selectedTotal
  deliveryTotal
  region
  postcode
}
    fragment CartLineFields on CartLine {
  id
  productId
  optionId
  quantity
  selected
  combinationId
  combinationApplied
  unitPrice
  lineTotal
  purchasable
  reason
  createdAt
  product {
    id
    name
    salePrice
    imageUrl
    status
    brand {
      name
    }
  }
  option {
    id
    name
    extraPrice
    stock
  }
}
fragment CartSellerFields on CartSeller {
  seller {
    id
    name
  }
  subtotal
  fee
  surcharge
  freeFrom
}`, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const ProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductFields on Product {
  id
  name
  price
  salePrice
  discountRate
  formulation
  status
  imageUrl
  popularity
  brand {
    id
    name
  }
  category {
    id
    name
  }
  seller {
    id
    name
  }
}
    `, {"fragmentName":"ProductFields"}) as unknown as TypedDocumentString<ProductFieldsFragment, unknown>;
export const ProductPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductPageFields on ProductPage {
  total
  items {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  salePrice
  discountRate
  formulation
  status
  imageUrl
  popularity
  brand {
    id
    name
  }
  category {
    id
    name
  }
  seller {
    id
    name
  }
}`, {"fragmentName":"ProductPageFields"}) as unknown as TypedDocumentString<ProductPageFieldsFragment, unknown>;
export const ContentFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContentFields on Content {
  id
  categoryCode
  title
  summary
  body
  imageUrl
  brandId
  contentType
  publishedAt
}
    `, {"fragmentName":"ContentFields"}) as unknown as TypedDocumentString<ContentFieldsFragment, unknown>;
export const CouponMasterFieldsFragmentDoc = new TypedDocumentString(`
    fragment CouponMasterFields on CouponMaster {
  id
  name
  kind
  target
  amount
  maxDiscount
  minOrderAmount
  scope
  scopeIds
  startsAt
  endsAt
  validDays
  issueLimit
  issuedCount
  perMemberLimit
  benefit
  condition
}
    `, {"fragmentName":"CouponMasterFields"}) as unknown as TypedDocumentString<CouponMasterFieldsFragment, unknown>;
export const SurveyFieldsFragmentDoc = new TypedDocumentString(`
    fragment SurveyFields on EventSurveyAnswer {
  id
  eventCode
  answers
  createdAt
}
    `, {"fragmentName":"SurveyFields"}) as unknown as TypedDocumentString<SurveyFieldsFragment, unknown>;
export const EventInquiryFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventInquiryFields on EventInquiry {
  id
  eventCode
  content
  answer
  answeredAt
  createdAt
}
    `, {"fragmentName":"EventInquiryFields"}) as unknown as TypedDocumentString<EventInquiryFieldsFragment, unknown>;
export const FileFieldsFragmentDoc = new TypedDocumentString(`
    fragment FileFields on StoredFile {
  id
  ownerType
  ownerId
  fileName
  contentType
  size
  url
  createdAt
}
    `, {"fragmentName":"FileFields"}) as unknown as TypedDocumentString<FileFieldsFragment, unknown>;
export const QuestionFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuestionFields on ProductQuestion {
  id
  productId
  userId
  content
  secret
  answer
  answeredAt
  createdAt
}
    `, {"fragmentName":"QuestionFields"}) as unknown as TypedDocumentString<QuestionFieldsFragment, unknown>;
export const InquiryFieldsFragmentDoc = new TypedDocumentString(`
    fragment InquiryFields on Inquiry {
  id
  category
  title
  content
  answer
  answeredAt
  createdAt
}
    `, {"fragmentName":"InquiryFields"}) as unknown as TypedDocumentString<InquiryFieldsFragment, unknown>;
export const CsEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CsEntryFields on CsEntry {
  id
  kind
  title
  body
  createdAt
}
    `, {"fragmentName":"CsEntryFields"}) as unknown as TypedDocumentString<CsEntryFieldsFragment, unknown>;
export const FoodFieldsFragmentDoc = new TypedDocumentString(`
    fragment FoodFields on Food {
  id
  kind
  code
  name
  category
  servingGrams
  status
  rejectReason
  source
}
    `, {"fragmentName":"FoodFields"}) as unknown as TypedDocumentString<FoodFieldsFragment, unknown>;
export const FoodNutrientFieldsFragmentDoc = new TypedDocumentString(`
    fragment FoodNutrientFields on Food {
  nutrients {
    code
    name
    unit
    amount
  }
}
    `, {"fragmentName":"FoodNutrientFields"}) as unknown as TypedDocumentString<FoodNutrientFieldsFragment, unknown>;
export const IngredientFieldsFragmentDoc = new TypedDocumentString(`
    fragment IngredientFields on RecipeIngredient {
  foodId
  name
  kind
  percent
  grams
}
    `, {"fragmentName":"IngredientFields"}) as unknown as TypedDocumentString<IngredientFieldsFragment, unknown>;
export const RecipeFieldsFragmentDoc = new TypedDocumentString(`
    fragment RecipeFields on Recipe {
  id
  name
  amountG
  sortOrder
  createdAt
  ingredients {
    ...IngredientFields
  }
  nutrients {
    code
    name
    unit
    amount
  }
}
    fragment IngredientFields on RecipeIngredient {
  foodId
  name
  kind
  percent
  grams
}`, {"fragmentName":"RecipeFields"}) as unknown as TypedDocumentString<RecipeFieldsFragment, unknown>;
export const MealRecordFieldsFragmentDoc = new TypedDocumentString(`
    fragment MealRecordFields on FoodRecord {
  id
  profileId
  recordDate
  mealType
  mealLabel
  foodId
  recipeId
  name
  quantity
  unit
  amountG
  imageUrl
  createdAt
  food {
    id
    kind
    name
    category
    servingGrams
  }
  recipe {
    id
    name
    amountG
  }
}
    `, {"fragmentName":"MealRecordFields"}) as unknown as TypedDocumentString<MealRecordFieldsFragment, unknown>;
export const BodyRecordFieldsFragmentDoc = new TypedDocumentString(`
    fragment BodyRecordFields on BodyRecord {
  id
  profileId
  recordAt
  weight
  height
  imageUrl
  createdAt
}
    `, {"fragmentName":"BodyRecordFields"}) as unknown as TypedDocumentString<BodyRecordFieldsFragment, unknown>;
export const StandardFieldsFragmentDoc = new TypedDocumentString(`
    fragment StandardFields on NutritionStandard {
  date
  ageYears
  ageBand
  standardType
  standardCode
  label
  kdriGroup
  pregnancyStage
  energy
  carbohydrate {
    min
    max
  }
  protein {
    min
    max
  }
  fat {
    min
    max
  }
  milkPowder {
    target
    min
    max
  }
  totalSugar {
    min
    max
  }
  sodium {
    min
    max
  }
  caffeine {
    cap
    displayRange
  }
  betaCarotene {
    min
    max
  }
  nutrients {
    code
    name
    unit
    min
    minKind
    max
  }
}
    `, {"fragmentName":"StandardFields"}) as unknown as TypedDocumentString<StandardFieldsFragment, unknown>;
export const RestScoreLineFieldsFragmentDoc = new TypedDocumentString(`
    fragment RestScoreLineFields on NutrientScoreLine {
  code
  name
  unit
  intake
  min
  max
  percent
  points
  short
  known
  measuredFoodCount
  foodCount
  coverageNote
}
    `, {"fragmentName":"RestScoreLineFields"}) as unknown as TypedDocumentString<RestScoreLineFieldsFragment, unknown>;
export const ScoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment ScoreFields on NutritionScoreEntry {
  profileId
  date
  score
  energyPoints
  macroPoints
  microPoints
  penaltyPoints
  intakeCount
  intakeTier
  tier {
    code
    label
  }
}
    `, {"fragmentName":"ScoreFields"}) as unknown as TypedDocumentString<ScoreFieldsFragment, unknown>;
export const SupplementFieldsFragmentDoc = new TypedDocumentString(`
    fragment SupplementFields on Supplement {
  id
  name
  brandName
  productId
  dailyServing
  allergens
  status
  rejectReason
  createdAt
  reviewedAt
  nutrients {
    code
    name
    unit
    amount
  }
}
    `, {"fragmentName":"SupplementFields"}) as unknown as TypedDocumentString<SupplementFieldsFragment, unknown>;
export const RegimenSettingsFragmentDoc = new TypedDocumentString(`
    fragment RegimenSettings on Regimen {
  id
  profileId
  supplementId
  alramCnt
  reminderTimes
  startDate
  memo
}
    `, {"fragmentName":"RegimenSettings"}) as unknown as TypedDocumentString<RegimenSettingsFragment, unknown>;
export const RegimenViewFragmentDoc = new TypedDocumentString(`
    fragment RegimenView on Regimen {
  ...RegimenSettings
  eatCnt(date: $date)
  adherence(from: $from, to: $to) {
    from
    to
    days
    eatCnt
    alramCnt
    percent
    message
  }
  supplement {
    id
    name
    dailyServing
    nutrients {
      code
      name
      unit
      amount
    }
  }
}
    fragment RegimenSettings on Regimen {
  id
  profileId
  supplementId
  alramCnt
  reminderTimes
  startDate
  memo
}`, {"fragmentName":"RegimenView"}) as unknown as TypedDocumentString<RegimenViewFragment, unknown>;
export const IntakeFieldsFragmentDoc = new TypedDocumentString(`
    fragment IntakeFields on SupplementIntake {
  regimenId
  profileId
  date
  eatCnt
}
    `, {"fragmentName":"IntakeFields"}) as unknown as TypedDocumentString<IntakeFieldsFragment, unknown>;
export const HealthAppSupplementFieldsFragmentDoc = new TypedDocumentString(`
    fragment HealthAppSupplementFields on HealthAppSupplement {
  id
  interlockId
  externalId
  name
  importedAt
  nutrients {
    code
    name
    unit
    amount
  }
}
    `, {"fragmentName":"HealthAppSupplementFields"}) as unknown as TypedDocumentString<HealthAppSupplementFieldsFragment, unknown>;
export const OrderSummaryFragmentDoc = new TypedDocumentString(`
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  statusLabel
  statusColour
  total
  goodsTotal
  deliveryTotal
  payMethod
  isGift
  createdAt
  paidAt
  lines {
    id
    productId
    optionId
    name
    optionName
    unitPrice
    quantity
    lineTotal
    status
  }
}
    `, {"fragmentName":"OrderSummary"}) as unknown as TypedDocumentString<OrderSummaryFragment, unknown>;
export const OrderDetailFragmentDoc = new TypedDocumentString(`
    fragment OrderDetail on Order {
  ...OrderSummary
  discountTotal
  pointsUsed
  ordererName
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  senderName
  receiverName
  claimKind
  claimReason
  claimText
  expiresAt
  deliveredAt
  confirmedAt
  refundedTotal
  lines {
    discountShare
    pointsShare
    refundedAmount
  }
  shipments {
    sellerId
    sellerName
    fee
    surcharge
    absorbedSurcharge
    carrier
    carrierName
    trackingNumber
    shippedAt
  }
  history {
    fromStatus
    toStatus
    event
    actorRole
    reason
    createdAt
  }
  refunds {
    lineId
    cause
    item
    amount
    points
    createdAt
  }
}
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  statusLabel
  statusColour
  total
  goodsTotal
  deliveryTotal
  payMethod
  isGift
  createdAt
  paidAt
  lines {
    id
    productId
    optionId
    name
    optionName
    unitPrice
    quantity
    lineTotal
    status
  }
}`, {"fragmentName":"OrderDetail"}) as unknown as TypedDocumentString<OrderDetailFragment, unknown>;
export const CatalogCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogCategoryFields on ChannelCategory {
  id
  channelId
  name
  position
  productCount
  combinationCount
  createdAt
}
    `, {"fragmentName":"CatalogCategoryFields"}) as unknown as TypedDocumentString<CatalogCategoryFieldsFragment, unknown>;
export const CatalogProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogProductFields on ChannelProduct {
  id
  categoryId
  productId
  comment
  position
  createdAt
  updatedAt
  product {
    id
    name
    price
    salePrice
    discountRate
    status
    imageUrl
  }
}
    `, {"fragmentName":"CatalogProductFields"}) as unknown as TypedDocumentString<CatalogProductFieldsFragment, unknown>;
export const CatalogCombinationFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogCombinationFields on Combination {
  id
  channelId
  categoryId
  name
  status
  discountRate
  createdAt
  lines {
    lineNo
    productId
    optionId
    quantity
    product {
      id
      name
      salePrice
      status
      imageUrl
    }
  }
  price {
    discountRate
    purchasable
    listPrice
    price
    discount
    lines {
      lineNo
      productId
      optionId
      quantity
      unitPrice
      amount
      discountedAmount
    }
  }
}
    `, {"fragmentName":"CatalogCombinationFields"}) as unknown as TypedDocumentString<CatalogCombinationFieldsFragment, unknown>;
export const ChannelFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChannelFields on Channel {
  id
  ownerUserId
  handle
  name
  greetings
  intro
  profileImageUrl
  menus
}
    `, {"fragmentName":"ChannelFields"}) as unknown as TypedDocumentString<ChannelFieldsFragment, unknown>;
export const CooperateEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment CooperateEventFields on CooperateEvent {
  id
  channelId
  productId
  title
  description
  groupPrice
  startsAt
  endsAt
  status
  statusLabel
  maxParticipants
  participantCount
  clickCount
  actions
}
    `, {"fragmentName":"CooperateEventFields"}) as unknown as TypedDocumentString<CooperateEventFieldsFragment, unknown>;
export const PartnersCommunityPostFieldsFragmentDoc = new TypedDocumentString(`
    fragment PartnersCommunityPostFields on CommunityPost {
  id
  channelId
  kind
  categoryId
  category {
    id
    name
  }
  title
  displayTitle
  content
  images
  productIds
  isAd
  viewCount
  commentCount
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  canEdit
  createdAt
  updatedAt
}
    `, {"fragmentName":"PartnersCommunityPostFields"}) as unknown as TypedDocumentString<PartnersCommunityPostFieldsFragment, unknown>;
export const PartnersCommunityCommentFieldsFragmentDoc = new TypedDocumentString(`
    fragment PartnersCommunityCommentFields on CommunityComment {
  id
  channelId
  postId
  parentId
  secret
  content
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  createdAt
}
    `, {"fragmentName":"PartnersCommunityCommentFields"}) as unknown as TypedDocumentString<PartnersCommunityCommentFieldsFragment, unknown>;
export const PartnersCommunityCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment PartnersCommunityCategoryFields on CommunityCategory {
  id
  channelId
  name
  position
  postCount
  createdAt
}
    `, {"fragmentName":"PartnersCommunityCategoryFields"}) as unknown as TypedDocumentString<PartnersCommunityCategoryFieldsFragment, unknown>;
export const PartnersFaqEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment PartnersFaqEntryFields on FaqEntry {
  id
  channelId
  menuId
  menu {
    id
    name
  }
  question
  answer
  frequent
  createdAt
  updatedAt
}
    `, {"fragmentName":"PartnersFaqEntryFields"}) as unknown as TypedDocumentString<PartnersFaqEntryFieldsFragment, unknown>;
export const PartnersChannelNoticeFieldsFragmentDoc = new TypedDocumentString(`
    fragment PartnersChannelNoticeFields on ChannelNotice {
  id
  channelId
  number
  title
  content
  createdAt
  updatedAt
}
    `, {"fragmentName":"PartnersChannelNoticeFields"}) as unknown as TypedDocumentString<PartnersChannelNoticeFieldsFragment, unknown>;
export const PaymentFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentFields on Payment {
  id
  merchantUid
  impUid
  orderId
  payMethod
  payCode
  name
  amount
  cancelledAmount
  status
  statusLabel
  vbank {
    bank
    number
    holder
    dueAt
  }
  failReason
  paidAt
  cancelledAt
  createdAt
}
    `, {"fragmentName":"PaymentFields"}) as unknown as TypedDocumentString<PaymentFieldsFragment, unknown>;
export const LifeStageFieldsFragmentDoc = new TypedDocumentString(`
    fragment LifeStageFields on LifeStage {
  promiseType
  pregnantType
  pregnantDay
  vegetarianType
  label
}
    `, {"fragmentName":"LifeStageFields"}) as unknown as TypedDocumentString<LifeStageFieldsFragment, unknown>;
export const ProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProfileFields on Profile {
  id
  userId
  name
  gender
  birthday
  isPrimary
  imageNo
  genderLabel
  age {
    value
    unit
    text
  }
  lifeStage {
    ...LifeStageFields
  }
}
    fragment LifeStageFields on LifeStage {
  promiseType
  pregnantType
  pregnantDay
  vegetarianType
  label
}`, {"fragmentName":"ProfileFields"}) as unknown as TypedDocumentString<ProfileFieldsFragment, unknown>;
export const RecommendationSubmittedFieldsFragmentDoc = new TypedDocumentString(`
    fragment RecommendationSubmittedFields on RecommendationResultView {
  id
  profileId
  ageBand
  createdAt
  diaryDays
  loggedDays
  excluded
  notes
  nutrients {
    code
    name
    priority
    score
    reasons {
      kind
      text
    }
    products {
      productId
      name
      amount
      unit
    }
  }
  dropped {
    code
    name
    reason
  }
  preferences {
    formulation
    price
    brand
    vegetarian
    pregnancy
    purpose
  }
}
    `, {"fragmentName":"RecommendationSubmittedFields"}) as unknown as TypedDocumentString<RecommendationSubmittedFieldsFragment, unknown>;
export const RecommendationResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment RecommendationResultFields on RecommendationResultView {
  ...RecommendationSubmittedFields
  nutrients {
    claims
    ranges {
      label
      min
      max
      unit
    }
    specLimit {
      min
      max
      unit
    }
    cautions
    diary {
      loggedDays
      measuredDays
      shortDays
      averagePercent
      shortDates
      foods
    }
  }
  secondLook {
    code
    name
    beforePercent
    nowPercent
  }
}
    fragment RecommendationSubmittedFields on RecommendationResultView {
  id
  profileId
  ageBand
  createdAt
  diaryDays
  loggedDays
  excluded
  notes
  nutrients {
    code
    name
    priority
    score
    reasons {
      kind
      text
    }
    products {
      productId
      name
      amount
      unit
    }
  }
  dropped {
    code
    name
    reason
  }
  preferences {
    formulation
    price
    brand
    vegetarian
    pregnancy
    purpose
  }
}`, {"fragmentName":"RecommendationResultFields"}) as unknown as TypedDocumentString<RecommendationResultFieldsFragment, unknown>;
export const NutrientCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment NutrientCardFields on NutrientCard {
  code
  name
  claims
  ranges {
    label
    min
    max
    unit
  }
  cautions
  allergens
  sources
  specLimitMax
}
    `, {"fragmentName":"NutrientCardFields"}) as unknown as TypedDocumentString<NutrientCardFieldsFragment, unknown>;
export const RecommendInquiryFieldsFragmentDoc = new TypedDocumentString(`
    fragment RecommendInquiryFields on RecommendInquiry {
  id
  resultId
  profileId
  title
  content
  answer
  answeredAt
  answered
  createdAt
}
    `, {"fragmentName":"RecommendInquiryFields"}) as unknown as TypedDocumentString<RecommendInquiryFieldsFragment, unknown>;
export const ReviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReviewFields on Review {
  id
  productId
  orderLineId
  optionName
  rating
  content
  photoCount
  helpfulCount
  helpfulByMe
  mine
  writer
  createdAt
  editedAt
  photos {
    id
    url
  }
}
    `, {"fragmentName":"ReviewFields"}) as unknown as TypedDocumentString<ReviewFieldsFragment, unknown>;
export const ProductSummaryFragmentDoc = new TypedDocumentString(`
    fragment ProductSummary on Product {
  id
  name
  salePrice
  imageUrl
  status
  brand {
    name
  }
}
    `, {"fragmentName":"ProductSummary"}) as unknown as TypedDocumentString<ProductSummaryFragment, unknown>;
export const AuthResultFragmentDoc = new TypedDocumentString(`
    fragment AuthResult on AuthPayload {
  tokenDto {
    accessToken
    refreshToken
  }
  user {
    id
    nickname
    provider
    role
  }
}
    `, {"fragmentName":"AuthResult"}) as unknown as TypedDocumentString<AuthResultFragment, unknown>;
export const AccountFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccountFields on User {
  id
  loginId
  nickname
  provider
  role
  gender
  birthday
  age
  phone
  email
  createdAt
}
    `, {"fragmentName":"AccountFields"}) as unknown as TypedDocumentString<AccountFieldsFragment, unknown>;
export const MyAddressesDocument = new TypedDocumentString(`
    query MyAddresses {
  myAddresses {
    ...AddressFields
  }
}
    fragment AddressFields on Address {
  id
  label
  recipient
  phone
  postcode
  address1
  address2
  isDefault
  source
  sourceName
  createdAt
}`) as unknown as TypedDocumentString<MyAddressesQuery, MyAddressesQueryVariables>;
export const CreateAddressDocument = new TypedDocumentString(`
    mutation CreateAddress($input: AddressInput!) {
  createAddress(input: $input) {
    ...AddressFields
  }
}
    fragment AddressFields on Address {
  id
  label
  recipient
  phone
  postcode
  address1
  address2
  isDefault
  source
  sourceName
  createdAt
}`) as unknown as TypedDocumentString<CreateAddressMutation, CreateAddressMutationVariables>;
export const CreateAddressFromPartnerDocument = new TypedDocumentString(`
    mutation CreateAddressFromPartner($input: AddressInput!, $sourceName: String!) {
  createAddressFromPartner(input: $input, sourceName: $sourceName) {
    ...AddressFields
  }
}
    fragment AddressFields on Address {
  id
  label
  recipient
  phone
  postcode
  address1
  address2
  isDefault
  source
  sourceName
  createdAt
}`) as unknown as TypedDocumentString<CreateAddressFromPartnerMutation, CreateAddressFromPartnerMutationVariables>;
export const EditAddressDocument = new TypedDocumentString(`
    mutation EditAddress($id: ID!, $input: AddressInput!) {
  editAddress(id: $id, input: $input) {
    ...AddressFields
  }
}
    fragment AddressFields on Address {
  id
  label
  recipient
  phone
  postcode
  address1
  address2
  isDefault
  source
  sourceName
  createdAt
}`) as unknown as TypedDocumentString<EditAddressMutation, EditAddressMutationVariables>;
export const DeleteAddressDocument = new TypedDocumentString(`
    mutation DeleteAddress($id: ID!) {
  deleteAddress(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const DeliveryPriceDocument = new TypedDocumentString(`
    query DeliveryPrice($lines: [QuoteLineInput!]!, $postcode: String) {
  deliveryQuote(lines: $lines, postcode: $postcode) {
    sellers {
      sellerId
      sellerName
      subtotal
      fee
      surcharge
      freeFrom
    }
    goodsTotal
    deliveryTotal
    region
  }
}
    `) as unknown as TypedDocumentString<DeliveryPriceQuery, DeliveryPriceQueryVariables>;
export const BillingRulesDocument = new TypedDocumentString(`
    query BillingRules {
  billingRules {
    maxCards
  }
}
    `) as unknown as TypedDocumentString<BillingRulesQuery, BillingRulesQueryVariables>;
export const BillingCertifiedDocument = new TypedDocumentString(`
    query BillingCertified($userId: ID!) {
  billingCertified(userId: $userId)
}
    `) as unknown as TypedDocumentString<BillingCertifiedQuery, BillingCertifiedQueryVariables>;
export const CertifyBillingDocument = new TypedDocumentString(`
    mutation CertifyBilling($smsToken: String!) {
  certifyBilling(smsToken: $smsToken)
}
    `) as unknown as TypedDocumentString<CertifyBillingMutation, CertifyBillingMutationVariables>;
export const SetBillingCertifiedDocument = new TypedDocumentString(`
    mutation SetBillingCertified($userId: ID!, $isCertified: Boolean!) {
  setBillingCertified(userId: $userId, isCertified: $isCertified)
}
    `) as unknown as TypedDocumentString<SetBillingCertifiedMutation, SetBillingCertifiedMutationVariables>;
export const BillingCardsDocument = new TypedDocumentString(`
    query BillingCards($userId: ID!) {
  billingCards(userId: $userId) {
    ...BillingCardFields
  }
}
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}`) as unknown as TypedDocumentString<BillingCardsQuery, BillingCardsQueryVariables>;
export const StartCardRegistrationDocument = new TypedDocumentString(`
    mutation StartCardRegistration($redirectUrl: String!) {
  startCardRegistration(redirectUrl: $redirectUrl) {
    card {
      ...BillingCardFields
    }
    registrationUrl
  }
}
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}`) as unknown as TypedDocumentString<StartCardRegistrationMutation, StartCardRegistrationMutationVariables>;
export const RegisterCardDocument = new TypedDocumentString(`
    mutation RegisterCard($customerUid: String!) {
  registerCard(customerUid: $customerUid) {
    ...BillingCardFields
  }
}
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}`) as unknown as TypedDocumentString<RegisterCardMutation, RegisterCardMutationVariables>;
export const DeleteCardDocument = new TypedDocumentString(`
    mutation DeleteCard($customerUid: String!) {
  deleteCard(customerUid: $customerUid) {
    ...BillingCardFields
  }
}
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}`) as unknown as TypedDocumentString<DeleteCardMutation, DeleteCardMutationVariables>;
export const PayWithCardDocument = new TypedDocumentString(`
    mutation PayWithCard($orderId: ID!, $customerUid: String!) {
  payWithCard(orderId: $orderId, customerUid: $customerUid) {
    order {
      id
      orderNumber
      status
      total
    }
    payment {
      merchantUid
      status
      amount
      failReason
    }
  }
}
    `) as unknown as TypedDocumentString<PayWithCardMutation, PayWithCardMutationVariables>;
export const SubscriptionRulesDocument = new TypedDocumentString(`
    query SubscriptionRules {
  subscriptionRules {
    intervalWeeks
    maxQuantity
    maxLive
    retryDays
    noticeDaysBefore
    maxDaysAhead
  }
}
    `) as unknown as TypedDocumentString<SubscriptionRulesQuery, SubscriptionRulesQueryVariables>;
export const MySubscriptionsDocument = new TypedDocumentString(`
    query MySubscriptions {
  mySubscriptions {
    ...SubscriptionFields
  }
}
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}
fragment SubscriptionFields on Subscription {
  id
  productId
  optionId
  quantity
  intervalWeeks
  status
  nextChargeOn
  retryOn
  failures
  pausedReason
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  createdAt
  cancelledAt
  product {
    id
    name
    salePrice
    imageUrl
    status
  }
  option {
    id
    name
    extraPrice
  }
  card {
    ...BillingCardFields
  }
  charges {
    id
    cycleOn
    attempt
    status
    orderId
    amount
    failReason
    createdAt
  }
  actions {
    skip
    change
    pause
    resume
    cancel
  }
}`) as unknown as TypedDocumentString<MySubscriptionsQuery, MySubscriptionsQueryVariables>;
export const StartSubscriptionDocument = new TypedDocumentString(`
    mutation StartSubscription($input: StartSubscriptionInput!) {
  startSubscription(input: $input) {
    ...SubscriptionFields
  }
}
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}
fragment SubscriptionFields on Subscription {
  id
  productId
  optionId
  quantity
  intervalWeeks
  status
  nextChargeOn
  retryOn
  failures
  pausedReason
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  createdAt
  cancelledAt
  product {
    id
    name
    salePrice
    imageUrl
    status
  }
  option {
    id
    name
    extraPrice
  }
  card {
    ...BillingCardFields
  }
  charges {
    id
    cycleOn
    attempt
    status
    orderId
    amount
    failReason
    createdAt
  }
  actions {
    skip
    change
    pause
    resume
    cancel
  }
}`) as unknown as TypedDocumentString<StartSubscriptionMutation, StartSubscriptionMutationVariables>;
export const SkipSubscriptionDocument = new TypedDocumentString(`
    mutation SkipSubscription($id: ID!) {
  skipSubscription(id: $id) {
    ...SubscriptionFields
  }
}
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}
fragment SubscriptionFields on Subscription {
  id
  productId
  optionId
  quantity
  intervalWeeks
  status
  nextChargeOn
  retryOn
  failures
  pausedReason
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  createdAt
  cancelledAt
  product {
    id
    name
    salePrice
    imageUrl
    status
  }
  option {
    id
    name
    extraPrice
  }
  card {
    ...BillingCardFields
  }
  charges {
    id
    cycleOn
    attempt
    status
    orderId
    amount
    failReason
    createdAt
  }
  actions {
    skip
    change
    pause
    resume
    cancel
  }
}`) as unknown as TypedDocumentString<SkipSubscriptionMutation, SkipSubscriptionMutationVariables>;
export const ChangeSubscriptionDocument = new TypedDocumentString(`
    mutation ChangeSubscription($id: ID!, $input: ChangeSubscriptionInput!) {
  changeSubscription(id: $id, input: $input) {
    ...SubscriptionFields
  }
}
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}
fragment SubscriptionFields on Subscription {
  id
  productId
  optionId
  quantity
  intervalWeeks
  status
  nextChargeOn
  retryOn
  failures
  pausedReason
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  createdAt
  cancelledAt
  product {
    id
    name
    salePrice
    imageUrl
    status
  }
  option {
    id
    name
    extraPrice
  }
  card {
    ...BillingCardFields
  }
  charges {
    id
    cycleOn
    attempt
    status
    orderId
    amount
    failReason
    createdAt
  }
  actions {
    skip
    change
    pause
    resume
    cancel
  }
}`) as unknown as TypedDocumentString<ChangeSubscriptionMutation, ChangeSubscriptionMutationVariables>;
export const PauseSubscriptionDocument = new TypedDocumentString(`
    mutation PauseSubscription($id: ID!) {
  pauseSubscription(id: $id) {
    ...SubscriptionFields
  }
}
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}
fragment SubscriptionFields on Subscription {
  id
  productId
  optionId
  quantity
  intervalWeeks
  status
  nextChargeOn
  retryOn
  failures
  pausedReason
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  createdAt
  cancelledAt
  product {
    id
    name
    salePrice
    imageUrl
    status
  }
  option {
    id
    name
    extraPrice
  }
  card {
    ...BillingCardFields
  }
  charges {
    id
    cycleOn
    attempt
    status
    orderId
    amount
    failReason
    createdAt
  }
  actions {
    skip
    change
    pause
    resume
    cancel
  }
}`) as unknown as TypedDocumentString<PauseSubscriptionMutation, PauseSubscriptionMutationVariables>;
export const ResumeSubscriptionDocument = new TypedDocumentString(`
    mutation ResumeSubscription($id: ID!, $nextChargeOn: LocalDate) {
  resumeSubscription(id: $id, nextChargeOn: $nextChargeOn) {
    ...SubscriptionFields
  }
}
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}
fragment SubscriptionFields on Subscription {
  id
  productId
  optionId
  quantity
  intervalWeeks
  status
  nextChargeOn
  retryOn
  failures
  pausedReason
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  createdAt
  cancelledAt
  product {
    id
    name
    salePrice
    imageUrl
    status
  }
  option {
    id
    name
    extraPrice
  }
  card {
    ...BillingCardFields
  }
  charges {
    id
    cycleOn
    attempt
    status
    orderId
    amount
    failReason
    createdAt
  }
  actions {
    skip
    change
    pause
    resume
    cancel
  }
}`) as unknown as TypedDocumentString<ResumeSubscriptionMutation, ResumeSubscriptionMutationVariables>;
export const CancelSubscriptionDocument = new TypedDocumentString(`
    mutation CancelSubscription($id: ID!) {
  cancelSubscription(id: $id) {
    ...SubscriptionFields
  }
}
    fragment BillingCardFields on BillingCard {
  id
  customerUid
  cardName
  cardNumber
  registeredAt
}
fragment SubscriptionFields on Subscription {
  id
  productId
  optionId
  quantity
  intervalWeeks
  status
  nextChargeOn
  retryOn
  failures
  pausedReason
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  createdAt
  cancelledAt
  product {
    id
    name
    salePrice
    imageUrl
    status
  }
  option {
    id
    name
    extraPrice
  }
  card {
    ...BillingCardFields
  }
  charges {
    id
    cycleOn
    attempt
    status
    orderId
    amount
    failReason
    createdAt
  }
  actions {
    skip
    change
    pause
    resume
    cancel
  }
}`) as unknown as TypedDocumentString<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const MyCartDocument = new TypedDocumentString(`
    query MyCart($postcode: String) {
  myCart(postcode: $postcode) {
    ...CartFields
  }
}
    fragment CartLineFields on CartLine {
  id
  productId
  optionId
  quantity
  selected
  combinationId
  combinationApplied
  unitPrice
  lineTotal
  purchasable
  reason
  createdAt
  product {
    id
    name
    salePrice
    imageUrl
    status
    brand {
      name
    }
  }
  option {
    id
    name
    extraPrice
    stock
  }
}
fragment CartSellerFields on CartSeller {
  seller {
    id
    name
  }
  subtotal
  fee
  surcharge
  freeFrom
}
fragment CartFields on Cart {
  lines {
    ...CartLineFields
  }
  sellers {
    ...CartSellerFields
    lines {
      id
    }
  }
  selectedTotal
  deliveryTotal
  region
  postcode
}`) as unknown as TypedDocumentString<MyCartQuery, MyCartQueryVariables>;
export const MyCartBySellerDocument = new TypedDocumentString(`
    query MyCartBySeller($postcode: String) {
  myCart(postcode: $postcode) {
    sellers {
      ...CartSellerFields
      lines {
        ...CartLineFields
      }
    }
    selectedTotal
    deliveryTotal
    region
    postcode
  }
}
    fragment CartLineFields on CartLine {
  id
  productId
  optionId
  quantity
  selected
  combinationId
  combinationApplied
  unitPrice
  lineTotal
  purchasable
  reason
  createdAt
  product {
    id
    name
    salePrice
    imageUrl
    status
    brand {
      name
    }
  }
  option {
    id
    name
    extraPrice
    stock
  }
}
fragment CartSellerFields on CartSeller {
  seller {
    id
    name
  }
  subtotal
  fee
  surcharge
  freeFrom
}`) as unknown as TypedDocumentString<MyCartBySellerQuery, MyCartBySellerQueryVariables>;
export const AddToCartDocument = new TypedDocumentString(`
    mutation AddToCart($productId: ID!, $optionId: ID, $quantity: Int! = 1) {
  addToCart(productId: $productId, optionId: $optionId, quantity: $quantity) {
    ...CartFields
  }
}
    fragment CartLineFields on CartLine {
  id
  productId
  optionId
  quantity
  selected
  combinationId
  combinationApplied
  unitPrice
  lineTotal
  purchasable
  reason
  createdAt
  product {
    id
    name
    salePrice
    imageUrl
    status
    brand {
      name
    }
  }
  option {
    id
    name
    extraPrice
    stock
  }
}
fragment CartSellerFields on CartSeller {
  seller {
    id
    name
  }
  subtotal
  fee
  surcharge
  freeFrom
}
fragment CartFields on Cart {
  lines {
    ...CartLineFields
  }
  sellers {
    ...CartSellerFields
    lines {
      id
    }
  }
  selectedTotal
  deliveryTotal
  region
  postcode
}`) as unknown as TypedDocumentString<AddToCartMutation, AddToCartMutationVariables>;
export const AddCombinationToCartDocument = new TypedDocumentString(`
    mutation AddCombinationToCart($combinationId: ID!, $quantity: Int! = 1) {
  addCombinationToCart(combinationId: $combinationId, quantity: $quantity) {
    ...CartFields
  }
}
    fragment CartLineFields on CartLine {
  id
  productId
  optionId
  quantity
  selected
  combinationId
  combinationApplied
  unitPrice
  lineTotal
  purchasable
  reason
  createdAt
  product {
    id
    name
    salePrice
    imageUrl
    status
    brand {
      name
    }
  }
  option {
    id
    name
    extraPrice
    stock
  }
}
fragment CartSellerFields on CartSeller {
  seller {
    id
    name
  }
  subtotal
  fee
  surcharge
  freeFrom
}
fragment CartFields on Cart {
  lines {
    ...CartLineFields
  }
  sellers {
    ...CartSellerFields
    lines {
      id
    }
  }
  selectedTotal
  deliveryTotal
  region
  postcode
}`) as unknown as TypedDocumentString<AddCombinationToCartMutation, AddCombinationToCartMutationVariables>;
export const ChangeCartLineDocument = new TypedDocumentString(`
    mutation ChangeCartLine($id: ID!, $optionId: ID, $quantity: Int) {
  changeCartLine(id: $id, optionId: $optionId, quantity: $quantity) {
    ...CartFields
  }
}
    fragment CartLineFields on CartLine {
  id
  productId
  optionId
  quantity
  selected
  combinationId
  combinationApplied
  unitPrice
  lineTotal
  purchasable
  reason
  createdAt
  product {
    id
    name
    salePrice
    imageUrl
    status
    brand {
      name
    }
  }
  option {
    id
    name
    extraPrice
    stock
  }
}
fragment CartSellerFields on CartSeller {
  seller {
    id
    name
  }
  subtotal
  fee
  surcharge
  freeFrom
}
fragment CartFields on Cart {
  lines {
    ...CartLineFields
  }
  sellers {
    ...CartSellerFields
    lines {
      id
    }
  }
  selectedTotal
  deliveryTotal
  region
  postcode
}`) as unknown as TypedDocumentString<ChangeCartLineMutation, ChangeCartLineMutationVariables>;
export const SelectCartLinesDocument = new TypedDocumentString(`
    mutation SelectCartLines($ids: [ID!]!, $selected: Boolean! = true) {
  selectCartLines(ids: $ids, selected: $selected) {
    ...CartFields
  }
}
    fragment CartLineFields on CartLine {
  id
  productId
  optionId
  quantity
  selected
  combinationId
  combinationApplied
  unitPrice
  lineTotal
  purchasable
  reason
  createdAt
  product {
    id
    name
    salePrice
    imageUrl
    status
    brand {
      name
    }
  }
  option {
    id
    name
    extraPrice
    stock
  }
}
fragment CartSellerFields on CartSeller {
  seller {
    id
    name
  }
  subtotal
  fee
  surcharge
  freeFrom
}
fragment CartFields on Cart {
  lines {
    ...CartLineFields
  }
  sellers {
    ...CartSellerFields
    lines {
      id
    }
  }
  selectedTotal
  deliveryTotal
  region
  postcode
}`) as unknown as TypedDocumentString<SelectCartLinesMutation, SelectCartLinesMutationVariables>;
export const MergeGuestCartDocument = new TypedDocumentString(`
    mutation MergeGuestCart($guestRefreshToken: String!) {
  mergeGuestCart(guestRefreshToken: $guestRefreshToken) {
    ...CartFields
  }
}
    fragment CartLineFields on CartLine {
  id
  productId
  optionId
  quantity
  selected
  combinationId
  combinationApplied
  unitPrice
  lineTotal
  purchasable
  reason
  createdAt
  product {
    id
    name
    salePrice
    imageUrl
    status
    brand {
      name
    }
  }
  option {
    id
    name
    extraPrice
    stock
  }
}
fragment CartSellerFields on CartSeller {
  seller {
    id
    name
  }
  subtotal
  fee
  surcharge
  freeFrom
}
fragment CartFields on Cart {
  lines {
    ...CartLineFields
  }
  sellers {
    ...CartSellerFields
    lines {
      id
    }
  }
  selectedTotal
  deliveryTotal
  region
  postcode
}`) as unknown as TypedDocumentString<MergeGuestCartMutation, MergeGuestCartMutationVariables>;
export const RemoveCartLineDocument = new TypedDocumentString(`
    mutation RemoveCartLine($id: ID!) {
  removeCartLine(id: $id) {
    ...CartFields
  }
}
    fragment CartLineFields on CartLine {
  id
  productId
  optionId
  quantity
  selected
  combinationId
  combinationApplied
  unitPrice
  lineTotal
  purchasable
  reason
  createdAt
  product {
    id
    name
    salePrice
    imageUrl
    status
    brand {
      name
    }
  }
  option {
    id
    name
    extraPrice
    stock
  }
}
fragment CartSellerFields on CartSeller {
  seller {
    id
    name
  }
  subtotal
  fee
  surcharge
  freeFrom
}
fragment CartFields on Cart {
  lines {
    ...CartLineFields
  }
  sellers {
    ...CartSellerFields
    lines {
      id
    }
  }
  selectedTotal
  deliveryTotal
  region
  postcode
}`) as unknown as TypedDocumentString<RemoveCartLineMutation, RemoveCartLineMutationVariables>;
export const RemovePurchasedCartLinesDocument = new TypedDocumentString(`
    mutation RemovePurchasedCartLines {
  removePurchasedCartLines
}
    `) as unknown as TypedDocumentString<RemovePurchasedCartLinesMutation, RemovePurchasedCartLinesMutationVariables>;
export const SearchProductsDocument = new TypedDocumentString(`
    query SearchProducts($query: String!, $offset: Int! = 0, $limit: Int! = 20, $sort: ProductSort, $categoryId: ID, $brandIds: [ID!], $minPrice: Int, $maxPrice: Int, $formulations: [String!]) {
  searchProducts(
    query: $query
    offset: $offset
    limit: $limit
    sort: $sort
    filter: {categoryId: $categoryId, brandIds: $brandIds, minPrice: $minPrice, maxPrice: $maxPrice, formulations: $formulations}
  ) {
    ...ProductPageFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  salePrice
  discountRate
  formulation
  status
  imageUrl
  popularity
  brand {
    id
    name
  }
  category {
    id
    name
  }
  seller {
    id
    name
  }
}
fragment ProductPageFields on ProductPage {
  total
  items {
    ...ProductFields
  }
}`) as unknown as TypedDocumentString<SearchProductsQuery, SearchProductsQueryVariables>;
export const ProductsByCategoryDocument = new TypedDocumentString(`
    query ProductsByCategory($categoryId: ID!, $offset: Int! = 0, $limit: Int! = 20, $sort: ProductSort, $brandIds: [ID!], $minPrice: Int, $maxPrice: Int, $formulations: [String!]) {
  products(
    offset: $offset
    limit: $limit
    sort: $sort
    filter: {categoryId: $categoryId, brandIds: $brandIds, minPrice: $minPrice, maxPrice: $maxPrice, formulations: $formulations}
  ) {
    ...ProductPageFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  salePrice
  discountRate
  formulation
  status
  imageUrl
  popularity
  brand {
    id
    name
  }
  category {
    id
    name
  }
  seller {
    id
    name
  }
}
fragment ProductPageFields on ProductPage {
  total
  items {
    ...ProductFields
  }
}`) as unknown as TypedDocumentString<ProductsByCategoryQuery, ProductsByCategoryQueryVariables>;
export const ProductsOfBrandsDocument = new TypedDocumentString(`
    query ProductsOfBrands($brandIds: [ID!]!, $offset: Int! = 0, $limit: Int! = 20, $sort: ProductSort) {
  products(
    offset: $offset
    limit: $limit
    sort: $sort
    filter: {brandIds: $brandIds}
  ) {
    ...ProductPageFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  salePrice
  discountRate
  formulation
  status
  imageUrl
  popularity
  brand {
    id
    name
  }
  category {
    id
    name
  }
  seller {
    id
    name
  }
}
fragment ProductPageFields on ProductPage {
  total
  items {
    ...ProductFields
  }
}`) as unknown as TypedDocumentString<ProductsOfBrandsQuery, ProductsOfBrandsQueryVariables>;
export const ProductsOfBrandDocument = new TypedDocumentString(`
    query ProductsOfBrand($id: ID!, $offset: Int! = 0, $limit: Int! = 20, $sort: ProductSort) {
  products(offset: $offset, limit: $limit, sort: $sort, filter: {brandIds: [$id]}) {
    ...ProductPageFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  salePrice
  discountRate
  formulation
  status
  imageUrl
  popularity
  brand {
    id
    name
  }
  category {
    id
    name
  }
  seller {
    id
    name
  }
}
fragment ProductPageFields on ProductPage {
  total
  items {
    ...ProductFields
  }
}`) as unknown as TypedDocumentString<ProductsOfBrandQuery, ProductsOfBrandQueryVariables>;
export const CategoriesDocument = new TypedDocumentString(`
    query Categories($kind: String! = "mall", $level: Int, $parentId: ID) {
  categories(kind: $kind, level: $level, parentId: $parentId) {
    id
    name
    kind
    level
    parentId
  }
}
    `) as unknown as TypedDocumentString<CategoriesQuery, CategoriesQueryVariables>;
export const MallCategoriesDocument = new TypedDocumentString(`
    query MallCategories {
  categories(kind: "mall") {
    id
    name
    level
    parentId
  }
}
    `) as unknown as TypedDocumentString<MallCategoriesQuery, MallCategoriesQueryVariables>;
export const PurchasableDocument = new TypedDocumentString(`
    query Purchasable($productId: ID!, $optionId: ID, $quantity: Int! = 1) {
  isPurchasable(productId: $productId, optionId: $optionId, quantity: $quantity) {
    purchasable
    reason
    unitPrice
  }
}
    `) as unknown as TypedDocumentString<PurchasableQuery, PurchasableQueryVariables>;
export const ProductOptionsDocument = new TypedDocumentString(`
    query ProductOptions($id: ID!) {
  product(id: $id) {
    options {
      id
      name
      extraPrice
      stock
    }
  }
}
    `) as unknown as TypedDocumentString<ProductOptionsQuery, ProductOptionsQueryVariables>;
export const ProductsByIdsDocument = new TypedDocumentString(`
    query ProductsByIds($ids: [ID!]!) {
  productsByIds(ids: $ids) {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  salePrice
  discountRate
  formulation
  status
  imageUrl
  popularity
  brand {
    id
    name
  }
  category {
    id
    name
  }
  seller {
    id
    name
  }
}`) as unknown as TypedDocumentString<ProductsByIdsQuery, ProductsByIdsQueryVariables>;
export const ProductDocument = new TypedDocumentString(`
    query Product($id: ID!) {
  product(id: $id) {
    ...ProductFields
    description
    options {
      id
      name
      extraPrice
      stock
    }
    nutrientFacts {
      nutrientCode
      name
      amount
      unit
    }
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  salePrice
  discountRate
  formulation
  status
  imageUrl
  popularity
  brand {
    id
    name
  }
  category {
    id
    name
  }
  seller {
    id
    name
  }
}`) as unknown as TypedDocumentString<ProductQuery, ProductQueryVariables>;
export const RelatedProductsDocument = new TypedDocumentString(`
    query RelatedProducts($id: ID!) {
  relatedProducts(productId: $id) {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  salePrice
  discountRate
  formulation
  status
  imageUrl
  popularity
  brand {
    id
    name
  }
  category {
    id
    name
  }
  seller {
    id
    name
  }
}`) as unknown as TypedDocumentString<RelatedProductsQuery, RelatedProductsQueryVariables>;
export const ProductSellerDocument = new TypedDocumentString(`
    query ProductSeller($id: ID!) {
  product(id: $id) {
    seller {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ProductSellerQuery, ProductSellerQueryVariables>;
export const AddSearchHistoryDocument = new TypedDocumentString(`
    mutation AddSearchHistory($query: String!) {
  addSearchHistory(query: $query) {
    id
    query
    createdAt
  }
}
    `) as unknown as TypedDocumentString<AddSearchHistoryMutation, AddSearchHistoryMutationVariables>;
export const MySearchHistoryDocument = new TypedDocumentString(`
    query MySearchHistory {
  mySearchHistory {
    id
    query
    createdAt
  }
}
    `) as unknown as TypedDocumentString<MySearchHistoryQuery, MySearchHistoryQueryVariables>;
export const DeleteSearchHistoryDocument = new TypedDocumentString(`
    mutation DeleteSearchHistory($id: ID!) {
  deleteSearchHistory(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSearchHistoryMutation, DeleteSearchHistoryMutationVariables>;
export const CooperateProductsDocument = new TypedDocumentString(`
    query CooperateProducts($offset: Int! = 0, $limit: Int! = 20) {
  activeCooperateEvents(offset: $offset, limit: $limit) {
    total
    items {
      id
      title
      groupPrice
      startsAt
      endsAt
      channel {
        handle
        name
      }
      product {
        ...ProductFields
      }
    }
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  salePrice
  discountRate
  formulation
  status
  imageUrl
  popularity
  brand {
    id
    name
  }
  category {
    id
    name
  }
  seller {
    id
    name
  }
}`) as unknown as TypedDocumentString<CooperateProductsQuery, CooperateProductsQueryVariables>;
export const AdminCategoriesDocument = new TypedDocumentString(`
    query AdminCategories($kind: String) {
  adminCategories(kind: $kind) {
    id
    name
    kind
    level
    parentId
  }
}
    `) as unknown as TypedDocumentString<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const NutrientCategoriesDocument = new TypedDocumentString(`
    query NutrientCategories {
  adminCategories(kind: "nutrient") {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<NutrientCategoriesQuery, NutrientCategoriesQueryVariables>;
export const BestProductsDocument = new TypedDocumentString(`
    query BestProducts($limit: Int! = 20, $categoryId: ID) {
  bestProducts(limit: $limit, categoryId: $categoryId) {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  salePrice
  discountRate
  formulation
  status
  imageUrl
  popularity
  brand {
    id
    name
  }
  category {
    id
    name
  }
  seller {
    id
    name
  }
}`) as unknown as TypedDocumentString<BestProductsQuery, BestProductsQueryVariables>;
export const PickCategoriesDocument = new TypedDocumentString(`
    query PickCategories {
  pickCategories {
    id
    name
    description
  }
}
    `) as unknown as TypedDocumentString<PickCategoriesQuery, PickCategoriesQueryVariables>;
export const PickCategoryDocument = new TypedDocumentString(`
    query PickCategory($id: ID!) {
  pickCategory(id: $id) {
    id
    name
    description
    items {
      comment
      product {
        ...ProductFields
      }
    }
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  salePrice
  discountRate
  formulation
  status
  imageUrl
  popularity
  brand {
    id
    name
  }
  category {
    id
    name
  }
  seller {
    id
    name
  }
}`) as unknown as TypedDocumentString<PickCategoryQuery, PickCategoryQueryVariables>;
export const BlogPostsDocument = new TypedDocumentString(`
    query BlogPosts($offset: Int! = 0, $limit: Int! = 20) {
  blogPosts(offset: $offset, limit: $limit) {
    total
    items {
      ...ContentFields
    }
  }
}
    fragment ContentFields on Content {
  id
  categoryCode
  title
  summary
  body
  imageUrl
  brandId
  contentType
  publishedAt
}`) as unknown as TypedDocumentString<BlogPostsQuery, BlogPostsQueryVariables>;
export const TodayCommentDocument = new TypedDocumentString(`
    query TodayComment {
  todayComment {
    ...ContentFields
  }
}
    fragment ContentFields on Content {
  id
  categoryCode
  title
  summary
  body
  imageUrl
  brandId
  contentType
  publishedAt
}`) as unknown as TypedDocumentString<TodayCommentQuery, TodayCommentQueryVariables>;
export const BannersDocument = new TypedDocumentString(`
    query Banners($placement: String! = "mall") {
  banners(placement: $placement) {
    id
    placement
    title
    imageUrl
    linkUrl
  }
}
    `) as unknown as TypedDocumentString<BannersQuery, BannersQueryVariables>;
export const ContentAdminListDocument = new TypedDocumentString(`
    query ContentAdminList($status: String, $offset: Int! = 0, $limit: Int! = 20) {
  contentAdminList(status: $status, offset: $offset, limit: $limit) {
    total
    items {
      ...ContentFields
      status
    }
  }
}
    fragment ContentFields on Content {
  id
  categoryCode
  title
  summary
  body
  imageUrl
  brandId
  contentType
  publishedAt
}`) as unknown as TypedDocumentString<ContentAdminListQuery, ContentAdminListQueryVariables>;
export const ContentsDocument = new TypedDocumentString(`
    query Contents($categoryCode: String, $offset: Int! = 0, $limit: Int! = 20) {
  contents(categoryCode: $categoryCode, offset: $offset, limit: $limit) {
    total
    items {
      ...ContentFields
    }
  }
}
    fragment ContentFields on Content {
  id
  categoryCode
  title
  summary
  body
  imageUrl
  brandId
  contentType
  publishedAt
}`) as unknown as TypedDocumentString<ContentsQuery, ContentsQueryVariables>;
export const ContentDocument = new TypedDocumentString(`
    query Content($id: ID!) {
  content(id: $id) {
    ...ContentFields
  }
}
    fragment ContentFields on Content {
  id
  categoryCode
  title
  summary
  body
  imageUrl
  brandId
  contentType
  publishedAt
}`) as unknown as TypedDocumentString<ContentQuery, ContentQueryVariables>;
export const ContentCategoriesDocument = new TypedDocumentString(`
    query ContentCategories($date: LocalDate) {
  contentCategories(date: $date) {
    code
    title
  }
}
    `) as unknown as TypedDocumentString<ContentCategoriesQuery, ContentCategoriesQueryVariables>;
export const ContentCategoriesWithItemsDocument = new TypedDocumentString(`
    query ContentCategoriesWithItems($date: LocalDate, $limit: Int! = 4) {
  contentCategories(date: $date) {
    code
    title
    items(limit: $limit) {
      ...ContentFields
    }
  }
}
    fragment ContentFields on Content {
  id
  categoryCode
  title
  summary
  body
  imageUrl
  brandId
  contentType
  publishedAt
}`) as unknown as TypedDocumentString<ContentCategoriesWithItemsQuery, ContentCategoriesWithItemsQueryVariables>;
export const BrandContentTypesDocument = new TypedDocumentString(`
    query BrandContentTypes {
  brandContentTypes
}
    `) as unknown as TypedDocumentString<BrandContentTypesQuery, BrandContentTypesQueryVariables>;
export const BrandContentsDocument = new TypedDocumentString(`
    query BrandContents($brandId: ID!, $contentTypes: [String!]) {
  brandContents(brandId: $brandId, contentTypes: $contentTypes) {
    ...ContentFields
  }
}
    fragment ContentFields on Content {
  id
  categoryCode
  title
  summary
  body
  imageUrl
  brandId
  contentType
  publishedAt
}`) as unknown as TypedDocumentString<BrandContentsQuery, BrandContentsQueryVariables>;
export const IssuableCouponsDocument = new TypedDocumentString(`
    query IssuableCoupons {
  issuableCoupons {
    ...CouponMasterFields
  }
}
    fragment CouponMasterFields on CouponMaster {
  id
  name
  kind
  target
  amount
  maxDiscount
  minOrderAmount
  scope
  scopeIds
  startsAt
  endsAt
  validDays
  issueLimit
  issuedCount
  perMemberLimit
  benefit
  condition
}`) as unknown as TypedDocumentString<IssuableCouponsQuery, IssuableCouponsQueryVariables>;
export const SearchCouponsDocument = new TypedDocumentString(`
    query SearchCoupons($query: String) {
  searchCoupons(query: $query) {
    ...CouponMasterFields
    autoIssue
    withdrawnAt
  }
}
    fragment CouponMasterFields on CouponMaster {
  id
  name
  kind
  target
  amount
  maxDiscount
  minOrderAmount
  scope
  scopeIds
  startsAt
  endsAt
  validDays
  issueLimit
  issuedCount
  perMemberLimit
  benefit
  condition
}`) as unknown as TypedDocumentString<SearchCouponsQuery, SearchCouponsQueryVariables>;
export const ClaimCouponDocument = new TypedDocumentString(`
    mutation ClaimCoupon($code: String!) {
  claimCoupon(code: $code) {
    id
    status
    issuedAt
    expiresAt
    master {
      ...CouponMasterFields
    }
  }
}
    fragment CouponMasterFields on CouponMaster {
  id
  name
  kind
  target
  amount
  maxDiscount
  minOrderAmount
  scope
  scopeIds
  startsAt
  endsAt
  validDays
  issueLimit
  issuedCount
  perMemberLimit
  benefit
  condition
}`) as unknown as TypedDocumentString<ClaimCouponMutation, ClaimCouponMutationVariables>;
export const MyCouponsDocument = new TypedDocumentString(`
    query MyCoupons($status: String) {
  myCoupons(status: $status) {
    id
    status
    orderId
    discount
    issuedAt
    expiresAt
    usedAt
    master {
      ...CouponMasterFields
    }
  }
}
    fragment CouponMasterFields on CouponMaster {
  id
  name
  kind
  target
  amount
  maxDiscount
  minOrderAmount
  scope
  scopeIds
  startsAt
  endsAt
  validDays
  issueLimit
  issuedCount
  perMemberLimit
  benefit
  condition
}`) as unknown as TypedDocumentString<MyCouponsQuery, MyCouponsQueryVariables>;
export const CouponsForProductsDocument = new TypedDocumentString(`
    query CouponsForProducts($productIds: [ID!]!) {
  couponsForProducts(productIds: $productIds) {
    ...CouponMasterFields
  }
}
    fragment CouponMasterFields on CouponMaster {
  id
  name
  kind
  target
  amount
  maxDiscount
  minOrderAmount
  scope
  scopeIds
  startsAt
  endsAt
  validDays
  issueLimit
  issuedCount
  perMemberLimit
  benefit
  condition
}`) as unknown as TypedDocumentString<CouponsForProductsQuery, CouponsForProductsQueryVariables>;
export const OrderCouponsDocument = new TypedDocumentString(`
    query OrderCoupons($orderId: ID!) {
  orderCoupons(orderId: $orderId) {
    coupon {
      id
      status
      orderId
      expiresAt
      master {
        ...CouponMasterFields
      }
    }
    applicable
    discount
    reason
    best
  }
}
    fragment CouponMasterFields on CouponMaster {
  id
  name
  kind
  target
  amount
  maxDiscount
  minOrderAmount
  scope
  scopeIds
  startsAt
  endsAt
  validDays
  issueLimit
  issuedCount
  perMemberLimit
  benefit
  condition
}`) as unknown as TypedDocumentString<OrderCouponsQuery, OrderCouponsQueryVariables>;
export const ApplyOrderCouponsDocument = new TypedDocumentString(`
    mutation ApplyOrderCoupons($orderId: ID!, $couponIds: [ID!]!) {
  applyOrderCoupons(orderId: $orderId, couponIds: $couponIds) {
    id
    orderNumber
    status
    goodsTotal
    deliveryTotal
    discountTotal
    pointsUsed
    pointsUsable
    total
    lines {
      id
      lineTotal
      discountShare
      pointsShare
    }
  }
}
    `) as unknown as TypedDocumentString<ApplyOrderCouponsMutation, ApplyOrderCouponsMutationVariables>;
export const SetUserCouponAvailableDocument = new TypedDocumentString(`
    mutation SetUserCouponAvailable($userCouponId: ID!, $available: Boolean!, $reason: String) {
  setUserCouponAvailable(
    userCouponId: $userCouponId
    available: $available
    reason: $reason
  ) {
    id
    status
    orderId
    expiresAt
    usedAt
    withdrawnAt
  }
}
    `) as unknown as TypedDocumentString<SetUserCouponAvailableMutation, SetUserCouponAvailableMutationVariables>;
export const AnswerEventSurveyDocument = new TypedDocumentString(`
    mutation AnswerEventSurvey($eventCode: String!, $answers: JSONObject!) {
  answerEventSurvey(eventCode: $eventCode, answers: $answers) {
    ...SurveyFields
  }
}
    fragment SurveyFields on EventSurveyAnswer {
  id
  eventCode
  answers
  createdAt
}`) as unknown as TypedDocumentString<AnswerEventSurveyMutation, AnswerEventSurveyMutationVariables>;
export const EventSurveyAnswerDocument = new TypedDocumentString(`
    query EventSurveyAnswer($id: ID!) {
  eventSurveyAnswer(id: $id) {
    ...SurveyFields
  }
}
    fragment SurveyFields on EventSurveyAnswer {
  id
  eventCode
  answers
  createdAt
}`) as unknown as TypedDocumentString<EventSurveyAnswerQuery, EventSurveyAnswerQueryVariables>;
export const DeleteEventSurveyDocument = new TypedDocumentString(`
    mutation DeleteEventSurvey($id: ID!) {
  deleteEventSurvey(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteEventSurveyMutation, DeleteEventSurveyMutationVariables>;
export const EditEventSurveyDocument = new TypedDocumentString(`
    mutation EditEventSurvey($id: ID!, $answers: JSONObject!) {
  editEventSurvey(id: $id, answers: $answers) {
    ...SurveyFields
  }
}
    fragment SurveyFields on EventSurveyAnswer {
  id
  eventCode
  answers
  createdAt
}`) as unknown as TypedDocumentString<EditEventSurveyMutation, EditEventSurveyMutationVariables>;
export const AskEventInquiryDocument = new TypedDocumentString(`
    mutation AskEventInquiry($eventCode: String!, $content: String!) {
  askEventInquiry(eventCode: $eventCode, content: $content) {
    ...EventInquiryFields
  }
}
    fragment EventInquiryFields on EventInquiry {
  id
  eventCode
  content
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<AskEventInquiryMutation, AskEventInquiryMutationVariables>;
export const EventInquiryDocument = new TypedDocumentString(`
    query EventInquiry($id: ID!) {
  eventInquiry(id: $id) {
    ...EventInquiryFields
  }
}
    fragment EventInquiryFields on EventInquiry {
  id
  eventCode
  content
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<EventInquiryQuery, EventInquiryQueryVariables>;
export const DeleteEventInquiryDocument = new TypedDocumentString(`
    mutation DeleteEventInquiry($id: ID!) {
  deleteEventInquiry(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteEventInquiryMutation, DeleteEventInquiryMutationVariables>;
export const AnswerEventInquiryDocument = new TypedDocumentString(`
    mutation AnswerEventInquiry($id: ID!, $answer: String!) {
  answerEventInquiry(id: $id, answer: $answer) {
    ...EventInquiryFields
  }
}
    fragment EventInquiryFields on EventInquiry {
  id
  eventCode
  content
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<AnswerEventInquiryMutation, AnswerEventInquiryMutationVariables>;
export const EditEventInquiryDocument = new TypedDocumentString(`
    mutation EditEventInquiry($id: ID!, $content: String!) {
  editEventInquiry(id: $id, content: $content) {
    ...EventInquiryFields
  }
}
    fragment EventInquiryFields on EventInquiry {
  id
  eventCode
  content
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<EditEventInquiryMutation, EditEventInquiryMutationVariables>;
export const UploadFileDocument = new TypedDocumentString(`
    mutation UploadFile($input: UploadFileInput!) {
  uploadFile(input: $input) {
    ...FileFields
  }
}
    fragment FileFields on StoredFile {
  id
  ownerType
  ownerId
  fileName
  contentType
  size
  url
  createdAt
}`) as unknown as TypedDocumentString<UploadFileMutation, UploadFileMutationVariables>;
export const ReplaceFileDocument = new TypedDocumentString(`
    mutation ReplaceFile($id: ID!, $fileName: String! = "file", $contentBase64: String!) {
  replaceFile(id: $id, fileName: $fileName, contentBase64: $contentBase64) {
    ...FileFields
  }
}
    fragment FileFields on StoredFile {
  id
  ownerType
  ownerId
  fileName
  contentType
  size
  url
  createdAt
}`) as unknown as TypedDocumentString<ReplaceFileMutation, ReplaceFileMutationVariables>;
export const DeleteFileDocument = new TypedDocumentString(`
    mutation DeleteFile($id: ID!) {
  deleteFile(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteFileMutation, DeleteFileMutationVariables>;
export const FilesDocument = new TypedDocumentString(`
    query Files($ownerType: String!, $ownerId: String!) {
  files(ownerType: $ownerType, ownerId: $ownerId) {
    ...FileFields
  }
}
    fragment FileFields on StoredFile {
  id
  ownerType
  ownerId
  fileName
  contentType
  size
  url
  createdAt
}`) as unknown as TypedDocumentString<FilesQuery, FilesQueryVariables>;
export const AskProductQuestionDocument = new TypedDocumentString(`
    mutation AskProductQuestion($productId: ID!, $content: String!, $secret: Boolean! = false) {
  askProductQuestion(productId: $productId, content: $content, secret: $secret) {
    ...QuestionFields
  }
}
    fragment QuestionFields on ProductQuestion {
  id
  productId
  userId
  content
  secret
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<AskProductQuestionMutation, AskProductQuestionMutationVariables>;
export const UpdateProductQuestionDocument = new TypedDocumentString(`
    mutation UpdateProductQuestion($id: ID!, $content: String, $secret: Boolean, $answer: String) {
  updateProductQuestion(
    id: $id
    content: $content
    secret: $secret
    answer: $answer
  ) {
    ...QuestionFields
  }
}
    fragment QuestionFields on ProductQuestion {
  id
  productId
  userId
  content
  secret
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<UpdateProductQuestionMutation, UpdateProductQuestionMutationVariables>;
export const DeleteProductQuestionDocument = new TypedDocumentString(`
    mutation DeleteProductQuestion($id: ID!) {
  deleteProductQuestion(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteProductQuestionMutation, DeleteProductQuestionMutationVariables>;
export const ProductQuestionsDocument = new TypedDocumentString(`
    query ProductQuestions($productId: ID!, $offset: Int! = 0, $limit: Int! = 20) {
  productQuestions(productId: $productId, offset: $offset, limit: $limit) {
    total
    items {
      ...QuestionFields
    }
  }
}
    fragment QuestionFields on ProductQuestion {
  id
  productId
  userId
  content
  secret
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<ProductQuestionsQuery, ProductQuestionsQueryVariables>;
export const MyProductQuestionsDocument = new TypedDocumentString(`
    query MyProductQuestions($offset: Int! = 0, $limit: Int! = 20) {
  myProductQuestions(offset: $offset, limit: $limit) {
    total
    items {
      ...QuestionFields
    }
  }
}
    fragment QuestionFields on ProductQuestion {
  id
  productId
  userId
  content
  secret
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<MyProductQuestionsQuery, MyProductQuestionsQueryVariables>;
export const AllProductQuestionsDocument = new TypedDocumentString(`
    query AllProductQuestions($unansweredOnly: Boolean! = false, $offset: Int! = 0, $limit: Int! = 20) {
  allProductQuestions(
    unansweredOnly: $unansweredOnly
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      ...QuestionFields
    }
  }
}
    fragment QuestionFields on ProductQuestion {
  id
  productId
  userId
  content
  secret
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<AllProductQuestionsQuery, AllProductQuestionsQueryVariables>;
export const CreateInquiryDocument = new TypedDocumentString(`
    mutation CreateInquiry($category: String! = "", $title: String! = "", $content: String! = "") {
  createInquiry(category: $category, title: $title, content: $content) {
    ...InquiryFields
  }
}
    fragment InquiryFields on Inquiry {
  id
  category
  title
  content
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<CreateInquiryMutation, CreateInquiryMutationVariables>;
export const AnswerInquiryDocument = new TypedDocumentString(`
    mutation AnswerInquiry($id: ID!, $answer: String! = "") {
  answerInquiry(id: $id, answer: $answer) {
    ...InquiryFields
  }
}
    fragment InquiryFields on Inquiry {
  id
  category
  title
  content
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<AnswerInquiryMutation, AnswerInquiryMutationVariables>;
export const MyInquiriesDocument = new TypedDocumentString(`
    query MyInquiries($offset: Int! = 0, $limit: Int! = 20) {
  myInquiries(offset: $offset, limit: $limit) {
    total
    items {
      ...InquiryFields
    }
  }
}
    fragment InquiryFields on Inquiry {
  id
  category
  title
  content
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<MyInquiriesQuery, MyInquiriesQueryVariables>;
export const AnsweredInquiriesDocument = new TypedDocumentString(`
    query AnsweredInquiries($offset: Int! = 0, $limit: Int! = 20) {
  myInquiries(answeredOnly: true, offset: $offset, limit: $limit) {
    total
    items {
      ...InquiryFields
    }
  }
}
    fragment InquiryFields on Inquiry {
  id
  category
  title
  content
  answer
  answeredAt
  createdAt
}`) as unknown as TypedDocumentString<AnsweredInquiriesQuery, AnsweredInquiriesQueryVariables>;
export const InquiryMonthlyCountDocument = new TypedDocumentString(`
    query InquiryMonthlyCount($month: String!) {
  inquiryMonthlyCount(month: $month) {
    month
    total
    answered
    unanswered
  }
}
    `) as unknown as TypedDocumentString<InquiryMonthlyCountQuery, InquiryMonthlyCountQueryVariables>;
export const DeleteInquiryDocument = new TypedDocumentString(`
    mutation DeleteInquiry($id: ID!) {
  deleteInquiry(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteInquiryMutation, DeleteInquiryMutationVariables>;
export const CsEntriesDocument = new TypedDocumentString(`
    query CsEntries($kind: String) {
  csEntries(kind: $kind) {
    ...CsEntryFields
  }
}
    fragment CsEntryFields on CsEntry {
  id
  kind
  title
  body
  createdAt
}`) as unknown as TypedDocumentString<CsEntriesQuery, CsEntriesQueryVariables>;
export const AddCsEntryDocument = new TypedDocumentString(`
    mutation AddCsEntry($kind: String!, $title: String!, $body: String!) {
  addCsEntry(kind: $kind, title: $title, body: $body) {
    ...CsEntryFields
  }
}
    fragment CsEntryFields on CsEntry {
  id
  kind
  title
  body
  createdAt
}`) as unknown as TypedDocumentString<AddCsEntryMutation, AddCsEntryMutationVariables>;
export const MyNotificationsDocument = new TypedDocumentString(`
    query MyNotifications($category: String, $offset: Int! = 0, $limit: Int! = 20) {
  myNotifications(category: $category, offset: $offset, limit: $limit) {
    total
    unread
    items {
      id
      category
      title
      body
      link
      readAt
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<MyNotificationsQuery, MyNotificationsQueryVariables>;
export const MarkNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkNotificationsRead($ids: [ID!]) {
  markNotificationsRead(ids: $ids)
}
    `) as unknown as TypedDocumentString<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const SearchFoodsDocument = new TypedDocumentString(`
    query SearchFoods($query: String! = "", $kind: String, $offset: Int! = 0, $limit: Int! = 20) {
  searchFoods(query: $query, kind: $kind, offset: $offset, limit: $limit) {
    total
    items {
      ...FoodFields
    }
  }
}
    fragment FoodFields on Food {
  id
  kind
  code
  name
  category
  servingGrams
  status
  rejectReason
  source
}`) as unknown as TypedDocumentString<SearchFoodsQuery, SearchFoodsQueryVariables>;
export const FoodNutritionDocument = new TypedDocumentString(`
    query FoodNutrition($id: ID!, $kind: String) {
  food(id: $id, kind: $kind) {
    ...FoodFields
    ...FoodNutrientFields
  }
}
    fragment FoodFields on Food {
  id
  kind
  code
  name
  category
  servingGrams
  status
  rejectReason
  source
}
fragment FoodNutrientFields on Food {
  nutrients {
    code
    name
    unit
    amount
  }
}`) as unknown as TypedDocumentString<FoodNutritionQuery, FoodNutritionQueryVariables>;
export const MyRecipesDocument = new TypedDocumentString(`
    query MyRecipes {
  myRecipes {
    ...RecipeFields
  }
}
    fragment RecipeFields on Recipe {
  id
  name
  amountG
  sortOrder
  createdAt
  ingredients {
    ...IngredientFields
  }
  nutrients {
    code
    name
    unit
    amount
  }
}
fragment IngredientFields on RecipeIngredient {
  foodId
  name
  kind
  percent
  grams
}`) as unknown as TypedDocumentString<MyRecipesQuery, MyRecipesQueryVariables>;
export const RecipeIngredientsDocument = new TypedDocumentString(`
    query RecipeIngredients($id: ID!) {
  recipe(id: $id) {
    ingredients {
      ...IngredientFields
    }
  }
}
    fragment IngredientFields on RecipeIngredient {
  foodId
  name
  kind
  percent
  grams
}`) as unknown as TypedDocumentString<RecipeIngredientsQuery, RecipeIngredientsQueryVariables>;
export const SubmitFoodDocument = new TypedDocumentString(`
    mutation SubmitFood($input: SubmitFoodInput!) {
  submitFood(input: $input) {
    ...FoodFields
    ...FoodNutrientFields
  }
}
    fragment FoodFields on Food {
  id
  kind
  code
  name
  category
  servingGrams
  status
  rejectReason
  source
}
fragment FoodNutrientFields on Food {
  nutrients {
    code
    name
    unit
    amount
  }
}`) as unknown as TypedDocumentString<SubmitFoodMutation, SubmitFoodMutationVariables>;
export const AddRecipeDocument = new TypedDocumentString(`
    mutation AddRecipe($input: RecipeInput!) {
  addRecipe(input: $input) {
    ...RecipeFields
  }
}
    fragment RecipeFields on Recipe {
  id
  name
  amountG
  sortOrder
  createdAt
  ingredients {
    ...IngredientFields
  }
  nutrients {
    code
    name
    unit
    amount
  }
}
fragment IngredientFields on RecipeIngredient {
  foodId
  name
  kind
  percent
  grams
}`) as unknown as TypedDocumentString<AddRecipeMutation, AddRecipeMutationVariables>;
export const EditRecipeDocument = new TypedDocumentString(`
    mutation EditRecipe($id: ID!, $input: RecipeInput!) {
  editRecipe(id: $id, input: $input) {
    ...RecipeFields
  }
}
    fragment RecipeFields on Recipe {
  id
  name
  amountG
  sortOrder
  createdAt
  ingredients {
    ...IngredientFields
  }
  nutrients {
    code
    name
    unit
    amount
  }
}
fragment IngredientFields on RecipeIngredient {
  foodId
  name
  kind
  percent
  grams
}`) as unknown as TypedDocumentString<EditRecipeMutation, EditRecipeMutationVariables>;
export const SortRecipesDocument = new TypedDocumentString(`
    mutation SortRecipes($ids: [ID!]!) {
  sortRecipes(ids: $ids) {
    id
    name
    sortOrder
  }
}
    `) as unknown as TypedDocumentString<SortRecipesMutation, SortRecipesMutationVariables>;
export const DeleteRecipeDocument = new TypedDocumentString(`
    mutation DeleteRecipe($id: ID!) {
  deleteRecipe(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteRecipeMutation, DeleteRecipeMutationVariables>;
export const AddFoodRecordDocument = new TypedDocumentString(`
    mutation AddFoodRecord($input: FoodRecordInput!) {
  addFoodRecord(input: $input) {
    ...MealRecordFields
  }
}
    fragment MealRecordFields on FoodRecord {
  id
  profileId
  recordDate
  mealType
  mealLabel
  foodId
  recipeId
  name
  quantity
  unit
  amountG
  imageUrl
  createdAt
  food {
    id
    kind
    name
    category
    servingGrams
  }
  recipe {
    id
    name
    amountG
  }
}`) as unknown as TypedDocumentString<AddFoodRecordMutation, AddFoodRecordMutationVariables>;
export const EditFoodRecordDocument = new TypedDocumentString(`
    mutation EditFoodRecord($id: ID!, $input: FoodRecordEditInput!) {
  editFoodRecord(id: $id, input: $input) {
    ...MealRecordFields
  }
}
    fragment MealRecordFields on FoodRecord {
  id
  profileId
  recordDate
  mealType
  mealLabel
  foodId
  recipeId
  name
  quantity
  unit
  amountG
  imageUrl
  createdAt
  food {
    id
    kind
    name
    category
    servingGrams
  }
  recipe {
    id
    name
    amountG
  }
}`) as unknown as TypedDocumentString<EditFoodRecordMutation, EditFoodRecordMutationVariables>;
export const DeleteFoodRecordDocument = new TypedDocumentString(`
    mutation DeleteFoodRecord($id: ID!) {
  deleteFoodRecord(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteFoodRecordMutation, DeleteFoodRecordMutationVariables>;
export const FoodRecordsDocument = new TypedDocumentString(`
    query FoodRecords($profileId: ID!, $from: LocalDate!, $to: LocalDate!) {
  foodRecords(profileId: $profileId, from: $from, to: $to) {
    ...MealRecordFields
  }
}
    fragment MealRecordFields on FoodRecord {
  id
  profileId
  recordDate
  mealType
  mealLabel
  foodId
  recipeId
  name
  quantity
  unit
  amountG
  imageUrl
  createdAt
  food {
    id
    kind
    name
    category
    servingGrams
  }
  recipe {
    id
    name
    amountG
  }
}`) as unknown as TypedDocumentString<FoodRecordsQuery, FoodRecordsQueryVariables>;
export const MealPhotosDocument = new TypedDocumentString(`
    query MealPhotos($profileId: ID!, $from: LocalDate, $to: LocalDate, $offset: Int! = 0, $limit: Int! = 20) {
  mealPhotos(
    profileId: $profileId
    from: $from
    to: $to
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      ...MealRecordFields
    }
  }
}
    fragment MealRecordFields on FoodRecord {
  id
  profileId
  recordDate
  mealType
  mealLabel
  foodId
  recipeId
  name
  quantity
  unit
  amountG
  imageUrl
  createdAt
  food {
    id
    kind
    name
    category
    servingGrams
  }
  recipe {
    id
    name
    amountG
  }
}`) as unknown as TypedDocumentString<MealPhotosQuery, MealPhotosQueryVariables>;
export const AddBodyRecordDocument = new TypedDocumentString(`
    mutation AddBodyRecord($input: BodyRecordInput!) {
  addBodyRecord(input: $input) {
    ...BodyRecordFields
  }
}
    fragment BodyRecordFields on BodyRecord {
  id
  profileId
  recordAt
  weight
  height
  imageUrl
  createdAt
}`) as unknown as TypedDocumentString<AddBodyRecordMutation, AddBodyRecordMutationVariables>;
export const EditBodyRecordDocument = new TypedDocumentString(`
    mutation EditBodyRecord($id: ID!, $input: BodyRecordEditInput!) {
  editBodyRecord(id: $id, input: $input) {
    ...BodyRecordFields
  }
}
    fragment BodyRecordFields on BodyRecord {
  id
  profileId
  recordAt
  weight
  height
  imageUrl
  createdAt
}`) as unknown as TypedDocumentString<EditBodyRecordMutation, EditBodyRecordMutationVariables>;
export const BodyRecordsDocument = new TypedDocumentString(`
    query BodyRecords($profileId: ID!, $offset: Int! = 0, $limit: Int! = 20) {
  bodyRecords(profileId: $profileId, offset: $offset, limit: $limit) {
    total
    items {
      ...BodyRecordFields
    }
  }
}
    fragment BodyRecordFields on BodyRecord {
  id
  profileId
  recordAt
  weight
  height
  imageUrl
  createdAt
}`) as unknown as TypedDocumentString<BodyRecordsQuery, BodyRecordsQueryVariables>;
export const BodyRecordsNewestDocument = new TypedDocumentString(`
    query BodyRecordsNewest($profileId: ID!, $offset: Int! = 0, $limit: Int! = 20) {
  bodyRecordsNewest(profileId: $profileId, offset: $offset, limit: $limit) {
    total
    items {
      ...BodyRecordFields
    }
  }
}
    fragment BodyRecordFields on BodyRecord {
  id
  profileId
  recordAt
  weight
  height
  imageUrl
  createdAt
}`) as unknown as TypedDocumentString<BodyRecordsNewestQuery, BodyRecordsNewestQueryVariables>;
export const RecordsOfDateDocument = new TypedDocumentString(`
    query RecordsOfDate($profileId: ID!, $date: LocalDate!) {
  recordsOfDate(profileId: $profileId, date: $date) {
    date
    meals {
      mealType
      label
      records {
        ...MealRecordFields
      }
    }
    bodyRecords {
      ...BodyRecordFields
    }
    intakes {
      regimenId
      supplementId
      supplementName
      eatCnt
      alramCnt
    }
  }
}
    fragment MealRecordFields on FoodRecord {
  id
  profileId
  recordDate
  mealType
  mealLabel
  foodId
  recipeId
  name
  quantity
  unit
  amountG
  imageUrl
  createdAt
  food {
    id
    kind
    name
    category
    servingGrams
  }
  recipe {
    id
    name
    amountG
  }
}
fragment BodyRecordFields on BodyRecord {
  id
  profileId
  recordAt
  weight
  height
  imageUrl
  createdAt
}`) as unknown as TypedDocumentString<RecordsOfDateQuery, RecordsOfDateQueryVariables>;
export const RecentBodyImageDocument = new TypedDocumentString(`
    query RecentBodyImage($profileId: ID!) {
  recentBodyImage(profileId: $profileId) {
    ...BodyRecordFields
  }
}
    fragment BodyRecordFields on BodyRecord {
  id
  profileId
  recordAt
  weight
  height
  imageUrl
  createdAt
}`) as unknown as TypedDocumentString<RecentBodyImageQuery, RecentBodyImageQueryVariables>;
export const BodyImagesOfDateDocument = new TypedDocumentString(`
    query BodyImagesOfDate($profileId: ID!, $date: LocalDate!) {
  bodyImagesOfDate(profileId: $profileId, date: $date) {
    ...BodyRecordFields
  }
}
    fragment BodyRecordFields on BodyRecord {
  id
  profileId
  recordAt
  weight
  height
  imageUrl
  createdAt
}`) as unknown as TypedDocumentString<BodyImagesOfDateQuery, BodyImagesOfDateQueryVariables>;
export const BodyRecordsInRangeDocument = new TypedDocumentString(`
    query BodyRecordsInRange($profileId: ID!, $from: LocalDate!, $to: LocalDate!) {
  bodyRecordsInRange(profileId: $profileId, from: $from, to: $to) {
    ...BodyRecordFields
  }
}
    fragment BodyRecordFields on BodyRecord {
  id
  profileId
  recordAt
  weight
  height
  imageUrl
  createdAt
}`) as unknown as TypedDocumentString<BodyRecordsInRangeQuery, BodyRecordsInRangeQueryVariables>;
export const BodyRecordDatesDocument = new TypedDocumentString(`
    query BodyRecordDates($profileId: ID!, $from: LocalDate!, $to: LocalDate!) {
  bodyRecordDates(profileId: $profileId, from: $from, to: $to)
}
    `) as unknown as TypedDocumentString<BodyRecordDatesQuery, BodyRecordDatesQueryVariables>;
export const NutritionScoresDocument = new TypedDocumentString(`
    query NutritionScores($profileId: ID!, $from: LocalDate!, $to: LocalDate!) {
  nutritionScores(profileId: $profileId, from: $from, to: $to) {
    ...ScoreFields
  }
}
    fragment ScoreFields on NutritionScoreEntry {
  profileId
  date
  score
  energyPoints
  macroPoints
  microPoints
  penaltyPoints
  intakeCount
  intakeTier
  tier {
    code
    label
  }
}`) as unknown as TypedDocumentString<NutritionScoresQuery, NutritionScoresQueryVariables>;
export const NutritionReportDocument = new TypedDocumentString(`
    query NutritionReport($profileId: ID!, $date: LocalDate) {
  nutritionReport(profileId: $profileId, date: $date) {
    profileId
    date
    score
    tier {
      code
      label
      description
    }
    energyPoints
    macroPoints
    microPoints
    penaltyPoints
    intakeCount
    unknownCount
    intakeTier {
      code
      label
      description
    }
    energy {
      ...RestScoreLineFields
    }
    macros {
      ...RestScoreLineFields
    }
    micros {
      ...RestScoreLineFields
    }
    shortNutrients {
      ...RestScoreLineFields
    }
    limits {
      code
      name
      intake
      limit
      over
      known
      measuredFoodCount
      foodCount
      coverageNote
    }
    foodRecordCount
    standard {
      ...StandardFields
    }
  }
}
    fragment StandardFields on NutritionStandard {
  date
  ageYears
  ageBand
  standardType
  standardCode
  label
  kdriGroup
  pregnancyStage
  energy
  carbohydrate {
    min
    max
  }
  protein {
    min
    max
  }
  fat {
    min
    max
  }
  milkPowder {
    target
    min
    max
  }
  totalSugar {
    min
    max
  }
  sodium {
    min
    max
  }
  caffeine {
    cap
    displayRange
  }
  betaCarotene {
    min
    max
  }
  nutrients {
    code
    name
    unit
    min
    minKind
    max
  }
}
fragment RestScoreLineFields on NutrientScoreLine {
  code
  name
  unit
  intake
  min
  max
  percent
  points
  short
  known
  measuredFoodCount
  foodCount
  coverageNote
}`) as unknown as TypedDocumentString<NutritionReportQuery, NutritionReportQueryVariables>;
export const NutritionStandardDocument = new TypedDocumentString(`
    query NutritionStandard($profileId: ID!, $date: LocalDate) {
  nutritionStandard(profileId: $profileId, date: $date) {
    ...StandardFields
  }
}
    fragment StandardFields on NutritionStandard {
  date
  ageYears
  ageBand
  standardType
  standardCode
  label
  kdriGroup
  pregnancyStage
  energy
  carbohydrate {
    min
    max
  }
  protein {
    min
    max
  }
  fat {
    min
    max
  }
  milkPowder {
    target
    min
    max
  }
  totalSugar {
    min
    max
  }
  sodium {
    min
    max
  }
  caffeine {
    cap
    displayRange
  }
  betaCarotene {
    min
    max
  }
  nutrients {
    code
    name
    unit
    min
    minKind
    max
  }
}`) as unknown as TypedDocumentString<NutritionStandardQuery, NutritionStandardQueryVariables>;
export const ScoreDescriptionsDocument = new TypedDocumentString(`
    query ScoreDescriptions {
  scoreDescriptions {
    kind
    code
    label
    min
    max
    description
  }
}
    `) as unknown as TypedDocumentString<ScoreDescriptionsQuery, ScoreDescriptionsQueryVariables>;
export const RecordDatesDocument = new TypedDocumentString(`
    query RecordDates($profileId: ID!, $what: String!, $from: LocalDate!, $to: LocalDate!) {
  recordDates(profileId: $profileId, what: $what, from: $from, to: $to)
}
    `) as unknown as TypedDocumentString<RecordDatesQuery, RecordDatesQueryVariables>;
export const TopFoodsDocument = new TypedDocumentString(`
    query TopFoods($profileId: ID!, $from: LocalDate!, $to: LocalDate!) {
  topFoods(profileId: $profileId, from: $from, to: $to) {
    nutrient
    name
    unit
    foods {
      name
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<TopFoodsQuery, TopFoodsQueryVariables>;
export const RecordCountsDocument = new TypedDocumentString(`
    query RecordCounts($profileId: ID!, $from: LocalDate!, $to: LocalDate!) {
  recordCounts(profileId: $profileId, from: $from, to: $to) {
    date
    foods
    bodies
    intakes
  }
}
    `) as unknown as TypedDocumentString<RecordCountsQuery, RecordCountsQueryVariables>;
export const PromiseListDocument = new TypedDocumentString(`
    query PromiseList {
  myProfiles {
    id
    name
    lifeStage {
      promiseType
      pregnantType
      pregnantDay
      vegetarianType
      label
    }
  }
}
    `) as unknown as TypedDocumentString<PromiseListQuery, PromiseListQueryVariables>;
export const RecordNutritionScoreDocument = new TypedDocumentString(`
    mutation RecordNutritionScore($profileId: ID!, $date: LocalDate) {
  recordNutritionScore(profileId: $profileId, date: $date) {
    ...ScoreFields
  }
}
    fragment ScoreFields on NutritionScoreEntry {
  profileId
  date
  score
  energyPoints
  macroPoints
  microPoints
  penaltyPoints
  intakeCount
  intakeTier
  tier {
    code
    label
  }
}`) as unknown as TypedDocumentString<RecordNutritionScoreMutation, RecordNutritionScoreMutationVariables>;
export const SubmitSupplementDocument = new TypedDocumentString(`
    mutation SubmitSupplement($input: SupplementInput!) {
  submitSupplement(input: $input) {
    ...SupplementFields
  }
}
    fragment SupplementFields on Supplement {
  id
  name
  brandName
  productId
  dailyServing
  allergens
  status
  rejectReason
  createdAt
  reviewedAt
  nutrients {
    code
    name
    unit
    amount
  }
}`) as unknown as TypedDocumentString<SubmitSupplementMutation, SubmitSupplementMutationVariables>;
export const SearchSupplementsDocument = new TypedDocumentString(`
    query SearchSupplements($query: String! = "", $offset: Int! = 0, $limit: Int! = 20) {
  searchSupplements(query: $query, offset: $offset, limit: $limit) {
    total
    items {
      ...SupplementFields
    }
  }
}
    fragment SupplementFields on Supplement {
  id
  name
  brandName
  productId
  dailyServing
  allergens
  status
  rejectReason
  createdAt
  reviewedAt
  nutrients {
    code
    name
    unit
    amount
  }
}`) as unknown as TypedDocumentString<SearchSupplementsQuery, SearchSupplementsQueryVariables>;
export const SupplementDocument = new TypedDocumentString(`
    query Supplement($id: ID!) {
  supplement(id: $id) {
    ...SupplementFields
  }
}
    fragment SupplementFields on Supplement {
  id
  name
  brandName
  productId
  dailyServing
  allergens
  status
  rejectReason
  createdAt
  reviewedAt
  nutrients {
    code
    name
    unit
    amount
  }
}`) as unknown as TypedDocumentString<SupplementQuery, SupplementQueryVariables>;
export const AdminSupplementsDocument = new TypedDocumentString(`
    query AdminSupplements($status: String, $query: String = "", $offset: Int! = 0, $limit: Int! = 20) {
  adminSupplements(status: $status, query: $query, offset: $offset, limit: $limit) {
    total
    items {
      ...SupplementFields
      submittedBy
    }
  }
}
    fragment SupplementFields on Supplement {
  id
  name
  brandName
  productId
  dailyServing
  allergens
  status
  rejectReason
  createdAt
  reviewedAt
  nutrients {
    code
    name
    unit
    amount
  }
}`) as unknown as TypedDocumentString<AdminSupplementsQuery, AdminSupplementsQueryVariables>;
export const SupplementAllergensDocument = new TypedDocumentString(`
    query SupplementAllergens {
  supplementAllergens {
    allergen
    count
  }
}
    `) as unknown as TypedDocumentString<SupplementAllergensQuery, SupplementAllergensQueryVariables>;
export const AddRegimenDocument = new TypedDocumentString(`
    mutation AddRegimen($input: RegimenInput!) {
  addRegimen(input: $input) {
    ...RegimenSettings
  }
}
    fragment RegimenSettings on Regimen {
  id
  profileId
  supplementId
  alramCnt
  reminderTimes
  startDate
  memo
}`) as unknown as TypedDocumentString<AddRegimenMutation, AddRegimenMutationVariables>;
export const EditRegimenDocument = new TypedDocumentString(`
    mutation EditRegimen($id: ID!, $input: RegimenEditInput!) {
  editRegimen(id: $id, input: $input) {
    ...RegimenSettings
  }
}
    fragment RegimenSettings on Regimen {
  id
  profileId
  supplementId
  alramCnt
  reminderTimes
  startDate
  memo
}`) as unknown as TypedDocumentString<EditRegimenMutation, EditRegimenMutationVariables>;
export const DeleteRegimenDocument = new TypedDocumentString(`
    mutation DeleteRegimen($id: ID!) {
  deleteRegimen(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteRegimenMutation, DeleteRegimenMutationVariables>;
export const SetRemindersDocument = new TypedDocumentString(`
    mutation SetReminders($id: ID!, $alramCnt: Int!, $reminderTimes: [String!]) {
  setReminders(regimenId: $id, alramCnt: $alramCnt, reminderTimes: $reminderTimes) {
    ...RegimenSettings
  }
}
    fragment RegimenSettings on Regimen {
  id
  profileId
  supplementId
  alramCnt
  reminderTimes
  startDate
  memo
}`) as unknown as TypedDocumentString<SetRemindersMutation, SetRemindersMutationVariables>;
export const ClearRemindersDocument = new TypedDocumentString(`
    mutation ClearReminders($id: ID!) {
  clearReminders(regimenId: $id) {
    ...RegimenSettings
  }
}
    fragment RegimenSettings on Regimen {
  id
  profileId
  supplementId
  alramCnt
  reminderTimes
  startDate
  memo
}`) as unknown as TypedDocumentString<ClearRemindersMutation, ClearRemindersMutationVariables>;
export const MarkIntakeDocument = new TypedDocumentString(`
    mutation MarkIntake($id: ID!, $date: LocalDate) {
  markIntake(regimenId: $id, date: $date) {
    ...IntakeFields
  }
}
    fragment IntakeFields on SupplementIntake {
  regimenId
  profileId
  date
  eatCnt
}`) as unknown as TypedDocumentString<MarkIntakeMutation, MarkIntakeMutationVariables>;
export const UndoIntakeDocument = new TypedDocumentString(`
    mutation UndoIntake($id: ID!, $date: LocalDate) {
  undoIntake(regimenId: $id, date: $date) {
    ...IntakeFields
  }
}
    fragment IntakeFields on SupplementIntake {
  regimenId
  profileId
  date
  eatCnt
}`) as unknown as TypedDocumentString<UndoIntakeMutation, UndoIntakeMutationVariables>;
export const IntakesOfDateDocument = new TypedDocumentString(`
    query IntakesOfDate($profileId: ID!, $date: LocalDate) {
  intakesOfDate(profileId: $profileId, date: $date) {
    ...IntakeFields
    regimen {
      ...RegimenSettings
      supplement {
        id
        name
      }
    }
  }
}
    fragment RegimenSettings on Regimen {
  id
  profileId
  supplementId
  alramCnt
  reminderTimes
  startDate
  memo
}
fragment IntakeFields on SupplementIntake {
  regimenId
  profileId
  date
  eatCnt
}`) as unknown as TypedDocumentString<IntakesOfDateQuery, IntakesOfDateQueryVariables>;
export const RegimensDocument = new TypedDocumentString(`
    query Regimens($profileId: ID!, $date: LocalDate, $from: LocalDate, $to: LocalDate) {
  regimens(profileId: $profileId) {
    ...RegimenView
  }
}
    fragment RegimenSettings on Regimen {
  id
  profileId
  supplementId
  alramCnt
  reminderTimes
  startDate
  memo
}
fragment RegimenView on Regimen {
  ...RegimenSettings
  eatCnt(date: $date)
  adherence(from: $from, to: $to) {
    from
    to
    days
    eatCnt
    alramCnt
    percent
    message
  }
  supplement {
    id
    name
    dailyServing
    nutrients {
      code
      name
      unit
      amount
    }
  }
}`) as unknown as TypedDocumentString<RegimensQuery, RegimensQueryVariables>;
export const RegimensOfAllProfilesDocument = new TypedDocumentString(`
    query RegimensOfAllProfiles($date: LocalDate, $from: LocalDate, $to: LocalDate) {
  regimensOfAllProfiles {
    profile {
      id
      name
      gender
      birthday
      isPrimary
      imageNo
    }
    regimens {
      ...RegimenView
    }
  }
}
    fragment RegimenSettings on Regimen {
  id
  profileId
  supplementId
  alramCnt
  reminderTimes
  startDate
  memo
}
fragment RegimenView on Regimen {
  ...RegimenSettings
  eatCnt(date: $date)
  adherence(from: $from, to: $to) {
    from
    to
    days
    eatCnt
    alramCnt
    percent
    message
  }
  supplement {
    id
    name
    dailyServing
    nutrients {
      code
      name
      unit
      amount
    }
  }
}`) as unknown as TypedDocumentString<RegimensOfAllProfilesQuery, RegimensOfAllProfilesQueryVariables>;
export const LinkHealthAppDocument = new TypedDocumentString(`
    mutation LinkHealthApp($provider: String!, $code: String!) {
  linkHealthApp(provider: $provider, code: $code) {
    id
    provider
    externalUserId
    linkedAt
  }
}
    `) as unknown as TypedDocumentString<LinkHealthAppMutation, LinkHealthAppMutationVariables>;
export const HealthAppsDocument = new TypedDocumentString(`
    query HealthApps {
  healthApps {
    id
    provider
    externalUserId
    linkedAt
  }
}
    `) as unknown as TypedDocumentString<HealthAppsQuery, HealthAppsQueryVariables>;
export const ImportHealthAppSupplementsDocument = new TypedDocumentString(`
    mutation ImportHealthAppSupplements($id: ID!, $code: String!) {
  importHealthAppSupplements(interlockId: $id, code: $code) {
    ...HealthAppSupplementFields
  }
}
    fragment HealthAppSupplementFields on HealthAppSupplement {
  id
  interlockId
  externalId
  name
  importedAt
  nutrients {
    code
    name
    unit
    amount
  }
}`) as unknown as TypedDocumentString<ImportHealthAppSupplementsMutation, ImportHealthAppSupplementsMutationVariables>;
export const DeleteHealthAppSupplementDocument = new TypedDocumentString(`
    mutation DeleteHealthAppSupplement($id: ID!) {
  deleteHealthAppSupplement(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteHealthAppSupplementMutation, DeleteHealthAppSupplementMutationVariables>;
export const HealthAppSupplementsDocument = new TypedDocumentString(`
    query HealthAppSupplements($userId: ID!) {
  healthAppSupplements(userId: $userId) {
    ...HealthAppSupplementFields
  }
}
    fragment HealthAppSupplementFields on HealthAppSupplement {
  id
  interlockId
  externalId
  name
  importedAt
  nutrients {
    code
    name
    unit
    amount
  }
}`) as unknown as TypedDocumentString<HealthAppSupplementsQuery, HealthAppSupplementsQueryVariables>;
export const CreateOrderDocument = new TypedDocumentString(`
    mutation CreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    ...OrderDetail
  }
}
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  statusLabel
  statusColour
  total
  goodsTotal
  deliveryTotal
  payMethod
  isGift
  createdAt
  paidAt
  lines {
    id
    productId
    optionId
    name
    optionName
    unitPrice
    quantity
    lineTotal
    status
  }
}
fragment OrderDetail on Order {
  ...OrderSummary
  discountTotal
  pointsUsed
  ordererName
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  senderName
  receiverName
  claimKind
  claimReason
  claimText
  expiresAt
  deliveredAt
  confirmedAt
  refundedTotal
  lines {
    discountShare
    pointsShare
    refundedAmount
  }
  shipments {
    sellerId
    sellerName
    fee
    surcharge
    absorbedSurcharge
    carrier
    carrierName
    trackingNumber
    shippedAt
  }
  history {
    fromStatus
    toStatus
    event
    actorRole
    reason
    createdAt
  }
  refunds {
    lineId
    cause
    item
    amount
    points
    createdAt
  }
}`) as unknown as TypedDocumentString<CreateOrderMutation, CreateOrderMutationVariables>;
export const CancelOrderDocument = new TypedDocumentString(`
    mutation CancelOrder($id: ID!, $lineIds: [ID!], $reason: String) {
  cancelOrder(id: $id, lineIds: $lineIds, reason: $reason) {
    refundAmount
    refundPoints
    order {
      ...OrderDetail
    }
  }
}
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  statusLabel
  statusColour
  total
  goodsTotal
  deliveryTotal
  payMethod
  isGift
  createdAt
  paidAt
  lines {
    id
    productId
    optionId
    name
    optionName
    unitPrice
    quantity
    lineTotal
    status
  }
}
fragment OrderDetail on Order {
  ...OrderSummary
  discountTotal
  pointsUsed
  ordererName
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  senderName
  receiverName
  claimKind
  claimReason
  claimText
  expiresAt
  deliveredAt
  confirmedAt
  refundedTotal
  lines {
    discountShare
    pointsShare
    refundedAmount
  }
  shipments {
    sellerId
    sellerName
    fee
    surcharge
    absorbedSurcharge
    carrier
    carrierName
    trackingNumber
    shippedAt
  }
  history {
    fromStatus
    toStatus
    event
    actorRole
    reason
    createdAt
  }
  refunds {
    lineId
    cause
    item
    amount
    points
    createdAt
  }
}`) as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const RequestReturnDocument = new TypedDocumentString(`
    mutation RequestReturn($id: ID!, $input: OrderClaimInput!) {
  requestReturn(id: $id, input: $input) {
    ...OrderDetail
  }
}
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  statusLabel
  statusColour
  total
  goodsTotal
  deliveryTotal
  payMethod
  isGift
  createdAt
  paidAt
  lines {
    id
    productId
    optionId
    name
    optionName
    unitPrice
    quantity
    lineTotal
    status
  }
}
fragment OrderDetail on Order {
  ...OrderSummary
  discountTotal
  pointsUsed
  ordererName
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  senderName
  receiverName
  claimKind
  claimReason
  claimText
  expiresAt
  deliveredAt
  confirmedAt
  refundedTotal
  lines {
    discountShare
    pointsShare
    refundedAmount
  }
  shipments {
    sellerId
    sellerName
    fee
    surcharge
    absorbedSurcharge
    carrier
    carrierName
    trackingNumber
    shippedAt
  }
  history {
    fromStatus
    toStatus
    event
    actorRole
    reason
    createdAt
  }
  refunds {
    lineId
    cause
    item
    amount
    points
    createdAt
  }
}`) as unknown as TypedDocumentString<RequestReturnMutation, RequestReturnMutationVariables>;
export const RegisterDeliveryInfoDocument = new TypedDocumentString(`
    mutation RegisterDeliveryInfo($id: ID!, $carrier: String!, $trackingNumber: String!, $sellerId: ID) {
  registerDeliveryInfo(
    id: $id
    carrier: $carrier
    trackingNumber: $trackingNumber
    sellerId: $sellerId
  ) {
    ...OrderDetail
  }
}
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  statusLabel
  statusColour
  total
  goodsTotal
  deliveryTotal
  payMethod
  isGift
  createdAt
  paidAt
  lines {
    id
    productId
    optionId
    name
    optionName
    unitPrice
    quantity
    lineTotal
    status
  }
}
fragment OrderDetail on Order {
  ...OrderSummary
  discountTotal
  pointsUsed
  ordererName
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  senderName
  receiverName
  claimKind
  claimReason
  claimText
  expiresAt
  deliveredAt
  confirmedAt
  refundedTotal
  lines {
    discountShare
    pointsShare
    refundedAmount
  }
  shipments {
    sellerId
    sellerName
    fee
    surcharge
    absorbedSurcharge
    carrier
    carrierName
    trackingNumber
    shippedAt
  }
  history {
    fromStatus
    toStatus
    event
    actorRole
    reason
    createdAt
  }
  refunds {
    lineId
    cause
    item
    amount
    points
    createdAt
  }
}`) as unknown as TypedDocumentString<RegisterDeliveryInfoMutation, RegisterDeliveryInfoMutationVariables>;
export const GuestOrderDocument = new TypedDocumentString(`
    query GuestOrder($phone: String!, $orderNumber: String!, $smsToken: String!) {
  guestOrder(phone: $phone, orderNumber: $orderNumber, smsToken: $smsToken) {
    ...OrderDetail
  }
}
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  statusLabel
  statusColour
  total
  goodsTotal
  deliveryTotal
  payMethod
  isGift
  createdAt
  paidAt
  lines {
    id
    productId
    optionId
    name
    optionName
    unitPrice
    quantity
    lineTotal
    status
  }
}
fragment OrderDetail on Order {
  ...OrderSummary
  discountTotal
  pointsUsed
  ordererName
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  senderName
  receiverName
  claimKind
  claimReason
  claimText
  expiresAt
  deliveredAt
  confirmedAt
  refundedTotal
  lines {
    discountShare
    pointsShare
    refundedAmount
  }
  shipments {
    sellerId
    sellerName
    fee
    surcharge
    absorbedSurcharge
    carrier
    carrierName
    trackingNumber
    shippedAt
  }
  history {
    fromStatus
    toStatus
    event
    actorRole
    reason
    createdAt
  }
  refunds {
    lineId
    cause
    item
    amount
    points
    createdAt
  }
}`) as unknown as TypedDocumentString<GuestOrderQuery, GuestOrderQueryVariables>;
export const OrderDetailDocument = new TypedDocumentString(`
    query OrderDetail($id: ID!) {
  order(id: $id) {
    ...OrderDetail
  }
}
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  statusLabel
  statusColour
  total
  goodsTotal
  deliveryTotal
  payMethod
  isGift
  createdAt
  paidAt
  lines {
    id
    productId
    optionId
    name
    optionName
    unitPrice
    quantity
    lineTotal
    status
  }
}
fragment OrderDetail on Order {
  ...OrderSummary
  discountTotal
  pointsUsed
  ordererName
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  senderName
  receiverName
  claimKind
  claimReason
  claimText
  expiresAt
  deliveredAt
  confirmedAt
  refundedTotal
  lines {
    discountShare
    pointsShare
    refundedAmount
  }
  shipments {
    sellerId
    sellerName
    fee
    surcharge
    absorbedSurcharge
    carrier
    carrierName
    trackingNumber
    shippedAt
  }
  history {
    fromStatus
    toStatus
    event
    actorRole
    reason
    createdAt
  }
  refunds {
    lineId
    cause
    item
    amount
    points
    createdAt
  }
}`) as unknown as TypedDocumentString<OrderDetailQuery, OrderDetailQueryVariables>;
export const MyOrdersDocument = new TypedDocumentString(`
    query MyOrders($status: OrderStatus, $view: OrderListView, $offset: Int! = 0, $limit: Int! = 20) {
  myOrders(status: $status, view: $view, offset: $offset, limit: $limit) {
    total
    items {
      ...OrderSummary
    }
  }
}
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  statusLabel
  statusColour
  total
  goodsTotal
  deliveryTotal
  payMethod
  isGift
  createdAt
  paidAt
  lines {
    id
    productId
    optionId
    name
    optionName
    unitPrice
    quantity
    lineTotal
    status
  }
}`) as unknown as TypedDocumentString<MyOrdersQuery, MyOrdersQueryVariables>;
export const MyCompletedOrdersDocument = new TypedDocumentString(`
    query MyCompletedOrders($offset: Int! = 0, $limit: Int! = 20) {
  myOrders(status: complete, offset: $offset, limit: $limit) {
    total
    items {
      ...OrderSummary
    }
  }
}
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  statusLabel
  statusColour
  total
  goodsTotal
  deliveryTotal
  payMethod
  isGift
  createdAt
  paidAt
  lines {
    id
    productId
    optionId
    name
    optionName
    unitPrice
    quantity
    lineTotal
    status
  }
}`) as unknown as TypedDocumentString<MyCompletedOrdersQuery, MyCompletedOrdersQueryVariables>;
export const HideOrderDocument = new TypedDocumentString(`
    mutation HideOrder($id: ID!) {
  hideOrder(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<HideOrderMutation, HideOrderMutationVariables>;
export const CreatePaymentDocument = new TypedDocumentString(`
    mutation CreatePayment($orderId: ID!, $redirectUrl: String!) {
  createPayment(orderId: $orderId, redirectUrl: $redirectUrl) {
    checkoutUrl
    payment {
      id
      merchantUid
      orderId
      payMethod
      payCode
      name
      amount
      status
      statusLabel
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<CreatePaymentMutation, CreatePaymentMutationVariables>;
export const CompletePaymentDocument = new TypedDocumentString(`
    mutation CompletePayment($merchantUid: String!, $impUid: String!) {
  completePayment(merchantUid: $merchantUid, impUid: $impUid) {
    order {
      ...OrderDetail
    }
    payment {
      id
      merchantUid
      impUid
      orderId
      payMethod
      payCode
      amount
      cancelledAmount
      status
      statusLabel
      failReason
      paidAt
      vbank {
        bank
        number
        holder
        dueAt
      }
    }
  }
}
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  statusLabel
  statusColour
  total
  goodsTotal
  deliveryTotal
  payMethod
  isGift
  createdAt
  paidAt
  lines {
    id
    productId
    optionId
    name
    optionName
    unitPrice
    quantity
    lineTotal
    status
  }
}
fragment OrderDetail on Order {
  ...OrderSummary
  discountTotal
  pointsUsed
  ordererName
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  senderName
  receiverName
  claimKind
  claimReason
  claimText
  expiresAt
  deliveredAt
  confirmedAt
  refundedTotal
  lines {
    discountShare
    pointsShare
    refundedAmount
  }
  shipments {
    sellerId
    sellerName
    fee
    surcharge
    absorbedSurcharge
    carrier
    carrierName
    trackingNumber
    shippedAt
  }
  history {
    fromStatus
    toStatus
    event
    actorRole
    reason
    createdAt
  }
  refunds {
    lineId
    cause
    item
    amount
    points
    createdAt
  }
}`) as unknown as TypedDocumentString<CompletePaymentMutation, CompletePaymentMutationVariables>;
export const CancelWholeOrderDocument = new TypedDocumentString(`
    mutation CancelWholeOrder($id: ID!, $reason: String) {
  cancelOrder(id: $id, reason: $reason) {
    refundAmount
    refundPoints
    order {
      ...OrderDetail
    }
  }
}
    fragment OrderSummary on Order {
  id
  orderNumber
  status
  statusLabel
  statusColour
  total
  goodsTotal
  deliveryTotal
  payMethod
  isGift
  createdAt
  paidAt
  lines {
    id
    productId
    optionId
    name
    optionName
    unitPrice
    quantity
    lineTotal
    status
  }
}
fragment OrderDetail on Order {
  ...OrderSummary
  discountTotal
  pointsUsed
  ordererName
  recipientName
  recipientPhone
  postcode
  address1
  address2
  deliveryMemo
  senderName
  receiverName
  claimKind
  claimReason
  claimText
  expiresAt
  deliveredAt
  confirmedAt
  refundedTotal
  lines {
    discountShare
    pointsShare
    refundedAmount
  }
  shipments {
    sellerId
    sellerName
    fee
    surcharge
    absorbedSurcharge
    carrier
    carrierName
    trackingNumber
    shippedAt
  }
  history {
    fromStatus
    toStatus
    event
    actorRole
    reason
    createdAt
  }
  refunds {
    lineId
    cause
    item
    amount
    points
    createdAt
  }
}`) as unknown as TypedDocumentString<CancelWholeOrderMutation, CancelWholeOrderMutationVariables>;
export const CatalogCategoriesDocument = new TypedDocumentString(`
    query CatalogCategories($channel: String!) {
  channelCategories(channel: $channel) {
    ...CatalogCategoryFields
  }
}
    fragment CatalogCategoryFields on ChannelCategory {
  id
  channelId
  name
  position
  productCount
  combinationCount
  createdAt
}`) as unknown as TypedDocumentString<CatalogCategoriesQuery, CatalogCategoriesQueryVariables>;
export const CatalogCategoryDocument = new TypedDocumentString(`
    query CatalogCategory($id: ID!) {
  channelCategory(id: $id) {
    ...CatalogCategoryFields
  }
}
    fragment CatalogCategoryFields on ChannelCategory {
  id
  channelId
  name
  position
  productCount
  combinationCount
  createdAt
}`) as unknown as TypedDocumentString<CatalogCategoryQuery, CatalogCategoryQueryVariables>;
export const CatalogSearchCategoriesDocument = new TypedDocumentString(`
    query CatalogSearchCategories($query: String!, $channel: String, $offset: Int, $limit: Int) {
  searchChannelCategories(
    query: $query
    channel: $channel
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      ...CatalogCategoryFields
    }
  }
}
    fragment CatalogCategoryFields on ChannelCategory {
  id
  channelId
  name
  position
  productCount
  combinationCount
  createdAt
}`) as unknown as TypedDocumentString<CatalogSearchCategoriesQuery, CatalogSearchCategoriesQueryVariables>;
export const CatalogAdminCategoriesDocument = new TypedDocumentString(`
    query CatalogAdminCategories($channelId: ID) {
  myChannelCategories(channelId: $channelId) {
    ...CatalogCategoryFields
  }
}
    fragment CatalogCategoryFields on ChannelCategory {
  id
  channelId
  name
  position
  productCount
  combinationCount
  createdAt
}`) as unknown as TypedDocumentString<CatalogAdminCategoriesQuery, CatalogAdminCategoriesQueryVariables>;
export const CatalogAdminProductsDocument = new TypedDocumentString(`
    query CatalogAdminProducts($channelId: ID, $categoryId: ID, $offset: Int, $limit: Int) {
  myChannelProducts(
    channelId: $channelId
    categoryId: $categoryId
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      ...CatalogProductFields
    }
  }
}
    fragment CatalogProductFields on ChannelProduct {
  id
  categoryId
  productId
  comment
  position
  createdAt
  updatedAt
  product {
    id
    name
    price
    salePrice
    discountRate
    status
    imageUrl
  }
}`) as unknown as TypedDocumentString<CatalogAdminProductsQuery, CatalogAdminProductsQueryVariables>;
export const CatalogAdminCombinationsDocument = new TypedDocumentString(`
    query CatalogAdminCombinations($channelId: ID, $offset: Int, $limit: Int) {
  myChannelCombinations(channelId: $channelId, offset: $offset, limit: $limit) {
    total
    items {
      ...CatalogCombinationFields
    }
  }
}
    fragment CatalogCombinationFields on Combination {
  id
  channelId
  categoryId
  name
  status
  discountRate
  createdAt
  lines {
    lineNo
    productId
    optionId
    quantity
    product {
      id
      name
      salePrice
      status
      imageUrl
    }
  }
  price {
    discountRate
    purchasable
    listPrice
    price
    discount
    lines {
      lineNo
      productId
      optionId
      quantity
      unitPrice
      amount
      discountedAmount
    }
  }
}`) as unknown as TypedDocumentString<CatalogAdminCombinationsQuery, CatalogAdminCombinationsQueryVariables>;
export const CatalogCategoryProductsDocument = new TypedDocumentString(`
    query CatalogCategoryProducts($categoryId: ID!) {
  categoryProducts(categoryId: $categoryId) {
    ...CatalogProductFields
  }
}
    fragment CatalogProductFields on ChannelProduct {
  id
  categoryId
  productId
  comment
  position
  createdAt
  updatedAt
  product {
    id
    name
    price
    salePrice
    discountRate
    status
    imageUrl
  }
}`) as unknown as TypedDocumentString<CatalogCategoryProductsQuery, CatalogCategoryProductsQueryVariables>;
export const CatalogCategoryCombinationsDocument = new TypedDocumentString(`
    query CatalogCategoryCombinations($categoryId: ID!) {
  categoryCombinations(categoryId: $categoryId) {
    ...CatalogCombinationFields
  }
}
    fragment CatalogCombinationFields on Combination {
  id
  channelId
  categoryId
  name
  status
  discountRate
  createdAt
  lines {
    lineNo
    productId
    optionId
    quantity
    product {
      id
      name
      salePrice
      status
      imageUrl
    }
  }
  price {
    discountRate
    purchasable
    listPrice
    price
    discount
    lines {
      lineNo
      productId
      optionId
      quantity
      unitPrice
      amount
      discountedAmount
    }
  }
}`) as unknown as TypedDocumentString<CatalogCategoryCombinationsQuery, CatalogCategoryCombinationsQueryVariables>;
export const CatalogEditLinksDocument = new TypedDocumentString(`
    mutation CatalogEditLinks($links: [ChannelLinkInput!]!, $channelId: ID) {
  editChannelLinks(links: $links, channelId: $channelId) {
    id
    label
    url
    position
  }
}
    `) as unknown as TypedDocumentString<CatalogEditLinksMutation, CatalogEditLinksMutationVariables>;
export const CatalogCreateCategoryDocument = new TypedDocumentString(`
    mutation CatalogCreateCategory($input: CreateChannelCategoryInput!) {
  createChannelCategory(input: $input) {
    ...CatalogCategoryFields
  }
}
    fragment CatalogCategoryFields on ChannelCategory {
  id
  channelId
  name
  position
  productCount
  combinationCount
  createdAt
}`) as unknown as TypedDocumentString<CatalogCreateCategoryMutation, CatalogCreateCategoryMutationVariables>;
export const CatalogChangeCategoriesDocument = new TypedDocumentString(`
    mutation CatalogChangeCategories($categories: [ChannelCategoryOrderInput!]!, $channelId: ID) {
  changeChannelCategories(categories: $categories, channelId: $channelId) {
    ...CatalogCategoryFields
  }
}
    fragment CatalogCategoryFields on ChannelCategory {
  id
  channelId
  name
  position
  productCount
  combinationCount
  createdAt
}`) as unknown as TypedDocumentString<CatalogChangeCategoriesMutation, CatalogChangeCategoriesMutationVariables>;
export const CatalogRegisterVideoDocument = new TypedDocumentString(`
    mutation CatalogRegisterVideo($input: RegisterChannelVideoInput!) {
  registerChannelVideo(input: $input) {
    id
    channelId
    title
    url
    provider
    position
    createdAt
  }
}
    `) as unknown as TypedDocumentString<CatalogRegisterVideoMutation, CatalogRegisterVideoMutationVariables>;
export const CatalogCreateRecommendedProductDocument = new TypedDocumentString(`
    mutation CatalogCreateRecommendedProduct($input: CreateRecommendedProductInput!) {
  createRecommendedProduct(input: $input) {
    ...CatalogProductFields
  }
}
    fragment CatalogProductFields on ChannelProduct {
  id
  categoryId
  productId
  comment
  position
  createdAt
  updatedAt
  product {
    id
    name
    price
    salePrice
    discountRate
    status
    imageUrl
  }
}`) as unknown as TypedDocumentString<CatalogCreateRecommendedProductMutation, CatalogCreateRecommendedProductMutationVariables>;
export const CatalogEditRecommendedProductDocument = new TypedDocumentString(`
    mutation CatalogEditRecommendedProduct($input: EditRecommendedProductInput!) {
  editRecommendedProduct(input: $input) {
    ...CatalogProductFields
  }
}
    fragment CatalogProductFields on ChannelProduct {
  id
  categoryId
  productId
  comment
  position
  createdAt
  updatedAt
  product {
    id
    name
    price
    salePrice
    discountRate
    status
    imageUrl
  }
}`) as unknown as TypedDocumentString<CatalogEditRecommendedProductMutation, CatalogEditRecommendedProductMutationVariables>;
export const CatalogRegisterCombinationDocument = new TypedDocumentString(`
    mutation CatalogRegisterCombination($input: RegisterCombinationInput!) {
  registerCombination(input: $input) {
    ...CatalogCombinationFields
  }
}
    fragment CatalogCombinationFields on Combination {
  id
  channelId
  categoryId
  name
  status
  discountRate
  createdAt
  lines {
    lineNo
    productId
    optionId
    quantity
    product {
      id
      name
      salePrice
      status
      imageUrl
    }
  }
  price {
    discountRate
    purchasable
    listPrice
    price
    discount
    lines {
      lineNo
      productId
      optionId
      quantity
      unitPrice
      amount
      discountedAmount
    }
  }
}`) as unknown as TypedDocumentString<CatalogRegisterCombinationMutation, CatalogRegisterCombinationMutationVariables>;
export const CatalogDeleteCategoryDocument = new TypedDocumentString(`
    mutation CatalogDeleteCategory($id: ID!) {
  deleteChannelCategory(id: $id)
}
    `) as unknown as TypedDocumentString<CatalogDeleteCategoryMutation, CatalogDeleteCategoryMutationVariables>;
export const CatalogDeleteRecommendedProductDocument = new TypedDocumentString(`
    mutation CatalogDeleteRecommendedProduct($id: ID!) {
  deleteRecommendedProduct(id: $id)
}
    `) as unknown as TypedDocumentString<CatalogDeleteRecommendedProductMutation, CatalogDeleteRecommendedProductMutationVariables>;
export const CatalogDeleteCombinationDocument = new TypedDocumentString(`
    mutation CatalogDeleteCombination($id: ID!) {
  deleteCombination(id: $id)
}
    `) as unknown as TypedDocumentString<CatalogDeleteCombinationMutation, CatalogDeleteCombinationMutationVariables>;
export const LookupChannelsDocument = new TypedDocumentString(`
    query LookupChannels($query: String!, $offset: Int = 0, $pageSize: Int = 3) {
  lookupChannels(query: $query, offset: $offset, pageSize: $pageSize) {
    items {
      ...ChannelFields
    }
    total
  }
}
    fragment ChannelFields on Channel {
  id
  ownerUserId
  handle
  name
  greetings
  intro
  profileImageUrl
  menus
}`) as unknown as TypedDocumentString<LookupChannelsQuery, LookupChannelsQueryVariables>;
export const ChannelInfoDocument = new TypedDocumentString(`
    query ChannelInfo($handle: String!) {
  channel(handle: $handle) {
    ...ChannelFields
  }
}
    fragment ChannelFields on Channel {
  id
  ownerUserId
  handle
  name
  greetings
  intro
  profileImageUrl
  menus
}`) as unknown as TypedDocumentString<ChannelInfoQuery, ChannelInfoQueryVariables>;
export const ChannelOfInfluencerDocument = new TypedDocumentString(`
    query ChannelOfInfluencer($userId: ID!) {
  channelOfInfluencer(userId: $userId) {
    ...ChannelFields
  }
}
    fragment ChannelFields on Channel {
  id
  ownerUserId
  handle
  name
  greetings
  intro
  profileImageUrl
  menus
}`) as unknown as TypedDocumentString<ChannelOfInfluencerQuery, ChannelOfInfluencerQueryVariables>;
export const ServerTimeDocument = new TypedDocumentString(`
    query ServerTime {
  serverTime {
    now
    koreanDate
  }
}
    `) as unknown as TypedDocumentString<ServerTimeQuery, ServerTimeQueryVariables>;
export const ChannelMemberCountDocument = new TypedDocumentString(`
    query ChannelMemberCount($channelId: String!) {
  channelMemberCount(channelId: $channelId)
}
    `) as unknown as TypedDocumentString<ChannelMemberCountQuery, ChannelMemberCountQueryVariables>;
export const ChannelSignupMembersDocument = new TypedDocumentString(`
    query ChannelSignupMembers($channelId: ID, $offset: Int = 0, $limit: Int = 20) {
  channelSignupMembers(channelId: $channelId, offset: $offset, limit: $limit) {
    items {
      userId
      createdAt
    }
    total
  }
}
    `) as unknown as TypedDocumentString<ChannelSignupMembersQuery, ChannelSignupMembersQueryVariables>;
export const MyFollowedChannelsDocument = new TypedDocumentString(`
    query MyFollowedChannels {
  myFollowedChannels {
    ...ChannelFields
  }
}
    fragment ChannelFields on Channel {
  id
  ownerUserId
  handle
  name
  greetings
  intro
  profileImageUrl
  menus
}`) as unknown as TypedDocumentString<MyFollowedChannelsQuery, MyFollowedChannelsQueryVariables>;
export const ChannelQueryLogsDocument = new TypedDocumentString(`
    query ChannelQueryLogs($channelId: ID, $offset: Int = 0, $limit: Int = 20) {
  channelQueryLogs(channelId: $channelId, offset: $offset, limit: $limit) {
    items {
      id
      log
      href
      pathname
      inflow
      ip
      region
      city
      createdAt
    }
    total
  }
}
    `) as unknown as TypedDocumentString<ChannelQueryLogsQuery, ChannelQueryLogsQueryVariables>;
export const BecomeInfluencerDocument = new TypedDocumentString(`
    mutation BecomeInfluencer($input: BecomeInfluencerInput!) {
  becomeInfluencer(input: $input) {
    ...ChannelFields
  }
}
    fragment ChannelFields on Channel {
  id
  ownerUserId
  handle
  name
  greetings
  intro
  profileImageUrl
  menus
}`) as unknown as TypedDocumentString<BecomeInfluencerMutation, BecomeInfluencerMutationVariables>;
export const EditChannelProfileDocument = new TypedDocumentString(`
    mutation EditChannelProfile($input: ChannelProfileInput!) {
  editChannelProfile(input: $input) {
    ...ChannelFields
  }
}
    fragment ChannelFields on Channel {
  id
  ownerUserId
  handle
  name
  greetings
  intro
  profileImageUrl
  menus
}`) as unknown as TypedDocumentString<EditChannelProfileMutation, EditChannelProfileMutationVariables>;
export const EditChannelGreetingsDocument = new TypedDocumentString(`
    mutation EditChannelGreetings($greetings: String, $channelId: ID) {
  editChannelGreetings(greetings: $greetings, channelId: $channelId) {
    ...ChannelFields
  }
}
    fragment ChannelFields on Channel {
  id
  ownerUserId
  handle
  name
  greetings
  intro
  profileImageUrl
  menus
}`) as unknown as TypedDocumentString<EditChannelGreetingsMutation, EditChannelGreetingsMutationVariables>;
export const SetChannelMenusDocument = new TypedDocumentString(`
    mutation SetChannelMenus($menus: [String!]!, $channelId: ID) {
  setChannelMenus(menus: $menus, channelId: $channelId) {
    ...ChannelFields
  }
}
    fragment ChannelFields on Channel {
  id
  ownerUserId
  handle
  name
  greetings
  intro
  profileImageUrl
  menus
}`) as unknown as TypedDocumentString<SetChannelMenusMutation, SetChannelMenusMutationVariables>;
export const ChangeChannelHandleDocument = new TypedDocumentString(`
    mutation ChangeChannelHandle($handle: String!, $channelId: ID) {
  changeChannelHandle(handle: $handle, channelId: $channelId) {
    ...ChannelFields
  }
}
    fragment ChannelFields on Channel {
  id
  ownerUserId
  handle
  name
  greetings
  intro
  profileImageUrl
  menus
}`) as unknown as TypedDocumentString<ChangeChannelHandleMutation, ChangeChannelHandleMutationVariables>;
export const FollowChannelDocument = new TypedDocumentString(`
    mutation FollowChannel($channelId: String!) {
  followChannel(channelId: $channelId) {
    ...ChannelFields
  }
}
    fragment ChannelFields on Channel {
  id
  ownerUserId
  handle
  name
  greetings
  intro
  profileImageUrl
  menus
}`) as unknown as TypedDocumentString<FollowChannelMutation, FollowChannelMutationVariables>;
export const AnswerChannelSurveyDocument = new TypedDocumentString(`
    mutation AnswerChannelSurvey($input: ChannelSurveyAnswerInput!) {
  answerChannelSurvey(input: $input)
}
    `) as unknown as TypedDocumentString<AnswerChannelSurveyMutation, AnswerChannelSurveyMutationVariables>;
export const RecordChannelVisitDocument = new TypedDocumentString(`
    mutation RecordChannelVisit($input: ChannelVisitInput!) {
  recordChannelVisit(input: $input) {
    recorded
    channelId
  }
}
    `) as unknown as TypedDocumentString<RecordChannelVisitMutation, RecordChannelVisitMutationVariables>;
export const CountChannelVisitDocument = new TypedDocumentString(`
    mutation CountChannelVisit($channelId: String!) {
  countChannelVisit(channelId: $channelId)
}
    `) as unknown as TypedDocumentString<CountChannelVisitMutation, CountChannelVisitMutationVariables>;
export const CountChannelPageViewDocument = new TypedDocumentString(`
    mutation CountChannelPageView($channelId: String!) {
  countChannelPageView(channelId: $channelId)
}
    `) as unknown as TypedDocumentString<CountChannelPageViewMutation, CountChannelPageViewMutationVariables>;
export const RecordQueryLogDocument = new TypedDocumentString(`
    mutation RecordQueryLog($input: QueryLogInput!) {
  recordQueryLog(input: $input)
}
    `) as unknown as TypedDocumentString<RecordQueryLogMutation, RecordQueryLogMutationVariables>;
export const ChannelCooperateEventsDocument = new TypedDocumentString(`
    query ChannelCooperateEvents($channelId: String!, $status: CooperateStatus, $offset: Int = 0, $limit: Int = 20) {
  channelCooperateEvents(
    channelId: $channelId
    status: $status
    offset: $offset
    limit: $limit
  ) {
    items {
      ...CooperateEventFields
    }
    total
  }
}
    fragment CooperateEventFields on CooperateEvent {
  id
  channelId
  productId
  title
  description
  groupPrice
  startsAt
  endsAt
  status
  statusLabel
  maxParticipants
  participantCount
  clickCount
  actions
}`) as unknown as TypedDocumentString<ChannelCooperateEventsQuery, ChannelCooperateEventsQueryVariables>;
export const MyCooperateEventsDocument = new TypedDocumentString(`
    query MyCooperateEvents($status: CooperateStatus, $offset: Int = 0, $limit: Int = 20) {
  myCooperateEvents(status: $status, offset: $offset, limit: $limit) {
    items {
      ...CooperateEventFields
    }
    total
  }
}
    fragment CooperateEventFields on CooperateEvent {
  id
  channelId
  productId
  title
  description
  groupPrice
  startsAt
  endsAt
  status
  statusLabel
  maxParticipants
  participantCount
  clickCount
  actions
}`) as unknown as TypedDocumentString<MyCooperateEventsQuery, MyCooperateEventsQueryVariables>;
export const CooperateEventDocument = new TypedDocumentString(`
    query CooperateEvent($id: ID!) {
  cooperateEvent(id: $id) {
    ...CooperateEventFields
  }
}
    fragment CooperateEventFields on CooperateEvent {
  id
  channelId
  productId
  title
  description
  groupPrice
  startsAt
  endsAt
  status
  statusLabel
  maxParticipants
  participantCount
  clickCount
  actions
}`) as unknown as TypedDocumentString<CooperateEventQuery, CooperateEventQueryVariables>;
export const IsValidCooperateLinkDocument = new TypedDocumentString(`
    query IsValidCooperateLink($channelId: String!, $eventId: ID!, $productId: ID) {
  isValidCooperateLink(
    channelId: $channelId
    eventId: $eventId
    productId: $productId
  )
}
    `) as unknown as TypedDocumentString<IsValidCooperateLinkQuery, IsValidCooperateLinkQueryVariables>;
export const CooperateAlertMembersDocument = new TypedDocumentString(`
    query CooperateAlertMembers($eventId: ID!, $offset: Int = 0, $limit: Int = 20) {
  cooperateAlertMembers(eventId: $eventId, offset: $offset, limit: $limit) {
    items {
      userId
      createdAt
    }
    total
  }
}
    `) as unknown as TypedDocumentString<CooperateAlertMembersQuery, CooperateAlertMembersQueryVariables>;
export const ClickCooperateDocument = new TypedDocumentString(`
    mutation ClickCooperate($eventId: ID!) {
  clickCooperate(eventId: $eventId)
}
    `) as unknown as TypedDocumentString<ClickCooperateMutation, ClickCooperateMutationVariables>;
export const JoinCooperateDocument = new TypedDocumentString(`
    mutation JoinCooperate($eventId: ID!) {
  joinCooperate(eventId: $eventId) {
    ...CooperateEventFields
  }
}
    fragment CooperateEventFields on CooperateEvent {
  id
  channelId
  productId
  title
  description
  groupPrice
  startsAt
  endsAt
  status
  statusLabel
  maxParticipants
  participantCount
  clickCount
  actions
}`) as unknown as TypedDocumentString<JoinCooperateMutation, JoinCooperateMutationVariables>;
export const AskCooperateAlertDocument = new TypedDocumentString(`
    mutation AskCooperateAlert($eventId: ID!) {
  askCooperateAlert(eventId: $eventId)
}
    `) as unknown as TypedDocumentString<AskCooperateAlertMutation, AskCooperateAlertMutationVariables>;
export const ChannelStatsDocument = new TypedDocumentString(`
    query ChannelStats($channelId: ID, $from: LocalDate, $to: LocalDate) {
  channelStats(channelId: $channelId, from: $from, to: $to) {
    channelId
    from
    to
    totals {
      visits
      firstInflows
      pageViews
      signups
      orders
      revenue
    }
    days {
      day
      visits
      firstInflows
      pageViews
      signups
      orders
      revenue
    }
  }
}
    `) as unknown as TypedDocumentString<ChannelStatsQuery, ChannelStatsQueryVariables>;
export const SocialLoginDocument = new TypedDocumentString(`
    mutation SocialLogin($provider: String!, $code: String!, $redirectUri: String!) {
  socialLogin(provider: $provider, code: $code, redirectUri: $redirectUri) {
    registered
    signUpToken
    suggestedNickname
    auth {
      ...AuthResult
    }
  }
}
    fragment AuthResult on AuthPayload {
  tokenDto {
    accessToken
    refreshToken
  }
  user {
    id
    nickname
    provider
    role
  }
}`) as unknown as TypedDocumentString<SocialLoginMutation, SocialLoginMutationVariables>;
export const SendCooperateAlertsDocument = new TypedDocumentString(`
    mutation SendCooperateAlerts($eventId: ID!) {
  sendCooperateAlerts(eventId: $eventId)
}
    `) as unknown as TypedDocumentString<SendCooperateAlertsMutation, SendCooperateAlertsMutationVariables>;
export const PartnersCreateCommunityPostDocument = new TypedDocumentString(`
    mutation PartnersCreateCommunityPost($input: CreateCommunityPostInput!) {
  createCommunityPost(input: $input) {
    ...PartnersCommunityPostFields
  }
}
    fragment PartnersCommunityPostFields on CommunityPost {
  id
  channelId
  kind
  categoryId
  category {
    id
    name
  }
  title
  displayTitle
  content
  images
  productIds
  isAd
  viewCount
  commentCount
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  canEdit
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<PartnersCreateCommunityPostMutation, PartnersCreateCommunityPostMutationVariables>;
export const PartnersEditCommunityPostDocument = new TypedDocumentString(`
    mutation PartnersEditCommunityPost($input: EditCommunityPostInput!) {
  editCommunityPost(input: $input) {
    ...PartnersCommunityPostFields
  }
}
    fragment PartnersCommunityPostFields on CommunityPost {
  id
  channelId
  kind
  categoryId
  category {
    id
    name
  }
  title
  displayTitle
  content
  images
  productIds
  isAd
  viewCount
  commentCount
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  canEdit
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<PartnersEditCommunityPostMutation, PartnersEditCommunityPostMutationVariables>;
export const PartnersRegisterCommunityImagesDocument = new TypedDocumentString(`
    mutation PartnersRegisterCommunityImages($postId: ID!, $urls: [String!]!) {
  registerCommunityImages(postId: $postId, urls: $urls) {
    ...PartnersCommunityPostFields
  }
}
    fragment PartnersCommunityPostFields on CommunityPost {
  id
  channelId
  kind
  categoryId
  category {
    id
    name
  }
  title
  displayTitle
  content
  images
  productIds
  isAd
  viewCount
  commentCount
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  canEdit
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<PartnersRegisterCommunityImagesMutation, PartnersRegisterCommunityImagesMutationVariables>;
export const PartnersAddCommunityViewDocument = new TypedDocumentString(`
    mutation PartnersAddCommunityView($id: ID!) {
  addCommunityView(id: $id) {
    id
    viewCount
  }
}
    `) as unknown as TypedDocumentString<PartnersAddCommunityViewMutation, PartnersAddCommunityViewMutationVariables>;
export const PartnersDeleteCommunityPostDocument = new TypedDocumentString(`
    mutation PartnersDeleteCommunityPost($id: ID!) {
  deleteCommunityPost(id: $id)
}
    `) as unknown as TypedDocumentString<PartnersDeleteCommunityPostMutation, PartnersDeleteCommunityPostMutationVariables>;
export const PartnersCommunityPostDocument = new TypedDocumentString(`
    query PartnersCommunityPost($id: ID!) {
  communityPost(id: $id) {
    ...PartnersCommunityPostFields
  }
}
    fragment PartnersCommunityPostFields on CommunityPost {
  id
  channelId
  kind
  categoryId
  category {
    id
    name
  }
  title
  displayTitle
  content
  images
  productIds
  isAd
  viewCount
  commentCount
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  canEdit
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<PartnersCommunityPostQuery, PartnersCommunityPostQueryVariables>;
export const PartnersCommunityPostsDocument = new TypedDocumentString(`
    query PartnersCommunityPosts($channelId: String!, $kind: CommunityPostKind, $offset: Int, $limit: Int) {
  communityPosts(
    channelId: $channelId
    kind: $kind
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      ...PartnersCommunityPostFields
    }
  }
}
    fragment PartnersCommunityPostFields on CommunityPost {
  id
  channelId
  kind
  categoryId
  category {
    id
    name
  }
  title
  displayTitle
  content
  images
  productIds
  isAd
  viewCount
  commentCount
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  canEdit
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<PartnersCommunityPostsQuery, PartnersCommunityPostsQueryVariables>;
export const PartnersCommunityPostsOfCategoryDocument = new TypedDocumentString(`
    query PartnersCommunityPostsOfCategory($channelId: String!, $categoryId: ID!, $offset: Int, $limit: Int) {
  communityPosts(
    channelId: $channelId
    categoryId: $categoryId
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      ...PartnersCommunityPostFields
    }
  }
}
    fragment PartnersCommunityPostFields on CommunityPost {
  id
  channelId
  kind
  categoryId
  category {
    id
    name
  }
  title
  displayTitle
  content
  images
  productIds
  isAd
  viewCount
  commentCount
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  canEdit
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<PartnersCommunityPostsOfCategoryQuery, PartnersCommunityPostsOfCategoryQueryVariables>;
export const PartnersCommunityCategoriesDocument = new TypedDocumentString(`
    query PartnersCommunityCategories($channelId: String!) {
  communityCategories(channelId: $channelId) {
    ...PartnersCommunityCategoryFields
  }
}
    fragment PartnersCommunityCategoryFields on CommunityCategory {
  id
  channelId
  name
  position
  postCount
  createdAt
}`) as unknown as TypedDocumentString<PartnersCommunityCategoriesQuery, PartnersCommunityCategoriesQueryVariables>;
export const PartnersAdminCommunityCategoriesDocument = new TypedDocumentString(`
    query PartnersAdminCommunityCategories($channelId: ID) {
  adminCommunityCategories(channelId: $channelId) {
    ...PartnersCommunityCategoryFields
  }
}
    fragment PartnersCommunityCategoryFields on CommunityCategory {
  id
  channelId
  name
  position
  postCount
  createdAt
}`) as unknown as TypedDocumentString<PartnersAdminCommunityCategoriesQuery, PartnersAdminCommunityCategoriesQueryVariables>;
export const PartnersCommunityPostCountsDocument = new TypedDocumentString(`
    query PartnersCommunityPostCounts($channelId: String!) {
  communityPostCounts(channelId: $channelId) {
    total
    community
    board
    uncategorized
    byCategory {
      categoryId
      name
      count
    }
  }
}
    `) as unknown as TypedDocumentString<PartnersCommunityPostCountsQuery, PartnersCommunityPostCountsQueryVariables>;
export const PartnersCommunityCommentCountsDocument = new TypedDocumentString(`
    query PartnersCommunityCommentCounts($channelId: String!, $postIds: [ID!]) {
  communityCommentCounts(channelId: $channelId, postIds: $postIds) {
    total
    comments
    replies
    secret
    byPost {
      postId
      count
    }
  }
}
    `) as unknown as TypedDocumentString<PartnersCommunityCommentCountsQuery, PartnersCommunityCommentCountsQueryVariables>;
export const PartnersLeaveCommunityCommentDocument = new TypedDocumentString(`
    mutation PartnersLeaveCommunityComment($input: LeaveCommunityCommentInput!) {
  leaveCommunityComment(input: $input) {
    ...PartnersCommunityCommentFields
  }
}
    fragment PartnersCommunityCommentFields on CommunityComment {
  id
  channelId
  postId
  parentId
  secret
  content
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  createdAt
}`) as unknown as TypedDocumentString<PartnersLeaveCommunityCommentMutation, PartnersLeaveCommunityCommentMutationVariables>;
export const PartnersReplyCommunityCommentDocument = new TypedDocumentString(`
    mutation PartnersReplyCommunityComment($input: ReplyCommunityCommentInput!) {
  replyCommunityComment(input: $input) {
    ...PartnersCommunityCommentFields
  }
}
    fragment PartnersCommunityCommentFields on CommunityComment {
  id
  channelId
  postId
  parentId
  secret
  content
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  createdAt
}`) as unknown as TypedDocumentString<PartnersReplyCommunityCommentMutation, PartnersReplyCommunityCommentMutationVariables>;
export const PartnersCommunityCommentDocument = new TypedDocumentString(`
    query PartnersCommunityComment($id: ID!) {
  communityComment(id: $id) {
    ...PartnersCommunityCommentFields
    replies {
      ...PartnersCommunityCommentFields
    }
  }
}
    fragment PartnersCommunityCommentFields on CommunityComment {
  id
  channelId
  postId
  parentId
  secret
  content
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  createdAt
}`) as unknown as TypedDocumentString<PartnersCommunityCommentQuery, PartnersCommunityCommentQueryVariables>;
export const PartnersUnansweredCommunityCommentsDocument = new TypedDocumentString(`
    query PartnersUnansweredCommunityComments($channelId: ID, $offset: Int, $limit: Int) {
  unansweredCommunityComments(
    channelId: $channelId
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      ...PartnersCommunityCommentFields
    }
  }
}
    fragment PartnersCommunityCommentFields on CommunityComment {
  id
  channelId
  postId
  parentId
  secret
  content
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  createdAt
}`) as unknown as TypedDocumentString<PartnersUnansweredCommunityCommentsQuery, PartnersUnansweredCommunityCommentsQueryVariables>;
export const PartnersMyCommunityCommentsDocument = new TypedDocumentString(`
    query PartnersMyCommunityComments($channelId: String, $offset: Int, $limit: Int) {
  myCommunityComments(channelId: $channelId, offset: $offset, limit: $limit) {
    total
    items {
      ...PartnersCommunityCommentFields
    }
  }
}
    fragment PartnersCommunityCommentFields on CommunityComment {
  id
  channelId
  postId
  parentId
  secret
  content
  author {
    id
    nickname
  }
  authorLabel
  mine
  byChannelOwner
  createdAt
}`) as unknown as TypedDocumentString<PartnersMyCommunityCommentsQuery, PartnersMyCommunityCommentsQueryVariables>;
export const PartnersAddChannelFavoriteDocument = new TypedDocumentString(`
    mutation PartnersAddChannelFavorite($input: ChannelFavoriteInput!) {
  addChannelFavorite(input: $input) {
    id
    channelId
    kind
    targetId
    createdAt
  }
}
    `) as unknown as TypedDocumentString<PartnersAddChannelFavoriteMutation, PartnersAddChannelFavoriteMutationVariables>;
export const PartnersRemoveChannelFavoriteDocument = new TypedDocumentString(`
    mutation PartnersRemoveChannelFavorite($input: ChannelFavoriteInput!) {
  removeChannelFavorite(input: $input)
}
    `) as unknown as TypedDocumentString<PartnersRemoveChannelFavoriteMutation, PartnersRemoveChannelFavoriteMutationVariables>;
export const PartnersFaqMenusDocument = new TypedDocumentString(`
    query PartnersFaqMenus($channelId: String!) {
  faqMenus(channelId: $channelId) {
    id
    channelId
    name
    position
    createdAt
  }
}
    `) as unknown as TypedDocumentString<PartnersFaqMenusQuery, PartnersFaqMenusQueryVariables>;
export const PartnersFaqEntriesDocument = new TypedDocumentString(`
    query PartnersFaqEntries($channelId: String!, $menuId: ID, $frequentOnly: Boolean, $offset: Int, $limit: Int) {
  faqEntries(
    channelId: $channelId
    menuId: $menuId
    frequentOnly: $frequentOnly
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      ...PartnersFaqEntryFields
    }
  }
}
    fragment PartnersFaqEntryFields on FaqEntry {
  id
  channelId
  menuId
  menu {
    id
    name
  }
  question
  answer
  frequent
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<PartnersFaqEntriesQuery, PartnersFaqEntriesQueryVariables>;
export const PartnersChannelQuestionsDocument = new TypedDocumentString(`
    query PartnersChannelQuestions($channelId: String!, $keyword: String, $menuId: ID, $offset: Int, $limit: Int) {
  faqEntries(
    channelId: $channelId
    keyword: $keyword
    menuId: $menuId
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      ...PartnersFaqEntryFields
    }
  }
}
    fragment PartnersFaqEntryFields on FaqEntry {
  id
  channelId
  menuId
  menu {
    id
    name
  }
  question
  answer
  frequent
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<PartnersChannelQuestionsQuery, PartnersChannelQuestionsQueryVariables>;
export const PartnersSetFaqFrequentDocument = new TypedDocumentString(`
    mutation PartnersSetFaqFrequent($id: ID!, $frequent: Boolean! = true) {
  setFaqFrequent(id: $id, frequent: $frequent) {
    ...PartnersFaqEntryFields
  }
}
    fragment PartnersFaqEntryFields on FaqEntry {
  id
  channelId
  menuId
  menu {
    id
    name
  }
  question
  answer
  frequent
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<PartnersSetFaqFrequentMutation, PartnersSetFaqFrequentMutationVariables>;
export const PartnersRegisterFaqTopSearchedTermsDocument = new TypedDocumentString(`
    mutation PartnersRegisterFaqTopSearchedTerms($channelId: ID, $terms: [String!]!) {
  registerFaqTopSearchedTerms(channelId: $channelId, terms: $terms)
}
    `) as unknown as TypedDocumentString<PartnersRegisterFaqTopSearchedTermsMutation, PartnersRegisterFaqTopSearchedTermsMutationVariables>;
export const PartnersChannelNoticesDocument = new TypedDocumentString(`
    query PartnersChannelNotices($channelId: String!, $offset: Int, $limit: Int) {
  channelNotices(channelId: $channelId, offset: $offset, limit: $limit) {
    total
    items {
      id
      channelId
      number
      title
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<PartnersChannelNoticesQuery, PartnersChannelNoticesQueryVariables>;
export const PartnersChannelNoticeDocument = new TypedDocumentString(`
    query PartnersChannelNotice($id: ID!) {
  channelNotice(id: $id) {
    ...PartnersChannelNoticeFields
  }
}
    fragment PartnersChannelNoticeFields on ChannelNotice {
  id
  channelId
  number
  title
  content
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<PartnersChannelNoticeQuery, PartnersChannelNoticeQueryVariables>;
export const MyPaymentsDocument = new TypedDocumentString(`
    query MyPayments($offset: Int! = 0, $limit: Int! = 20) {
  myPayments(offset: $offset, limit: $limit) {
    total
    items {
      ...PaymentFields
    }
  }
}
    fragment PaymentFields on Payment {
  id
  merchantUid
  impUid
  orderId
  payMethod
  payCode
  name
  amount
  cancelledAmount
  status
  statusLabel
  vbank {
    bank
    number
    holder
    dueAt
  }
  failReason
  paidAt
  cancelledAt
  createdAt
}`) as unknown as TypedDocumentString<MyPaymentsQuery, MyPaymentsQueryVariables>;
export const PaymentResultDocument = new TypedDocumentString(`
    query PaymentResult($merchantUid: String!) {
  paymentResult(merchantUid: $merchantUid) {
    ...PaymentFields
  }
}
    fragment PaymentFields on Payment {
  id
  merchantUid
  impUid
  orderId
  payMethod
  payCode
  name
  amount
  cancelledAmount
  status
  statusLabel
  vbank {
    bank
    number
    holder
    dueAt
  }
  failReason
  paidAt
  cancelledAt
  createdAt
}`) as unknown as TypedDocumentString<PaymentResultQuery, PaymentResultQueryVariables>;
export const UsePointsDocument = new TypedDocumentString(`
    mutation UsePoints($orderId: ID!, $amount: Int!) {
  usePoints(orderId: $orderId, amount: $amount) {
    id
    orderNumber
    status
    goodsTotal
    deliveryTotal
    discountTotal
    pointsUsed
    pointsUsable
    total
  }
}
    `) as unknown as TypedDocumentString<UsePointsMutation, UsePointsMutationVariables>;
export const GrantPurchasePointsDocument = new TypedDocumentString(`
    mutation GrantPurchasePoints($orderId: ID!) {
  grantPurchasePoints(orderId: $orderId)
}
    `) as unknown as TypedDocumentString<GrantPurchasePointsMutation, GrantPurchasePointsMutationVariables>;
export const RevokePurchasePointsDocument = new TypedDocumentString(`
    mutation RevokePurchasePoints($orderId: ID!) {
  revokePurchasePoints(orderId: $orderId)
}
    `) as unknown as TypedDocumentString<RevokePurchasePointsMutation, RevokePurchasePointsMutationVariables>;
export const GrantReviewPointsDocument = new TypedDocumentString(`
    mutation GrantReviewPoints($reviewId: ID!) {
  grantReviewPoints(reviewId: $reviewId)
}
    `) as unknown as TypedDocumentString<GrantReviewPointsMutation, GrantReviewPointsMutationVariables>;
export const RevokeReviewPointsDocument = new TypedDocumentString(`
    mutation RevokeReviewPoints($reviewId: ID!) {
  revokeReviewPoints(reviewId: $reviewId)
}
    `) as unknown as TypedDocumentString<RevokeReviewPointsMutation, RevokeReviewPointsMutationVariables>;
export const PointHistoryDocument = new TypedDocumentString(`
    query PointHistory($kind: PointEntryKind, $offset: Int, $limit: Int) {
  pointHistory(kind: $kind, offset: $offset, limit: $limit) {
    total
    items {
      id
      kind
      amount
      balanceAfter
      reason
      orderId
      createdAt
      expiresAt
    }
  }
  myPoints {
    balance
    expiringSoon
    nextExpiryAt
  }
}
    `) as unknown as TypedDocumentString<PointHistoryQuery, PointHistoryQueryVariables>;
export const AddProfileDocument = new TypedDocumentString(`
    mutation AddProfile($input: ProfileInput!) {
  addProfile(input: $input) {
    ...ProfileFields
  }
}
    fragment LifeStageFields on LifeStage {
  promiseType
  pregnantType
  pregnantDay
  vegetarianType
  label
}
fragment ProfileFields on Profile {
  id
  userId
  name
  gender
  birthday
  isPrimary
  imageNo
  genderLabel
  age {
    value
    unit
    text
  }
  lifeStage {
    ...LifeStageFields
  }
}`) as unknown as TypedDocumentString<AddProfileMutation, AddProfileMutationVariables>;
export const RemoveProfileDocument = new TypedDocumentString(`
    mutation RemoveProfile($id: ID!) {
  removeProfile(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveProfileMutation, RemoveProfileMutationVariables>;
export const SaveLifeStageDocument = new TypedDocumentString(`
    mutation SaveLifeStage($profileId: ID!, $input: LifeStageInput!) {
  saveLifeStage(profileId: $profileId, input: $input) {
    ...LifeStageFields
  }
}
    fragment LifeStageFields on LifeStage {
  promiseType
  pregnantType
  pregnantDay
  vegetarianType
  label
}`) as unknown as TypedDocumentString<SaveLifeStageMutation, SaveLifeStageMutationVariables>;
export const ProfileLifeStageDocument = new TypedDocumentString(`
    query ProfileLifeStage($id: ID!) {
  profile(id: $id) {
    lifeStage {
      ...LifeStageFields
    }
  }
}
    fragment LifeStageFields on LifeStage {
  promiseType
  pregnantType
  pregnantDay
  vegetarianType
  label
}`) as unknown as TypedDocumentString<ProfileLifeStageQuery, ProfileLifeStageQueryVariables>;
export const MyProfilesDocument = new TypedDocumentString(`
    query MyProfiles {
  myProfiles {
    ...ProfileFields
  }
}
    fragment LifeStageFields on LifeStage {
  promiseType
  pregnantType
  pregnantDay
  vegetarianType
  label
}
fragment ProfileFields on Profile {
  id
  userId
  name
  gender
  birthday
  isPrimary
  imageNo
  genderLabel
  age {
    value
    unit
    text
  }
  lifeStage {
    ...LifeStageFields
  }
}`) as unknown as TypedDocumentString<MyProfilesQuery, MyProfilesQueryVariables>;
export const NutrientCardsDocument = new TypedDocumentString(`
    query NutrientCards($keyword: String) {
  nutrientCards(keyword: $keyword) {
    ...NutrientCardFields
  }
}
    fragment NutrientCardFields on NutrientCard {
  code
  name
  claims
  ranges {
    label
    min
    max
    unit
  }
  cautions
  allergens
  sources
  specLimitMax
}`) as unknown as TypedDocumentString<NutrientCardsQuery, NutrientCardsQueryVariables>;
export const NutrientCardDocument = new TypedDocumentString(`
    query NutrientCard($code: String!) {
  nutrientCard(code: $code) {
    ...NutrientCardFields
  }
}
    fragment NutrientCardFields on NutrientCard {
  code
  name
  claims
  ranges {
    label
    min
    max
    unit
  }
  cautions
  allergens
  sources
  specLimitMax
}`) as unknown as TypedDocumentString<NutrientCardQuery, NutrientCardQueryVariables>;
export const RecommendationQuestionnaireDocument = new TypedDocumentString(`
    query RecommendationQuestionnaire($band: String, $profileId: ID) {
  recommendationQuestionnaire(band: $band, profileId: $profileId) {
    band {
      code
      label
      questionCount
    }
    profileId
    female
    symptomLimit
    questions {
      id
      number
      topic
      title
      adminMessage
      limitCheck
      duplication
      okCheck
      rowItemNum
      femaleOnly
      choices {
        code
        label
        icon
        isNone
      }
    }
    symptoms {
      code
      label
      icon
      purpose
      category
      statements {
        code
        text
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RecommendationQuestionnaireQuery, RecommendationQuestionnaireQueryVariables>;
export const RecommendationDefaultListsDocument = new TypedDocumentString(`
    query RecommendationDefaultLists {
  recommendationDefaultLists {
    band
    sex
    ageCode
    nutrients {
      code
      name
      priority
    }
  }
}
    `) as unknown as TypedDocumentString<RecommendationDefaultListsQuery, RecommendationDefaultListsQueryVariables>;
export const MyRecommendationResultsDocument = new TypedDocumentString(`
    query MyRecommendationResults($profileId: ID) {
  myRecommendationResults(profileId: $profileId, limit: 20) {
    id
    profileId
    ageBand
    createdAt
    loggedDays
    nutrients {
      code
      name
      priority
    }
  }
}
    `) as unknown as TypedDocumentString<MyRecommendationResultsQuery, MyRecommendationResultsQueryVariables>;
export const LatestRecommendationDocument = new TypedDocumentString(`
    query LatestRecommendation($profileId: ID) {
  myRecommendationResults(profileId: $profileId, limit: 1) {
    ...RecommendationResultFields
  }
}
    fragment RecommendationResultFields on RecommendationResultView {
  ...RecommendationSubmittedFields
  nutrients {
    claims
    ranges {
      label
      min
      max
      unit
    }
    specLimit {
      min
      max
      unit
    }
    cautions
    diary {
      loggedDays
      measuredDays
      shortDays
      averagePercent
      shortDates
      foods
    }
  }
  secondLook {
    code
    name
    beforePercent
    nowPercent
  }
}
fragment RecommendationSubmittedFields on RecommendationResultView {
  id
  profileId
  ageBand
  createdAt
  diaryDays
  loggedDays
  excluded
  notes
  nutrients {
    code
    name
    priority
    score
    reasons {
      kind
      text
    }
    products {
      productId
      name
      amount
      unit
    }
  }
  dropped {
    code
    name
    reason
  }
  preferences {
    formulation
    price
    brand
    vegetarian
    pregnancy
    purpose
  }
}`) as unknown as TypedDocumentString<LatestRecommendationQuery, LatestRecommendationQueryVariables>;
export const RecommendationResultDocument = new TypedDocumentString(`
    query RecommendationResult($id: ID!) {
  recommendationResult(id: $id) {
    ...RecommendationResultFields
  }
}
    fragment RecommendationResultFields on RecommendationResultView {
  ...RecommendationSubmittedFields
  nutrients {
    claims
    ranges {
      label
      min
      max
      unit
    }
    specLimit {
      min
      max
      unit
    }
    cautions
    diary {
      loggedDays
      measuredDays
      shortDays
      averagePercent
      shortDates
      foods
    }
  }
  secondLook {
    code
    name
    beforePercent
    nowPercent
  }
}
fragment RecommendationSubmittedFields on RecommendationResultView {
  id
  profileId
  ageBand
  createdAt
  diaryDays
  loggedDays
  excluded
  notes
  nutrients {
    code
    name
    priority
    score
    reasons {
      kind
      text
    }
    products {
      productId
      name
      amount
      unit
    }
  }
  dropped {
    code
    name
    reason
  }
  preferences {
    formulation
    price
    brand
    vegetarian
    pregnancy
    purpose
  }
}`) as unknown as TypedDocumentString<RecommendationResultQuery, RecommendationResultQueryVariables>;
export const SubmitRecommendationDocument = new TypedDocumentString(`
    mutation SubmitRecommendation($input: SubmitRecommendationInput!) {
  submitRecommendation(input: $input) {
    ...RecommendationSubmittedFields
  }
}
    fragment RecommendationSubmittedFields on RecommendationResultView {
  id
  profileId
  ageBand
  createdAt
  diaryDays
  loggedDays
  excluded
  notes
  nutrients {
    code
    name
    priority
    score
    reasons {
      kind
      text
    }
    products {
      productId
      name
      amount
      unit
    }
  }
  dropped {
    code
    name
    reason
  }
  preferences {
    formulation
    price
    brand
    vegetarian
    pregnancy
    purpose
  }
}`) as unknown as TypedDocumentString<SubmitRecommendationMutation, SubmitRecommendationMutationVariables>;
export const RecommendInquiriesDocument = new TypedDocumentString(`
    query RecommendInquiries($unansweredOnly: Boolean, $all: Boolean) {
  recommendInquiries(unansweredOnly: $unansweredOnly, all: $all) {
    ...RecommendInquiryFields
  }
}
    fragment RecommendInquiryFields on RecommendInquiry {
  id
  resultId
  profileId
  title
  content
  answer
  answeredAt
  answered
  createdAt
}`) as unknown as TypedDocumentString<RecommendInquiriesQuery, RecommendInquiriesQueryVariables>;
export const RecommendInquiryDocument = new TypedDocumentString(`
    query RecommendInquiry($id: ID!) {
  recommendInquiry(id: $id) {
    ...RecommendInquiryFields
  }
}
    fragment RecommendInquiryFields on RecommendInquiry {
  id
  resultId
  profileId
  title
  content
  answer
  answeredAt
  answered
  createdAt
}`) as unknown as TypedDocumentString<RecommendInquiryQuery, RecommendInquiryQueryVariables>;
export const CreateRecommendInquiryDocument = new TypedDocumentString(`
    mutation CreateRecommendInquiry($input: RecommendInquiryInput!) {
  createRecommendInquiry(input: $input) {
    ...RecommendInquiryFields
  }
}
    fragment RecommendInquiryFields on RecommendInquiry {
  id
  resultId
  profileId
  title
  content
  answer
  answeredAt
  answered
  createdAt
}`) as unknown as TypedDocumentString<CreateRecommendInquiryMutation, CreateRecommendInquiryMutationVariables>;
export const WriteReviewDocument = new TypedDocumentString(`
    mutation WriteReview($input: WriteReviewInput!) {
  writeReview(input: $input) {
    ...ReviewFields
  }
}
    fragment ReviewFields on Review {
  id
  productId
  orderLineId
  optionName
  rating
  content
  photoCount
  helpfulCount
  helpfulByMe
  mine
  writer
  createdAt
  editedAt
  photos {
    id
    url
  }
}`) as unknown as TypedDocumentString<WriteReviewMutation, WriteReviewMutationVariables>;
export const EditReviewDocument = new TypedDocumentString(`
    mutation EditReview($input: EditReviewInput!) {
  editReview(input: $input) {
    ...ReviewFields
  }
}
    fragment ReviewFields on Review {
  id
  productId
  orderLineId
  optionName
  rating
  content
  photoCount
  helpfulCount
  helpfulByMe
  mine
  writer
  createdAt
  editedAt
  photos {
    id
    url
  }
}`) as unknown as TypedDocumentString<EditReviewMutation, EditReviewMutationVariables>;
export const DeleteReviewDocument = new TypedDocumentString(`
    mutation DeleteReview($id: ID!) {
  deleteReview(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteReviewMutation, DeleteReviewMutationVariables>;
export const ProductReviewsDocument = new TypedDocumentString(`
    query ProductReviews($productId: ID!, $sort: ReviewSort, $photoOnly: Boolean, $offset: Int, $limit: Int) {
  productReviews(
    productId: $productId
    sort: $sort
    photoOnly: $photoOnly
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      ...ReviewFields
    }
  }
}
    fragment ReviewFields on Review {
  id
  productId
  orderLineId
  optionName
  rating
  content
  photoCount
  helpfulCount
  helpfulByMe
  mine
  writer
  createdAt
  editedAt
  photos {
    id
    url
  }
}`) as unknown as TypedDocumentString<ProductReviewsQuery, ProductReviewsQueryVariables>;
export const BestReviewsDocument = new TypedDocumentString(`
    query BestReviews($productId: ID, $limit: Int) {
  bestReviews(productId: $productId, limit: $limit) {
    ...ReviewFields
  }
}
    fragment ReviewFields on Review {
  id
  productId
  orderLineId
  optionName
  rating
  content
  photoCount
  helpfulCount
  helpfulByMe
  mine
  writer
  createdAt
  editedAt
  photos {
    id
    url
  }
}`) as unknown as TypedDocumentString<BestReviewsQuery, BestReviewsQueryVariables>;
export const AddToCompareDocument = new TypedDocumentString(`
    mutation AddToCompare($productId: ID!) {
  addToCompare(productId: $productId) {
    id
    productId
    createdAt
  }
}
    `) as unknown as TypedDocumentString<AddToCompareMutation, AddToCompareMutationVariables>;
export const CompareListDocument = new TypedDocumentString(`
    query CompareList {
  myCompareList {
    id
    productId
    product {
      ...ProductSummary
      nutrientFacts {
        nutrientCode
        name
        amount
        unit
      }
    }
  }
}
    fragment ProductSummary on Product {
  id
  name
  salePrice
  imageUrl
  status
  brand {
    name
  }
}`) as unknown as TypedDocumentString<CompareListQuery, CompareListQueryVariables>;
export const RemoveFromCompareDocument = new TypedDocumentString(`
    mutation RemoveFromCompare($id: ID!) {
  removeFromCompare(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveFromCompareMutation, RemoveFromCompareMutationVariables>;
export const ClearCompareListDocument = new TypedDocumentString(`
    mutation ClearCompareList($userId: ID!) {
  clearCompareList(userId: $userId)
}
    `) as unknown as TypedDocumentString<ClearCompareListMutation, ClearCompareListMutationVariables>;
export const AddFavoriteDocument = new TypedDocumentString(`
    mutation AddFavorite($productId: ID!) {
  addFavorite(productId: $productId) {
    id
    productId
    createdAt
  }
}
    `) as unknown as TypedDocumentString<AddFavoriteMutation, AddFavoriteMutationVariables>;
export const FavoriteOfProductDocument = new TypedDocumentString(`
    query FavoriteOfProduct($productId: ID!) {
  favoriteOfProduct(productId: $productId) {
    id
    productId
    createdAt
  }
}
    `) as unknown as TypedDocumentString<FavoriteOfProductQuery, FavoriteOfProductQueryVariables>;
export const MyFavoritesDocument = new TypedDocumentString(`
    query MyFavorites($offset: Int! = 0, $limit: Int! = 20) {
  myFavorites(offset: $offset, limit: $limit) {
    total
    items {
      id
      productId
      createdAt
      product {
        ...ProductSummary
      }
    }
  }
}
    fragment ProductSummary on Product {
  id
  name
  salePrice
  imageUrl
  status
  brand {
    name
  }
}`) as unknown as TypedDocumentString<MyFavoritesQuery, MyFavoritesQueryVariables>;
export const RemoveFavoriteDocument = new TypedDocumentString(`
    mutation RemoveFavorite($id: ID!) {
  removeFavorites(ids: [$id])
}
    `) as unknown as TypedDocumentString<RemoveFavoriteMutation, RemoveFavoriteMutationVariables>;
export const RecordProductViewDocument = new TypedDocumentString(`
    mutation RecordProductView($productId: ID!) {
  recordProductView(productId: $productId)
}
    `) as unknown as TypedDocumentString<RecordProductViewMutation, RecordProductViewMutationVariables>;
export const RecentlyViewedDocument = new TypedDocumentString(`
    query RecentlyViewed($limit: Int! = 20) {
  recentlyViewed(limit: $limit) {
    productId
    viewCount
    viewedAt
    product {
      ...ProductSummary
    }
  }
}
    fragment ProductSummary on Product {
  id
  name
  salePrice
  imageUrl
  status
  brand {
    name
  }
}`) as unknown as TypedDocumentString<RecentlyViewedQuery, RecentlyViewedQueryVariables>;
export const CreateGuestDocument = new TypedDocumentString(`
    mutation CreateGuest {
  createGuest {
    ...AuthResult
  }
}
    fragment AuthResult on AuthPayload {
  tokenDto {
    accessToken
    refreshToken
  }
  user {
    id
    nickname
    provider
    role
  }
}`) as unknown as TypedDocumentString<CreateGuestMutation, CreateGuestMutationVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    ...AuthResult
  }
}
    fragment AuthResult on AuthPayload {
  tokenDto {
    accessToken
    refreshToken
  }
  user {
    id
    nickname
    provider
    role
  }
}`) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const SignUpByPhoneDocument = new TypedDocumentString(`
    mutation SignUpByPhone($input: PhoneSignUpInput!) {
  signUpByPhone(input: $input) {
    ...AuthResult
  }
}
    fragment AuthResult on AuthPayload {
  tokenDto {
    accessToken
    refreshToken
  }
  user {
    id
    nickname
    provider
    role
  }
}`) as unknown as TypedDocumentString<SignUpByPhoneMutation, SignUpByPhoneMutationVariables>;
export const SignUpBySocialDocument = new TypedDocumentString(`
    mutation SignUpBySocial($input: SocialSignUpInput!) {
  signUpBySocial(input: $input) {
    ...AuthResult
  }
}
    fragment AuthResult on AuthPayload {
  tokenDto {
    accessToken
    refreshToken
  }
  user {
    id
    nickname
    provider
    role
  }
}`) as unknown as TypedDocumentString<SignUpBySocialMutation, SignUpBySocialMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($loginId: String!, $password: String!) {
  login(loginId: $loginId, password: $password) {
    ...AuthResult
  }
}
    fragment AuthResult on AuthPayload {
  tokenDto {
    accessToken
    refreshToken
  }
  user {
    id
    nickname
    provider
    role
  }
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const RefreshSessionDocument = new TypedDocumentString(`
    mutation RefreshSession($refreshToken: String!) {
  refreshSession(refreshToken: $refreshToken) {
    ...AuthResult
  }
}
    fragment AuthResult on AuthPayload {
  tokenDto {
    accessToken
    refreshToken
  }
  user {
    id
    nickname
    provider
    role
  }
}`) as unknown as TypedDocumentString<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout($refreshToken: String!) {
  logout(refreshToken: $refreshToken)
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...AccountFields
  }
}
    fragment AccountFields on User {
  id
  loginId
  nickname
  provider
  role
  gender
  birthday
  age
  phone
  email
  createdAt
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const UserDocument = new TypedDocumentString(`
    query User($id: ID!) {
  user(id: $id) {
    ...AccountFields
  }
}
    fragment AccountFields on User {
  id
  loginId
  nickname
  provider
  role
  gender
  birthday
  age
  phone
  email
  createdAt
}`) as unknown as TypedDocumentString<UserQuery, UserQueryVariables>;
export const LoginByPhoneDocument = new TypedDocumentString(`
    mutation LoginByPhone($phone: String!, $code: String!) {
  loginByPhone(phone: $phone, code: $code) {
    ...AuthResult
  }
}
    fragment AuthResult on AuthPayload {
  tokenDto {
    accessToken
    refreshToken
  }
  user {
    id
    nickname
    provider
    role
  }
}`) as unknown as TypedDocumentString<LoginByPhoneMutation, LoginByPhoneMutationVariables>;
export const SendSmsCodeDocument = new TypedDocumentString(`
    mutation SendSmsCode($phone: String!, $purpose: SmsPurpose! = SIGN_UP) {
  sendSmsCode(phone: $phone, purpose: $purpose) {
    expiresAt
    retryAfterSeconds
  }
}
    `) as unknown as TypedDocumentString<SendSmsCodeMutation, SendSmsCodeMutationVariables>;
export const VerifySmsCodeDocument = new TypedDocumentString(`
    mutation VerifySmsCode($phone: String!, $purpose: SmsPurpose! = SIGN_UP, $code: String!) {
  verifySmsCode(phone: $phone, purpose: $purpose, code: $code) {
    verificationToken
  }
}
    `) as unknown as TypedDocumentString<VerifySmsCodeMutation, VerifySmsCodeMutationVariables>;
export const IsSocialIdRegisteredDocument = new TypedDocumentString(`
    query IsSocialIdRegistered($provider: String!, $socialId: String!) {
  isSocialIdRegistered(provider: $provider, socialId: $socialId)
}
    `) as unknown as TypedDocumentString<IsSocialIdRegisteredQuery, IsSocialIdRegisteredQueryVariables>;
export const IsLoginIdAvailableDocument = new TypedDocumentString(`
    query IsLoginIdAvailable($loginId: String!) {
  isLoginIdAvailable(loginId: $loginId)
}
    `) as unknown as TypedDocumentString<IsLoginIdAvailableQuery, IsLoginIdAvailableQueryVariables>;
export const IsNicknameAvailableDocument = new TypedDocumentString(`
    query IsNicknameAvailable($nickname: String!) {
  isNicknameAvailable(nickname: $nickname)
}
    `) as unknown as TypedDocumentString<IsNicknameAvailableQuery, IsNicknameAvailableQueryVariables>;
export const IsEmailAvailableDocument = new TypedDocumentString(`
    query IsEmailAvailable($email: String!) {
  isEmailAvailable(email: $email)
}
    `) as unknown as TypedDocumentString<IsEmailAvailableQuery, IsEmailAvailableQueryVariables>;
export const FindAccountByPhoneDocument = new TypedDocumentString(`
    mutation FindAccountByPhone($verificationToken: String!) {
  findAccountByPhone(verificationToken: $verificationToken) {
    maskedLoginId
    provider
    createdAt
  }
}
    `) as unknown as TypedDocumentString<FindAccountByPhoneMutation, FindAccountByPhoneMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
    ...AuthResult
  }
}
    fragment AuthResult on AuthPayload {
  tokenDto {
    accessToken
    refreshToken
  }
  user {
    id
    nickname
    provider
    role
  }
}`) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ResetPasswordByPhoneDocument = new TypedDocumentString(`
    mutation ResetPasswordByPhone($verificationToken: String!, $newPassword: String!) {
  resetPasswordByPhone(
    verificationToken: $verificationToken
    newPassword: $newPassword
  )
}
    `) as unknown as TypedDocumentString<ResetPasswordByPhoneMutation, ResetPasswordByPhoneMutationVariables>;
export const UpdateAccountDocument = new TypedDocumentString(`
    mutation UpdateAccount($input: UpdateAccountInput!) {
  updateAccount(input: $input) {
    id
    nickname
    gender
    birthday
    email
  }
}
    `) as unknown as TypedDocumentString<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const ChangePhoneDocument = new TypedDocumentString(`
    mutation ChangePhone($verificationToken: String!) {
  changePhone(verificationToken: $verificationToken) {
    id
    phone
  }
}
    `) as unknown as TypedDocumentString<ChangePhoneMutation, ChangePhoneMutationVariables>;
export const CheckPasswordDocument = new TypedDocumentString(`
    query CheckPassword($password: String!) {
  checkPassword(password: $password)
}
    `) as unknown as TypedDocumentString<CheckPasswordQuery, CheckPasswordQueryVariables>;
export const LeaveDocument = new TypedDocumentString(`
    mutation Leave($password: String) {
  leave(password: $password)
}
    `) as unknown as TypedDocumentString<LeaveMutation, LeaveMutationVariables>;
export const RegisterAppTokenDocument = new TypedDocumentString(`
    mutation RegisterAppToken($token: String!, $platform: String!) {
  registerAppToken(token: $token, platform: $platform)
}
    `) as unknown as TypedDocumentString<RegisterAppTokenMutation, RegisterAppTokenMutationVariables>;
export const SendKakaoMessageDocument = new TypedDocumentString(`
    mutation SendKakaoMessage($template: String!) {
  sendKakaoMessage(template: $template)
}
    `) as unknown as TypedDocumentString<SendKakaoMessageMutation, SendKakaoMessageMutationVariables>;