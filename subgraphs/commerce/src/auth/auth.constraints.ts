import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the refresh tokens' constraint (a token is random: a clash is a retry). */
export const authConstraints: Record<string, ConstraintMeaning> = {
  refresh_tokens_token_hash_unique: { field: 'refreshToken', message: '로그인 정보를 만들지 못했습니다. 다시 시도해주세요.', code: 'CONFLICT' },
};
