import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the push-token constraints (registering is an upsert by token). */
export const devicesConstraints: Record<string, ConstraintMeaning> = {
  device_tokens_token_unique: { field: 'token', message: '이미 등록된 푸시 토큰입니다.' },
  device_tokens_platform_check: { field: 'platform', message: '플랫폼은 ios, android, web 중 하나입니다.' },
};
