import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { partners } from '../schema.js';
import { openTestChannel } from '../community/community.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(partners);
});
afterAll(() => api.close());

/** The refusal of a text with a disease claim: BAD_USER_INPUT at the field, quoting the words. */
function refusedAt(result: { errors?: { extensions?: Record<string, unknown> }[] }, field: string, word: string) {
  const extensions = result.errors?.[0]?.extensions as { code?: string; fields?: { field: string; message: string }[] } | undefined;
  expect(extensions?.code).toBe('BAD_USER_INPUT');
  const at = extensions?.fields?.find((f) => f.field === field);
  expect(at?.message, `a refusal at ${field}`).toContain(`'${word}'`);
}

describe('every text a channel publishes follows the health-food advertising rules (식품표시광고법 제8조)', () => {
  it('the intro, a notice, an FAQ answer, a group buy and a recommended product’s comment with a disease claim are refused at their field and nothing is stored', async () => {
    const channel = await openTestChannel(api);
    const PROFILE = 'mutation ($i: ChannelProfileInput!) { editChannelProfile(input: $i) { intro } }';
    refusedAt(await api.exec(PROFILE, { i: { intro: '매일 먹는 영양제로 암을 예방하세요' } }, channel.owner), 'intro', '예방');
    const kept = await api.ok<{ editChannelProfile: { intro: string | null } }>(PROFILE, { i: { intro: '매일 챙겨 먹는 영양제 이야기' } }, channel.owner);
    expect(kept.editChannelProfile.intro).toBe('매일 챙겨 먹는 영양제 이야기');

    const NOTICE = 'mutation ($i: CreateChannelNoticeInput!) { createChannelNotice(input: $i) { id } }';
    refusedAt(await api.exec(NOTICE, { i: { title: '이번 주 공동구매', content: '이 제품으로 당뇨가 완치됐다는 후기가 많아요' } }, channel.owner), 'content', '완치');

    const MENU = 'mutation ($n: String!) { createFaqMenu(name: $n) { id } }';
    const menu = (await api.ok<{ createFaqMenu: { id: string } }>(MENU, { n: '제품 문의' }, channel.owner)).createFaqMenu;
    const FAQ = 'mutation ($i: CreateFaqEntryInput!) { createFaqEntry(input: $i) { id } }';
    refusedAt(await api.exec(FAQ, { i: { menuId: menu.id, question: '효과가 있나요?', answer: '고혈압 개선에 탁월합니다' } }, channel.owner), 'answer', '고혈압 개선');

    const COOPERATE = 'mutation ($i: CooperateEventInput!) { createCooperateEvent(input: $i) { id } }';
    const day = 86_400_000;
    const event = {
      productId: '1',
      title: '비타민C 공동구매',
      description: '이 비타민은 감기를 예방하고 암을 치료합니다.',
      groupPrice: 9_900,
      startsAt: new Date(Date.now() + day).toISOString(),
      endsAt: new Date(Date.now() + 3 * day).toISOString(),
    };
    const cooperate = await api.exec(COOPERATE, { i: event }, channel.owner);
    refusedAt(cooperate, 'description', '치료');
    expect((cooperate.errors?.[0]?.extensions as { fields: { message: string }[] }).fields[0]!.message).toContain("'예방', '암'");

    const CATEGORY = 'mutation ($i: CreateChannelCategoryInput!) { createChannelCategory(input: $i) { id } }';
    const category = (await api.ok<{ createChannelCategory: { id: string } }>(CATEGORY, { i: { name: '면역' } }, channel.owner)).createChannelCategory;
    const RECOMMEND = 'mutation ($i: CreateRecommendedProductInput!) { createRecommendedProduct(input: $i) { id } }';
    refusedAt(await api.exec(RECOMMEND, { i: { categoryId: category.id, productId: '1', comment: '이거 먹고 당뇨가 완치됐어요!' } }, channel.owner), 'comment', '완치');

    const stored = await api
      .em()
      .execute<{ n: number }[]>(
        `select (select count(*) from partners.channel_notices where channel_id = ?)::int + (select count(*) from partners.faq_entries where channel_id = ?)::int + (select count(*) from partners.cooperate_events where channel_id = ?)::int + (select count(*) from partners.channel_category_products where category_id = ?)::int as n`,
        [channel.id, channel.id, channel.id, category.id],
      );
    expect(stored[0]!.n).toBe(0);
  });
});
