import type { ModuleDefinition } from '@shop/kit';
import { nutritionLifecycle } from '../lifecycle.js';
import { ProfilesResolver, UserProfilesResolver, references } from './profiles.resolver.js';
import { User } from './profile.types.js';
import { profilesConstraints } from './profiles.constraints.js';
import { seedDemoProfiles } from './profiles.seed.js';

/** Family profiles and their life stage (`User.profiles`); what nutrition removes when an account or a profile goes (lifecycle.ts). */
export const profilesModule: ModuleDefinition = {
  name: 'profiles',
  resolvers: [ProfilesResolver, UserProfilesResolver],
  references,
  orphanedTypes: [User],
  constraints: profilesConstraints,
  seed: seedDemoProfiles,
  lifecycle: nutritionLifecycle,
};
