import { readFileSync } from 'node:fs';
import { ApolloGateway, LocalGraphQLDataSource, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Loaders, buildFederatedSchema, type Context } from '@shop/kit';
import { openTestOrm } from '@shop/kit/testing.js';
import { commerce } from '../../subgraphs/commerce/src/schema.js';
import { seedCatalog } from '../../subgraphs/commerce/src/catalog/catalog.seed.js';
import { nutrition } from '../../subgraphs/nutrition/src/schema.js';
import { seedProductNutrients } from '../../subgraphs/nutrition/src/product-nutrients/product-nutrients.seed.js';

/**
 * Product.images through the composed supergraph: commerce draws the label panel from nutrition's
 * facts, which the gateway fetches first and hands over with the key (@requires). Both subgraphs
 * run in-process behind a real ApolloGateway query planner.
 */
const orms: Awaited<ReturnType<typeof openTestOrm>>[] = [];
let server: ApolloServer | null = null;

beforeAll(async () => {
  const schemas = new Map<string, { schema: Awaited<ReturnType<typeof buildFederatedSchema>>['schema']; orm: Awaited<ReturnType<typeof openTestOrm>> }>();
  for (const definition of [commerce, nutrition]) {
    const orm = await openTestOrm(definition.database);
    orms.push(orm);
    schemas.set(definition.name, { schema: (await buildFederatedSchema(definition)).schema, orm });
  }
  await seedCatalog(schemas.get('commerce')!.orm.em.fork());
  await seedProductNutrients(schemas.get('nutrition')!.orm.em.fork());
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(new URL('../../schema/supergraph.graphql', import.meta.url), 'utf8'),
    buildService: ({ name }) => {
      const local = schemas.get(name);
      // The query below never reaches the other subgraphs.
      if (!local) return new RemoteGraphQLDataSource({ url: 'http://127.0.0.1:9/unused' });
      const { schema, orm } = local;
      const source = new LocalGraphQLDataSource<Record<string, unknown>>(schema);
      const process = source.process.bind(source);
      // Each subgraph call gets its own request context, as over HTTP.
      source.process = (options) => {
        const context: Context = { em: orm.em.fork() as Context['em'], identity: null, loaders: new Loaders(), requestId: 'test', idempotencyKey: null };
        return process({ ...options, context: context as unknown as Record<string, unknown> });
      };
      return source;
    },
  });
  const started = new ApolloServer({ gateway });
  await started.start();
  server = started;
}, 60_000);
afterAll(async () => {
  await server?.stop();
  for (const orm of orms) await orm.close(true);
});

type Result = { product: { name: string; imageUrl: string; nutrientFacts: { name: string; amount: number; unit: string }[]; images: { kind: string; alt: string; url: string }[] } };

describe('Product.images through the gateway', () => {
  it("draws the 영양·기능정보 panel from the product's own nutrition facts", async () => {
    const response = await server!.executeOperation({ query: '{ product(id: "6") { name imageUrl nutrientFacts { name amount unit } images { kind alt url } } }' });
    if (response.body.kind !== 'single') throw new Error('incremental responses are not used');
    const { data, errors } = response.body.singleResult as { data: Result; errors?: unknown };
    expect(errors).toBeUndefined();
    const { product } = data;
    expect(product.nutrientFacts.length).toBeGreaterThan(0);
    expect(product.images.map((i) => i.kind)).toEqual(['front', 'nutrition', 'info']);
    expect(product.images[0].url).toBe(product.imageUrl);
    const label = decodeURIComponent(product.images[1].url.slice(product.images[1].url.indexOf(',') + 1));
    for (const fact of product.nutrientFacts) {
      expect(label).toContain(`>${fact.name}</text>`);
      expect(label).toContain(`>${fact.amount.toLocaleString('ko-KR')} ${fact.unit}</text>`);
    }
  });
});
