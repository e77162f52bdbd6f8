import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts hardening: sessions get an idle timeout (last_seen_at), users a "must change password"
 * flag, used ALTCHA solutions are remembered until they expire (no replay), and install-wide secrets
 * (the ALTCHA HMAC key) are generated once per install. See docs/adr/0031 and 0032.
 */
export class Migration20261123200000_accounts extends Migration {

  override name = 'Migration20261123200000_accounts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sessions" add column "last_seen_at" timestamptz not null default now();`);
    this.addSql(`alter table "users" add column "must_change_password" boolean not null default false;`);
    this.addSql(`alter table "users" add column "password_changed_at" timestamptz null;`);
    this.addSql(`create table "captcha_solutions" ("challenge_id" varchar(128) not null, "expires_at" timestamptz not null, primary key ("challenge_id"));`);
    this.addSql(`create index "captcha_solutions_expires_at_index" on "captcha_solutions" ("expires_at");`);
    this.addSql(`create table "install_secrets" ("name" varchar(64) not null, "value" varchar(255) not null, "created_at" timestamptz not null default now(), primary key ("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "install_secrets" cascade;`);
    this.addSql(`drop table if exists "captcha_solutions" cascade;`);
    this.addSql(`alter table "users" drop column "password_changed_at";`);
    this.addSql(`alter table "users" drop column "must_change_password";`);
    this.addSql(`alter table "sessions" drop column "last_seen_at";`);
  }

}
