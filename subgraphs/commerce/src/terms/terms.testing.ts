/**
 * A sign-up's agreements for tests: the required documents agreed to, in the versions in effect
 * (no version sent: the server records the one in effect). Tests of sign-up itself use it so they
 * test what they are about; terms.test.ts tests the agreements.
 */
export const AGREED = [
  { kind: 'TERMS_OF_USE', agreed: true },
  { kind: 'PRIVACY_COLLECTION', agreed: true },
] as const;
