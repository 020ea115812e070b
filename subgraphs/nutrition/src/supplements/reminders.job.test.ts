import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { DEMO_PRODUCT_LINES } from '@shop/kit/demo-catalog.js';
import { nutrition } from '../schema.js';
import { queuedNotifications } from '../outbox/outbox.service.js';
import { ReminderDeliveryEntity, SupplementEntity } from './supplement.entities.js';
import { seedSupplements } from './supplements.seed.js';
import { sendDueReminders } from './reminders.job.js';

/**
 * The job sees every regimen in the database, so each case runs in its own year of the 2000s, long
 * before other test files' regimens start, and the years go down case by case so no earlier
 * case's regimen has started yet: the counts are this case's alone.
 */
let api: TestSubgraph;
const member = (): Identity => testIdentity();

beforeAll(async () => {
  api = await startTestSubgraph(nutrition);
  await seedSupplements(api.em());
});
afterAll(() => api.close());

/** An instant given as Korean wall-clock time (UTC+9, no daylight saving). */
const kst = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);

async function regimen(owner: Identity, startDate: string, alramCnt: number, reminderTimes: string[], profileName = '지민') {
  const profile = await api.ok<{ addProfile: { id: string } }>(
    'mutation ($input: ProfileInput!) { addProfile(input: $input) { id } }',
    { input: { name: profileName, gender: 2, birthday: '1990-01-01' } },
    owner,
  );
  const supplement = await api.em().findOneOrFail(SupplementEntity, { productId: '1' });
  const data = await api.ok<{ addRegimen: { id: string } }>(
    'mutation ($input: RegimenInput!) { addRegimen(input: $input) { id } }',
    { input: { profileId: profile.addProfile.id, supplementId: supplement.id, alramCnt, reminderTimes, startDate } },
    owner,
  );
  return data.addRegimen.id;
}

const notices = (owner: Identity) => queuedNotifications(api.em(), owner.userId, 'intake_reminder');
const run = (at: Date) => sendDueReminders(api.em(), at);

describe('intake reminder job', () => {
  it('sends nothing before the time, once at the time, and nothing on a second run', async () => {
    const owner = member();
    await regimen(owner, '2009-03-01', 2, ['08:00', '20:00'], '지민');
    expect(await run(kst('2009-03-05', '07:59'))).toBe(0);
    expect(await run(kst('2009-03-05', '08:00'))).toBe(1);
    expect(await run(kst('2009-03-05', '08:00'))).toBe(0);
    expect(await run(kst('2009-03-05', '19:59'))).toBe(0);
    expect(await run(kst('2009-03-05', '20:00'))).toBe(1);
    const sent = await notices(owner);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ title: '영양제 섭취 알림', body: `지민님, ${DEMO_PRODUCT_LINES[0].name} 드실 시간이에요.` });
  });

  it("does not remind once the day's intakes reach alram_cnt", async () => {
    const owner = member();
    const id = await regimen(owner, '2008-03-01', 2, ['08:00', '20:00']);
    const mark = 'mutation ($id: ID!, $date: LocalDate) { markIntake(regimenId: $id, date: $date) { eatCnt } }';
    await api.ok(mark, { id, date: '2008-03-05' }, owner);
    expect(await run(kst('2008-03-05', '08:00'))).toBe(1); // one of two taken: still due
    await api.ok(mark, { id, date: '2008-03-05' }, owner);
    expect(await run(kst('2008-03-05', '20:00'))).toBe(0);
    expect(await run(kst('2008-03-06', '08:00'))).toBe(1); // a new day starts from zero
    expect(await notices(owner)).toHaveLength(2);
  });

  it('catches up on earlier missed times of the same day with one notice, claiming each time', async () => {
    const owner = member();
    const id = await regimen(owner, '2007-03-01', 3, ['07:00', '12:00', '18:00']);
    expect(await run(kst('2007-03-05', '13:00'))).toBe(1);
    const claimed = await api.em().find(ReminderDeliveryEntity, { regimenId: id }, { orderBy: { reminderTime: 'asc' } });
    expect(claimed.map((d) => [d.reminderDate, d.reminderTime])).toEqual([
      ['2007-03-05', '07:00'],
      ['2007-03-05', '12:00'],
    ]);
    expect(await run(kst('2007-03-05', '13:30'))).toBe(0);
    expect(await run(kst('2007-03-05', '18:00'))).toBe(1);
  });

  it('never reminds for a day before the start date, across midnight in Seoul', async () => {
    const owner = member();
    await regimen(owner, '2006-11-23', 1, ['00:00']);
    // 2006-11-22T14:59Z is 23:59 on the 22nd in Seoul; 15:00Z is 00:00 on the 23rd.
    expect(await run(new Date('2006-11-22T14:59:00Z'))).toBe(0);
    expect(await run(new Date('2006-11-22T15:00:00Z'))).toBe(1);
    const [delivery] = await api.em().find(ReminderDeliveryEntity, { reminderDate: '2006-11-23' });
    expect(delivery).toMatchObject({ reminderTime: '00:00' });
  });

  it('uses the Korean date, not the UTC one, for the time of day', async () => {
    const owner = member();
    await regimen(owner, '2005-06-01', 1, ['23:30']);
    // 14:30Z on the 1st is 23:30 on the 1st in Seoul (UTC says 14:30, which would be too early).
    expect(await run(new Date('2005-06-01T14:29:00Z'))).toBe(0);
    expect(await run(new Date('2005-06-01T14:30:00Z'))).toBe(1);
  });

  it('ignores entries without reminders', async () => {
    const owner = member();
    await regimen(owner, '2004-01-01', 0, []);
    await regimen(owner, '2004-01-01', 2, []);
    expect(await run(kst('2004-01-05', '23:59'))).toBe(0);
  });

  it('queues a reminder once when two workers run at the same moment', async () => {
    const owner = member();
    await regimen(owner, '2003-05-01', 1, ['09:00']);
    const at = kst('2003-05-02', '09:01');
    const results = await Promise.all([sendDueReminders(api.em(), at), sendDueReminders(api.em(), at)]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await notices(owner)).toHaveLength(1);
  });
});
