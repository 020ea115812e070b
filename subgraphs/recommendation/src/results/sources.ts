import { AppError, callSubgraph, isErrorCode, SubgraphRefused, SubgraphUnavailable, type Identity } from '@shop/kit';
import type { CandidateProduct, LabelInput, OutlookInput } from './scoring.js';

/**
 * What a recommendation reads from the other subgraphs, each through the kit's system client
 * (issue 16: one way to call another subgraph), as the member who asked (so their ownership rules
 * hold there): nutrition's view of the profile and product labels, commerce's cart and products.
 */
export interface ProfileFacts {
  id: string;
  userId: string;
  name: string;
  gender: number;
  birthday: string;
}

const NUTRITION_TIMEOUT_MS = 5000;

/** A refusal from another subgraph is passed on as it was given (its code and Korean message); an unreachable one is a 503. */
async function call<T>(target: 'nutrition' | 'commerce', identity: Identity | null, query: string, variables: Record<string, unknown>): Promise<T> {
  try {
    return await callSubgraph<T>(target, { query, variables, identity, timeoutMs: NUTRITION_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof SubgraphRefused) throw new AppError(error.code && isErrorCode(error.code) ? error.code : 'BAD_USER_INPUT', error.reason);
    if (error instanceof SubgraphUnavailable) throw new AppError('SERVICE_UNAVAILABLE', '잠시 후 다시 시도해주세요.');
    throw error;
  }
}

export async function profileFacts(identity: Identity, profileId: string): Promise<ProfileFacts> {
  const data = await call<{ profile: ProfileFacts }>('nutrition', identity, 'query($id: ID!) { profile(id: $id) { id userId name gender birthday } }', { id: profileId });
  return data.profile;
}

/** What nutrition says of the profile for a recommendation: whose it is, the outlook, and the labels of the products asked about (the cart's). */
export interface ProfileOutlook {
  profile: ProfileFacts;
  /** The profile's own pregnant_type setting (2 planning/pregnancy standard, 4 nursing). */
  ownPregnantType: number | null;
  outlook: OutlookInput;
  labels: Map<string, LabelInput>;
}

/** One call: the profile's owner, birthday and sex, its outlook under `lifeStage`, and the labels of `productIds`. */
export async function outlookOf(identity: Identity, profileId: string, lifeStage: string | null, productIds: string[]): Promise<ProfileOutlook> {
  const data = await call<{
    nutrientOutlook: Omit<OutlookInput, 'days'> & {
      profileId: string;
      userId: string;
      ownPregnantType: number | null;
      name: string;
      gender: number;
      birthday: string;
      from: string;
      to: string;
      productLabels: ({ productId: string } & LabelInput)[];
    };
  }>(
    'nutrition',
    identity,
    `query($profileId: ID!, $lifeStage: String, $productIds: [ID!]) { nutrientOutlook(profileId: $profileId, lifeStage: $lifeStage, productIds: $productIds) {
        profileId userId ownPregnantType name gender birthday from to loggedDays
        nutrients { code name unit min max loggedDays measuredDays shortDays shortDates averageIntake averagePercent short foods regimenDaily }
        regimen { code daily unit } limits { code name min max unit }
        productLabels { productId nutrients { code amount unit } contents } } }`,
    { profileId, lifeStage, productIds },
  );
  const { profileId: id, userId, ownPregnantType, name, gender, birthday, from, to, productLabels, ...rest } = data.nutrientOutlook;
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return {
    profile: { id, userId, name, gender, birthday },
    ownPregnantType,
    outlook: { ...rest, days },
    labels: new Map(productLabels.map(({ productId, ...label }) => [productId, label])),
  };
}

export async function cartProductIds(identity: Identity): Promise<string[]> {
  // Which products only: the cart screen's prices, stock and delivery quote are not needed here.
  const data = await call<{ myCartProductIds: string[] }>('commerce', identity, '{ myCartProductIds }', {});
  return data.myCartProductIds;
}

/**
 * The candidates of a set of nutrients are the same for every member for a while (the catalog's
 * labels, prices and statuses change slowly; who may have which is decided afterwards, per member,
 * by the pure scoring): kept CANDIDATES_TTL_MS per set, at most CANDIDATE_SETS sets.
 */
const CANDIDATES_TTL_MS = 60_000;
const CANDIDATE_SETS = 500;
const candidateCache = new Map<string, { at: number; products: Promise<CandidateProduct[]> }>();

/** Candidate products for the nutrients: the newest `perNutrient` with each on their label, with commerce's price, formulation, status (cached: CANDIDATES_TTL_MS). */
export function candidates(codes: string[], perNutrient: number): Promise<CandidateProduct[]> {
  const key = `${[...codes].sort().join(',')}/${perNutrient}`;
  const cached = candidateCache.get(key);
  if (cached && Date.now() - cached.at < CANDIDATES_TTL_MS) return cached.products;
  const products = readCandidates(codes, perNutrient);
  if (candidateCache.size >= CANDIDATE_SETS) candidateCache.delete(candidateCache.keys().next().value!);
  candidateCache.set(key, { at: Date.now(), products });
  products.catch(() => candidateCache.delete(key));
  return products;
}

/** Tests that change labels or prices between submissions read afresh. */
export function forgetCandidates(): void {
  candidateCache.clear();
}

async function readCandidates(codes: string[], perNutrient: number): Promise<CandidateProduct[]> {
  if (!codes.length) return [];
  const found = await call<{ productsWithNutrients: { code: string; labels: ({ productId: string } & LabelInput)[] }[] }>(
    'nutrition',
    null,
    'query($codes: [String!]!, $per: Int!) { productsWithNutrients(codes: $codes, perNutrient: $per) { code labels { productId nutrients { code amount unit } contents } } }',
    { codes, per: perNutrient },
  );
  const labels = new Map(found.productsWithNutrients.flatMap((p) => p.labels.map(({ productId, ...label }) => [productId, label] as const)));
  if (!labels.size) return [];
  const catalog = await call<{ productsByIds: { id: string; name: string; salePrice: number; formulation: string; status: string; popularity: number }[] }>(
    'commerce',
    null,
    'query($ids: [ID!]!) { productsByIds(ids: $ids) { id name salePrice formulation status popularity } }',
    { ids: [...labels.keys()] },
  );
  return catalog.productsByIds.map((p) => ({ ...p, label: labels.get(p.id) ?? { nutrients: [], contents: [] } }));
}
