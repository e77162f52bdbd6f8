import { Migration } from '@mikro-orm/migrations';

/**
 * The hot path (docs/adr/0080-session-cache.md, docs/adr/0082-exact-daily-count.md):
 * - `users.usage_pending` / `usage_pending_until`: units held by checks in flight, which count against
 *   the limit but not in the day's count until the check is stored; they lapse at `usage_pending_until`.
 * - Triggers that notify `session_cache` when a cached session lookup may have changed: a session
 *   revoked, re-dated or deleted ('t:<token hash>'); a user's identity, role, limit, password or
 *   subscription changed, or the user deleted ('u:<id>'); their extension settings changed ('u:<id>').
 *   The counters (daily_usage, last_usage_reset, usage_pending*) and updated_at do not notify: they move
 *   on every check.
 */
export class Migration20261123230000_session_cache extends Migration {

  override name = 'Migration20261123230000_session_cache';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "usage_pending" int not null default 0, add column "usage_pending_until" timestamptz null;`);

    this.addSql(`create or replace function factlens_notify_session() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_cache', 't:' || old.token_hash);
  return null;
end $$;`);
    this.addSql(`create trigger sessions_notify_cache after update on "sessions" for each row
  when (old.revoked_at is distinct from new.revoked_at or old.expires_at is distinct from new.expires_at
        or old.user_id is distinct from new.user_id or old.token_hash is distinct from new.token_hash
        or new.last_seen_at < old.last_seen_at)
  execute function factlens_notify_session();`);
    this.addSql(`create trigger sessions_notify_cache_delete after delete on "sessions" for each row execute function factlens_notify_session();`);

    this.addSql(`create or replace function factlens_notify_user() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_cache', 'u:' || old.id);
  return null;
end $$;`);
    this.addSql(`create trigger users_notify_cache after update on "users" for each row
  when ((old.email, old.first_name, old.last_name, old.password, old.must_change_password, old.password_changed_at,
         old.extension_user_id, old.role, old.subscription_tier, old.subscription_status, old.daily_limit)
        is distinct from
        (new.email, new.first_name, new.last_name, new.password, new.must_change_password, new.password_changed_at,
         new.extension_user_id, new.role, new.subscription_tier, new.subscription_status, new.daily_limit))
  execute function factlens_notify_user();`);
    this.addSql(`create trigger users_notify_cache_delete after delete on "users" for each row execute function factlens_notify_user();`);

    this.addSql(`create or replace function factlens_notify_extension_config() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_cache', 'u:' || coalesce(new.user_id, old.user_id));
  return null;
end $$;`);
    this.addSql(`create trigger extension_config_notify_cache after insert or update or delete on "extension_config" for each row execute function factlens_notify_extension_config();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists extension_config_notify_cache on "extension_config";`);
    this.addSql(`drop trigger if exists users_notify_cache_delete on "users";`);
    this.addSql(`drop trigger if exists users_notify_cache on "users";`);
    this.addSql(`drop trigger if exists sessions_notify_cache_delete on "sessions";`);
    this.addSql(`drop trigger if exists sessions_notify_cache on "sessions";`);
    this.addSql(`drop function if exists factlens_notify_extension_config();`);
    this.addSql(`drop function if exists factlens_notify_user();`);
    this.addSql(`drop function if exists factlens_notify_session();`);
    this.addSql(`alter table "users" drop column "usage_pending", drop column "usage_pending_until";`);
  }

}
