import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  Kind,
  parse,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type OperationDefinitionNode,
} from 'graphql';
import { koreanDate, type Identity, type Role } from '@shop/kit';
import { startTestSubgraph, testIdentity, unique, type GraphQLResult, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../../../subgraphs/commerce/src/schema.js';
import { nutrition } from '../../../subgraphs/nutrition/src/schema.js';
import { partners } from '../../../subgraphs/partners/src/schema.js';
import { recommendation } from '../../../subgraphs/recommendation/src/schema.js';
import { createTestProduct } from '../../../subgraphs/commerce/src/catalog/catalog.testing.js';
import { createTestEvent } from '../../../subgraphs/commerce/src/events/events.testing.js';
import { ALL_ROUTES } from '../rest/routes/index.js';
import { CALLERS, MATRIX, callersOf, restRuleOf, type Caller, type FixtureKind, type Rule } from './matrix.js';

/** Dummy text for required string arguments: unique to this run of this file. */
const DUMMY_TEXT = `authz${Date.now().toString(36)}q`;

/**
 * The authorization matrix (matrix.ts) against the real subgraphs: every root field of the
 * composed client schema is called in-process, as the gateway would forward it, by every kind of
 * caller, with arguments generated from its argument types; a caller the matrix does not admit
 * must be refused (UNAUTHENTICATED without a token, FORBIDDEN otherwise), one it admits must never
 * be. Where the rows are someone's, a fixture owned by "member" is reached by "another member"
 * and must stay out of reach. REST paths take their rule from their operations' root fields and
 * must declare `auth` accordingly.
 */

const api = buildSchema(readFileSync(new URL('../../../schema/api.graphql', import.meta.url), 'utf8'));
const supergraph = parse(readFileSync(new URL('../../../schema/supergraph.graphql', import.meta.url), 'utf8'));

type RootType = 'Query' | 'Mutation';
interface RootField {
  type: RootType;
  name: string;
  field: GraphQLField<unknown, unknown>;
  graph: string;
}

/** Which subgraph answers each root field: `@join__field(graph: ...)` in the supergraph. */
function graphsOfRootFields(): Map<string, string> {
  const graphs = new Map<string, string>();
  for (const definition of supergraph.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    if (definition.name.value !== 'Query' && definition.name.value !== 'Mutation') continue;
    for (const field of definition.fields ?? []) {
      const join = field.directives?.find((d) => d.name.value === 'join__field');
      const graph = join?.arguments?.find((a) => a.name.value === 'graph')?.value;
      if (graph?.kind === Kind.ENUM) graphs.set(`${definition.name.value}.${field.name.value}`, graph.value);
    }
  }
  return graphs;
}

const graphOf = graphsOfRootFields();
const ROOT_FIELDS: RootField[] = (['Query', 'Mutation'] as const).flatMap((type) =>
  Object.values((type === 'Query' ? api.getQueryType() : api.getMutationType())?.getFields() ?? {}).map((field) => ({
    type,
    name: field.name,
    field,
    graph: graphOf.get(`${type}.${field.name}`) ?? '',
  })),
);

/** Root fields of a REST route's operations (by operation type). */
function rootFieldsOfDocument(text: string): { type: RootType; name: string }[] {
  const fields: { type: RootType; name: string }[] = [];
  for (const definition of parse(text).definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const operation = definition as OperationDefinitionNode;
    const type: RootType = operation.operation === 'mutation' ? 'Mutation' : 'Query';
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind === Kind.FIELD && !selection.name.value.startsWith('__')) fields.push({ type, name: selection.name.value });
    }
  }
  return fields;
}

describe('the matrix covers the schema and the route table', () => {
  it('every root field has an entry, and every entry a field', () => {
    const fields = new Set(ROOT_FIELDS.map((f) => `${f.type}.${f.name}`));
    const entries = new Set((['Query', 'Mutation'] as const).flatMap((type) => Object.keys(MATRIX[type]).map((name) => `${type}.${name}`)));
    expect(
      [...fields].filter((f) => !entries.has(f)),
      'root fields missing from gateway/src/authz/matrix.ts',
    ).toEqual([]);
    expect(
      [...entries].filter((e) => !fields.has(e)),
      'matrix entries for fields the schema no longer has',
    ).toEqual([]);
    // An `arg` must be an argument (or input field path) the field really has.
    for (const { type, name, field } of ROOT_FIELDS) {
      const rule = MATRIX[type][name]!;
      if (!rule.arg) continue;
      const [first, ...rest] = rule.arg.split('.');
      let argType: GraphQLInputType | undefined = field.args.find((a) => a.name === first)?.type;
      for (const part of rest) {
        const named = argType && getNamedType(argType);
        argType = named && isInputObjectType(named) ? named.getFields()[part]?.type : undefined;
      }
      expect(argType && getNamedType(argType).name, `${type}.${name}: owner argument ${rule.arg}`).toBe('ID');
      expect(rule.fixture, `${type}.${name}: an owner argument needs a fixture kind`).toBeDefined();
    }
    for (const f of ROOT_FIELDS) expect(f.graph, `${f.type}.${f.name}: no @join__field graph`).toMatch(/^(COMMERCE|NUTRITION|PARTNERS|RECOMMENDATION)$/);
  });

  it('every REST path declares the auth its operations need', () => {
    const problems: string[] = [];
    let paths = 0;
    for (const route of ALL_ROUTES) {
      paths += 1;
      const fields = route.variants.flatMap((v) => rootFieldsOfDocument(String(v.operation)));
      expect(fields.length, `${route.method} ${route.path}: no root field`).toBeGreaterThan(0);
      const { callers } = restRuleOf(fields);
      expect(callers.size, `${route.method} ${route.path}: no caller may run all its operations`).toBeGreaterThan(0);
      const needsToken = !callers.has('anonymous');
      if (needsToken && route.auth !== 'required') problems.push(`${route.method} ${route.path}: needs a token (${fields.map((f) => f.name).join(', ')}) but auth is '${route.auth}'`);
      if (!needsToken && route.auth === 'required') problems.push(`${route.method} ${route.path}: open to anonymous callers (${fields.map((f) => f.name).join(', ')}) but auth is 'required'`);
    }
    expect(problems).toEqual([]);
    console.info(`authorization matrix: ${paths} REST paths checked against their operations' rules`);
  });
});

// ---------------------------------------------------------------------------------------------
// Calling every field as every caller

/** An id that exists in no table: calls with it cannot touch rows other test files own. */
const NO_SUCH_ID = '900000000001';
const TODAY = koreanDate();

type Who = 'anonymous' | 'guest' | 'member' | 'another member' | 'influencer' | 'another influencer' | 'admin';
const ROLE_OF: Record<Who, Caller> = {
  anonymous: 'anonymous',
  guest: 'guest',
  member: 'member',
  'another member': 'member',
  influencer: 'influencer',
  'another influencer': 'influencer',
  admin: 'admin',
};

let subgraphs: Record<string, TestSubgraph>;
let identities: Record<Who, Identity | null>;
/** Fixture ids owned by "member" (by "influencer" for rules with ownerRole influencer), by kind. */
const fixtures = new Map<FixtureKind, string>();
/** Rows the valid arguments below refer to (the member's food and supplement, a product, a food unit). */
const refs = { foodId: '', supplementId: '', productId: '', unit: '' };

/**
 * Arguments a service checks before it looks at ownership, made valid so that the ownership check
 * is the one that answers (merged over the generated ones; input objects field by field).
 */
const VALID_ARGS: Record<string, () => Record<string, unknown>> = {
  recordDates: () => ({ what: 'food' }),
  addFoodRecord: () => ({ input: { recordDate: TODAY, mealType: 1, foodId: refs.foodId, quantity: 1, unit: refs.unit, amountG: 100 } }),
  addBodyRecord: () => ({ input: { recordAt: TODAY, weight: 20 } }),
  editBodyRecord: () => ({ input: { weight: 21 } }),
  addRecipe: () => ({ input: { name: '권한표 레시피', amountG: 100, ingredients: [{ foodId: refs.foodId, percent: 100 }] } }),
  editRecipe: () => ({ input: { name: '권한표 레시피', amountG: 100, ingredients: [{ foodId: refs.foodId, percent: 100 }] } }),
  addRegimen: () => ({ input: { supplementId: refs.supplementId } }),
  setReminders: () => ({ alramCnt: 1, reminderTimes: ['08:00'] }),
  addFavorite: () => ({ productId: refs.productId }),
  addToCompare: () => ({ productId: refs.productId }),
  recordProductView: () => ({ productId: refs.productId }),
  writeReview: () => ({ input: { rating: 5, content: '권한표 리뷰입니다. 잘 먹고 있어요.' } }),
  editReview: () => ({ input: { rating: 4 } }),
};

function codeOf(result: GraphQLResult): string | undefined {
  return result.errors?.[0]?.extensions?.code as string | undefined;
}

async function ok<T>(graph: TestSubgraph, query: string, variables: Record<string, unknown>, who: Identity | null): Promise<T> {
  return graph.ok<T>(query, variables, who);
}

beforeAll(async () => {
  subgraphs = {
    COMMERCE: await startTestSubgraph(commerce),
    NUTRITION: await startTestSubgraph(nutrition),
    PARTNERS: await startTestSubgraph(partners),
    RECOMMENDATION: await startTestSubgraph(recommendation),
  };
  identities = {
    anonymous: null,
    guest: testIdentity('guest'),
    member: testIdentity('member'),
    'another member': testIdentity('member'),
    influencer: testIdentity('influencer'),
    'another influencer': testIdentity('influencer'),
    admin: testIdentity('admin'),
  };
  const me = identities.member!;
  const { COMMERCE: shop, NUTRITION: food } = subgraphs as Record<string, TestSubgraph>;

  // What "member" owns: one row of each kind the matrix names.
  fixtures.set('user', me.userId);
  const addProfile = 'mutation ($i: ProfileInput!) { addProfile(input: $i) { id } }';
  await ok(food!, addProfile, { i: { name: '나', gender: 1, birthday: '1990-01-01' } }, me);
  // The fixture is the second profile: the first (primary) one cannot be removed by anyone.
  const profileId = (await ok<{ addProfile: { id: string } }>(food!, addProfile, { i: { name: '딸', gender: 2, birthday: '2015-05-05' } }, me)).addProfile.id;
  fixtures.set('profile', profileId);
  const foodId = (
    await ok<{ submitFood: { id: string } }>(
      food!,
      'mutation ($i: SubmitFoodInput!) { submitFood(input: $i) { id } }',
      { i: { name: '권한표 두부', kind: 'ingredient', nutrients: [{ code: 'protein', amount: 8 }] } },
      me,
    )
  ).submitFood.id;
  refs.foodId = foodId;
  // Submissions stay pending (visible to their submitter and admins) until an admin approves them.
  fixtures.set('food', foodId);
  const [unit] = (await ok<{ foodUnits: string[] }>(food!, '{ foodUnits }', {}, null)).foodUnits;
  fixtures.set(
    'foodRecord',
    (
      await ok<{ addFoodRecord: { id: string } }>(
        food!,
        'mutation ($i: FoodRecordInput!) { addFoodRecord(input: $i) { id } }',
        { i: { profileId, recordDate: TODAY, mealType: 1, foodId, quantity: 1, unit, amountG: 100 } },
        me,
      )
    ).addFoodRecord.id,
  );
  fixtures.set(
    'bodyRecord',
    (await ok<{ addBodyRecord: { id: string } }>(food!, 'mutation ($i: BodyRecordInput!) { addBodyRecord(input: $i) { id } }', { i: { profileId, recordAt: TODAY, weight: 20 } }, me)).addBodyRecord.id,
  );
  fixtures.set(
    'recipe',
    (
      await ok<{ addRecipe: { id: string } }>(
        food!,
        'mutation ($i: RecipeInput!) { addRecipe(input: $i) { id } }',
        { i: { name: '권한표 레시피', amountG: 100, ingredients: [{ foodId, percent: 100 }] } },
        me,
      )
    ).addRecipe.id,
  );
  const supplementId = (
    await ok<{ submitSupplement: { id: string } }>(
      food!,
      'mutation ($i: SupplementInput!) { submitSupplement(input: $i) { id } }',
      { i: { name: '권한표 비타민C', nutrients: [{ code: 'vitamin_c', amount: 100, unit: 'mg' }] } },
      me,
    )
  ).submitSupplement.id;
  refs.supplementId = supplementId;
  fixtures.set('supplement', supplementId);
  refs.unit = unit!;
  fixtures.set('regimen', (await ok<{ addRegimen: { id: string } }>(food!, 'mutation ($i: RegimenInput!) { addRegimen(input: $i) { id } }', { i: { profileId, supplementId } }, me)).addRegimen.id);
  const person = unique('matrix');
  const interlockId = (await ok<{ linkHealthApp: { id: string } }>(food!, 'mutation ($c: String!) { linkHealthApp(provider: "samsung_health", code: $c) { id } }', { c: `sandbox-${person}-1` }, me))
    .linkHealthApp.id;
  fixtures.set('interlock', interlockId);
  const imported = (
    await ok<{ importHealthAppSupplements: { id: string }[] }>(
      food!,
      'mutation ($id: ID!, $c: String!) { importHealthAppSupplements(interlockId: $id, code: $c) { id } }',
      { id: interlockId, c: `sandbox-${person}-2` },
      me,
    )
  ).importHealthAppSupplements;
  fixtures.set('healthAppSupplement', imported[0]!.id);

  fixtures.set(
    'inquiry',
    (await ok<{ createInquiry: { id: string } }>(shop!, 'mutation { createInquiry(category: "delivery", title: "배송 문의", content: "배송이 언제 오나요?") { id } }', {}, me)).createInquiry.id,
  );
  const product = await createTestProduct(shop!.em());
  refs.productId = product.id;
  fixtures.set(
    'productQuestion',
    (await ok<{ askProductQuestion: { id: string } }>(shop!, 'mutation ($p: ID!) { askProductQuestion(productId: $p, content: "비밀 문의입니다", secret: true) { id } }', { p: product.id }, me))
      .askProductQuestion.id,
  );
  const { code: e } = await createTestEvent(shop!.em());
  fixtures.set(
    'eventSurvey',
    (await ok<{ answerEventSurvey: { id: string } }>(shop!, 'mutation ($e: String!) { answerEventSurvey(eventCode: $e, answers: { q1: "네" }) { id } }', { e }, me)).answerEventSurvey.id,
  );
  fixtures.set(
    'eventInquiry',
    (await ok<{ askEventInquiry: { id: string } }>(shop!, 'mutation ($e: String!) { askEventInquiry(eventCode: $e, content: "이벤트 문의입니다") { id } }', { e }, me)).askEventInquiry.id,
  );
  fixtures.set('searchHistory', (await ok<{ addSearchHistory: { id: string } }>(shop!, 'mutation { addSearchHistory(query: "권한표") { id } }', {}, me)).addSearchHistory.id);
  fixtures.set('favorite', (await ok<{ addFavorite: { id: string } }>(shop!, 'mutation ($p: ID!) { addFavorite(productId: $p) { id } }', { p: product.id }, me)).addFavorite.id);
  fixtures.set('compareItem', (await ok<{ addToCompare: { id: string } }>(shop!, 'mutation ($p: ID!) { addToCompare(productId: $p) { id } }', { p: product.id }, me)).addToCompare.id);
  // Cart lines and addresses reference users (foreign keys): "member" gets its account row first.
  await shop!.em().execute(`insert into commerce.users (id, nickname, provider, role, created_at, updated_at) values (?, ?, 'local', 'member', now(), now())`, [me.userId, unique('권한표')]);
  const [option] = await shop!.em().execute<{ id: string }[]>('select id::text as id from commerce.product_options where product_id = ?', [product.id]);
  const cart = await ok<{ addToCart: { lines: { id: string }[] } }>(
    shop!,
    'mutation ($p: ID!, $o: ID) { addToCart(productId: $p, optionId: $o) { lines { id } } }',
    { p: product.id, o: option!.id },
    me,
  );
  fixtures.set('cartLine', cart.addToCart.lines[0]!.id);
  const advice = subgraphs.RECOMMENDATION!;
  const [result] = await advice
    .em()
    .execute<{ id: string }[]>(`insert into recommendation.recommendation_results (user_id, profile_id, age_band, answers, created_at) values (?, ?, 'adult', '{}', now()) returning id::text as id`, [
      me.userId,
      profileId,
    ]);
  fixtures.set('recommendationResult', result!.id);
  fixtures.set(
    'recommendInquiry',
    (await ok<{ createRecommendInquiry: { id: string } }>(advice, 'mutation { createRecommendInquiry(input: { title: "권한표", content: "권한표 문의" }) { id } }', {}, me)).createRecommendInquiry.id,
  );
  const address = 'mutation { createAddress(input: { recipient: "권한표", phone: "01012345678", postcode: "06236", address1: "서울 강남구 테헤란로 1" }) { id } }';
  fixtures.set('address', (await ok<{ createAddress: { id: string } }>(shop!, address, {}, me)).createAddress.id);
  const orderInput = {
    lines: [{ productId: product.id, optionId: option!.id, quantity: 1 }],
    address: { recipientName: '권한표', recipientPhone: '01012345678', postcode: '06236', address1: '서울 강남구 테헤란로 1' },
    ordererName: '권한표',
    ordererPhone: '01012345678',
    payMethod: 'card',
    agreedToTerms: true,
  };
  fixtures.set('order', (await ok<{ createOrder: { id: string } }>(shop!, 'mutation ($i: CreateOrderInput!) { createOrder(input: $i) { id } }', { i: orderInput }, me)).createOrder.id);
  // Two confirmed purchases: one line to review (writeReview), one reviewed already (the review's own fields).
  const confirmedLine = async () => {
    const { createOrder } = await ok<{ createOrder: { id: string; lines: { id: string }[] } }>(
      shop!,
      'mutation ($i: CreateOrderInput!) { createOrder(input: $i) { id lines { id } } }',
      { i: orderInput },
      me,
    );
    await shop!.em().execute(`update commerce.orders set status = 'complete', confirmed_at = now() where id = ?`, [createOrder.id]);
    return createOrder.lines[0]!.id;
  };
  fixtures.set('orderLine', await confirmedLine());
  const reviewed = await confirmedLine();
  fixtures.set(
    'review',
    (
      await ok<{ writeReview: { id: string } }>(
        shop!,
        'mutation ($i: WriteReviewInput!) { writeReview(input: $i) { id } }',
        { i: { orderLineId: reviewed, rating: 5, content: '권한표 리뷰입니다. 좋아요.' } },
        me,
      )
    ).writeReview.id,
  );

  // A registered card and a subscription charged to it (rows as the billing flow leaves them; the gateway is not needed to read or change them).
  const customerUid = `cu_${me.userId}_0123456789abcdef`;
  const [card] = await shop!
    .em()
    .execute<{ id: string }[]>(
      `insert into commerce.billing_cards (user_id, customer_uid, status, card_name, card_number, created_at, registered_at) values (?, ?, 'active', '권한표카드', '536148******1234', now(), now()) returning id::text as id`,
      [me.userId, customerUid],
    );
  const [subscription] = await shop!.em().execute<{ id: string }[]>(
    `insert into commerce.subscriptions (user_id, product_id, option_id, quantity, interval_weeks, card_id, status, next_charge_on, orderer_name, orderer_phone, recipient_name, recipient_phone, postcode, address1, created_at, updated_at)
     values (?, ?, ?, 1, 4, ?, 'active', current_date + 30, '권한표', '01012345678', '권한표', '01012345678', '06236', '서울 강남구 테헤란로 1', now(), now()) returning id::text as id`,
    [me.userId, product.id, option!.id, card!.id],
  );
  fixtures.set('subscription', subscription!.id);

  // Channels: "influencer" and "another influencer" each run one (partners rules with ownerRole
  // influencer); the channel's rows below are the influencer's, created through the partners API.
  const [channel] = await subgraphs
    .PARTNERS!.em()
    .execute<{ id: string }[]>(
      `insert into partners.channels (owner_user_id, handle, name, created_at, updated_at) values (?, ?, '권한표 채널', now(), now()), (?, ?, '다른 채널', now(), now()) returning id::text as id`,
      [identities.influencer!.userId, unique('authz'), identities['another influencer']!.userId, unique('authz')],
    );
  fixtures.set('channel', channel!.id);
  // A draft group-buying event of the influencer's channel (made here: creating one asks commerce about the product).
  const [event] = await subgraphs.PARTNERS!.em().execute<{ id: string }[]>(
    `insert into partners.cooperate_events (channel_id, product_id, title, group_price, starts_at, ends_at, status, created_at, updated_at)
     values (?, ?, '권한표 공동구매', 1000, now(), now() + interval '3 days', 'draft', now(), now()) returning id::text as id`,
    [channel!.id, refs.productId],
  );
  fixtures.set('cooperateEvent', event!.id);
  await createChannelFixtures(subgraphs.PARTNERS!, identities.influencer!);
});

/** The influencer's channel rows of each kind the matrix names (partners modules add theirs here). */
async function createChannelFixtures(partners: TestSubgraph, influencer: Identity): Promise<void> {
  await createCatalogFixtures(partners, influencer);
  await createCommunityFixtures(partners, influencer);
}

/**
 * The community, FAQ and notices (partners community/ and faq/): a community category, a post of
 * the influencer in their channel with a comment of theirs, a FAQ menu with an entry, a notice.
 */
async function createCommunityFixtures(partners: TestSubgraph, influencer: Identity): Promise<void> {
  const channelId = fixtures.get('channel')!;
  const category = await ok<{ createCommunityCategory: { id: string } }>(partners, 'mutation { createCommunityCategory(name: "권한표 커뮤니티") { id } }', {}, influencer);
  fixtures.set('communityCategory', category.createCommunityCategory.id);
  const post = await ok<{ createCommunityPost: { id: string } }>(
    partners,
    'mutation ($c: String!) { createCommunityPost(input: { channelId: $c, title: "권한표 글", content: "권한표 글 내용" }) { id } }',
    { c: channelId },
    influencer,
  );
  fixtures.set('communityPost', post.createCommunityPost.id);
  const comment = await ok<{ leaveCommunityComment: { id: string } }>(
    partners,
    'mutation ($p: ID!) { leaveCommunityComment(input: { postId: $p, content: "권한표 댓글", secret: true }) { id } }',
    { p: post.createCommunityPost.id },
    influencer,
  );
  fixtures.set('communityComment', comment.leaveCommunityComment.id);
  const menu = await ok<{ createFaqMenu: { id: string } }>(partners, 'mutation { createFaqMenu(name: "권한표 FAQ") { id } }', {}, influencer);
  fixtures.set('faqMenu', menu.createFaqMenu.id);
  const entry = await ok<{ createFaqEntry: { id: string } }>(
    partners,
    'mutation ($m: ID!) { createFaqEntry(input: { menuId: $m, question: "권한표 질문", answer: "권한표 답변" }) { id } }',
    { m: menu.createFaqMenu.id },
    influencer,
  );
  fixtures.set('faqEntry', entry.createFaqEntry.id);
  const notice = await ok<{ createChannelNotice: { id: string } }>(partners, 'mutation { createChannelNotice(input: { title: "권한표 공지", content: "권한표 공지 내용" }) { id } }', {}, influencer);
  fixtures.set('channelNotice', notice.createChannelNotice.id);
}

/**
 * The shop window (partners catalog): an empty category (deleted by the calls), a product
 * recommended in another category (so it outlives that delete), a combination and a video. Rows
 * that would need commerce on the line (the product, the combination) are written directly.
 */
async function createCatalogFixtures(partners: TestSubgraph, influencer: Identity): Promise<void> {
  const category = async (name: string) =>
    (await ok<{ createChannelCategory: { id: string } }>(partners, 'mutation ($n: String!) { createChannelCategory(input: { name: $n }) { id } }', { n: name }, influencer)).createChannelCategory.id;
  fixtures.set('channelCategory', await category('권한표 카테고리'));
  const shelf = await category('권한표 진열대');
  const em = partners.em();
  const [recommended] = await em.execute<{ id: string }[]>(
    `insert into partners.channel_category_products (category_id, product_id, comment, position, created_at, updated_at) values (?, ?, '', 1, now(), now()) returning id::text as id`,
    [shelf, refs.productId],
  );
  fixtures.set('channelProduct', recommended!.id);
  const [combination] = await em.execute<{ id: string }[]>(
    `insert into partners.channel_combinations (channel_id, name, discount_rate, status, created_at, updated_at) values (?, '권한표 세트', 10, 'active', now(), now()) returning id::text as id`,
    [fixtures.get('channel')],
  );
  await em.execute(`insert into partners.channel_combination_lines (combination_id, line_no, product_id, quantity) values (?, 1, ?, 1), (?, 2, ?, 2)`, [
    combination!.id,
    refs.productId,
    combination!.id,
    NO_SUCH_ID,
  ]);
  fixtures.set('channelCombination', combination!.id);
  const video = await ok<{ registerChannelVideo: { id: string } }>(
    partners,
    'mutation { registerChannelVideo(input: { title: "권한표 영상", url: "https://youtu.be/authz" }) { id } }',
    {},
    influencer,
  );
  fixtures.set('channelVideo', video.registerChannelVideo.id);
}

afterAll(async () => {
  for (const graph of Object.values(subgraphs ?? {})) await graph.close();
});

/** A value of an input type: required scalars as the brief of the matrix says, input objects by their required fields. */
function valueOf(type: GraphQLInputType, path: string, ownerArg: string | undefined, ownerId: string): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [valueOf(inner.ofType, path, ownerArg, ownerId)];
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      const fieldPath = `${path}.${field.name}`;
      if ((isNonNullType(field.type) && field.defaultValue === undefined) || fieldPath === ownerArg) value[field.name] = valueOf(field.type, fieldPath, ownerArg, ownerId);
    }
    return value;
  }
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'ID':
        return path === ownerArg ? ownerId : NO_SUCH_ID;
      case 'String':
        // A value no other test uses: admin calls have real effects on the shared test database
        // (e.g. blocking every search term containing 'x' hid other files' popular terms).
        return DUMMY_TEXT;
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'LocalDate':
        return TODAY;
      case 'DateTimeISO':
        return new Date().toISOString();
      case 'JSONObject':
        return { x: 'x' };
      default:
        return DUMMY_TEXT;
    }
  }
  throw new Error(`no value for ${String(type)}`);
}

/** A small selection: enough to see ids (for the "no data" check) without resolving the world. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isUnionType(named) || isInterfaceType(named)) return '{ __typename }';
  if (!isObjectType(named)) return '';
  const fields = named.getFields();
  const parts = ['__typename'];
  for (const name of ['id', 'total']) if (fields[name] && !isObjectType(getNamedType(fields[name].type))) parts.push(name);
  if (fields.items && depth === 0) parts.push(`items ${selectionOf(fields.items.type, 1)}`);
  return `{ ${parts.join(' ')} }`;
}

function operationOf(root: RootField, ownerId: string): { query: string; variables: Record<string, unknown> } {
  const rule = MATRIX[root.type][root.name]!;
  const declared: string[] = [];
  const passed: string[] = [];
  const variables: Record<string, unknown> = {};
  for (const arg of root.field.args) {
    const needed = (isNonNullType(arg.type) && arg.defaultValue === undefined) || arg.name === rule.arg || rule.arg?.startsWith(`${arg.name}.`);
    if (!needed) continue;
    declared.push(`$${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${arg.name}`);
    variables[arg.name] = valueOf(arg.type, arg.name, rule.arg, ownerId);
  }
  for (const [name, value] of Object.entries(VALID_ARGS[root.name]?.() ?? {})) {
    const arg = root.field.args.find((a) => a.name === name);
    if (!arg) throw new Error(`${root.name} has no argument ${name}`);
    if (!(name in variables)) {
      declared.push(`$${name}: ${String(arg.type)}`);
      passed.push(`${name}: $${name}`);
    }
    const current = variables[name];
    variables[name] = current && typeof current === 'object' && !Array.isArray(current) ? { ...current, ...(value as object) } : value;
  }
  const keyword = root.type === 'Query' ? 'query' : 'mutation';
  const query = `${keyword} Matrix${declared.length ? `(${declared.join(', ')})` : ''} { ${root.name}${passed.length ? `(${passed.join(', ')})` : ''} ${selectionOf(root.field.type)} }`;
  return { query, variables };
}

/** Reads first, then writes, then what deletes: the owner's fixtures stay for as long as possible. */
function order(root: RootField): number {
  if (root.type === 'Query') return 0;
  if (root.name === 'removeProfile') return 3;
  return /^(delete|remove|clear|leave|undo)/.test(root.name) ? 2 : 1;
}

describe('every root field as every caller', () => {
  it('refuses whom the matrix does not admit, never whom it does, and keeps owned rows to their owner', async () => {
    const problems: string[] = [];
    let calls = 0;
    const authCodes = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);
    const fields = [...ROOT_FIELDS].sort((a, b) => order(a) - order(b));
    for (const root of fields) {
      const rule: Rule = MATRIX[root.type][root.name]!;
      const allowed = callersOf(rule);
      const graph = subgraphs[root.graph]!;
      const label = `${root.type}.${root.name}`;
      const fixtureId = rule.fixture ? fixtures.get(rule.fixture) : undefined;
      if (rule.fixture && !fixtureId) problems.push(`${label}: no fixture of kind ${rule.fixture}`);

      // Another member reaching the member's row: refused or not found, and nothing of it shown;
      // an admin too where the rule keeps admins to their own rows.
      const ownerWho: Who = rule.ownerRole === 'influencer' ? 'influencer' : 'member';
      const outsiders: Who[] =
        rule.owner === 'self' && fixtureId && allowed.has(ROLE_OF[ownerWho])
          ? [rule.ownerRole === 'influencer' ? 'another influencer' : 'another member', ...(rule.arg && !rule.adminAny && allowed.has('admin') ? (['admin'] as const) : [])]
          : [];
      for (const who of outsiders) {
        const { query, variables } = operationOf(root, fixtureId!);
        const result = await graph.exec(query, variables, identities[who]);
        calls += 1;
        const code = codeOf(result);
        if (rule.arg && code !== 'FORBIDDEN' && code !== 'NOT_FOUND') problems.push(`${label}: ${who} got ${code ?? 'an answer'} for the member's ${rule.fixture} (expected FORBIDDEN or NOT_FOUND)`);
        const data = result.data?.[root.name];
        if (rule.arg && data != null && data !== false) problems.push(`${label}: ${who} got data for the member's ${rule.fixture}: ${JSON.stringify(data)}`);
        if (!rule.arg && JSON.stringify(data ?? null).includes(`"id":"${fixtureId}"`)) problems.push(`${label}: ${who}'s answer holds the member's ${rule.fixture} ${fixtureId}`);
      }

      // The owner last: a delete by an admin who may act on anyone's rows goes first.
      const callers: Who[] = ['anonymous', 'guest', 'another member', 'influencer', 'another influencer', 'admin', 'member'];
      for (const who of [...callers.filter((w) => w !== ownerWho), ownerWho]) {
        const caller = ROLE_OF[who];
        // The owner names their own row, an admin too where admins may reach anyone's; anyone
        // else names a row that does not exist (NOT_FOUND is an answer the matrix allows), or,
        // where the row is an account, their own account.
        const self = identities[who]?.userId;
        const ownerId = fixtureId && (who === ownerWho || (who === 'admin' && rule.adminAny)) ? fixtureId : rule.fixture === 'user' && self ? self : NO_SUCH_ID;
        const { query, variables } = operationOf(root, ownerId);
        const result = await graph.exec(query, variables, identities[who]);
        calls += 1;
        const code = codeOf(result);
        if (!allowed.has(caller)) {
          const expected = caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
          if (code !== expected) problems.push(`${label}: ${who} got ${code ?? 'an answer'} (expected ${expected})`);
          else if (result.data?.[root.name] != null) problems.push(`${label}: ${who} was refused but got data`);
        } else if (code && authCodes.has(code) && !(code === 'UNAUTHENTICATED' && rule.credentials)) {
          problems.push(`${label}: ${who} is admitted by the matrix but got ${code}: ${result.errors?.[0]?.message}`);
        } else if (code === 'INTERNAL_SERVER_ERROR') {
          problems.push(`${label}: ${who} got INTERNAL_SERVER_ERROR: ${result.errors?.[0]?.message}`);
        }
      }
    }
    console.info(
      `authorization matrix: ${ROOT_FIELDS.length} operations (${ROOT_FIELDS.filter((f) => f.type === 'Query').length} queries, ${ROOT_FIELDS.filter((f) => f.type === 'Mutation').length} mutations) called ${calls} times by 7 callers of ${CALLERS.length} kinds`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('what public fields hide', () => {
  it('a secret product question shows its content only to its author, the seller and admins', async () => {
    // A question of its own: the one among the fixtures was deleted by the calls above.
    const questionId = (
      await subgraphs.COMMERCE!.ok<{ askProductQuestion: { id: string } }>(
        'mutation ($p: ID!) { askProductQuestion(productId: $p, content: "비밀 문의입니다", secret: true) { id } }',
        { p: refs.productId },
        identities.member,
      )
    ).askProductQuestion.id;
    const query = 'query ($p: ID!) { productQuestions(productId: $p, offset: 0, limit: 10) { items { id content } } }';
    const contentFor = async (who: Who) => {
      const data = await subgraphs.COMMERCE!.ok<{ productQuestions: { items: { id: string; content: string }[] } }>(query, { p: refs.productId }, identities[who]);
      return data.productQuestions.items.find((q) => q.id === questionId)?.content;
    };
    expect(await contentFor('member')).toBe('비밀 문의입니다');
    expect(await contentFor('admin')).toBe('비밀 문의입니다');
    for (const who of ['anonymous', 'guest', 'another member', 'influencer'] as const) expect(await contentFor(who), who).not.toBe('비밀 문의입니다');
  });
});

// Roles kept in step with the kit's: a role the kit adds must get a column here.
const _roles: Record<Role, true> = { guest: true, member: true, influencer: true, admin: true };
void _roles;
