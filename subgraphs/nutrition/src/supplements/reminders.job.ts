import type { EntityManager } from '@mikro-orm/postgresql';
import { KOREA_TZ, dayjs } from '@shop/kit';
import { enqueueNotification } from '../outbox/outbox.service.js';
import { addressedName } from '../profiles/display.js';

/**
 * The intake-reminder job (run every minute or so by pg-boss). For the Korean date and time of
 * `now`, every reminder time that has come (missed earlier times of the day included, so a job
 * that was down catches up) of a regimen that has started and is not yet fully taken that day
 * is claimed by inserting its delivery row; the unique (regimen, date, time) key means a time is
 * claimed once, even by two workers at once. One notification per regimen per run covers all
 * the times it claimed. Delivery rows and notifications commit together. Returns how many
 * notifications were queued.
 */
export async function sendDueReminders(em: EntityManager, now: Date): Promise<number> {
  const local = dayjs(now).tz(KOREA_TZ);
  const date = local.format('YYYY-MM-DD');
  const time = local.format('HH:mm');
  return em.transactional(async (tx) => {
    const claimed = await tx.execute<{ user_id: string; profile_name: string; supplement_name: string }[]>(
      `with due as (
         insert into nutrition.reminder_deliveries (regimen_id, reminder_date, reminder_time, created_at)
         select r.id, ?::date, t.reminder_time, now()
           from nutrition.supplement_regimens r
           cross join unnest(r.reminder_times) as t(reminder_time)
           left join nutrition.supplement_intakes i on i.regimen_id = r.id and i.intake_date = ?::date
          where r.start_date <= ?::date
            and t.reminder_time <= ?
            and coalesce(i.eat_cnt, 0) < r.alram_cnt
            and exists (select 1 from nutrition.profiles p where p.id = r.profile_id)
         on conflict (regimen_id, reminder_date, reminder_time) do nothing
         returning regimen_id
       )
       select r.user_id, p.name as profile_name, s.name as supplement_name
         from (select distinct regimen_id from due) d
         join nutrition.supplement_regimens r on r.id = d.regimen_id
         join nutrition.profiles p on p.id = r.profile_id
         join nutrition.supplements s on s.id = r.supplement_id
        order by r.id`,
      [date, date, date, time],
    );
    for (const row of claimed) {
      await enqueueNotification(tx as EntityManager, String(row.user_id), 'intake_reminder', '영양제 섭취 알림', `${addressedName(row.profile_name)}, ${row.supplement_name} 드실 시간이에요.`);
    }
    return claimed.length;
  });
}
