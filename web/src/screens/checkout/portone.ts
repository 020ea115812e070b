/**
 * PortOne v1's browser SDK (iamport.js: `IMP.init(merchantCode)`, `IMP.request_pay(request,
 * callback)`), as the shop's payment window page uses it (docs/decisions/selling.md, "The real
 * gateway's window"). The server builds the request's parameters (the adapter's checkout URL,
 * `http.ts`); this page only hands them to the SDK and sends the browser back the way the
 * gateway's own redirect would (imp_uid, merchant_uid, imp_success, error_msg; customer_uid for a
 * card registration), so the result page verifies the payment with the server as it always does.
 */
export interface PortOneRequest {
  pg: string;
  pay_method: string;
  merchant_uid: string;
  amount: number;
  name: string;
  buyer_name: string;
  buyer_tel: string;
  m_redirect_url: string;
  notice_url?: string;
  customer_uid?: string;
}

export interface PortOneResponse {
  success?: boolean;
  imp_uid?: string | null;
  merchant_uid?: string;
  error_msg?: string | null;
}

export interface PortOneSdk {
  init(merchantCode: string): void;
  request_pay(request: PortOneRequest, callback: (response: PortOneResponse) => void): void;
}

const REQUIRED = ['pg', 'pay_method', 'merchant_uid', 'amount', 'name', 'm_redirect_url'] as const;

/** The request from the page's query (what the server put there), or null when it is not a whole one. */
export function requestFrom(params: URLSearchParams): PortOneRequest | null {
  if (REQUIRED.some((name) => !params.get(name))) return null;
  const amount = Number(params.get('amount'));
  if (!Number.isInteger(amount) || amount < 0) return null;
  let redirect: URL;
  try {
    redirect = new URL(params.get('m_redirect_url')!);
  } catch {
    return null;
  }
  // The browser only ever comes back to this shop.
  if (redirect.origin !== window.location.origin) return null;
  return {
    pg: params.get('pg')!,
    pay_method: params.get('pay_method')!,
    merchant_uid: params.get('merchant_uid')!,
    amount,
    name: params.get('name')!,
    buyer_name: params.get('buyer_name') ?? '',
    buyer_tel: params.get('buyer_tel') ?? '',
    m_redirect_url: redirect.toString(),
    ...(params.get('notice_url') ? { notice_url: params.get('notice_url')! } : {}),
    ...(params.get('customer_uid') ? { customer_uid: params.get('customer_uid')! } : {}),
  };
}

/** Where the SDK's answer sends the browser: the redirect URL with the gateway's own parameters. */
export function backUrl(request: PortOneRequest, response: PortOneResponse): string {
  const back = new URL(request.m_redirect_url);
  if (response.imp_uid) back.searchParams.set('imp_uid', response.imp_uid);
  back.searchParams.set('merchant_uid', response.merchant_uid ?? request.merchant_uid);
  if (request.customer_uid) back.searchParams.set('customer_uid', request.customer_uid);
  back.searchParams.set('imp_success', String(response.success === true));
  if (response.success !== true && response.error_msg) back.searchParams.set('error_msg', response.error_msg);
  return back.toString();
}

/** Loads the SDK script once and resolves with `window.IMP`. */
export function loadPortOne(sdkUrl: string): Promise<PortOneSdk> {
  const existing = (window as { IMP?: PortOneSdk }).IMP;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.onload = () => {
      const sdk = (window as { IMP?: PortOneSdk }).IMP;
      if (sdk) resolve(sdk);
      else reject(new Error('PortOne SDK loaded without IMP'));
    };
    script.onerror = () => reject(new Error(`PortOne SDK could not be loaded from ${sdkUrl}`));
    document.head.appendChild(script);
  });
}

/** Opens the gateway's window; on a desktop the SDK calls back here, on a phone it redirects by itself. */
export function openPortOneWindow(sdk: PortOneSdk, merchantCode: string, request: PortOneRequest, go: (url: string) => void): void {
  sdk.init(merchantCode);
  sdk.request_pay(request, (response) => go(backUrl(request, response)));
}
