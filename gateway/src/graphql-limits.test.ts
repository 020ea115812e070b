import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSchema,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type ValidationContext,
} from 'graphql';
import type { ApolloServer } from '@apollo/server';
import { createSubgraphServer } from '@shop/kit';
import { estimateItems, graphqlLimits, queryLimitRules, subgraphLimits, type GraphQLLimits } from '@shop/kit/graphql-limits.js';
import { createGraphQLServer, type GatewayContext } from './graphql.js';

/**
 * The GraphQL limits at the gateway: every real operation (web client, REST facade) passes them,
 * and the abusive shapes of issue 9 are refused before any subgraph is asked (no subgraph runs
 * here: a refused operation never reaches one), with code QUERY_LIMIT_EXCEEDED and Korean text.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const supergraph = join(root, 'schema/supergraph.graphql');
const apiSchema = buildSchema(readFileSync(join(root, 'schema/api.graphql'), 'utf8'));
const limits = graphqlLimits({});

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'generated' ? [] : graphqlFiles(path);
    return name.endsWith('.graphql') ? [path] : [];
  });
}

/** Every operation of a set of files, each with all the fragments of the set (they may be shared). */
function operationsOf(files: string[]): { name: string; document: DocumentNode; source: string }[] {
  const parsed = files.map((file) => ({ file, document: parse(readFileSync(file, 'utf8'), { maxTokens: limits.maxTokens }) }));
  const fragments = parsed.flatMap((p) => p.document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION));
  return parsed.flatMap(({ file, document }) =>
    document.definitions
      .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => {
        const definitions: DefinitionNode[] = [operation, ...fragments];
        const source = readFileSync(file, 'utf8');
        return { name: `${relative(root, file)}#${'name' in operation ? operation.name?.value : '?'}`, document: { kind: Kind.DOCUMENT, definitions } as DocumentNode, source };
      }),
  );
}

const rules = [...specifiedRules.filter((r) => r !== NoUnusedFragmentsRule), ...queryLimitRules(limits)];

describe('the real operations pass the limits', () => {
  const corpora = {
    web: operationsOf(graphqlFiles(join(root, 'web/src'))),
    rest: operationsOf(graphqlFiles(join(root, 'gateway/src/rest/operations'))),
  };

  for (const [corpus, operations] of Object.entries(corpora)) {
    it(`every ${corpus} operation validates against schema/api.graphql with the limits`, () => {
      expect(operations.length).toBeGreaterThan(10);
      const refused = operations.flatMap(({ name, document, source }) => {
        expect(source.length).toBeLessThanOrEqual(limits.maxLength);
        return validate(apiSchema, document, rules).map((e) => `${name}: ${e.message}`);
      });
      expect(refused).toEqual([]);
      console.log(`${corpus}: ${operations.length} operations pass the GraphQL limits`);
    });
  }

  it('with room to spare: the same operations pass at two thirds of the depth, alias and item limits', () => {
    const tight: GraphQLLimits = { ...limits, maxDepth: Math.floor((limits.maxDepth * 2) / 3), maxItems: Math.floor((limits.maxItems * 2) / 3) };
    const tightRules = [...specifiedRules.filter((r) => r !== NoUnusedFragmentsRule), ...queryLimitRules(tight)];
    const refused = [...corpora.web, ...corpora.rest].flatMap(({ name, document }) => validate(apiSchema, document, tightRules).map((e) => `${name}: ${e.message}`));
    expect(refused).toEqual([]);
  });
});

describe('configuration', () => {
  it('reads GRAPHQL_MAX_* (positive whole numbers) over the defaults', () => {
    expect(graphqlLimits({})).toEqual({ maxDepth: 10, maxAliases: 15, maxDirectives: 20, maxTokens: 2000, maxLength: 20000, maxCost: 5000, maxItems: 5000 });
    expect(graphqlLimits({ GRAPHQL_MAX_DEPTH: '12', GRAPHQL_MAX_ITEMS: '8000' })).toMatchObject({ maxDepth: 12, maxItems: 8000, maxAliases: 15 });
    expect(() => graphqlLimits({ GRAPHQL_MAX_ALIASES: 'many' })).toThrow(/GRAPHQL_MAX_ALIASES/);
    expect(() => graphqlLimits({ GRAPHQL_MAX_COST: '0' })).toThrow(/GRAPHQL_MAX_COST/);
    expect(subgraphLimits(graphqlLimits({}))).toMatchObject({ maxDepth: 12, maxAliases: 30, maxTokens: 4000 });
  });
});

/** `brand { products { items { brand { ... } } } }` repeated: a valid query `levels` deep. */
function nested(levels: number): string {
  const cycles = Math.ceil(levels / 3);
  return `{ brands { ${'products { items { brand { '.repeat(cycles)}id${' } } }'.repeat(cycles)} } }`;
}

let gateway: ApolloServer<GatewayContext>;
beforeAll(async () => {
  gateway = createGraphQLServer(supergraph, {}, limits);
  await gateway.start();
});
afterAll(() => gateway.stop());

async function ask(server: ApolloServer<any>, query: string, contextValue: Record<string, unknown> = { identity: null, requestId: 'test' }) {
  const response = await server.executeOperation({ query }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('incremental responses are not used');
  return { status: response.http.status, errors: response.body.singleResult.errors ?? [], data: response.body.singleResult.data };
}

describe('abusive operations are refused at the gateway', () => {
  it('a 150-level nested query: QUERY_LIMIT_EXCEEDED (maxDepth), HTTP 400, Korean', async () => {
    const { status, errors } = await ask(gateway, nested(150));
    expect(status).toBe(400);
    expect(errors[0]).toMatchObject({ extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit: 'maxDepth', max: limits.maxDepth } });
    expect(errors[0].message).toMatch(/^요청한 쿼리가 너무 깊습니다. 필드는 10단계까지/);
  });

  it('1,000 aliases: QUERY_LIMIT_EXCEEDED (its 5,000 tokens stop it first); 16 aliases: maxAliases', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: brands { id }`).join(' ')} }`;
    const thousand = await ask(gateway, aliases(1000));
    expect(thousand.status).toBe(400);
    expect(thousand.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_LIMIT_EXCEEDED' }) })]);
    const sixteen = await ask(gateway, aliases(16));
    expect(sixteen.status).toBe(400);
    expect(sixteen.errors).toEqual([
      { message: '요청한 쿼리에 별칭(alias)이 너무 많습니다. 별칭은 15개까지 쓸 수 있습니다 (요청: 16개).', extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit: 'maxAliases', max: 15, found: 16 } },
    ]);
  });

  it('a 1.3 MB query: QUERY_LIMIT_EXCEEDED (maxLength), before it is parsed', async () => {
    const query = `{ brands { id } } # ${'x'.repeat(1_300_000)}`;
    const { status, errors } = await ask(gateway, query);
    expect(status).toBe(400);
    expect(errors).toEqual([{ message: '요청한 쿼리가 너무 깁니다. 쿼리는 20000자까지 보낼 수 있습니다.', extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit: 'maxLength', max: 20000 } }]);
  });

  it('more tokens than allowed (short names, within the length): QUERY_LIMIT_EXCEEDED (maxTokens)', async () => {
    const query = `{ brands { ${'id '.repeat(3000)}} }`;
    expect(query.length).toBeLessThan(limits.maxLength);
    const { status, errors } = await ask(gateway, query);
    expect(status).toBe(400);
    expect(errors).toEqual([{ message: '요청한 쿼리가 너무 깁니다. 쿼리는 토큰 2000개까지 보낼 수 있습니다.', extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit: 'maxTokens', max: 2000 } }]);
  });

  it("a fan-out over all products (every brand, 100 products each, for each of them the brand's 100 products): QUERY_LIMIT_EXCEEDED (maxItems)", async () => {
    const query = `{ brands { products(limit: 100) { items { id name brand { products(limit: 100) { items { id name price } } } } } } }`;
    const { status, errors } = await ask(gateway, query);
    expect(status).toBe(400);
    expect(errors[0]).toMatchObject({ extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit: 'maxItems', max: limits.maxItems } });
    expect(errors[0].message).toMatch(/^요청한 쿼리가 너무 많은 항목을 요구합니다/);
    // The same pages asked as 1,600 aliases are refused too (aliases, length).
    const pages = `{ ${Array.from({ length: 1600 }, (_, i) => `p${i}: products(offset: ${i * 100}, limit: 100) { items { id name } }`).join(' ')} }`;
    expect((await ask(gateway, pages)).errors[0].extensions?.code).toBe('QUERY_LIMIT_EXCEEDED');
  });

  it('a chain of fragments that each spread the next twice (2^40 objects) is refused once, each fragment estimated once', async () => {
    const chain = (levels: number) =>
      `query { ...F0 } ${Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F${levels} on Query { brands { id } }`;
    // The estimate looks each fragment up once, however many times it is spread (was 2^levels).
    const document = parse(chain(20));
    let lookups = 0;
    const counting = (context: ValidationContext) => {
      const getFragment = context.getFragment.bind(context);
      context.getFragment = (name) => (lookups++, getFragment(name));
      return {
        OperationDefinition(operation: OperationDefinitionNode) {
          expect(estimateItems(context, operation.selectionSet, apiSchema.getQueryType() ?? undefined)).toBe(2 ** 20 * 10);
        },
      };
    };
    validate(apiSchema, document, [counting]);
    expect(lookups).toBe(21);
    // Through the gateway: 40 levels (the token limit allows about 190) are refused with one error.
    const { status, errors } = await ask(gateway, chain(40));
    expect(status).toBe(400);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ extensions: { code: 'QUERY_LIMIT_EXCEEDED' } });
  });

  it('the cost limit (GRAPHQL_MAX_COST) refuses a costlier operation in Korean', async () => {
    const fields = 'id name price salePrice formulation status imageUrl description popularity createdAt discountRate';
    const query = `{ products(limit: 5) { items { ${fields} brand { id name description logoUrl } } } }`;
    expect(validate(apiSchema, parse(query), rules)).toEqual([]);
    const strict = createGraphQLServer(supergraph, {}, { ...limits, maxCost: 20 });
    await strict.start();
    try {
      const { status, errors } = await ask(strict, query);
      expect(status).toBe(400);
      expect(errors[0]).toMatchObject({ extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit: 'maxCost', max: 20 } });
      expect(errors[0].message).toMatch(/^요청한 쿼리가 너무 많은 데이터를 요구합니다. 쿼리 비용은 20까지 허용됩니다 \(요청: \d+\)/);
    } finally {
      await strict.stop();
    }
  });
});

describe('production', () => {
  const before = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = before;
  });

  it('refuses introspection and removes "Did you mean" suggestions at the gateway (NODE_ENV=production)', async () => {
    process.env.NODE_ENV = 'production';
    const production = createGraphQLServer(supergraph, {}, limits);
    await production.start();
    try {
      const introspection = await ask(production, '{ __schema { types { name } } }');
      expect(introspection.status).toBe(400);
      expect(introspection.errors[0]).toMatchObject({ message: '운영 환경에서는 스키마 조회(introspection)를 할 수 없습니다.', extensions: { code: 'INTROSPECTION_DISABLED' } });
      const typo = await ask(production, '{ brandz { id } }');
      expect(typo.errors[0].message).not.toMatch(/Did you mean/);
    } finally {
      await production.stop();
    }
    process.env.NODE_ENV = before;
    // Outside production both stay, for developers.
    const typo = await ask(gateway, '{ brandz { id } }');
    expect(typo.errors[0].message).toMatch(/Did you mean .*"brands"/);
  });

  it('subgraphs apply the limits (with their margin) and refuse introspection in production too', async () => {
    const schema = buildSchema('type Query { node: Node } type Node { id: ID! child: Node }');
    const deep = (n: number) => `{ node { ${'child { '.repeat(n)}id${' }'.repeat(n)} } }`;
    process.env.NODE_ENV = 'production';
    const subgraph = createSubgraphServer(schema);
    await subgraph.start();
    try {
      const refused = await ask(subgraph, deep(150), {});
      expect(refused.errors[0]).toMatchObject({ extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit: 'maxDepth', max: subgraphLimits(limits).maxDepth } });
      expect((await ask(subgraph, '{ __schema { types { name } } }', {})).errors[0].extensions?.code).toBe('INTROSPECTION_DISABLED');
      expect((await ask(subgraph, deep(5), {})).errors).toEqual([]);
    } finally {
      await subgraph.stop();
    }
  });
});
