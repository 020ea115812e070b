/**
 * End-to-end through the real processes: four subgraphs and the gateway started exactly as
 * `npm start` starts them, on the real PostgreSQL test database, called over HTTP.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_HEADER } from '@shop/kit';
import { startSystem, type RunningSystem } from '../../scripts/lib/supervisor.js';
import { freePortRange } from '../../scripts/lib/ports.js';
import { SUBGRAPHS } from '../../scripts/lib/subgraphs.js';
import { createScratchDatabase } from '../../scripts/lib/scratch-db.js';

let system: RunningSystem;
let base: string;
let database: Awaited<ReturnType<typeof createScratchDatabase>>;

beforeAll(async () => {
  // Its own database: the demo seed uses fixed account ids, which other test files' rows in the
  // shared test database could already hold. The services migrate it on start, as in production.
  database = await createScratchDatabase(`shop_e2e_${process.pid}`);
  const port = await freePortRange(5);
  // Uploads go to a temporary folder, not the project's .data/.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  system = await startSystem({ port, env: { DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_DEMO: '1', NODE_ENV: 'test', LOG_LEVEL: 'silent' } });
  base = system.url;
}, 120_000);
afterAll(async () => {
  await system?.stop();
  await database?.drop();
});

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

async function rest(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; result: any } };
}

async function newMember(suffix: string) {
  const loginId = `e2e${suffix}${Date.now().toString(36)}`.slice(0, 20);
  const joined = await rest('POST', '/user/user_join', {
    user_id: loginId,
    password: 'secret123',
    nickname: `회원${loginId}`.slice(0, 20),
    birthday: '1991-02-03',
    gender: 1,
    agreements: [
      { kind: 'TERMS_OF_USE', agreed: true },
      { kind: 'PRIVACY_COLLECTION', agreed: true },
    ],
  });
  expect(joined.body.code).toBe(200);
  return joined.body.result.tokenDto.accessToken as string;
}

describe('the demo data', () => {
  it('gives the demo member a confirmed purchase history with reviews and the points they earned, through the real services', async () => {
    const login = await rest('POST', '/user/login', { user_id: 'demo', password: 'demo1234' });
    const token = login.body.result.tokenDto.accessToken as string;
    const { body } = await gql(
      '{ myOrders(limit: 10) { total items { status lines { reviewable reviewId } } } myReviews { total items { rating product { rating { reviewCount } } } } myPoints { balance } pointHistory { items { kind reason } } }',
      {},
      token,
    );
    expect(body.errors).toBeUndefined();
    const orders = body.data.myOrders;
    expect(orders.total).toBe(3);
    expect(orders.items.every((o: { status: string }) => o.status === 'complete')).toBe(true);
    const lines = orders.items.flatMap((o: { lines: { reviewable: boolean; reviewId: string | null }[] }) => o.lines);
    expect(lines.filter((l: { reviewId: string | null }) => l.reviewId)).toHaveLength(2);
    expect(lines.filter((l: { reviewable: boolean }) => l.reviewable).length).toBeGreaterThan(0);
    expect(body.data.myReviews.total).toBe(2);
    for (const review of body.data.myReviews.items) expect(review.product.rating.reviewCount).toBeGreaterThanOrEqual(1);
    // 1 % of what was paid for three orders, and two text reviews: enough to try points at checkout.
    const kinds = body.data.pointHistory.items.map((e: { kind: string }) => e.kind);
    expect(kinds.filter((k: string) => k === 'earn')).toHaveLength(5);
    expect(body.data.myPoints.balance).toBeGreaterThanOrEqual(1000);
  });
});

describe('the running system', () => {
  it('reports every subgraph healthy', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', subgraphs: { commerce: 'ok', nutrition: 'ok', recommendation: 'ok', partners: 'ok' } });
  });

  it('POST /api/user/user_join creates a guest: code 200 with tokenDto and user.id', async () => {
    const { status, body } = await rest('POST', '/user/user_join', {});
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.result.tokenDto.accessToken).toEqual(expect.any(String));
    expect(body.result.tokenDto.refreshToken).toEqual(expect.any(String));
    expect(body.result.user.id).toMatch(/^\d+$/);
    expect(body.result.user).toMatchObject({ nickname: 'GUEST', provider: 'guest' });
  });

  it('answers a protected path without a token with 401 in the envelope', async () => {
    const { status, body } = await rest('GET', '/user/multiprofiles');
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 401, result: null });
    expect(body.msg).toBe('로그인이 필요합니다.');
  });

  it('answers a forged or expired token with 401', async () => {
    const { status, body } = await rest('GET', '/user/multiprofiles', undefined, 'not-a-token');
    expect(status).toBe(401);
    expect(body.code).toBe(401);
    const graph = await gql('{ me { id } }', {}, 'not-a-token');
    expect(graph.status).toBe(401);
    expect(graph.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('resolves one query across all four subgraphs', async () => {
    const login = await rest('POST', '/user/login', { user_id: 'influencer', password: 'influencer1234' });
    const token = login.body.result.tokenDto.accessToken;
    await gql('mutation { addProfile(input: { name: "딸", gender: 2, birthday: "2019-06-01" }) { id } }', {}, token);
    const { body } = await gql(
      `{ me { nickname profiles { name lifeStage { label } } channel { handle name } }
         recommendationAgeBand(ageYears: 6) { code label } }`,
      {},
      token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.me.nickname).toBe('영양코치'); // commerce
    expect(body.data.me.profiles).toContainEqual({ name: '딸', lifeStage: { label: '일반' } }); // nutrition
    expect(body.data.me.channel).toEqual({ handle: 'nutricoach', name: '영양코치 채널' }); // partners
    expect(body.data.recommendationAgeBand).toEqual({ code: 'child_5_12', label: '5~12세' }); // recommendation
  });

  it('a retried REST create with the same Idempotency-Key answers the first result and creates one profile; a unique violation is a 409 envelope', async () => {
    const member = await newMember('i');
    const post = (key: string, name: string) =>
      fetch(`${base}/api/user/profile/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member}`, 'idempotency-key': key },
        body: JSON.stringify({ name, gender: 2, birthday: '2015-05-05' }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code: number; result: any } }));
    const key = `retry-${Date.now().toString(36)}-profile`;
    const answers = await Promise.all([post(key, '딸'), post(key, '딸'), post(key, '딸')]);
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.result.id)).size).toBe(1);
    const list = await rest('GET', '/user/multiprofiles', undefined, member);
    expect(list.body.result.filter((p: { name: string }) => p.name === '딸')).toHaveLength(1);
    // The same key for a different request is refused, naming the header.
    const reused = await post(key, '아들');
    expect(reused.status).toBe(409);
    expect(reused.body.result.fields[0].field).toBe('Idempotency-Key');
  });

  it("keeps one member out of another member's profiles", async () => {
    const alice = await newMember('a');
    const bob = await newMember('b');
    const added = await rest('POST', '/user/profile/add', { name: '아들', gender: 1, birthday: '2018-01-01' }, alice);
    expect(added.body.code).toBe(200);
    const profileId = added.body.result.id;

    const read = await rest('GET', `/user/promise?profile_id=${profileId}`, undefined, bob);
    expect(read.status).toBe(403);
    const edit = await rest('POST', '/user/promise/add', { profile_id: profileId, promise_type: 3 }, bob);
    expect(edit.status).toBe(403);
    const remove = await rest('POST', '/user/profile/remove', { profile_id: profileId }, bob);
    expect(remove.status).toBe(403);
    const bobsList = await rest('GET', '/user/multiprofiles', undefined, bob);
    expect(bobsList.body.result).toEqual([]);
    // Asking for Alice's user through the graph does not reveal her profiles either.
    const aliceId = (await gql('{ me { id } }', {}, alice)).body.data.me.id;
    const graph = await gql('query ($id: ID!) { user(id: $id) { nickname profiles { id } } }', { id: aliceId }, bob);
    expect(graph.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    // And Alice's own view is unchanged.
    const alicesList = await rest('GET', '/user/multiprofiles', undefined, alice);
    expect(alicesList.body.result.map((p: { id: string }) => p.id)).toEqual([profileId]);
  });

  it("tracks a family profile's day through REST: Korean food search, a meal, the score and the standard; strangers are refused", async () => {
    const parent = await newMember('n');
    const stranger = await newMember('s');
    const child = (await rest('POST', '/user/profile/add', { name: '딸', gender: 2, birthday: '2015-06-01' }, parent)).body.result;
    const found = await rest('GET', `/food/search?keyword=${encodeURIComponent('현미')}&pageSize=5`, undefined, parent);
    expect(found.body.code).toBe(200);
    const rice = found.body.result.items.find((f: { name: string }) => f.name === '멥쌀밥_현미');
    expect(rice).toBeTruthy();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    const meal = await rest('POST', '/record/food/add', { profile_id: child.id, record_date: today, meal_type: 2, food_id: rice.id, quantity: 1, unit: '공기', amount_g: 200 }, parent);
    expect(meal.body.code).toBe(200);
    const day = await rest('GET', `/record/byDate?profile_id=${child.id}&record_date=${today}`, undefined, parent);
    expect(day.body.result.meals.find((m: { mealType: number }) => m.mealType === 2).records[0].name).toBe('멥쌀밥_현미');
    // 166 kcal per 100 g x 200 g = 332 kcal, scored against the girl's KDRI group (9-11: 1800 kcal).
    const score = await rest('GET', `/nutritionScore/read?profile_id=${child.id}&record_date=${today}`, undefined, parent);
    expect(score.body.code).toBe(200);
    expect(score.body.result.energy.intake).toBe(332);
    expect(score.body.result.standard.kdriGroup).toBe('female_9-11');
    const stored = await rest('GET', `/nutritionScore/range/read?profile_id=${child.id}&start_date=${today}&end_date=${today}`, undefined, parent);
    expect(stored.body.result).toEqual([expect.objectContaining({ date: today, score: score.body.result.score })]);
    const descriptions = await rest('GET', '/nutritionScore/descriptionList');
    expect(descriptions.body.result).toHaveLength(8);

    const peek = await rest('GET', `/record/byDate?profile_id=${child.id}&record_date=${today}`, undefined, stranger);
    expect(peek.status).toBe(403);
    const write = await rest('POST', '/record/food/add', { profile_id: child.id, record_date: today, meal_type: 1, food_id: rice.id, quantity: 1, unit: '공기' }, stranger);
    expect(write.status).toBe(403);
    const badMeal = await rest('POST', '/record/food/add', { profile_id: child.id, record_date: today, meal_type: 9, food_id: rice.id, quantity: 1, unit: '공기' }, parent);
    expect(badMeal.status).toBe(400);
    expect(badMeal.body.result).toMatchObject({ error: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field: 'mealType' })] });
    const anonymous = await rest('GET', `/nutritionScore/read?profile_id=${child.id}`);
    expect(anonymous.status).toBe(401);
  });

  it('subgraphs reject identity headers the gateway did not sign', async () => {
    const nutrition = system.services.find((s) => s.name === 'nutrition')!;
    const response = await fetch(nutrition.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.' },
      body: JSON.stringify({ query: '{ myProfiles { id } }' }),
    });
    const body = (await response.json()) as { errors?: { extensions: { code: string } }[] };
    expect(body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(response.status).toBe(401);
  });

  it('subgraphs answer nothing, _entities included, to a request the gateway did not sign: 401, not 500', async () => {
    // (The subgraphs only: the payment sandbox is a stand-in for an outside service, not ours to sign.)
    const subgraphNames = new Set<string>(SUBGRAPHS.map((s) => s.name));
    for (const service of system.services.filter((s) => subgraphNames.has(s.name))) {
      for (const query of ['{ __typename }', '{ _entities(representations: [{ __typename: "User", id: "1" }]) { __typename } }']) {
        const response = await fetch(service.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
        expect(response.status, `${service.name} ${query}`).toBe(401);
        const body = (await response.json()) as { data?: unknown; errors?: { extensions: { code: string } }[] };
        expect(body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
        expect(body.data).toBeUndefined();
      }
    }
    // Through the gateway an anonymous caller still works (the gateway signs anonymous requests).
    expect((await gql('{ __typename }')).status).toBe(200);
  });

  it('signs up and logs in by phone through the REST facade, reading the code from the SMS sandbox', async () => {
    const phone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    // An anonymous caller cannot read the sandbox's messages; the development helper (loopback only) can.
    const anonymous = await gql('query ($p: String!) { sandboxSmsMessages(phone: $p) { text } }', { p: phone });
    expect(anonymous.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const readCode = async () => {
      const body = (await (await fetch(`${base}/api/dev/sandbox-sms?phone=${phone}`)).json()) as { result: { code: string } };
      return body.result.code;
    };
    expect((await rest('POST', '/user/sms_certify_send', { phone })).body.code).toBe(200);
    const wrong = await rest('POST', '/user/sms_certify_verify', { phone, code: '000000' === (await readCode()) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.error).toBe('SMS_CODE_MISMATCH');
    const verified = await rest('POST', '/user/sms_certify_verify', { phone, code: await readCode() });
    const joined = await rest('POST', '/user/user_join', {
      verification_token: verified.body.result.verificationToken,
      nickname: `폰회원${phone.slice(-4)}`,
      birthday: '1993-03-03',
      gender: 2,
      agreements: [
        { kind: 'TERMS_OF_USE', agreed: true },
        { kind: 'PRIVACY_COLLECTION', agreed: true },
      ],
    });
    expect(joined.body.code).toBe(200);
    expect(joined.body.result.user.provider).toBe('phone');
    expect((await rest('POST', '/user/sms_certify_send', { phone, purpose: 'LOGIN' })).body.code).toBe(200);
    const login = await rest('POST', '/user/phone/login', { phone, code: await readCode() });
    expect(login.body.result.user.id).toBe(joined.body.result.user.id);
    const missing = await rest('POST', '/user/phone/login', { phone });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('code 값이 필요합니다.');
  });

  it('searches the seeded catalog in Korean through REST, and joins commerce products with nutrition facts', async () => {
    const omega = await rest('GET', `/naverApi/search?query=${encodeURIComponent('오메가')}&pageSize=5`);
    expect(omega.body.code).toBe(200);
    expect(omega.body.result.total).toBeGreaterThan(0);
    for (const item of omega.body.result.items) expect(item.name).toContain('오메가');
    const choseong = await rest('GET', `/productItem/search?query=${encodeURIComponent('ㅂㅌㅁㄷ')}`);
    expect(choseong.body.result.items.every((p: { name: string }) => p.name.includes('비타민D'))).toBe(true);
    const unknown = await rest('GET', `/productItem/search?query=${encodeURIComponent('없는상품이름입니다')}`);
    expect(unknown.body).toEqual({ code: 200, msg: '성공', result: { total: 0, items: [] } });
    const detail = await rest('GET', '/productItem/target-id?productId=3');
    expect(detail.body.result.name).toContain('비타민D');
    expect(detail.body.result.nutrientFacts).toContainEqual({ nutrientCode: 'vitamin_d', name: '비타민D', amount: 50, unit: 'µg' });
    const page = await gql('{ products(limit: 50) { items { id brand { name } category { name } seller { name } nutrientFacts { nutrientCode } } } }');
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data.products.items).toHaveLength(50);
    expect(page.body.data.products.items.every((p: { nutrientFacts: unknown[] }) => p.nutrientFacts.length > 0)).toBe(true);
    const cooperate = await rest('GET', '/productItem/search/cooperate');
    expect(cooperate.body.result.total).toBe(2);
    expect(cooperate.body.result.items[0].product.name).toContain('루테인'); // ends first; name comes from commerce
    expect(cooperate.body.result.items[0].channel.handle).toBe('nutricoach');
    const badPage = await rest('GET', '/productItem/search?query=x&pageSize=abc');
    expect(badPage.status).toBe(400);
  });

  it('compares products side by side with their nutrient facts, and keeps favorites and views per member', async () => {
    const token = await newMember('c');
    for (const productId of ['3', '6']) expect((await rest('POST', '/userNutrientsCompare/add', { productId }, token)).body.code).toBe(200);
    const compared = await rest('GET', '/userNutrientsCompare/read', undefined, token);
    expect(compared.body.result.table.products.map((p: { id: string }) => p.id)).toEqual(['3', '6']);
    const vitaminD = compared.body.result.table.rows.find((r: { nutrientCode: string }) => r.nutrientCode === 'vitamin_d');
    expect(vitaminD.amounts).toEqual([50, 10]);
    const calcium = compared.body.result.table.rows.find((r: { nutrientCode: string }) => r.nutrientCode === 'calcium');
    expect(calcium.amounts).toEqual([null, 600]);
    await rest('POST', '/userFavoriteHistory/add', { productId: '3' }, token);
    const favorites = await rest('GET', '/userFavoriteHistory/readList', undefined, token);
    expect(favorites.body.result.items.map((f: { productId: string }) => f.productId)).toEqual(['3']);
    const other = await newMember('d');
    expect((await rest('GET', '/userFavoriteHistory/readList', undefined, other)).body.result.total).toBe(0);
    const denied = await rest('DELETE', `/userFavoriteHistory/delete/${favorites.body.result.items[0].id}`, undefined, other);
    expect(denied.status).toBe(403);
  });

  it('serves content pages, banners and brand contents with repeated contentTypes', async () => {
    const categories = await rest('GET', '/content/category?date=2026-11-22');
    expect(categories.body.result[0]).toEqual({ code: 'best', title: '11월 넷째 주 베스트' });
    const together = await rest('GET', '/content/category/together?pageSize=1');
    expect(together.body.result.find((c: { code: string }) => c.code === 'age').items).toHaveLength(1);
    const brand = await rest('GET', '/brands/contents?brandId=1&contentTypes=story&contentTypes=video');
    expect(brand.body.result.map((c: { contentType: string }) => c.contentType).sort()).toEqual(['story', 'video']);
    const banners = await rest('GET', '/banner/list/mall');
    expect(banners.body.result.length).toBeGreaterThan(0);
    const admin = await rest('GET', '/content/admin/list', undefined, await newMember('e'));
    expect(admin.status).toBe(403);
  });

  it('uploads a file as multipart through REST and serves it back from /uploads', async () => {
    const token = await newMember('f');
    // Files attach to something the caller owns: a one-to-one inquiry of theirs.
    const inquiry = (await gql('mutation { createInquiry(category: "etc", title: "사진 첨부", content: "확인 부탁드립니다") { id } }', {}, token)).body.data.createInquiry.id as string;
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.set('ownerType', 'inquiry');
    form.set('ownerId', inquiry);
    form.set('file', new Blob([png], { type: 'image/png' }), '사진.png');
    const response = await fetch(`${base}/api/file/add`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = (await response.json()) as { code: number; result: { fileName: string; contentType: string; url: string } };
    expect(body.code).toBe(200);
    expect(body.result).toMatchObject({ fileName: '사진.png', contentType: 'image/png' });
    const served = await fetch(`${base}${body.result.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // The list is the owner's: another member (and an anonymous caller) gets 403.
    const mine = await rest('GET', `/file/fileSelect?ownerType=inquiry&ownerId=${inquiry}`, undefined, token);
    expect(mine.body.result).toHaveLength(1);
    expect((await rest('GET', `/file/fileSelect?ownerType=inquiry&ownerId=${inquiry}`, undefined, await newMember('g'))).status).toBe(403);
    expect((await rest('GET', `/file/fileSelect?ownerType=inquiry&ownerId=${inquiry}`)).status).toBe(403);
    const text = new FormData();
    text.set('ownerType', 'inquiry');
    text.set('ownerId', inquiry);
    text.set('file', new Blob(['not an image']), 'x.png');
    const refused = await fetch(`${base}/api/file/add`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: text });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { result: { error: string } }).result.error).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('serves the OpenAPI document and its docs page', async () => {
    const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths).toHaveProperty('/api/user/user_join');
    const page = await fetch(`${base}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui-bundle.js');
  });

  it('answers unknown API paths and malformed JSON in the envelope', async () => {
    const unknown = await rest('GET', '/no/such/path');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(404);
    const response = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"user_id":' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: number }).code).toBe(400);
  });
});

describe('orders over REST', () => {
  it('a guest orders, finds it in the list and cancels it; a sold-out product is a 409 OUT_OF_STOCK', async () => {
    const token = (await rest('POST', '/user/user_join', {})).body.result.tokenDto.accessToken as string;
    const optionOf = async (id: string) => (await gql('query ($id: ID!) { product(id: $id) { options { id } } }', { id })).body.data.product.options[0].id as string;
    const order = {
      lines: [{ productId: '1', optionId: await optionOf('1'), quantity: 1 }],
      address: { recipientName: '김게스트', recipientPhone: '01055556666', postcode: '04524', address1: '서울특별시 중구 세종대로 110' },
      ordererName: '김게스트',
      ordererPhone: '01055556666',
      payMethod: 'card',
      agreedToTerms: true,
    };
    const created = await rest('POST', '/userOrder/create', order, token);
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ status: 'order_request', statusLabel: '주문접수', statusColour: 'fail', lines: [{ productId: '1', quantity: 1 }] });
    // Not paid yet: under 결제대기 (view=pending_payment), not in the order history (issue 21).
    const list = await rest('GET', '/userOrder/list?pageSize=10', undefined, token);
    expect(list.body.result.items).toEqual([]);
    const pending = await rest('GET', '/userOrder/list?pageSize=10&view=pending_payment', undefined, token);
    expect(pending.body.result.items.map((o: { id: string }) => o.id)).toEqual([created.body.result.id]);
    const soldOut = await rest('POST', '/userOrder/create', { ...order, lines: [{ productId: '37', optionId: await optionOf('37'), quantity: 1 }] }, token);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({ code: 409, result: { error: 'OUT_OF_STOCK', fields: [{ field: 'lines.0' }] } });
    const cancelled = await rest('POST', '/userOrder/edit', { orderId: created.body.result.id, reason: '단순 변심' }, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.result).toMatchObject({ refundAmount: 0, order: { status: 'cancelled', statusLabel: '주문취소' } });
  });
});
