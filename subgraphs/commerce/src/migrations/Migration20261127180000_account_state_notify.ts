import { Migration } from '@mikro-orm/migrations';

/**
 * The gateway keeps the account states it checks tokens against (gateway/src/account-state-changes.ts)
 * and forgets one when commerce says it changed: every change of what `accountTokenStates` reads
 * (users.token_version, users.left_at, the account's restrictions) sends NOTIFY
 * `commerce_account_state` with the user id, from triggers, so no code path can forget it. PostgreSQL
 * delivers a notification when its transaction commits and never for one that rolls back.
 */
export class Migration20261127180000_account_state_notify extends Migration {
  override name = 'Migration20261127180000_account_state_notify';

  override up(): void | Promise<void> {
    this.addSql(`create function "commerce"."notify_account_state"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('commerce_account_state', to_jsonb(case when tg_op = 'DELETE' then old else new end) ->> tg_argv[0]);
        return null;
      end $$;`);
    this.addSql(`create trigger "users_account_state_changed" after update of "token_version", "left_at" on "commerce"."users" for each row
      when (old."token_version" is distinct from new."token_version" or old."left_at" is distinct from new."left_at")
      execute function "commerce"."notify_account_state"('id');`);
    this.addSql(`create trigger "users_account_state_deleted" after delete on "commerce"."users" for each row execute function "commerce"."notify_account_state"('id');`);
    this.addSql(
      `create trigger "account_restrictions_changed" after insert or update or delete on "commerce"."account_restrictions" for each row execute function "commerce"."notify_account_state"('user_id');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "account_restrictions_changed" on "commerce"."account_restrictions";`);
    this.addSql(`drop trigger if exists "users_account_state_deleted" on "commerce"."users";`);
    this.addSql(`drop trigger if exists "users_account_state_changed" on "commerce"."users";`);
    this.addSql(`drop function if exists "commerce"."notify_account_state"();`);
  }
}
