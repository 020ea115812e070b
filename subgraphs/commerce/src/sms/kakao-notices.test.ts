import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { outboxHandlersOf, processOutboxItem } from '@shop/kit';
import { startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { UserEntity } from '../users/user.entity.js';
import { messageSender } from '../adapters/sms/index.js';
import { KAKAO_NOTICE, queueKakaoNotice } from './kakao-notices.service.js';
import { randomPhone } from './sms.testing.js';

/** 알림톡 notices after a commit, through the outbox and the Solapi sandbox (whose channel approves the shop's templates). */
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const SHIPPED = { 주문번호: 'O261127SHIP1', 택배사: 'CJ대한통운', 송장번호: '567812345678' };

describe('알림톡 notices', () => {
  it('sends ORDER_SHIPPED as ATA to the member’s phone once per key, after the commit', async () => {
    const phone = randomPhone();
    const em = api.em();
    const user = em.create(UserEntity, { nickname: unique('알림'), provider: 'local', role: 'member', phone });
    await em.flush();
    const queue = () =>
      api
        .em()
        .fork()
        .transactional((em) => queueKakaoNotice(em as EntityManager, { userId: user.id, template: 'ORDER_SHIPPED', variables: SHIPPED }, `order-shipped:${user.id}`));
    expect(await queue()).toBe(true);
    expect(await queue()).toBe(false);
    const items = await api.em().execute<{ id: string }[]>(`select id::text from commerce.kit_outbox where topic = ? and payload->>'userId' = ?`, [KAKAO_NOTICE, user.id]);
    expect(items).toHaveLength(1);
    expect(await processOutboxItem(api.em(), outboxHandlersOf(commerce), items[0]!.id)).toBe('done');
    const delivered = await messageSender().delivered!(phone);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ channel: 'kakao', type: 'ATA' });
    expect(delivered[0]!.text).toBe('[영양제 쇼핑몰] 주문하신 상품이 출발했습니다.\n주문번호: O261127SHIP1\n택배사: CJ대한통운\n송장번호: 567812345678');
  });

  it('20 concurrent queues of one key queue one notice', async () => {
    const key = unique('race');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api
          .em()
          .fork()
          .transactional((em) => queueKakaoNotice(em as EntityManager, { userId: '1', template: 'ORDER_GUIDE', variables: {} }, key)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses to queue a notice missing a template variable', async () => {
    await expect(
      api
        .em()
        .fork()
        .transactional((em) => queueKakaoNotice(em as EntityManager, { userId: '1', template: 'ORDER_SHIPPED', variables: { 주문번호: 'O1' } }, unique('k'))),
    ).rejects.toThrow(/#\{택배사\}/);
  });
});
