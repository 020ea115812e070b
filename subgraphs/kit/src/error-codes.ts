/**
 * Every error code the shop answers, as closed sets per domain (Saleor's `OrderErrorCode` style),
 * each with its HTTP status. `AppError` takes only these codes, so a code without a status does
 * not compile; the REST envelope and the gateway read the status from here
 * (docs/decisions/errors.md).
 *
 * Statuses: 400 the input is wrong (the client must change it), 401 no or a bad token, 403 not
 * yours, 404 no such thing, 409 the thing is in a state that refuses the request (a limit reached,
 * a status that does not allow it), 410/411 coupon refusals the spec puts in the envelope's `code`
 * with HTTP 200, 413/414/431 a request too large, 429 too many requests, 502 an outside service
 * answered with a refusal we did not expect, 503 an outside service (or a subgraph) cannot be
 * reached now. 500 is only ever a bug.
 */
export type HttpStatus = 400 | 401 | 403 | 404 | 408 | 409 | 410 | 411 | 413 | 414 | 429 | 431 | 500 | 502 | 503;

interface CodeInfo {
  status: HttpStatus;
  /** When a client sees it (Korean messages travel with each error; this is for developers). */
  meaning: string;
}

const domain = <const T extends Record<string, CodeInfo>>(codes: T): T => codes;

/** Any domain: authentication, permission, input, absence, conflicts of uniqueness, abuse limits, the request itself. */
export const COMMON_ERRORS = domain({
  UNAUTHENTICATED: { status: 401, meaning: 'no token, or a token that is expired, forged or revoked' },
  FORBIDDEN: { status: 403, meaning: 'the caller may not do this, or it is not theirs' },
  BAD_USER_INPUT: { status: 400, meaning: 'input refused; `extensions.fields` names each field the client sent' },
  NOT_FOUND: { status: 404, meaning: 'no such thing (or not visible to the caller)' },
  CONFLICT: { status: 409, meaning: 'a uniqueness rule (a nickname, a key reused with other arguments)' },
  RATE_LIMITED: { status: 429, meaning: 'too many attempts; `retryAfterSeconds` says when to try again' },
  QUERY_LIMIT_EXCEEDED: { status: 400, meaning: 'a GraphQL operation over a depth, alias, cost, token, length or item limit' },
  INTROSPECTION_DISABLED: { status: 400, meaning: 'schema introspection in production' },
  BAD_REQUEST: { status: 400, meaning: 'a malformed request (not JSON, not GraphQL)' },
  GRAPHQL_PARSE_FAILED: { status: 400, meaning: 'the GraphQL document does not parse' },
  GRAPHQL_VALIDATION_FAILED: { status: 400, meaning: 'the GraphQL document does not fit the schema' },
  PERSISTED_QUERY_NOT_FOUND: { status: 400, meaning: 'an automatic persisted query the gateway does not know yet (send the query)' },
  PERSISTED_QUERY_NOT_SUPPORTED: { status: 400, meaning: 'persisted queries are off' },
  OPERATION_RESOLUTION_FAILURE: { status: 400, meaning: 'the operation name is not in the document' },
  URI_TOO_LONG: { status: 414, meaning: 'a request target over 8 KB' },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'a body over its limit' },
  HEADERS_TOO_LARGE: { status: 431, meaning: 'a request line and headers over 16 KB' },
  REQUEST_TIMEOUT: { status: 408, meaning: 'the request did not arrive in time' },
  SERVICE_UNAVAILABLE: { status: 503, meaning: 'a part of the shop cannot be reached now; retry later' },
  INTERNAL_SERVER_ERROR: { status: 500, meaning: 'a bug (logged; the text is generic)' },
});

/** Accounts, sign-in, SMS verification, social login, devices (commerce). */
export const ACCOUNT_ERRORS = domain({
  SMS_CODE_MISMATCH: { status: 400, meaning: 'the SMS code is not the one sent' },
  SMS_CODE_EXPIRED: { status: 400, meaning: 'the SMS code is past its time' },
  SMS_ATTEMPTS_EXCEEDED: { status: 429, meaning: 'too many wrong codes for one SMS' },
  SMS_VERIFICATION_INVALID: { status: 400, meaning: 'a verification token that is missing, used or for another purpose' },
  SMS_SEND_FAILED: { status: 502, meaning: 'the SMS provider (Solapi) refused the message' },
  SMS_UNAVAILABLE: { status: 503, meaning: 'the SMS provider (Solapi) cannot be reached' },
  PASSWORD_MISMATCH: { status: 400, meaning: "the current password given is not the account's" },
  PHONE_NOT_REGISTERED: { status: 404, meaning: 'no account has this phone number' },
  PHONE_REQUIRED: { status: 400, meaning: 'the account needs a verified phone for this' },
  GUARDIAN_CONSENT_REQUIRED: { status: 400, meaning: 'under 14: a guardian must consent' },
  GUEST_ACCOUNT: { status: 403, meaning: 'guests cannot do this; sign up first' },
  SOCIAL_LOGIN_FAILED: { status: 400, meaning: 'the provider refused the authorization code' },
  SOCIAL_SIGNUP_EXPIRED: { status: 400, meaning: 'the token a social login gave (to sign up, or to restore a dormant account) is past its time or not ours' },
  SOCIAL_LOGIN_UNAVAILABLE: { status: 503, meaning: 'Kakao or Naver cannot be reached' },
  ACCOUNT_RESTRICTED: { status: 403, meaning: 'the account (or its writing) is restricted by an operator; the message says why and until when' },
  DORMANT_ACCOUNT: { status: 403, meaning: 'the account is dormant (a year without login): an SMS check of its phone restores it' },
});

/** Catalog, shopper lists, cart, address book (commerce). */
export const SHOPPING_ERRORS = domain({
  SOLD_OUT: { status: 409, meaning: 'the product or option is sold out or not on sale' },
  OUT_OF_STOCK: { status: 409, meaning: 'the stock cannot cover the quantity; `fields` names the line' },
  CART_LIMIT: { status: 409, meaning: 'the cart holds its maximum of lines' },
  CART_QUANTITY_LIMIT: { status: 409, meaning: 'a line holds its maximum quantity' },
  COMPARE_LIMIT: { status: 409, meaning: 'the compare list is full' },
  ADDRESS_LIMIT: { status: 409, meaning: 'the address book is full' },
  ADDRESS_SEARCH_REFUSED: { status: 502, meaning: "the road-address search API refused our request (its key E0001/E0014, or a code we do not know); the keyword's own errors are BAD_USER_INPUT" },
  ADDRESS_SEARCH_UNAVAILABLE: { status: 503, meaning: 'the road-address search API cannot be reached, timed out or answered -999' },
});

/** Content, events, questions, files (commerce). */
export const CONTENT_ERRORS = domain({
  EVENT_NOT_OPEN: { status: 409, meaning: 'the event is not running' },
  QUESTION_ANSWERED: { status: 409, meaning: 'an answered question cannot be changed' },
  FILE_TOO_LARGE: { status: 400, meaning: 'a file over 10 MB' },
  UNSUPPORTED_FILE_TYPE: { status: 400, meaning: 'not a JPG, PNG, WEBP, GIF or PDF' },
});

/** Orders, gifts and parcel tracking (commerce). */
export const ORDER_ERRORS = domain({
  ORDER_STATUS_CONFLICT: { status: 409, meaning: "the order's status does not allow this change (the transitions table)" },
  ORDER_NOT_PAYABLE: { status: 409, meaning: 'the order is not waiting for a payment' },
  ORDER_NOT_FINISHED: { status: 409, meaning: 'only a finished order can be hidden' },
  RETURN_PERIOD_OVER: { status: 409, meaning: 'past the days a return or exchange may be asked' },
  GIFT_ADDRESS_MISSING: { status: 409, meaning: 'a gift cannot ship before its receiver enters the address' },
  GIFT_ADDRESS_CLOSED: { status: 409, meaning: 'a gift that shipped or was cancelled keeps its address' },
  TRACKING_UNAVAILABLE: { status: 503, meaning: 'the parcel tracking service cannot be reached' },
});

/** Payments through the payment gateway (commerce). */
export const PAYMENT_ERRORS = domain({
  AMOUNT_MISMATCH: { status: 409, meaning: 'the paid amount is not the order total; the payment was given back' },
  PAYMENT_FAILED: { status: 409, meaning: 'the gateway says the payment failed' },
  PAYMENT_NOT_COMPLETED: { status: 409, meaning: 'the payment is not finished (or was cancelled) at the gateway' },
  PAYMENT_REFUSED: { status: 502, meaning: 'the gateway refused our request' },
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 503, meaning: 'the payment gateway cannot be reached' },
});

/** Reviews and ratings (commerce; issue 19). A review by someone who did not buy the line is FORBIDDEN. */
export const REVIEW_ERRORS = domain({
  REVIEW_NOT_CONFIRMED: { status: 409, meaning: 'the order line is not a confirmed purchase (yet, or it was cancelled or returned)' },
  REVIEW_EXISTS: { status: 409, meaning: 'the order line has its review already (one per line)' },
  REVIEW_OWN_HELPFUL: { status: 409, meaning: 'a member marks their own review 도움돼요' },
});

/** Points (적립금; commerce; issue 19). */
export const POINT_ERRORS = domain({
  POINTS_INSUFFICIENT: { status: 409, meaning: 'the live points do not cover the amount; `balance` says what does' },
  POINTS_BELOW_MINIMUM: { status: 409, meaning: 'the balance is under POINTS_MIN_BALANCE, below which points are not spent' },
  POINTS_OVER_LIMIT: { status: 409, meaning: 'more than this order can take (`usable`): goods after discounts, the payment minimum left' },
});

/** Coupons (commerce; issue 19): the spec answers 410 and 411 in the envelope's `code` with HTTP 200; 409 is an HTTP 409. */
export const COUPON_ERRORS = domain({
  COUPON_GONE: { status: 410, meaning: 'expired, used up or withdrawn' },
  COUPON_CONDITIONS_NOT_MET: { status: 411, meaning: "this order does not meet the coupon's conditions" },
  COUPON_STATUS_CONFLICT: { status: 409, meaning: 'the coupon or its order is in a state that refuses the change (a live order holds it, a payment of the order is under way)' },
});

/** Card billing and subscriptions (정기결제, 정기배송; commerce; issue 19). */
export const BILLING_ERRORS = domain({
  BILLING_NOT_CERTIFIED: { status: 409, meaning: 'the member has not done the billing 본인인증 (an SMS code to the account phone)' },
  BILLING_CARD_LIMIT: { status: 409, meaning: 'the member holds the maximum of registered cards' },
  BILLING_CARD_NOT_REGISTERED: { status: 409, meaning: 'the gateway holds no billing key for the registration (the window was closed or refused)' },
  BILLING_CARD_IN_USE: { status: 409, meaning: 'a live subscription charges this card' },
  SUBSCRIPTION_LIMIT: { status: 409, meaning: 'the member holds the maximum of live subscriptions' },
  SUBSCRIPTION_EXISTS: { status: 409, meaning: 'a live subscription of this product and option exists' },
  SUBSCRIPTION_STATUS_CONFLICT: { status: 409, meaning: "the subscription's status does not allow this change" },
});

/** Family profiles, tracking, health apps (nutrition). */
export const NUTRITION_ERRORS = domain({
  PROFILE_LIMIT: { status: 409, meaning: 'the account holds its maximum of family profiles' },
  HEALTH_APP_REFUSED: { status: 400, meaning: 'the health app refused the authorization; link it again' },
  HEALTH_APP_UNAVAILABLE: { status: 503, meaning: 'the health app cannot be reached' },
});

/** Influencer channels: catalog, combinations, group buying, community, visits (partners; issue 20). */
export const PARTNER_ERRORS = domain({
  CHANNEL_REQUIRED: { status: 409, meaning: 'the caller runs no channel (become an influencer first)' },
  CHANNEL_LIMIT: { status: 409, meaning: 'the channel holds its maximum of something (categories, products in a category, combination lines, images)' },
  COOPERATE_STATUS_CONFLICT: { status: 409, meaning: "the group-buying event's status does not allow this change (the transitions table)" },
  COOPERATE_NOT_OPEN: { status: 409, meaning: 'the group-buying event is not open (not yet, or over)' },
  COOPERATE_FULL: { status: 409, meaning: 'the group-buying event has its maximum of participants' },
});

/** Terms, privacy policy and members' consents (commerce; issue 21; docs/decisions/terms-and-consent.md). */
export const TERMS_ERRORS = domain({
  TERMS_AGREEMENT_REQUIRED: { status: 400, meaning: 'a required agreement (이용약관, 개인정보 수집·이용) is missing, refused or withdrawn; `fields` names `agreements.<KIND>`' },
  TERMS_VERSION_OUTDATED: { status: 409, meaning: 'the version agreed to is not the one in effect now (a new version took effect while the form was open): show the new text and ask again' },
  TERMS_NOTICE_TOO_SHORT: { status: 400, meaning: 'a new version must be announced 7 days ahead, 30 if it disadvantages members; `fields` names `effectiveOn`' },
  TERMS_NOTICE_IN_USE: { status: 409, meaning: 'the notice announces a version of a legal text not yet in effect: it cannot be deleted before that day' },
});

/** Every domain's set, by name (the registry `errorStatus` reads and the docs list). */
export const ERROR_DOMAINS = {
  common: COMMON_ERRORS,
  accounts: ACCOUNT_ERRORS,
  shopping: SHOPPING_ERRORS,
  content: CONTENT_ERRORS,
  orders: ORDER_ERRORS,
  payments: PAYMENT_ERRORS,
  reviews: REVIEW_ERRORS,
  points: POINT_ERRORS,
  coupons: COUPON_ERRORS,
  billing: BILLING_ERRORS,
  nutrition: NUTRITION_ERRORS,
  partners: PARTNER_ERRORS,
  terms: TERMS_ERRORS,
} as const;

type Domains = typeof ERROR_DOMAINS;
/** The closed set of every code the shop may answer. */
export type ErrorCode = { [D in keyof Domains]: keyof Domains[D] }[keyof Domains] & string;

const STATUS: ReadonlyMap<string, HttpStatus> = new Map(Object.values(ERROR_DOMAINS).flatMap((codes) => Object.entries(codes).map(([code, info]) => [code, (info as CodeInfo).status])));

export const isErrorCode = (code: string): code is ErrorCode => STATUS.has(code);

/** The HTTP status of a code; undefined for a string that is no code of ours (a bug the REST edge answers 500). */
export function errorStatus(code: string): HttpStatus | undefined {
  return STATUS.get(code);
}

/**
 * Statuses the spec answers in the REST envelope's `code` with HTTP 200 (coupon refusals; spec
 * section 8: the web shows the message in a dialog with 확인).
 */
export const ENVELOPE_ONLY_STATUSES: ReadonlySet<HttpStatus> = new Set<HttpStatus>([410, 411]);

/** Every code with its domain, HTTP status and meaning, in the order of the domains above. */
export function errorCatalog(): { code: ErrorCode; domain: keyof Domains; status: HttpStatus; meaning: string }[] {
  return (Object.entries(ERROR_DOMAINS) as [keyof Domains, Record<string, CodeInfo>][]).flatMap(([domainName, codes]) =>
    Object.entries(codes).map(([code, info]) => ({ code: code as ErrorCode, domain: domainName, status: info.status, meaning: info.meaning })),
  );
}

/** The codes as a list (the GraphQL enum `ErrorCode` is made of it). */
export const ERROR_CODES = errorCatalog().map((entry) => entry.code);
export const ERROR_DOMAIN_NAMES = Object.keys(ERROR_DOMAINS) as (keyof Domains)[];
