/**
 * The authorization matrix: every root field of the composed client schema (schema/api.graphql)
 * and who may call it. The checks themselves live in the subgraph that owns the data
 * (`@Authorized(...)`, `requireIdentity`, ownership checks in the services); this table says what
 * they must amount to, and matrix.test.ts calls every field as every kind of caller against the
 * real subgraphs to prove they do. A field missing here, or an entry for a field that no longer
 * exists, fails that test. REST paths get their rule from the root fields of the operations they
 * run (`restRuleOf`), so they need no entries of their own.
 *
 * How to add an operation: add the field to this table (callers, and `owner` when the rows are
 * someone's), and where `owner` names an argument, make sure the fixture kind exists in the test's
 * fixture table (matrix.test.ts `FIXTURES`).
 */

export type Caller = 'anonymous' | 'guest' | 'member' | 'influencer' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'guest', 'member', 'influencer', 'admin'];

/** What a fixture is: the meaning of an id the owner rule is checked on. */
export type FixtureKind =
  | 'user'
  | 'profile'
  | 'foodRecord'
  | 'bodyRecord'
  | 'recipe'
  | 'regimen'
  | 'inquiry'
  | 'productQuestion'
  | 'eventSurvey'
  | 'eventInquiry'
  | 'searchHistory'
  | 'favorite'
  | 'compareItem'
  | 'cartLine'
  | 'address'
  | 'order'
  | 'interlock'
  | 'healthAppSupplement'
  | 'food'
  | 'supplement'
  | 'recommendationResult'
  | 'recommendInquiry'
  | 'orderLine'
  | 'review'
  | 'subscription'
  | 'channel'
  | 'channelCategory'
  | 'channelProduct'
  | 'channelCombination'
  | 'channelVideo'
  | 'cooperateEvent'
  | 'communityCategory'
  | 'communityPost'
  | 'communityComment'
  | 'faqMenu'
  | 'faqEntry'
  | 'channelNotice';

export interface Rule {
  callers: 'everyone' | readonly Caller[];
  /**
   * `self`: the rows are someone's, and a caller reaches only their own. With `arg`, the argument
   * (a dotted path into an input object for `input.profileId`) naming the row; without, the field
   * answers the caller's own rows by construction (`myProfiles`).
   */
  owner?: 'self';
  /** The argument naming the owned row, and what it is (the test's fixture table is keyed by it). */
  arg?: string;
  fixture?: FixtureKind;
  /**
   * Whose rows: a member's (default), or an influencer's channel's (partners: categories,
   * combinations, group buying ...; the test's fixture is the influencer's, reached by another influencer).
   */
  ownerRole?: 'member' | 'influencer';
  /** An admin may reach anyone's rows (kit `assertOwner`); false: admins only their own too. */
  adminAny?: boolean;
  /**
   * The field checks credentials sent as arguments (a password, a refresh token): UNAUTHENTICATED
   * there means they were wrong, not that a token was missing.
   */
  credentials?: boolean;
  /** Why, where the rule is not obvious. */
  note?: string;
  /**
   * A write an account restriction stops (gateway/src/restrictions.ts): `order` (buying; an ACCOUNT
   * restriction), `content` (writing reviews, questions, inquiries, posts; ACCOUNT or CONTENT).
   */
  restricted?: 'order' | 'content';
}

const everyone = { callers: 'everyone' } as const satisfies Rule;
/** Any token: guests are users too. */
const SIGNED_IN: readonly Caller[] = ['guest', 'member', 'influencer', 'admin'];
/** Signed-up accounts: what writes a member's own data (guests only browse and keep a cart-like state). */
const MEMBERS: readonly Caller[] = ['member', 'influencer', 'admin'];
const ADMIN: readonly Caller[] = ['admin'];
/** Who manages a channel's things: its influencer, and admins (support; partners channel-access.ts). */
const CHANNEL_STAFF: readonly Caller[] = ['influencer', 'admin'];

const signedIn = { callers: SIGNED_IN } as const satisfies Rule;
const admin = { callers: ADMIN } as const satisfies Rule;
/** The caller's own rows by construction (no argument names whose). */
const own = (callers: readonly Caller[], fixture?: FixtureKind, extra: Partial<Rule> = {}): Rule => ({ callers, owner: 'self', ...(fixture ? { fixture } : {}), ...extra });
/** Someone's row named by `arg`: only its owner, and admins where `adminAny`. */
const owned = (callers: readonly Caller[], arg: string, fixture: FixtureKind, adminAny = true, extra: Partial<Rule> = {}): Rule => ({ callers, owner: 'self', arg, fixture, adminAny, ...extra });

/**
 * A channel's row named by `arg` (a category, a combination, an event ...): its channel's influencer,
 * and admins; another influencer is FORBIDDEN or NOT_FOUND (partners channel-access.ts `manageableChannel`).
 */
export const channelOwned = (arg: string, fixture: FixtureKind, extra: Partial<Rule> = {}): Rule => ({
  callers: CHANNEL_STAFF,
  owner: 'self',
  ownerRole: 'influencer',
  arg,
  fixture,
  adminAny: true,
  ...extra,
});
/** What the calling influencer's own channel holds, by construction (no argument names whose). */
export const ownChannelRule = (extra: Partial<Rule> = {}): Rule => ({ callers: CHANNEL_STAFF, owner: 'self', ownerRole: 'influencer', ...extra });
/**
 * A community post or comment named by `arg`: any signed-up member calls, but only its writer, its
 * channel's influencer and admins reach it (partners community.service `mayModifyPost`); the test's
 * fixture is the influencer's own, which another influencer (neither writer nor owner) must not reach.
 */
const communityWritten = (arg: string, fixture: FixtureKind): Rule => ({
  callers: MEMBERS,
  owner: 'self',
  ownerRole: 'influencer',
  arg,
  fixture,
  adminAny: true,
  note: 'The writer, the channel’s influencer or an admin.',
});

/** A nutrition read of one profile's data: the profile's owner (guests have none), admins any. */
const profileRead = owned(SIGNED_IN, 'profileId', 'profile');
/**
 * Nutrition writes: the owning account only. Admins read other accounts' records (support) but
 * never write into someone's diary (nutrition record-rules.ts `getWritableProfile`).
 */
const profileWrite = (arg = 'profileId') => owned(MEMBERS, arg, 'profile', false);
const nutritionWrite = (arg: string, fixture: FixtureKind) => owned(MEMBERS, arg, fixture, false);
/** Seller work on an order: sellers are accounts (sellers.user_id); the seller of one of its lines or an admin, FORBIDDEN to anyone else (commerce orders/order-changes.service.ts `staff`). */
const orderStaff: Rule = { callers: MEMBERS, note: "The seller of one of the order's lines (sellers.user_id) or an admin; FORBIDDEN to anyone else." };

export const QUERY_RULES = {
  // Accounts (commerce)
  me: { ...everyone, note: 'Anonymous callers get null; anyone else their own account.' },
  user: owned(SIGNED_IN, 'id', 'user', true, { note: 'Another account only to admins, refused before the lookup (docs/decisions/authorization.md).' }),
  checkPassword: own(SIGNED_IN),
  isEmailAvailable: everyone,
  isLoginIdAvailable: everyone,
  isNicknameAvailable: everyone,
  isSocialIdRegistered: everyone,
  socialLoginConfig: { ...everyone, note: 'Public application keys and authorize URLs only (no secrets).' },
  sandboxSmsMessages: { ...admin, note: 'Only while SMS_PROVIDER=sandbox: the codes log people in.' },
  // Members desk and restrictions (commerce restrictions/), retention (commerce retention/)
  adminMembers: admin,
  adminMember: admin,
  restrictionRules: admin,
  retentionPeriods: { ...everyone, note: 'The retention table with its legal basis: what the privacy policy publishes.' },

  // Catalogue and content (commerce): public shop windows
  product: everyone,
  products: everyone,
  productsByIds: everyone,
  relatedProducts: everyone,
  searchProducts: everyone,
  productFacets: everyone,
  isPurchasable: everyone,
  categories: everyone,
  adminCategories: admin,
  // The products desk (commerce catalog/product-admin.*): hidden products included.
  adminProducts: admin,
  adminProduct: admin,
  adminSellers: admin,
  // The orders desk (commerce orders/admin-orders.*); one order's detail is `order`, which admins may read.
  adminOrders: admin,
  adminOrderQueues: admin,
  adminOrderStatusCounts: admin,
  brand: everyone,
  brands: everyone,
  brandContentTypes: everyone,
  brandContents: everyone,
  banners: everyone,
  homeCategoryIcons: everyone,
  exhibitions: { ...everyone, note: 'Published exhibitions in their period only.' },
  exhibition: { ...everyone, note: 'Published and running only (else NOT_FOUND); its productIds field (with hidden products) is for admins.' },
  adminBanners: admin,
  adminExhibitions: admin,
  blogPosts: everyone,
  content: { ...everyone, note: 'Published content only.' },
  contents: everyone,
  contentCategories: everyone,
  contentAdminList: admin,
  contentAdminCategories: admin,
  todayComment: everyone,
  pickCategories: everyone,
  pickCategory: everyone,
  bestProducts: everyone,
  popularSearchTerms: everyone,
  blockedSearchTerms: admin,
  searchSuggestions: { ...everyone, note: 'Did-you-mean terms, popular terms and top categories for a search that found nothing; public data.' },
  searchSynonyms: admin,
  usageSummary: admin,
  csEntries: { ...everyone, note: 'FAQ and notices.' },
  files: {
    ...everyone,
    note: "Shop pages and public questions to everyone; a private target (inquiry, secret question, user, a profile's meal/body photos) to its owner and admins, FORBIDDEN to others (commerce files/file-targets.ts; tested in files.test.ts, leave.test.ts, system.test.ts).",
  },

  // The shopper's own state (commerce)
  myCompareList: own(SIGNED_IN, 'compareItem'),
  myCart: own(SIGNED_IN, 'cartLine', { note: 'Guests have a cart too (it moves to the member with mergeGuestCart).' }),
  myCartProductIds: own(SIGNED_IN),
  myAddresses: own(SIGNED_IN, 'address', { note: 'Guests keep addresses for a guest checkout.' }),
  signUpRules: { ...everyone, note: "The sign-up rules the form follows (the guardian consent age): nobody's data." },
  // Terms and consents (commerce terms/; docs/decisions/terms-and-consent.md)
  termsDocument: { ...everyone, note: 'Published legal texts (이용약관, 개인정보 처리방침 ...): the law wants them readable by anyone.' },
  termsVersions: { ...everyone, note: 'Every published version with its effective date, announced ones included.' },
  termsPublishingRules: { ...admin, note: 'The publishing form of publishTermsVersion: notice days, earliest effective dates, the latest text with its placeholders.' },
  signUpAgreements: { ...everyone, note: 'What the sign-up form asks: the documents in effect.' },
  businessInfo: { ...everyone, note: '사업자 정보 from configuration, shown in every page footer (전자상거래법 제10조).' },
  myConsents: own(MEMBERS),
  myConsentHistory: own(MEMBERS),
  pendingConsents: own(SIGNED_IN, undefined, { note: 'Guests have none (an empty list).' }),
  errorCodes: { ...everyone, note: "The closed sets of error codes with their HTTP statuses: the API's own description." },
  deliveryQuote: { ...everyone, note: "Prices and fees from the database for the lines asked; nobody's data." },
  searchRoadAddresses: { ...everyone, note: "주소 검색 (the road-address API or its sandbox): public addresses, nobody's data; rate-limited per address and account (addressSearch)." },
  myFavorites: own(SIGNED_IN, 'favorite'),
  favoriteOfProduct: own(SIGNED_IN),
  recentlyViewed: own(SIGNED_IN),
  mySearchHistory: own(SIGNED_IN, 'searchHistory'),
  myNotifications: own(SIGNED_IN),
  myInquiries: own(SIGNED_IN, 'inquiry', { adminAny: true, note: "Admins get every member's inquiries (the CS desk)." }),
  inquiryMonthlyCount: admin,
  productQuestions: { ...everyone, note: 'Secret questions are masked except for their author, the seller and admins.' },
  myProductQuestions: own(SIGNED_IN, 'productQuestion'),
  allProductQuestions: admin,
  adminInquiries: admin,
  adminEventInquiries: admin,
  eventSurveyAnswer: owned(SIGNED_IN, 'id', 'eventSurvey'),
  eventInquiry: owned(SIGNED_IN, 'id', 'eventInquiry'),
  events: everyone,
  event: everyone,
  myEventSurveyAnswer: own(SIGNED_IN, 'eventSurvey'),
  myEventInquiries: own(SIGNED_IN, 'eventInquiry'),
  myNotificationSettings: own(SIGNED_IN),

  // Payments (commerce): the caller's own
  paymentResult: own(SIGNED_IN, undefined, { note: "The caller's own payment by merchant_uid (admins: anyone's); another's is NOT_FOUND naming merchantUid (payments.service paymentResult)." }),
  myPayments: own(SIGNED_IN),

  // Orders (commerce): the buyer's own; sellers of an order's lines and admins read it too
  orderStatuses: everyone,
  carriers: everyone,
  orderClaimReasons: { ...everyone, note: 'The cancel/return/exchange reasons to choose from; the same list for everyone.' },
  myOrders: own(SIGNED_IN, 'order'),
  myOrderCounts: own(SIGNED_IN),
  order: owned(SIGNED_IN, 'id', 'order', true, { note: 'Also the seller of one of its lines (orders.service readOrder).' }),
  orderTracking: owned(SIGNED_IN, 'orderId', 'order', true, { note: 'Also the seller of one of its lines.' }),
  giftOrder: { ...everyone, note: "The gift link's random token is the credential; no prices or buyer contact." },

  // Reviews (commerce): public to read; each member's own to write
  productReviews: everyone,
  bestReviews: everyone,
  reviewRules: everyone,
  review: everyone,
  myReviews: own(MEMBERS, 'review'),

  // Points (commerce): the member's own; rules are public
  myPoints: own(MEMBERS),
  pointHistory: own(MEMBERS),
  pointRules: everyone,

  // Coupons (commerce): the shop's to define; each member's wallet their own
  issuableCoupons: everyone,
  searchCoupons: { callers: ['influencer', 'admin'], note: 'Partners look up coupons to offer on their channel (issue 20).' },
  myCoupons: own(MEMBERS),
  billingRules: everyone,
  paymentWindow: { ...everyone, note: 'Public values only: the provider and PortOne’s merchant code (IMP.init takes it in the browser).' },
  billingCertified: owned(MEMBERS, 'userId', 'user', true, { note: 'GET /billings/{userId}/certified: the member’s own flag, admins anyone’s.' }),
  billingCards: owned(MEMBERS, 'userId', 'user', true, { note: 'GET /billings/{userId}: the member’s own cards, admins anyone’s (support).' }),
  subscriptionRules: everyone,
  mySubscriptions: own(MEMBERS, 'subscription'),
  checkoutCoupons: own(MEMBERS, undefined, { note: "The caller's wallet weighed against the lines given." }),
  couponsForProducts: { ...everyone, note: "The shop's issuable coupons whose scope covers the products: nobody's data." },
  orderCoupons: owned(MEMBERS, 'orderId', 'order', false, { note: "The caller's wallet weighed against their own unpaid order; another's is NOT_FOUND." }),
  guestOrder: { ...everyone, note: "Needs a GUEST_ORDER SMS verification token (used once) for the orderer's phone, and the order number." },

  // Nutrition: reference data is public, a profile's data is its owner's
  nutrientCatalog: everyone,
  scoreDescriptions: everyone,
  foodUnits: everyone,
  searchFoods: { ...everyone, note: "Approved foods, plus the caller's own submissions." },
  food: owned(CALLERS, 'id', 'food', true, { note: "Approved foods are everyone's; a pending submission only its submitter's (and admins', who review it)." }),
  pendingFoods: admin,
  searchSupplements: { ...everyone, note: "Approved supplements, plus the caller's own submissions." },
  supplement: owned(CALLERS, 'id', 'supplement', true, { note: "Approved supplements are everyone's; a pending submission only its submitter's (and admins', who review it)." }),
  adminSupplements: admin,
  supplementAllergens: admin,
  productIdsWithNutrient: everyone,
  myProfiles: own(SIGNED_IN, 'profile'),
  profile: owned(SIGNED_IN, 'id', 'profile'),
  nutritionStandard: profileRead,
  foodRecords: profileRead,
  mealPhotos: profileRead,
  recentFoods: profileRead,
  bodyRecords: profileRead,
  bodyRecordsNewest: profileRead,
  bodyRecordsInRange: profileRead,
  bodyRecordDates: profileRead,
  recentBodyImage: profileRead,
  bodyImagesOfDate: profileRead,
  recordsOfDate: profileRead,
  nutritionReport: profileRead,
  nutritionScore: profileRead,
  nutritionScores: profileRead,
  recordDates: profileRead,
  recordCounts: profileRead,
  topFoods: profileRead,
  myRecipes: own(SIGNED_IN, 'recipe'),
  recipe: owned(SIGNED_IN, 'id', 'recipe', true, { note: 'Admins may read any recipe, never change one.' }),
  regimens: profileRead,
  regimensOfAllProfiles: own(SIGNED_IN, 'regimen'),
  intakesOfDate: profileRead,
  healthApps: own(SIGNED_IN, 'interlock'),
  healthAppSupplements: owned(SIGNED_IN, 'userId', 'user'),

  // Partners and recommendation
  channel: everyone,
  activeCooperateEvents: everyone,
  channelCooperateEvents: { ...everyone, note: "Drafts only to the channel's influencer and admins (cooperate.service channelCooperateEvents)." },
  cooperateEvent: { ...everyone, note: "A draft only to the channel's influencer and admins (NOT_FOUND to others)." },
  isValidCooperateLink: everyone,
  myCooperateEvents: ownChannelRule(),
  cooperateAlertMembers: channelOwned('eventId', 'cooperateEvent'),
  lookupChannels: everyone,
  channelCoupons: everyone,
  channelOfInfluencer: everyone,
  myChannel: ownChannelRule(),
  serverTime: everyone,
  channelMemberCount: everyone,
  channelSignupMembers: ownChannelRule(),
  myFollowedChannels: own(MEMBERS),
  channelStats: ownChannelRule({ note: 'channelId (another channel) only for admins: manageableChannel answers FORBIDDEN to another influencer.' }),
  channelTopProducts: ownChannelRule(),
  channelOrders: ownChannelRule(),
  channelQueryLogs: ownChannelRule(),
  // Partners: a channel's shop window (catalog; issue 20 item 2): public to read, its channel's to manage
  channelCategories: everyone,
  channelCategory: everyone,
  searchChannelCategories: everyone,
  categoryProducts: everyone,
  categoryCombinations: { ...everyone, note: 'Active combinations only.' },
  combination: { ...everyone, note: "A hidden combination only to its channel's influencer, admins and the system (commerce reads it when one goes into a cart); NOT_FOUND to others." },
  myChannelCategories: channelOwned('channelId', 'channel', { note: "Without channelId the caller's own channel." }),
  myChannelProducts: channelOwned('channelId', 'channel', { note: "Without channelId the caller's own channel." }),
  myChannelCombinations: channelOwned('channelId', 'channel', { note: "Without channelId the caller's own channel." }),
  // Partners: a channel's community, FAQ and notices (issue 20 item 4): public to read (channelId a handle or an id)
  communityCategories: everyone,
  adminCommunityCategories: channelOwned('channelId', 'channel', { note: "Without channelId the caller's own channel." }),
  communityPosts: everyone,
  communityPost: everyone,
  communityPostCounts: everyone,
  communityComments: { ...everyone, note: "A secret comment's content is null except for its writer, the channel's influencer and admins (and, for a reply, the writer of the comment it answers)." },
  communityComment: { ...everyone, note: 'As communityComments: a secret one without its content for others.' },
  communityCommentCounts: everyone,
  unansweredCommunityComments: channelOwned('channelId', 'channel', { note: "Without channelId the caller's own channel." }),
  myCommunityComments: own(MEMBERS),
  myChannelFavorites: own(MEMBERS),
  faqMenus: everyone,
  faqEntries: everyone,
  faqEntry: everyone,
  faqTopSearchedTerms: everyone,
  channelNotices: everyone,
  channelNotice: everyone,
  recommendationAgeBands: everyone,
  recommendationAgeBand: everyone,
  myRecommendationResults: own(SIGNED_IN),
  recommendationResult: owned(SIGNED_IN, 'id', 'recommendationResult'),
  recommendationQuestionnaire: { ...everyone, note: "By band for anyone; by profileId the caller's own profile (nutrition's profile rule answers)." },
  recommendationDefaultLists: admin,
  adminQuestionChoices: admin,
  adminSymptoms: admin,
  nutrientCards: everyone,
  nutrientCard: everyone,
  recommendInquiries: own(SIGNED_IN, undefined, { note: 'An admin asking for all sees every member’s (the pharmacist answers them).' }),
  recommendInquiry: owned(SIGNED_IN, 'id', 'recommendInquiry'),
  nutrientOutlook: profileRead,
  productLabels: everyone,
  productsWithNutrients: everyone,
} satisfies Record<string, Rule>;

export const MUTATION_RULES = {
  // Accounts (commerce): signing in and up is open, the rest is the caller's own account
  createGuest: everyone,
  signUp: { ...everyone, note: 'A guest token turns that guest into the member.' },
  signUpByPhone: everyone,
  signUpBySocial: everyone,
  updateConsents: own(MEMBERS, undefined, { note: "The caller's own consents: optional ones on or off, required ones renewed." }),
  publishTermsVersion: { ...admin, note: 'A new version of a legal text, announced through a notice in the same transaction.' },
  socialLogin: everyone,
  login: { ...everyone, credentials: true },
  loginByPhone: { ...everyone, credentials: true },
  refreshSession: { ...everyone, credentials: true },
  restoreDormantAccount: { ...everyone, credentials: true, note: 'Login id, password and a LOGIN SMS verification of the phone kept for the dormant account.' },
  restoreDormantSocialAccount: {
    ...everyone,
    credentials: true,
    note: 'The restore token a social login of the dormant account answered with (it stands in for the password) and a LOGIN SMS verification of the kept phone.',
  },
  restrictAccount: admin,
  liftRestriction: admin,
  logout: signedIn,
  sendSmsCode: everyone,
  recordUsage: { ...everyone, note: "The activity log: anonymous visitors too; the account is the caller's own, never an argument." },
  verifySmsCode: everyone,
  findAccountByPhone: { ...everyone, note: 'Needs a FIND_LOGIN_ID verification token.' },
  resetPasswordByPhone: { ...everyone, note: 'Needs a FIND_PASSWORD verification token.' },
  changePassword: own(MEMBERS),
  changePhone: own(MEMBERS),
  updateAccount: own(MEMBERS),
  leave: own(SIGNED_IN),
  registerAppToken: own(SIGNED_IN),
  sendKakaoMessage: { ...own(MEMBERS), note: "To the caller's own phone only." },

  // Catalogue administration and CS (commerce)
  addCsEntry: admin,
  answerInquiry: admin,
  answerRecommendInquiry: admin,
  updateQuestionnaireQuestion: admin,
  updateQuestionnaireChoice: admin,
  updateQuestionnaireSymptom: admin,
  answerEventInquiry: admin,
  editCsEntry: admin,
  deleteCsEntry: admin,
  blockSearchTerm: admin,
  unblockSearchTerm: admin,
  saveSearchSynonym: admin,
  deleteSearchSynonym: admin,
  createCategory: admin,
  createProduct: admin,
  updateProduct: admin,
  addProductOption: admin,
  updateProductOption: admin,
  removeProductOption: admin,
  renameCategory: admin,
  moveCategory: admin,
  deleteCategory: admin,
  createContent: admin,
  editContent: admin,
  setContentStatus: admin,
  deleteContent: admin,
  createBanner: admin,
  editBanner: admin,
  deleteBanner: admin,
  createHomeCategoryIcon: admin,
  editHomeCategoryIcon: admin,
  deleteHomeCategoryIcon: admin,
  createExhibition: admin,
  editExhibition: admin,
  setExhibitionProducts: admin,
  deleteExhibition: admin,

  // The shopper's own state (commerce)
  addToCompare: own(SIGNED_IN),
  addToCart: own(SIGNED_IN),
  addCombinationToCart: own(SIGNED_IN, undefined, { note: "Into the caller's own cart (guests too), from commerce's copy of an active combination." }),
  syncCombinationOffer: { ...admin, note: "The partners service's outbox, as the system: commerce's copy of a combination." },
  changeCartLine: owned(SIGNED_IN, 'id', 'cartLine'),
  selectCartLines: owned(SIGNED_IN, 'ids', 'cartLine'),
  removeCartLine: owned(SIGNED_IN, 'id', 'cartLine'),
  removePurchasedCartLines: own(SIGNED_IN),
  mergeGuestCart: own(MEMBERS, undefined, {
    credentials: true,
    note: "The guest is proved by its refresh token (UNAUTHENTICATED when it is not a live one); a guest cannot take another guest's cart.",
  }),
  createAddress: own(SIGNED_IN),
  createAddressFromPartner: own(SIGNED_IN),
  editAddress: owned(SIGNED_IN, 'id', 'address'),
  deleteAddress: owned(SIGNED_IN, 'id', 'address'),
  removeFromCompare: owned(SIGNED_IN, 'id', 'compareItem'),
  clearCompareList: owned(SIGNED_IN, 'userId', 'user'),
  addFavorite: own(SIGNED_IN),
  removeFavorites: owned(SIGNED_IN, 'ids', 'favorite'),
  recordProductView: own(SIGNED_IN),
  addSearchHistory: own(SIGNED_IN),
  deleteSearchHistory: owned(SIGNED_IN, 'id', 'searchHistory'),
  clearSearchHistory: own(SIGNED_IN),
  markNotificationsRead: own(SIGNED_IN),
  updateNotificationSettings: own(SIGNED_IN),
  createInquiry: { ...own(MEMBERS), restricted: 'content' },
  createRecommendInquiry: { ...own(MEMBERS), restricted: 'content' },
  submitRecommendation: own(MEMBERS, undefined, { note: "The profile must be the caller's own: nutrition's profile rule, then the service compares the owner (results.test.ts)." }),
  deleteInquiry: owned(SIGNED_IN, 'id', 'inquiry'),
  askProductQuestion: { ...own(MEMBERS), restricted: 'content' },
  updateProductQuestion: {
    ...owned(SIGNED_IN, 'id', 'productQuestion', false, {
      note: "Only the author edits the question (admins do not rewrite a member's words); an answer (`answer`) only from the product's seller or an admin.",
    }),
    restricted: 'content',
  },
  deleteProductQuestion: owned(SIGNED_IN, 'id', 'productQuestion'),
  answerEventSurvey: { ...own(MEMBERS), restricted: 'content' },
  editEventSurvey: { ...owned(MEMBERS, 'id', 'eventSurvey', false, { note: 'Admins read and may delete (moderation), never rewrite.' }), restricted: 'content' },
  deleteEventSurvey: owned(SIGNED_IN, 'id', 'eventSurvey'),
  askEventInquiry: { ...own(MEMBERS), restricted: 'content' },
  editEventInquiry: { ...owned(MEMBERS, 'id', 'eventInquiry', false, { note: 'Admins read, answer and may delete, never rewrite.' }), restricted: 'content' },
  deleteEventInquiry: owned(SIGNED_IN, 'id', 'eventInquiry'),
  uploadFile: { callers: MEMBERS, note: "Only the owner of the target attaches (shop pages: admins); the target's owner comes from commerce or, for profiles, from nutrition.", restricted: 'content' },
  replaceFile: { callers: MEMBERS, note: 'The uploader or an admin.', restricted: 'content' },
  deleteFile: { callers: MEMBERS, note: 'The uploader or an admin.' },

  // Orders (commerce)
  createOrder: { ...own(SIGNED_IN, undefined, { note: 'Guests order too (guest lookup by SMS).' }), restricted: 'order' },
  cancelOrder: owned(SIGNED_IN, 'id', 'order', true, { note: "The buyer, or an admin on the buyer's behalf." }),
  requestReturn: owned(SIGNED_IN, 'id', 'order', false),
  confirmPurchase: owned(SIGNED_IN, 'id', 'order', false),
  hideOrder: owned(SIGNED_IN, 'id', 'order', false),
  reorder: owned(SIGNED_IN, 'id', 'order', false, { note: "The buyer's own paid order, into the buyer's own cart." }),
  writeReview: { ...owned(MEMBERS, 'input.orderLineId', 'orderLine', false, { note: 'The buyer of a confirmed order line (reviews.service writeReview).' }), restricted: 'content' },
  editReview: { ...owned(MEMBERS, 'input.id', 'review', false), restricted: 'content' },
  deleteReview: owned(MEMBERS, 'id', 'review', true, { note: 'The writer, or an admin removing it.' }),
  setReviewHelpful: { callers: MEMBERS, note: "Anyone's review but one's own (REVIEW_OWN_HELPFUL)." },
  usePoints: owned(MEMBERS, 'orderId', 'order', false, { note: "The buyer's own unpaid order; another's is NOT_FOUND." }),
  claimCoupon: { callers: MEMBERS, note: 'Rate-limited per account and address (couponClaimAccount, couponClaimAddress).' },
  createCouponMaster: admin,
  withdrawCouponMaster: admin,
  applyOrderCoupons: owned(MEMBERS, 'orderId', 'order', false, { note: "The buyer's own unpaid order and their own coupons; another's order is NOT_FOUND." }),
  setUserCouponAvailable: {
    ...admin,
    note: "An operator's correction of a member's wallet (withdraw or restore). Members never: a coupon is value, and one that marks its own coupon usable again reuses it.",
  },
  certifyBilling: own(MEMBERS, undefined, { note: "An SMS verification (purpose BILLING) of the account's own phone." }),
  setBillingCertified: { ...admin, note: "An operator sets or clears a member's billing certification." },
  startCardRegistration: own(MEMBERS, undefined, { note: 'Needs the billing certification (BILLING_NOT_CERTIFIED).' }),
  registerCard: own(MEMBERS, undefined, { note: "The caller's own registration by customer_uid (billing.test.ts: another's is NOT_FOUND)." }),
  deleteCard: own(MEMBERS, undefined, { note: "The caller's own card by customer_uid (billing.test.ts: another's is NOT_FOUND)." }),
  payWithCard: { ...owned(MEMBERS, 'orderId', 'order', false, { note: "The buyer's own unpaid order with their own card." }), restricted: 'order' },
  startSubscription: { ...own(MEMBERS, undefined, { note: "Charged to the caller's own card (another's card id is NOT_FOUND)." }), restricted: 'order' },
  skipSubscription: owned(MEMBERS, 'id', 'subscription', false),
  changeSubscription: owned(MEMBERS, 'id', 'subscription', false),
  pauseSubscription: owned(MEMBERS, 'id', 'subscription', false),
  resumeSubscription: owned(MEMBERS, 'id', 'subscription', false),
  cancelSubscription: owned(MEMBERS, 'id', 'subscription', false),
  grantPurchasePoints: admin,
  revokePurchasePoints: admin,
  grantReviewPoints: admin,
  revokeReviewPoints: admin,
  completeReturn: orderStaff,
  refuseReturn: orderStaff,
  advanceOrder: orderStaff,
  registerDeliveryInfo: orderStaff,
  enterGiftAddress: { ...everyone, note: "The gift's receiver, who has the gift link (its random token is the credential), until the parcel ships." },
  createPayment: { ...owned(SIGNED_IN, 'orderId', 'order', false, { note: 'The buyer pays their own order (its own total and method).' }), restricted: 'order' },
  completePayment: own(SIGNED_IN, undefined, { note: "The caller's own payment by merchant_uid (admins: anyone's); another's is NOT_FOUND." }),

  // Nutrition
  submitFood: { ...own(MEMBERS), restricted: 'content' },
  reviewFood: admin,
  submitSupplement: { ...own(MEMBERS), restricted: 'content' },
  reviewSupplement: admin,
  addProfile: own(MEMBERS),
  removeProfile: nutritionWrite('id', 'profile'),
  saveLifeStage: profileWrite(),
  addFoodRecord: profileWrite('input.profileId'),
  editFoodRecord: nutritionWrite('id', 'foodRecord'),
  deleteFoodRecord: nutritionWrite('id', 'foodRecord'),
  addBodyRecord: profileWrite('input.profileId'),
  editBodyRecord: nutritionWrite('id', 'bodyRecord'),
  deleteBodyRecord: nutritionWrite('id', 'bodyRecord'),
  recordNutritionScore: profileWrite(),
  addRecipe: own(MEMBERS),
  editRecipe: nutritionWrite('id', 'recipe'),
  deleteRecipe: nutritionWrite('id', 'recipe'),
  sortRecipes: nutritionWrite('ids', 'recipe'),
  addRegimen: profileWrite('input.profileId'),
  editRegimen: nutritionWrite('id', 'regimen'),
  deleteRegimen: nutritionWrite('id', 'regimen'),
  setReminders: nutritionWrite('regimenId', 'regimen'),
  clearReminders: nutritionWrite('regimenId', 'regimen'),
  markIntake: nutritionWrite('regimenId', 'regimen'),
  undoIntake: nutritionWrite('regimenId', 'regimen'),
  linkHealthApp: own(MEMBERS),
  importHealthAppSupplements: nutritionWrite('interlockId', 'interlock'),
  deleteHealthAppSupplement: nutritionWrite('id', 'healthAppSupplement'),

  // Partners: group buying, visits, the channel figures (issue 20)
  syncGroupBuyOffer: { ...admin, note: "The partners service's outbox, as the system (admin identity): commerce's copy of an event." },
  syncChannelOrder: { ...admin, note: "commerce's outbox, as the system (admin identity): an order's facts for attribution." },
  createCooperateEvent: ownChannelRule({ note: "In the caller's own channel (an admin names one with input.channelId)." }),
  editCooperateEvent: channelOwned('id', 'cooperateEvent'),
  changeCooperateStatus: channelOwned('id', 'cooperateEvent'),
  joinCooperate: { callers: MEMBERS, restricted: 'order' },
  askCooperateAlert: { callers: MEMBERS },
  clickCooperate: everyone,
  sendCooperateAlerts: channelOwned('eventId', 'cooperateEvent'),
  sendMemberNotices: { ...admin, note: "The partners service's outbox, as the system: texts to members who asked (commerce holds the phones)." },
  recordChannelVisit: { ...everyone, note: 'The account recorded is the caller (never a created_by the client sends); anonymous visits are kept without one (8888).' },
  countChannelVisit: everyone,
  countChannelPageView: everyone,
  recordQueryLog: everyone,
  createChannelCoupon: ownChannelRule({ note: "In the caller's own channel (an admin names one with input.channelId); made at commerce as the system." }),
  becomeInfluencer: { callers: ['member', 'admin'], note: 'A member opens a channel and becomes an influencer (an influencer already has one: CONFLICT; guests sign up first).' },
  editChannelProfile: ownChannelRule({ note: 'channelId (another channel) only for admins.' }),
  editChannelGreetings: ownChannelRule(),
  setChannelMenus: ownChannelRule(),
  changeChannelHandle: ownChannelRule(),
  recordChannelSignup: { ...admin, note: "commerce's outbox, as the system: a sign-up through a channel link." },
  grantInfluencerRole: { ...admin, note: "The partners service's outbox, as the system, after becomeInfluencer." },
  followChannel: { callers: MEMBERS },
  unfollowChannel: { callers: MEMBERS },
  answerChannelSurvey: { callers: MEMBERS, restricted: 'content' },

  // Partners: a channel's shop window (catalog; issue 20 item 2). Without a channelId, the caller's own channel.
  createChannelCategory: channelOwned('input.channelId', 'channel'),
  changeChannelCategories: channelOwned('channelId', 'channel', { note: "Every category named must be the channel's (NOT_FOUND naming categories.N.id otherwise)." }),
  deleteChannelCategory: channelOwned('id', 'channelCategory'),
  createRecommendedProduct: channelOwned('input.categoryId', 'channelCategory'),
  editRecommendedProduct: channelOwned('input.id', 'channelProduct'),
  deleteRecommendedProduct: channelOwned('id', 'channelProduct'),
  registerCombination: channelOwned('input.channelId', 'channel', { note: "With input.categoryId, that category's channel (FORBIDDEN to another influencer)." }),
  setCombinationStatus: channelOwned('id', 'channelCombination'),
  deleteCombination: channelOwned('id', 'channelCombination'),
  registerChannelVideo: channelOwned('input.channelId', 'channel'),
  deleteChannelVideo: channelOwned('id', 'channelVideo'),
  editChannelLinks: channelOwned('channelId', 'channel'),

  // Partners: a channel's community, FAQ and notices (issue 20 item 4). Without a channelId, the caller's own channel.
  createCommunityCategory: channelOwned('channelId', 'channel'),
  renameCommunityCategory: channelOwned('id', 'communityCategory'),
  deleteCommunityCategory: channelOwned('id', 'communityCategory'),
  createCommunityPost: { callers: MEMBERS, note: 'Any signed-up member, in any channel (the advertising rules refuse claims of treatment; product links make an ad).', restricted: 'content' },
  editCommunityPost: { ...communityWritten('input.id', 'communityPost'), restricted: 'content' },
  registerCommunityImages: { ...communityWritten('postId', 'communityPost'), restricted: 'content' },
  deleteCommunityPost: communityWritten('id', 'communityPost'),
  addCommunityView: { ...everyone, note: 'A view counter: anonymous readers count too.' },
  leaveCommunityComment: { callers: MEMBERS, restricted: 'content' },
  replyCommunityComment: { callers: MEMBERS, restricted: 'content' },
  deleteCommunityComment: communityWritten('id', 'communityComment'),
  addChannelFavorite: own(MEMBERS),
  removeChannelFavorite: own(MEMBERS),
  createFaqMenu: channelOwned('channelId', 'channel'),
  renameFaqMenu: channelOwned('id', 'faqMenu'),
  deleteFaqMenu: channelOwned('id', 'faqMenu'),
  createFaqEntry: channelOwned('input.menuId', 'faqMenu'),
  editFaqEntry: channelOwned('input.id', 'faqEntry'),
  setFaqFrequent: channelOwned('id', 'faqEntry'),
  deleteFaqEntry: channelOwned('id', 'faqEntry'),
  registerFaqTopSearchedTerms: channelOwned('channelId', 'channel'),
  createChannelNotice: channelOwned('channelId', 'channel'),
  editChannelNotice: channelOwned('input.id', 'channelNotice'),
  deleteChannelNotice: channelOwned('id', 'channelNotice'),
} satisfies Record<string, Rule>;

export const MATRIX: { Query: Record<string, Rule>; Mutation: Record<string, Rule> } = { Query: QUERY_RULES, Mutation: MUTATION_RULES };

/** The callers a rule admits, as a set. */
export function callersOf(rule: Rule): Set<Caller> {
  return new Set(rule.callers === 'everyone' ? CALLERS : rule.callers);
}

/**
 * A REST path's rule: the callers every root field of its operations admits (the strictest of
 * them), and whether any of those fields is someone's data.
 */
export function restRuleOf(fields: { type: 'Query' | 'Mutation'; name: string }[]): { callers: Set<Caller>; owner: boolean } {
  let callers = new Set<Caller>(CALLERS);
  let owner = false;
  for (const { type, name } of fields) {
    const rule = MATRIX[type][name];
    if (!rule) throw new Error(`${type}.${name} has no entry in the authorization matrix`);
    const allowed = callersOf(rule);
    callers = new Set([...callers].filter((c) => allowed.has(c)));
    owner ||= rule.owner === 'self';
  }
  return { callers, owner };
}
