/** Test helpers for the shop window: commerce as a real HTTP subgraph (as `npm start` runs it), channels and products of the test's own. */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { startSubgraph, type Identity, type RunningSubgraph } from '@shop/kit';
import { openTestOrm, testIdentity, unique } from '@shop/kit/testing.js';
import { commerce } from '../../../commerce/src/schema.js';
import { createTestProduct } from '../../../commerce/src/catalog/catalog.testing.js';
import { ProductOptionEntity, type Product } from '../../../commerce/src/catalog/catalog.entities.js';
import { ChannelEntity, type Channel } from '../channels/channel.entity.js';

export interface CommerceForTests {
  em(): EntityManager;
  /** A product of the test's own with one option (`기본`, no extra price) unless told. */
  product(overrides?: Parameters<typeof createTestProduct>[1]): Promise<Product & { optionId: string }>;
  /** Another option of a product, with its extra price. */
  option(productId: string, extraPrice: number): Promise<string>;
  close(): Promise<void>;
}

/**
 * Commerce listening on a free port, reached through SUBGRAPH_COMMERCE_URL as in `npm start`
 * (startTestSubgraph starts only the subgraph under test, in-process).
 */
export async function startCommerce(): Promise<CommerceForTests> {
  const orm: MikroORM = await openTestOrm(commerce.database);
  const server: RunningSubgraph = await startSubgraph(commerce, orm, 0);
  process.env.SUBGRAPH_COMMERCE_URL = server.url;
  const em = () => orm.em.fork() as EntityManager;
  return {
    em,
    async product(overrides = {}) {
      const product = await createTestProduct(em(), overrides);
      const [option] = await em().find(ProductOptionEntity, { productId: product.id });
      return Object.assign(product, { optionId: option!.id });
    },
    async option(productId, extraPrice) {
      const fork = em();
      const option = fork.create(ProductOptionEntity, { productId, name: unique('옵션'), extraPrice, stock: 10 });
      await fork.flush();
      return option.id;
    },
    async close() {
      await server.stop();
      await orm.close(true);
    },
  };
}

/** An influencer with a channel of their own. */
export async function influencerWithChannel(em: EntityManager, handle = unique('shop')): Promise<{ identity: Identity; channel: Channel }> {
  const identity = testIdentity('influencer');
  const channel = em.create(ChannelEntity, { ownerUserId: identity.userId, handle, name: `${handle} 채널` });
  await em.flush();
  return { identity, channel };
}

export const CREATE_CATEGORY = 'mutation ($i: CreateChannelCategoryInput!) { createChannelCategory(input: $i) { id channelId name position } }';
export const CHANGE_CATEGORIES = 'mutation ($c: [ChannelCategoryOrderInput!]!, $ch: ID) { changeChannelCategories(categories: $c, channelId: $ch) { id name position } }';
export const DELETE_CATEGORY = 'mutation ($id: ID!) { deleteChannelCategory(id: $id) }';
export const CREATE_PRODUCT = 'mutation ($i: CreateRecommendedProductInput!) { createRecommendedProduct(input: $i) { id categoryId productId comment position } }';
export const EDIT_PRODUCT = 'mutation ($i: EditRecommendedProductInput!) { editRecommendedProduct(input: $i) { id comment position } }';
export const DELETE_PRODUCT = 'mutation ($id: ID!) { deleteRecommendedProduct(id: $id) }';
export const REGISTER_VIDEO = 'mutation ($i: RegisterChannelVideoInput!) { registerChannelVideo(input: $i) { id title url provider position } }';
export const EDIT_LINKS = 'mutation ($l: [ChannelLinkInput!]!, $ch: ID) { editChannelLinks(links: $l, channelId: $ch) { id label url position } }';
export const REGISTER_COMBINATION =
  'mutation ($i: RegisterCombinationInput!) { registerCombination(input: $i) { id channelId categoryId name status discountRate lines { lineNo productId optionId quantity } } }';
