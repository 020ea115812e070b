import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { commerceLifecycle } from '../lifecycle.js';
import { createTestUser } from '../cart/cart.testing.js';
import { AddressEntity } from './address.entity.js';
import { MAX_ADDRESSES } from './addresses.service.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const FIELDS = 'id label recipient phone postcode address1 address2 isDefault source sourceName';
const CREATE = `mutation ($i: AddressInput!) { createAddress(input: $i) { ${FIELDS} } }`;
const LIST = `{ myAddresses { ${FIELDS} } }`;
const input = (over: Record<string, unknown> = {}) => ({ recipient: '김영희', phone: '010-2345-6789', postcode: '06236', address1: '서울 강남구 테헤란로 152', address2: '12층', ...over });
interface AddressData {
  id: string;
  label: string;
  phone: string;
  isDefault: boolean;
  source: string;
  sourceName: string | null;
  address2: string;
}

describe('address book', () => {
  it('the first address is the default; a new default replaces the old; the list has the default first', async () => {
    const me = await createTestUser(api.em());
    const first = (await api.ok<{ createAddress: AddressData }>(CREATE, { i: input() }, me)).createAddress;
    expect(first).toMatchObject({ label: '배송지', phone: '01023456789', isDefault: true, source: 'manual', sourceName: null, address2: '12층' });
    const second = (await api.ok<{ createAddress: AddressData }>(CREATE, { i: input({ label: '회사', address2: null }) }, me)).createAddress;
    expect(second).toMatchObject({ isDefault: false, address2: '' });
    const third = (await api.ok<{ createAddress: AddressData }>(CREATE, { i: input({ label: '본가', isDefault: true }) }, me)).createAddress;
    const list = (await api.ok<{ myAddresses: AddressData[] }>(LIST, {}, me)).myAddresses;
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);
  });

  it('edits (the default moves only to another address) and deleting the default promotes the newest', async () => {
    const me = await createTestUser(api.em());
    const a = (await api.ok<{ createAddress: AddressData }>(CREATE, { i: input({ label: '집' }) }, me)).createAddress;
    const b = (await api.ok<{ createAddress: AddressData }>(CREATE, { i: input({ label: '회사' }) }, me)).createAddress;
    const c = (await api.ok<{ createAddress: AddressData }>(CREATE, { i: input({ label: '학교' }) }, me)).createAddress;
    const EDIT = `mutation ($id: ID!, $i: AddressInput!) { editAddress(id: $id, input: $i) { ${FIELDS} } }`;
    const unset = await api.exec(EDIT, { id: a.id, i: input({ isDefault: false }) }, me);
    expect(unset.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'isDefault' }] });
    const edited = (await api.ok<{ editAddress: AddressData }>(EDIT, { id: b.id, i: input({ label: '새 회사', isDefault: true }) }, me)).editAddress;
    expect(edited).toMatchObject({ label: '새 회사', isDefault: true });
    expect((await api.em().findOneOrFail(AddressEntity, { id: a.id })).isDefault).toBe(false);
    await api.ok('mutation ($id: ID!) { deleteAddress(id: $id) }', { id: b.id }, me);
    const list = (await api.ok<{ myAddresses: AddressData[] }>(LIST, {}, me)).myAddresses;
    expect(list.map((x) => [x.id, x.isDefault])).toEqual([
      [c.id, true],
      [a.id, false],
    ]);
    await api.ok('mutation ($id: ID!) { deleteAddress(id: $id) }', { id: a.id }, me);
    expect((await api.ok<{ myAddresses: AddressData[] }>(LIST, {}, me)).myAddresses.map((x) => x.isDefault)).toEqual([true]);
  });

  it('adds from a partner source with its name', async () => {
    const me = await createTestUser(api.em());
    const { createAddressFromPartner } = await api.ok<{ createAddressFromPartner: AddressData }>(
      `mutation ($i: AddressInput!, $s: String!) { createAddressFromPartner(input: $i, sourceName: $s) { ${FIELDS} } }`,
      { i: input(), s: '슈팜 농장' },
      me,
    );
    expect(createAddressFromPartner).toMatchObject({ source: 'partner', sourceName: '슈팜 농장', isDefault: true });
  });

  it('refuses bad input in Korean naming the field', async () => {
    const me = await createTestUser(api.em());
    for (const [over, field, message] of [
      [{ postcode: '1234' }, 'postcode', '우편번호는 숫자 5자리입니다.'],
      [{ phone: '12345' }, 'phone', '연락처는 0으로 시작하는 9~11자리 숫자입니다.'],
      [{ recipient: ' ' }, 'recipient', '받는 분을 입력해주세요.'],
      [{ address1: '' }, 'address1', '주소를 입력해주세요.'],
    ] as const) {
      const answer = await api.exec(CREATE, { i: input(over) }, me);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field, message }] });
    }
    expect(await api.em().count(AddressEntity, { userId: me.userId })).toBe(0);
  });

  it(`keeps at most ${MAX_ADDRESSES}`, async () => {
    const me = await createTestUser(api.em());
    const em = api.em();
    for (let i = 0; i < MAX_ADDRESSES; i++)
      em.create(AddressEntity, { userId: me.userId, label: `주소${i}`, recipient: '김영희', phone: '01023456789', postcode: '06236', address1: '서울', isDefault: i === 0 });
    await em.flush();
    const full = await api.exec(CREATE, { i: input() }, me);
    expect(full.errors?.[0]).toMatchObject({ message: `배송지는 최대 ${MAX_ADDRESSES}개까지 저장할 수 있습니다.`, extensions: { code: 'ADDRESS_LIMIT' } });
  });

  it("addresses are their owner's; the database keeps one default and valid postcodes", async () => {
    const me = await createTestUser(api.em());
    const other = await createTestUser(api.em());
    const { createAddress } = await api.ok<{ createAddress: AddressData }>(CREATE, { i: input() }, me);
    expect((await api.exec('mutation ($id: ID!) { deleteAddress(id: $id) }', { id: createAddress.id }, other)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await api.ok<{ myAddresses: unknown[] }>(LIST, {}, other)).myAddresses).toEqual([]);
    const em = api.em();
    em.create(AddressEntity, { userId: me.userId, label: '둘째', recipient: '김영희', phone: '01023456789', postcode: '06236', address1: '서울', isDefault: true });
    await expect(em.flush()).rejects.toThrow(/addresses_one_default_unique/);
    await expect(api.em().nativeUpdate(AddressEntity, { id: createAddress.id }, { postcode: '0623' })).rejects.toThrow(/addresses_postcode_check/);
  });

  it('go when the person leaves', async () => {
    const me = await createTestUser(api.em());
    await api.ok(CREATE, { i: input() }, me);
    await api.em().transactional((tx) => commerceLifecycle.userDeleted(tx as never, { userId: me.userId }));
    expect(await api.em().count(AddressEntity, { userId: me.userId })).toBe(0);
  });
});
