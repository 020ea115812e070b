import { AppError } from '@shop/kit';

/** External health apps a member can link (the interlock screens of spec section 7). */
export const HEALTH_APP_PROVIDERS = ['samsung_health', 'apple_health', 'health_connect'] as const;
export type HealthAppProvider = (typeof HEALTH_APP_PROVIDERS)[number];

export interface HealthAppNutrient {
  code: string;
  amount: number;
  unit: string;
}

export interface HealthAppSupplement {
  externalId: string;
  name: string;
  nutrients: HealthAppNutrient[];
}

export interface HealthAppClient {
  readonly name: 'sandbox' | 'http';
  /** OAuth-style authorization-code exchange; a code the app refuses throws HEALTH_APP_REFUSED. */
  exchangeCode(provider: HealthAppProvider, code: string): Promise<{ externalUserId: string; accessToken: string }>;
  /** The supplements the person keeps in the app. */
  listSupplements(provider: HealthAppProvider, accessToken: string): Promise<HealthAppSupplement[]>;
}

/** The app refused us (bad code or token): the person has to authorise again. */
export const HealthAppRefused = () => new AppError('HEALTH_APP_REFUSED', '건강 앱 인증에 실패했습니다. 앱에서 다시 연동해주세요.');
/** The app did not answer or answered nonsense: worth retrying later. */
export const HealthAppUnavailable = () => new AppError('HEALTH_APP_UNAVAILABLE', '건강 앱에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.');
