import * as op from '../generated/graphql.js';
import { route, variant, type RestRoute } from '../types.js';
import { smsSend } from './users.js';

/**
 * The partner channel's own rows (issue 20): channels and their owners, partner sessions (the
 * shop's one account: a partner signs in, up and out as a member does), visit tracking of spec
 * section 4, group buying, the channel's counts. Partner calls answer code 200 on success (spec
 * section 8) as every route of the facade does.
 */

/** The four sign-ups of `/user/user_join`, with the channel the person arrived by (`channelId`, any '@' removed). */
const signUpVariants = [
  variant('user_id', { operation: op.SignUpDocument, fields: { input: { loginId: 'user_id', channelId: ['channelId', 'channel_id'] } } }),
  variant('verification_token', { operation: op.SignUpByPhoneDocument, fields: { input: { channelId: ['channelId', 'channel_id'] } } }),
  variant('sign_up_token', { operation: op.SignUpBySocialDocument, fields: { input: { channelId: ['channelId', 'channel_id'] } } }),
];
const signUpNotes = {
  user_id: '로그인 아이디 (아이디 가입)',
  verification_token: '휴대폰 가입: sms_certify_verify(purpose SIGN_UP)의 토큰',
  sign_up_token: '소셜 가입: 소셜 로그인이 준 가입 토큰',
  channelId: '들어온 인플루언서 채널 핸들 (@ 무시): 채널의 가입자로 셉니다',
};

export const partnerChannelRoutes: RestRoute[] = [
  // Sign-up through a channel, members becoming influencers, alerts by influencer, surveys
  {
    method: 'POST',
    path: '/user/channel/user_join',
    summary: '채널 링크로 들어와 회원가입 (channelId의 가입자로 셉니다)',
    auth: 'optional',
    naming: 'snake',
    notes: signUpNotes,
    variants: signUpVariants,
  },
  route({
    method: 'POST',
    path: '/user/edit/signupInfluencer',
    summary: '회원이 채널을 열고 인플루언서가 됩니다 (역할은 다음 자동 로그인부터)',
    auth: 'required',
    operation: op.BecomeInfluencerDocument,
  }),
  route({
    method: 'POST',
    path: '/user/record/history',
    summary: '방문 기록 (action, influencer_id; first_inflow는 세션마다 한 번)',
    auth: 'optional',
    operation: op.RecordChannelVisitDocument,
    fields: { input: { influencerId: ['influencer_id', 'influencerId'], sessionId: ['session_id', 'sessionId'] } },
  }),
  route({
    method: 'POST',
    path: '/user/create/alert/byInfluencer',
    summary: '인플루언서 알림 신청',
    auth: 'required',
    operation: op.FollowChannelDocument,
    fields: { channelId: ['channelId', 'influencer_id'] },
  }),
  route({ method: 'GET', path: '/user/alert/byInfluencer', summary: '내가 알림을 받는 인플루언서 채널', auth: 'required', operation: op.MyFollowedChannelsDocument }),
  route({ method: 'POST', path: '/partners/survey/answer', summary: '채널 설문 답하기 (answers: JSON 객체 문자열)', auth: 'required', operation: op.AnswerChannelSurveyDocument }),

  // Visit tracking (spec section 4)
  route({
    method: 'POST',
    path: '/queryLog/create',
    summary: '쿼리 로그 (log, created_by, host, hostname, href, origin, pathname, inflow, ip)',
    auth: 'optional',
    operation: op.RecordQueryLogDocument,
  }),
  route({
    method: 'POST',
    path: '/usersHistory/create',
    summary: '경로 이동 기록 (users_history: 경로에서 나온 값; 채널을 모르면 8888)',
    auth: 'optional',
    operation: op.RecordChannelVisitDocument,
    fields: { input: { influencerId: ['influencer_id', 'influencerId', 'channelId'], sessionId: ['session_id', 'sessionId'] } },
    fixed: { input: { action: 'users_history' } },
  }),
  route({
    method: 'POST',
    path: '/partners/record/ip',
    summary: '방문자 주소 기록 (주소는 요청한 곳의 것)',
    auth: 'optional',
    operation: op.RecordChannelVisitDocument,
    fields: { input: { influencerId: ['influencer_id', 'influencerId', 'channelId'], sessionId: ['session_id', 'sessionId'] } },
    fixed: { input: { action: 'record_ip' } },
  }),
  route({
    method: 'POST',
    path: '/partners/user/history/add',
    summary: '파트너 사이트 기록 (action, created_by, influencer_id; created_by는 로그인한 본인)',
    auth: 'optional',
    operation: op.RecordChannelVisitDocument,
    fields: { input: { influencerId: ['influencer_id', 'influencerId'], sessionId: ['session_id', 'sessionId'] } },
  }),
  route({ method: 'POST', path: '/partners/update/visitor', summary: '채널 방문 수 하나 더', auth: 'optional', operation: op.CountChannelVisitDocument }),
  route({ method: 'POST', path: '/partners/pages/add/view', summary: '채널 페이지뷰 하나 더', auth: 'optional', operation: op.CountChannelPageViewDocument }),
  route({ method: 'GET', path: '/partners/queryList', summary: '채널 주인: 채널로 들어온 쿼리 로그', auth: 'required', operation: op.ChannelQueryLogsDocument }),

  // The channel and its owner
  route({
    method: 'GET',
    path: '/partners/read/userInfo/byQuery',
    summary: '채널 찾기 (query, offset 0, pageSize 3; channelId의 @는 빼고)',
    auth: 'none',
    operation: op.LookupChannelsDocument,
    fields: { query: ['query', 'channelId'] },
  }),
  route({ method: 'GET', path: '/partners/read/userInfo', summary: '채널 주인 정보 (ownerUserId)', auth: 'none', operation: op.ChannelInfoDocument, fields: { handle: ['channelId', 'handle'] } }),
  route({ method: 'GET', path: '/partners/read/menuVisible', summary: '채널의 보이는 메뉴 (menus)', auth: 'none', operation: op.ChannelInfoDocument, fields: { handle: ['channelId', 'handle'] } }),
  route({ method: 'GET', path: '/partners/read/channel', summary: '채널 정보', auth: 'none', operation: op.ChannelInfoDocument, fields: { handle: ['channelId', 'handle'] } }),
  route({
    method: 'GET',
    path: '/partners/read/channelByInfluencer',
    summary: '인플루언서 계정의 채널',
    auth: 'none',
    operation: op.ChannelOfInfluencerDocument,
    fields: { userId: ['influencer_id', 'userId'] },
  }),
  route({ method: 'GET', path: '/partners/read/serverTime', summary: '서버 시각', auth: 'none', operation: op.ServerTimeDocument }),
  route({ method: 'POST', path: '/partners/edit/profile', summary: '채널 프로필 (이름, 소개, 사진)', auth: 'required', operation: op.EditChannelProfileDocument }),
  route({ method: 'POST', path: '/partners/edit/menuVisible', summary: '방문자에게 보일 메뉴 (전체 목록)', auth: 'required', operation: op.SetChannelMenusDocument }),
  route({ method: 'POST', path: '/partners/edit/greetings', summary: '채널 인사말', auth: 'required', operation: op.EditChannelGreetingsDocument }),
  route({
    method: 'POST',
    path: '/partners/edit/influencerId',
    summary: '채널 핸들 바꾸기 (예전 링크도 이 채널로)',
    auth: 'required',
    operation: op.ChangeChannelHandleDocument,
    fields: { handle: ['handle', 'influencerId'] },
  }),
  route({ method: 'GET', path: '/partners/user/count', summary: '채널 회원 수', auth: 'none', operation: op.ChannelMemberCountDocument }),
  route({ method: 'GET', path: '/partners/signup/members', summary: '채널 주인: 채널 링크로 가입한 회원', auth: 'required', operation: op.ChannelSignupMembersDocument }),

  // Partner sessions: the shop's own accounts (one identity), under the partner site's paths
  route({ method: 'POST', path: '/partners/login', summary: '파트너 로그인 (아이디/비밀번호)', auth: 'none', operation: op.LoginDocument, fields: { loginId: 'user_id' } }),
  route({ method: 'POST', path: '/partners/logout', summary: '파트너 로그아웃', auth: 'required', operation: op.LogoutDocument }),
  route({ method: 'POST', path: '/partners/login/byPhone', summary: '파트너 휴대폰 로그인 (sms_certify_send purpose LOGIN 후)', auth: 'none', operation: op.LoginByPhoneDocument }),
  route({ method: 'POST', path: '/partners/login/bySns', summary: '파트너 소셜 로그인 (가입 전이면 signUpToken)', auth: 'none', operation: op.SocialLoginDocument }),
  {
    method: 'POST',
    path: '/partners/user_join',
    summary: '파트너 회원가입 (가입 뒤 /user/edit/signupInfluencer로 채널을 엽니다)',
    auth: 'optional',
    naming: 'snake',
    notes: signUpNotes,
    variants: signUpVariants,
  },
  route({ method: 'POST', path: '/partners/sns_valid', summary: '이 소셜 계정으로 가입되어 있는지', auth: 'none', naming: 'snake', operation: op.IsSocialIdRegisteredDocument }),
  route({ method: 'POST', path: '/partners/edit/user', summary: '파트너 계정 정보 수정', auth: 'required', operation: op.UpdateAccountDocument }),
  route({ method: 'POST', path: '/partners/sms_certify_send', summary: '인증번호 발송', auth: 'optional', operation: op.SendSmsCodeDocument }),
  smsSend('/partners/sms_find_password', 'FIND_PASSWORD', '파트너 비밀번호 찾기 인증번호 발송'),
  route({ method: 'POST', path: '/partners/update_password_phone', summary: '휴대폰 인증 후 비밀번호 재설정', auth: 'none', naming: 'snake', operation: op.ResetPasswordByPhoneDocument }),
  route({ method: 'POST', path: '/partners/sms_certify_verify', summary: '인증번호 확인', auth: 'optional', operation: op.VerifySmsCodeDocument }),
  route({ method: 'DELETE', path: '/partners/leave/user', summary: '파트너 탈퇴 (채널은 닫히고 핸들은 풀립니다)', auth: 'required', operation: op.LeaveDocument }),

  // Group buying
  route({ method: 'GET', path: '/partners/cooperate/list', summary: '채널의 공동구매 (방문자는 작성 중 제외)', auth: 'optional', operation: op.ChannelCooperateEventsDocument }),
  route({
    method: 'GET',
    path: '/partners/cooperate/click/add',
    summary: '공동구매 링크 클릭 수 하나 더 (지금까지의 클릭 수)',
    auth: 'optional',
    operation: op.ClickCooperateDocument,
    fields: { eventId: ['eventId', 'id'] },
  }),
  route({ method: 'GET', path: '/partners/read/admin/cooperateListByStatus', summary: '채널 주인: 상태별 공동구매', auth: 'required', operation: op.MyCooperateEventsDocument }),
  route({
    method: 'GET',
    path: '/partners/read/admin/memberCntForNotifiedCooperate',
    summary: '채널 주인: 오픈 알림 신청 인원 (result)',
    auth: 'required',
    operation: op.CooperateAlertMembersDocument,
    fixed: { limit: 1 },
    result: 'cooperateAlertMembers.total',
  }),
  route({ method: 'GET', path: '/partners/read/admin/memberListForNotifiedCooperate', summary: '채널 주인: 오픈 알림을 신청한 회원', auth: 'required', operation: op.CooperateAlertMembersDocument }),
  route({ method: 'POST', path: '/partners/register/cooperate/participation', summary: '진행 중인 공동구매에 참여 (인원 한도까지, 한 번)', auth: 'required', operation: op.JoinCooperateDocument }),
  route({
    method: 'POST',
    path: '/partners/send/cooperate/userForAlert',
    summary: '채널 주인: 오픈 알림을 신청한 회원에게 문자 보내기 (아직 받지 않은 회원만; 열릴 때는 저절로 보냅니다)',
    auth: 'required',
    operation: op.SendCooperateAlertsDocument,
  }),
  route({ method: 'POST', path: '/partners/register/cooperate/userForAlert', summary: '오픈 예정 공동구매의 오픈 알림 신청', auth: 'required', operation: op.AskCooperateAlertDocument }),
  route({
    method: 'GET',
    path: '/productLink/cooperate/product',
    summary: '공동구매 링크의 상품과 공동구매가',
    auth: 'optional',
    operation: op.CooperateEventDocument,
    fields: { id: ['id', 'eventId'] },
  }),
  route({ method: 'GET', path: '/productLink/valid/query', summary: '채널 공동구매 링크가 맞는지 (channelId, eventId, productId)', auth: 'none', operation: op.IsValidCooperateLinkDocument }),
];
