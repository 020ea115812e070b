import type { EntityManager } from '@mikro-orm/postgresql';
import { callSubgraph, type Identity } from '@shop/kit';

/**
 * Who a file's target belongs to, and so who may attach to it and see its files.
 * - `product`, `content`, `event`: shop pages; only admins attach; everyone sees.
 * - `question`: a product question; its writer attaches; everyone sees unless the question is
 *   secret (then its writer and admins, as the question itself).
 * - `inquiry`: a one-to-one inquiry; its writer attaches and sees (admins too).
 * - `user`: the account itself.
 * - `meal`, `body`, `profile`: a family profile's photos (the web attaches meal and body photos
 *   to the profile they are for); the account owning the profile, which nutrition knows: commerce
 *   asks the nutrition subgraph with the system identity.
 * - `review`: a product review's photos; its writer attaches (reviews.service writes them with
 *   the review); everyone sees them, as the review itself.
 */
export interface Target {
  /** The account owning the target (null for shop pages). */
  ownerUserId: string | null;
  /** Everyone may see its files (shop pages, questions that are not secret). */
  public: boolean;
}

const SHOP_PAGES = new Set(['product', 'content', 'event']);
/** Targets whose files everyone sees: shop pages and reviews. */
const PUBLIC_TARGETS = new Set([...SHOP_PAGES, 'review']);

/** Shop pages' and reviews' files are public (cached URLs); every other target's are private (signed URLs; kit file-urls.ts). */
export const isPublicOwnerType = (ownerType: string): boolean => PUBLIC_TARGETS.has(ownerType);

export async function targetOf(em: EntityManager, ownerType: string, ownerId: string): Promise<Target | null> {
  if (SHOP_PAGES.has(ownerType)) return { ownerUserId: null, public: true };
  if (!/^[1-9][0-9]{0,18}$/.test(ownerId)) return null;
  switch (ownerType) {
    case 'question': {
      const [row] = await em.execute<{ user_id: string; secret: boolean }[]>('select user_id, secret from commerce.product_questions where id = ?', [ownerId]);
      return row ? { ownerUserId: String(row.user_id), public: !row.secret } : null;
    }
    case 'review': {
      const [row] = await em.execute<{ user_id: string }[]>('select user_id from commerce.reviews where id = ?', [ownerId]);
      return row ? { ownerUserId: String(row.user_id), public: true } : null;
    }
    case 'inquiry': {
      const [row] = await em.execute<{ user_id: string }[]>('select user_id from commerce.inquiries where id = ? and deleted_at is null', [ownerId]);
      return row ? { ownerUserId: String(row.user_id), public: false } : null;
    }
    case 'user': {
      const [row] = await em.execute<{ id: string }[]>('select id from commerce.users where id = ? and left_at is null', [ownerId]);
      return row ? { ownerUserId: String(row.id), public: false } : null;
    }
    case 'meal':
    case 'body':
    case 'profile': {
      const owner = await profileOwner(ownerId);
      return owner ? { ownerUserId: owner, public: false } : null;
    }
    default:
      return null;
  }
}

/** May `identity` attach to the target? Admins may attach anywhere; shop pages are admins' only. */
export function mayAttach(identity: Identity, ownerType: string, target: Target): boolean {
  if (identity.role === 'admin') return true;
  if (SHOP_PAGES.has(ownerType)) return false;
  return target.ownerUserId === identity.userId;
}

/** May the caller (null = anonymous) see the target's files? */
export function maySee(identity: Identity | null, target: Target): boolean {
  return target.public || identity?.role === 'admin' || (!!identity && target.ownerUserId === identity.userId);
}

/** The account owning a nutrition profile, asked of the nutrition subgraph (null when there is none). */
async function profileOwner(profileId: string): Promise<string | null> {
  const data = await callSubgraph<{ _entities: ({ userId: string } | null)[] }>('nutrition', {
    query: 'query ($r: [_Any!]!) { _entities(representations: $r) { ... on Profile { userId } } }',
    variables: { r: [{ __typename: 'Profile', id: profileId }] },
  });
  return data._entities[0]?.userId ?? null;
}
