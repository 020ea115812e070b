import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { drainOutbox, koreanDate, outboxHandlersOf, type Identity } from '@shop/kit';
import { eventually, serveSubgraphs, startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../../subgraphs/commerce/src/schema.js';
import { partners } from '../../subgraphs/partners/src/schema.js';
import { createTestUser } from '../../subgraphs/commerce/src/cart/cart.testing.js';
import { CREATE_ORDER, orderInput, stockedProduct } from '../../subgraphs/commerce/src/orders/orders.testing.js';
import { markOrderPaid } from '../../subgraphs/commerce/src/orders/order-changes.service.js';
import { messageSender } from '../../subgraphs/commerce/src/adapters/sms/index.js';

/**
 * Selling through a channel (issue 20) across the two services: partners' group-buying event is
 * copied to commerce by partners' outbox; checkout charges the group price while it is open;
 * commerce's outbox sends the paid order to partners, which attributes it to the channel and counts
 * it in the channel's figures; a cancel takes it out again. Both services run as HTTP servers
 * reached through SUBGRAPH_<NAME>_URL, as in `npm start`.
 */
let shop: TestSubgraph;
let channels: TestSubgraph;
let servers: Awaited<ReturnType<typeof serveSubgraphs>>;

beforeAll(async () => {
  shop = await startTestSubgraph(commerce);
  channels = await startTestSubgraph(partners);
  servers = await serveSubgraphs([commerce, partners]);
});
afterAll(async () => {
  await servers.stop();
  await Promise.all([shop.close(), channels.close()]);
});

async function influencerWithChannel(): Promise<{ influencer: Identity; channelId: string; handle: string }> {
  const influencer = await createTestUser(shop.em(), 'influencer');
  const handle = unique('gb');
  const [row] = await channels
    .em()
    .execute<{ id: string }[]>(`insert into partners.channels (owner_user_id, handle, name, created_at) values (?, ?, '공구 채널', now()) returning id::text as id`, [influencer.userId, handle]);
  return { influencer, channelId: row!.id, handle };
}

const offerStatus = (eventId: string) =>
  shop
    .em()
    .execute<{ status: string; group_price: number }[]>('select status, group_price from commerce.group_buy_offers where event_id = ?', [eventId])
    .then((rows) => rows[0] ?? null);
const statsOf = (channelId: string) =>
  channels
    .em()
    .execute<{ orders: number; revenue: string }[]>('select orders, revenue from partners.channel_daily_stats where channel_id = ? and day = ?', [channelId, koreanDate()])
    .then((rows) => ({ orders: rows[0]?.orders ?? 0, revenue: Number(rows[0]?.revenue ?? 0) }));

describe('group buying through a channel', () => {
  it('charges the group price while the event is open, attributes the order to the channel, and takes it out of the revenue when cancelled', async () => {
    const { influencer, channelId } = await influencerWithChannel();
    const { product, option } = await stockedProduct(shop.em(), 50, 18000);
    const event = (
      await channels.ok<{ createCooperateEvent: { id: string; status: string; actions: string[] } }>(
        'mutation ($i: CooperateEventInput!) { createCooperateEvent(input: $i) { id status actions } }',
        {
          i: {
            productId: product.id,
            title: '채널 공동구매',
            groupPrice: 12900,
            startsAt: new Date(Date.now() - 60_000).toISOString(),
            endsAt: new Date(Date.now() + 86_400_000).toISOString(),
            maxParticipants: 100,
          },
        },
        influencer,
      )
    ).createCooperateEvent;
    expect(event).toMatchObject({ status: 'draft', actions: ['scheduled', 'cancelled'] });
    await eventually(
      () => offerStatus(event.id),
      (offer) => offer?.status === 'draft',
    );

    const buyer = await createTestUser(shop.em());
    const line = { productId: product.id, optionId: option.id, quantity: 2, cooperateEventId: event.id };
    // Not open yet: the line is refused naming the event, nothing is ordered.
    const early = await shop.exec(CREATE_ORDER, { i: { ...orderInput([{ product, option, quantity: 2 }]), lines: [line] } }, buyer);
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'COOPERATE_NOT_OPEN', fields: [{ field: 'lines.0.cooperateEventId' }] });

    // A disallowed transition is refused by the table (draft cannot close).
    const refused = await channels.exec('mutation ($id: ID!) { changeCooperateStatus(id: $id, status: closed) { status } }', { id: event.id }, influencer);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'COOPERATE_STATUS_CONFLICT', fields: [{ field: 'status' }] });
    for (const status of ['scheduled', 'open'])
      await channels.ok('mutation ($id: ID!, $s: CooperateStatus!) { changeCooperateStatus(id: $id, status: $s) { status } }', { id: event.id, s: status }, influencer);
    await eventually(
      () => offerStatus(event.id),
      (offer) => offer?.status === 'open',
    );

    // The checkout's quote prices the line as the order will (one pricing: delivery-quote priceLines).
    const quote = await shop.ok<{ deliveryQuote: { goodsTotal: number } }>('query ($l: [QuoteLineInput!]!) { deliveryQuote(lines: $l) { goodsTotal } }', { l: [line] }, buyer);
    expect(quote.deliveryQuote.goodsTotal).toBe(12900 * 2);
    const order = (
      await shop.ok<{ createOrder: { id: string; goodsTotal: number; lines: { id: string; lineTotal: number }[] } }>(
        CREATE_ORDER,
        { i: { ...orderInput([{ product, option, quantity: 2 }]), lines: [line] } },
        buyer,
      )
    ).createOrder;
    expect(order.goodsTotal).toBe(12900 * 2);
    expect(order.lines[0]!.lineTotal).toBe(25800);
    // The same product without the event costs the shop's price.
    const plain = (await shop.ok<{ createOrder: { goodsTotal: number } }>(CREATE_ORDER, { i: orderInput([{ product, option, quantity: 1 }]) }, buyer)).createOrder;
    expect(plain.goodsTotal).toBe(18000);

    // Paid (as the payment hook does it), then the outbox delivers the facts to partners.
    await shop.em().transactional((em) => markOrderPaid(em as EntityManager, order.id));
    await drainOutbox(shop.em().fork() as EntityManager, outboxHandlersOf(commerce));
    const attributed = await eventually(
      () => channels.em().execute<{ channel_id: string; reason: string; revenue: number }[]>('select channel_id::text, reason, revenue from partners.channel_orders where order_id = ?', [order.id]),
      (rows) => rows.length === 1,
    );
    expect(attributed[0]).toMatchObject({ channel_id: channelId, reason: 'cooperate', revenue: 25800 });
    expect(await statsOf(channelId)).toEqual({ orders: 1, revenue: 25800 });
    const dashboard = await channels.ok<{ channelStats: { totals: { orders: number; revenue: number } }; channelTopProducts: { productId: string; quantity: number }[] }>(
      '{ channelStats { totals { orders revenue } } channelTopProducts { productId quantity } }',
      {},
      influencer,
    );
    expect(dashboard.channelStats.totals).toEqual({ orders: 1, revenue: 25800 });
    expect(dashboard.channelTopProducts).toEqual([{ productId: product.id, quantity: 2 }]);

    // The buyer cancels: the order leaves the channel's orders and revenue.
    await shop.ok('mutation ($id: ID!) { cancelOrder(id: $id, reason: "마음이 바뀌었어요") { order { status } } }', { id: order.id }, buyer);
    await eventually(
      () => statsOf(channelId),
      (stats) => stats.orders === 0,
    );
    expect(await statsOf(channelId)).toEqual({ orders: 0, revenue: 0 });
  });

  it('attributes an order to the channel a buyer arrived by within the window, once per session, and to none without a visit', async () => {
    const { channelId, handle } = await influencerWithChannel();
    const { product, option } = await stockedProduct(shop.em(), 50, 15000);
    const buyer = await createTestUser(shop.em());
    const session = unique('session');
    // The first inflow is recorded once per session, however often the page posts it; anonymously first, then claimed at sign-in.
    const visit = 'mutation ($i: ChannelVisitInput!) { recordChannelVisit(input: $i) { recorded channelId } }';
    expect((await channels.ok<{ recordChannelVisit: unknown }>(visit, { i: { action: 'first_inflow', influencerId: `@${handle}`, sessionId: session } }, null)).recordChannelVisit).toEqual({
      recorded: true,
      channelId,
    });
    expect((await channels.ok<{ recordChannelVisit: unknown }>(visit, { i: { action: 'first_inflow', influencerId: handle, sessionId: session } }, null)).recordChannelVisit).toEqual({
      recorded: false,
      channelId,
    });
    await channels.ok(visit, { i: { action: 'users_history', influencerId: handle, sessionId: session, value: 'product' } }, buyer);
    const firstInflows = await channels.em().execute<{ first_inflows: number }[]>('select first_inflows from partners.channel_daily_stats where channel_id = ? and day = ?', [channelId, koreanDate()]);
    expect(firstInflows[0]?.first_inflows).toBe(1);

    const order = (await shop.ok<{ createOrder: { id: string } }>(CREATE_ORDER, { i: orderInput([{ product, option, quantity: 1 }]) }, buyer)).createOrder;
    await shop.em().transactional((em) => markOrderPaid(em as EntityManager, order.id));
    await drainOutbox(shop.em().fork() as EntityManager, outboxHandlersOf(commerce));
    const rows = await eventually(
      () => channels.em().execute<{ channel_id: string; reason: string }[]>('select channel_id::text, reason from partners.channel_orders where order_id = ?', [order.id]),
      (found) => found.length === 1,
    );
    expect(rows[0]).toEqual({ channel_id: channelId, reason: 'link' });

    // Someone who never came through a channel: the order belongs to none.
    const stranger = await createTestUser(shop.em());
    const own = (await shop.ok<{ createOrder: { id: string } }>(CREATE_ORDER, { i: orderInput([{ product, option, quantity: 1 }]) }, stranger)).createOrder;
    await shop.em().transactional((em) => markOrderPaid(em as EntityManager, own.id));
    await drainOutbox(shop.em().fork() as EntityManager, outboxHandlersOf(commerce));
    expect(await channels.em().execute('select 1 from partners.channel_orders where order_id = ?', [own.id])).toEqual([]);
  });

  it('adds a combination to the cart in one step, prices it at its rate while it is whole, and attributes the order to the channel of the combination', async () => {
    const { influencer, channelId } = await influencerWithChannel();
    const a = await stockedProduct(shop.em(), 20, 12345);
    const b = await stockedProduct(shop.em(), 20, 15000);
    const combination = (
      await channels.ok<{ registerCombination: { id: string } }>(
        'mutation ($i: RegisterCombinationInput!) { registerCombination(input: $i) { id } }',
        {
          i: {
            name: '눈 건강 세트',
            discountRate: 15,
            lines: [
              { productId: a.product.id, optionId: a.option.id, quantity: 2 },
              { productId: b.product.id, optionId: b.option.id, quantity: 1 },
            ],
          },
        },
        influencer,
      )
    ).registerCombination;
    await eventually(
      () => shop.em().execute<{ status: string }[]>('select status from commerce.combination_offers where combination_id = ?', [combination.id]),
      (rows) => rows[0]?.status === 'active',
    );
    const buyer = await createTestUser(shop.em());
    const CART = 'lines { productId quantity unitPrice lineTotal combinationId combinationApplied } selectedTotal';
    const added = await shop.ok<{ addCombinationToCart: { lines: { productId: string; quantity: number; unitPrice: number; combinationApplied: boolean }[]; selectedTotal: number } }>(
      `mutation ($c: ID!) { addCombinationToCart(combinationId: $c) { ${CART} } }`,
      { c: combination.id },
      buyer,
    );
    // 15 % off each unit, rounded down to 10 won: 12345 -> 10490 (x2), 15000 -> 12750.
    const byProduct = new Map(added.addCombinationToCart.lines.map((l) => [l.productId, l]));
    expect(byProduct.get(a.product.id)).toMatchObject({ quantity: 2, unitPrice: 10490, combinationApplied: true });
    expect(byProduct.get(b.product.id)).toMatchObject({ quantity: 1, unitPrice: 12750, combinationApplied: true });
    expect(added.addCombinationToCart.selectedTotal).toBe(10490 * 2 + 12750);
    // What partners shows for the combination is what the cart charges (one rule: kit pricing.ts).
    const shown = await channels.ok<{ combination: { price: { price: number } } }>('query ($id: ID!) { combination(id: $id) { price { price } } }', { id: combination.id }, null);
    expect(shown.combination.price.price).toBe(10490 * 2 + 12750);

    // Checkout's quote names the cart lines and shows the amount the order will charge (it had
    // shown the shop's prices, the payment window then charging less); without them, shop prices.
    const cartLines = await shop
      .em()
      .execute<{ id: string; product_id: string; option_id: string; quantity: number }[]>(
        'select id::text, product_id::text, option_id::text, quantity from commerce.cart_lines where user_id = ? and purchased_at is null order by id',
        [buyer.userId],
      );
    const QUOTE = 'query ($l: [QuoteLineInput!]!) { deliveryQuote(lines: $l) { goodsTotal } }';
    const quoteLines = (named: boolean) => cartLines.map((l) => ({ productId: l.product_id, optionId: l.option_id, quantity: l.quantity, ...(named ? { cartLineId: l.id } : {}) }));
    expect((await shop.ok<{ deliveryQuote: { goodsTotal: number } }>(QUOTE, { l: quoteLines(true) }, buyer)).deliveryQuote.goodsTotal).toBe(10490 * 2 + 12750);
    expect((await shop.ok<{ deliveryQuote: { goodsTotal: number } }>(QUOTE, { l: quoteLines(false) }, buyer)).deliveryQuote.goodsTotal).toBe(12345 * 2 + 15000);
    // Another member naming these cart lines gets the shop's prices (a cart line is its owner's).
    expect((await shop.ok<{ deliveryQuote: { goodsTotal: number } }>(QUOTE, { l: quoteLines(true) }, await createTestUser(shop.em()))).deliveryQuote.goodsTotal).toBe(12345 * 2 + 15000);

    const order = (
      await shop.ok<{ createOrder: { id: string; goodsTotal: number } }>(
        CREATE_ORDER,
        { i: { ...orderInput([{ product: a.product, option: a.option, quantity: 1 }]), lines: null, fromCart: true } },
        buyer,
      )
    ).createOrder;
    expect(order.goodsTotal).toBe(10490 * 2 + 12750);
    await shop.em().transactional((em) => markOrderPaid(em as EntityManager, order.id));
    await drainOutbox(shop.em().fork() as EntityManager, outboxHandlersOf(commerce));
    const rows = await eventually(
      () => channels.em().execute<{ channel_id: string; reason: string }[]>('select channel_id::text, reason from partners.channel_orders where order_id = ?', [order.id]),
      (found) => found.length === 1,
    );
    expect(rows[0]).toEqual({ channel_id: channelId, reason: 'combination' });

    // Put in again and one line taken out: the combination is not whole, the rest is at the shop's price.
    const again = await shop.ok<{ addCombinationToCart: { lines: { id?: string; productId: string; unitPrice: number; combinationApplied: boolean }[] } }>(
      `mutation ($c: ID!) { addCombinationToCart(combinationId: $c) { lines { productId unitPrice combinationApplied } } }`,
      { c: combination.id },
      buyer,
    );
    expect(again.addCombinationToCart.lines.every((l) => l.combinationApplied)).toBe(true);
    const [lineB] = await shop.em().execute<{ id: string }[]>('select id::text from commerce.cart_lines where user_id = ? and product_id = ? and purchased_at is null', [buyer.userId, b.product.id]);
    const partial = await shop.ok<{ removeCartLine: { lines: { productId: string; unitPrice: number; combinationApplied: boolean }[] } }>(
      'mutation ($id: ID!) { removeCartLine(id: $id) { lines { productId unitPrice combinationApplied } } }',
      { id: lineB!.id },
      buyer,
    );
    expect(partial.removeCartLine.lines).toEqual([{ productId: a.product.id, unitPrice: 12345, combinationApplied: false }]);
  });

  it('texts the members who asked to be told once, when the event opens, through commerce and its SMS sandbox', async () => {
    const { influencer } = await influencerWithChannel();
    const { product } = await stockedProduct(shop.em(), 10, 18000);
    const event = (
      await channels.ok<{ createCooperateEvent: { id: string } }>(
        'mutation ($i: CooperateEventInput!) { createCooperateEvent(input: $i) { id } }',
        { i: { productId: product.id, title: '오픈 알림 공구', groupPrice: 9900, startsAt: new Date(Date.now() + 3_600_000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString() } },
        influencer,
      )
    ).createCooperateEvent;
    await channels.ok('mutation ($id: ID!) { changeCooperateStatus(id: $id, status: scheduled) { status } }', { id: event.id }, influencer);
    // A form left empty (its fields sent as null) hears every missing field in Korean in one round.
    const empty = await channels.exec(
      'mutation ($i: CooperateEventInput!) { createCooperateEvent(input: $i) { id } }',
      { i: { productId: null, title: '', groupPrice: null, startsAt: null, endsAt: null } },
      influencer,
    );
    expect(empty.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'productId', message: '상품을 선택해주세요.' },
      { field: 'title', message: '공동구매 제목을 입력해주세요.' },
      { field: 'groupPrice', message: '공동구매가를 입력해주세요.' },
      { field: 'startsAt', message: '시작 날짜와 시각을 입력해주세요.' },
      { field: 'endsAt', message: '종료 날짜와 시각을 입력해주세요.' },
    ]);
    const phones = [`010${String(Date.now()).slice(-8)}`, `010${String(Date.now() + 1).slice(-8)}`];
    const members = await Promise.all(
      phones.map(async (phone) => {
        const member = await createTestUser(shop.em());
        await shop.em().execute('update commerce.users set phone = ? where id = ?', [phone, member.userId]);
        return member;
      }),
    );
    for (const member of members) {
      await channels.ok('mutation ($e: ID!) { askCooperateAlert(eventId: $e) }', { e: event.id }, member);
      await channels.ok('mutation ($e: ID!) { askCooperateAlert(eventId: $e) }', { e: event.id }, member);
    }
    const counted = await channels.ok<{ cooperateAlertMembers: { total: number } }>('query ($e: ID!) { cooperateAlertMembers(eventId: $e) { total } }', { e: event.id }, influencer);
    expect(counted.cooperateAlertMembers.total).toBe(2);

    await channels.ok('mutation ($id: ID!) { changeCooperateStatus(id: $id, status: open) { status } }', { id: event.id }, influencer);
    // What the Solapi sandbox (in this process, as commerce runs here) received for the two phones.
    const sent = async () => (await Promise.all(phones.map((p) => messageSender().delivered!(p)))).flat().sort((a, b) => a.phone.localeCompare(b.phone));
    const messages = await eventually(sent, (rows) => rows.length === 2);
    expect(messages.map((m) => m.phone)).toEqual([...phones].sort());
    expect(messages[0]!.text).toContain("'오픈 알림 공구'가 열렸어요. 공동구매가 9,900원");
    // Sent once: asking the owner's send again tells nobody new.
    expect((await channels.ok<{ sendCooperateAlerts: number }>('mutation ($e: ID!) { sendCooperateAlerts(eventId: $e) }', { e: event.id }, influencer)).sendCooperateAlerts).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sent()).toHaveLength(2);
  });

  it("makes a channel's coupon at commerce within the shop's bounds; an order that uses it belongs to the channel", async () => {
    const { influencer, channelId } = await influencerWithChannel();
    const code = `CH${Date.now().toString(36).toUpperCase()}`;
    const coupon = (input: Record<string, unknown>) =>
      channels.exec(
        'mutation ($i: ChannelCouponInput!) { createChannelCoupon(input: $i) { id code } }',
        {
          i: {
            name: '채널 10% 쿠폰',
            code,
            kind: 'percent',
            amount: 10,
            startsAt: new Date(Date.now() - 60_000).toISOString(),
            endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            issueLimit: 100,
            ...input,
          },
        },
        influencer,
      );
    // Over the shop's bound for an influencer: refused naming the field, nothing made.
    expect((await coupon({ amount: 50 })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'amount' }] });
    // A form left empty (its fields sent as null) hears every missing field in Korean in one round.
    const empty = await coupon({ name: '', code: '', amount: null, startsAt: null, endsAt: null, issueLimit: null });
    expect(empty.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'name', message: '쿠폰 이름을 입력해주세요.' },
      { field: 'code', message: '쿠폰 코드를 입력해주세요.' },
      { field: 'amount', message: '할인을 입력해주세요.' },
      { field: 'startsAt', message: '시작 날짜와 시각을 입력해주세요.' },
      { field: 'endsAt', message: '종료 날짜와 시각을 입력해주세요.' },
      { field: 'issueLimit', message: '발급 수량을 입력해주세요.' },
    ]);
    // An unreadable time is refused by the DateTimeISO scalar before the service, naming the field.
    expect((await coupon({ startsAt: 'not a time' })).errors?.[0]?.extensions?.fields).toMatchObject([{ field: 'startsAt' }]);
    const made = await coupon({});
    expect(made.errors).toBeUndefined();
    // The same code again is commerce's CONFLICT, passed on naming the code.
    expect((await coupon({})).errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'code' }] });
    const created = (made.data as { createChannelCoupon: { id: string; code: string } }).createChannelCoupon;
    expect(created.code).toBe(code);
    const listed = await shop.ok<{ channelCoupons: { id: string }[]; issuableCoupons: { id: string }[] }>(
      'query ($c: ID!) { channelCoupons(channelId: $c) { id } issuableCoupons { id } }',
      { c: channelId },
      null,
    );
    expect(listed.channelCoupons.map((c) => c.id)).toEqual([created.id]);
    expect(listed.issuableCoupons.map((c) => c.id)).not.toContain(created.id);

    const buyer = await createTestUser(shop.em());
    const claimed = await shop.ok<{ claimCoupon: { id: string } }>('mutation ($c: String!) { claimCoupon(code: $c) { id } }', { c: code.toLowerCase() }, buyer);
    const { product, option } = await stockedProduct(shop.em(), 10, 18000);
    const order = (
      await shop.ok<{ createOrder: { id: string; goodsTotal: number; discountTotal: number } }>(
        'mutation ($i: CreateOrderInput!) { createOrder(input: $i) { id goodsTotal discountTotal } }',
        { i: { ...orderInput([{ product, option, quantity: 1 }]), couponIds: [claimed.claimCoupon.id] } },
        buyer,
      )
    ).createOrder;
    expect(order.discountTotal).toBe(1800);
    await shop.em().transactional((em) => markOrderPaid(em as EntityManager, order.id));
    await drainOutbox(shop.em().fork() as EntityManager, outboxHandlersOf(commerce));
    const rows = await eventually(
      () => channels.em().execute<{ channel_id: string; reason: string; revenue: number }[]>('select channel_id::text, reason, revenue from partners.channel_orders where order_id = ?', [order.id]),
      (found) => found.length === 1,
    );
    expect(rows[0]).toEqual({ channel_id: channelId, reason: 'coupon', revenue: 18000 - 1800 });
  });

  it('counts each participant once and never beyond the limit under 20 concurrent joins', async () => {
    const { channelId } = await influencerWithChannel();
    const [event] = await channels
      .em()
      .execute<{ id: string }[]>(
        `insert into partners.cooperate_events (channel_id, product_id, title, group_price, starts_at, ends_at, status, max_participants, created_at, updated_at) values (?, 1, '한정 공구', 1000, now() - interval '1 minute', now() + interval '1 day', 'open', 5, now(), now()) returning id::text as id`,
        [channelId],
      );
    const members = await Promise.all(Array.from({ length: 20 }, () => createTestUser(shop.em())));
    const join = 'mutation ($e: ID!) { joinCooperate(eventId: $e) { participantCount } }';
    const results = await Promise.all(members.map((m) => channels.exec(join, { e: event!.id }, m)));
    expect(results.filter((r) => !r.errors).length).toBe(5);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'COOPERATE_FULL').length).toBe(15);
    // A second join of a participant changes nothing.
    const again = await channels.exec(join, { e: event!.id }, members[results.findIndex((r) => !r.errors)]!);
    expect(again.errors).toBeUndefined();
    const [row] = await channels
      .em()
      .execute<{ participant_count: number; n: string }[]>(
        'select participant_count, (select count(*) from partners.cooperate_participants p where p.event_id = e.id) as n from partners.cooperate_events e where id = ?',
        [event!.id],
      );
    expect(row).toMatchObject({ participant_count: 5, n: '5' });
  });
});
