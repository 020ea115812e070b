import type { ModuleDefinition } from '@shop/kit';
import { SocialResolver } from './social.resolver.js';

/** Kakao and Naver login through the OAuth adapter. */
export const socialModule: ModuleDefinition = {
  name: 'social',
  resolvers: [SocialResolver],
};
