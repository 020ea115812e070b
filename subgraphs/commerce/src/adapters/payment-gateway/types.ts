import { PAY_METHODS, type PayMethod } from '@shop/kit/payment-gateway.js';

export { PAY_METHODS, type PayMethod };

/** The spec's payment codes: kakaopay 10001, naverpay 10002, other 19000; card, vbank and tosspay go by name. */
export const PAY_CODES = { kakaopay: 10001, naverpay: 10002, other: 19000 } as const;
export const payCodeOf = (method: PayMethod): string => String((PAY_CODES as Record<string, number>)[method] ?? method);

/** A payment as the gateway knows it (PortOne v1 `/payments/{imp_uid}`); a partly cancelled one stays `paid`. */
export interface GatewayPayment {
  impUid: string;
  merchantUid: string;
  amount: number;
  cancelAmount: number;
  status: 'ready' | 'paid' | 'cancelled' | 'failed';
  payMethod: PayMethod;
  vbank?: { bank: string; number: string; holder: string; dueAt: Date };
  paidAt: Date | null;
  failReason: string | null;
  /** The gateway's own answer, kept with the payment for the records. */
  raw: Record<string, unknown>;
}

export interface CheckoutInput {
  merchantUid: string;
  amount: number;
  name: string;
  payMethod: PayMethod;
  buyerName: string;
  buyerTel: string;
  /** Where the gateway sends the browser back (`imp_uid`, `merchant_uid`, `imp_success`, `error_msg`). */
  redirectUrl: string;
  /** Where the gateway POSTs its webhooks. */
  noticeUrl: string;
}

/** A card's billing key as the gateway keeps it (PortOne v1 `/subscribe/customers/{customer_uid}`). */
export interface BillingKey {
  customerUid: string;
  cardName: string | null;
  /** Masked by the gateway ("536148******1234"). */
  cardNumber: string | null;
  raw: Record<string, unknown>;
}

export interface CardRegistrationInput {
  /** The billing key's name, chosen by the shop (one per registered card). */
  customerUid: string;
  merchantUid: string;
  name: string;
  buyerName: string;
  buyerTel: string;
  redirectUrl: string;
}

export interface BillingChargeInput {
  customerUid: string;
  merchantUid: string;
  amount: number;
  name: string;
  buyerName: string;
  buyerTel: string;
  noticeUrl: string;
}

export interface PaymentGateway {
  /** URL of the gateway's payment page for this payment (what IMP.request_pay opens). */
  checkoutUrl(input: CheckoutInput): string;
  /** GET /payments/{imp_uid}. */
  getPayment(impUid: string): Promise<GatewayPayment>;
  /** GET /payments/find/{merchant_uid}: the newest attempt, null when there is none. */
  findByMerchantUid(merchantUid: string): Promise<GatewayPayment | null>;
  /** POST /payments/cancel: the whole remaining amount without `amount`; `checksum` = the amount still cancellable. */
  cancel(input: { impUid: string; amount?: number; reason: string; checksum?: number }): Promise<GatewayPayment>;
  /** The card registration window (IMP.request_pay with customer_uid and amount 0): the gateway stores the billing key. */
  cardRegistrationUrl(input: CardRegistrationInput): string;
  /** GET /subscribe/customers/{customer_uid}: null when no key is stored under it. */
  getBillingKey(customerUid: string): Promise<BillingKey | null>;
  /** DELETE /subscribe/customers/{customer_uid}; a key already gone is not an error. */
  deleteBillingKey(customerUid: string): Promise<void>;
  /**
   * POST /subscribe/payments/again: charges the card now. A declined card is a payment `failed`
   * with its reason (PortOne answers code 0); a refused request throws PaymentGatewayRefused.
   */
  chargeBillingKey(input: BillingChargeInput): Promise<GatewayPayment>;
}

/** The gateway could not be reached, timed out or answered 5xx: try again later. */
export class PaymentGatewayUnavailable extends Error {}

/** The gateway answered with a refusal (PortOne `code` other than 0). */
export class PaymentGatewayRefused extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The gateway has no such payment (HTTP 404). */
export class PaymentGatewayNotFound extends PaymentGatewayRefused {}
