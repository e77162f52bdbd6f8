import { Migration } from '@mikro-orm/migrations';

export class Migration20261122022126 extends Migration {

  override name = 'Migration20261122022126';

  override up(): void | Promise<void> {
    this.addSql(`create table "application_issues" ("id" uuid not null default gen_random_uuid(), "user_email" varchar(254) not null, "issue_type" varchar(32) not null, "issue_description" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`);

    this.addSql(`create table "app_settings" ("id" uuid not null default gen_random_uuid(), "setting_key" varchar(64) not null, "setting_value" text not null, "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "app_settings" add constraint "app_settings_setting_key_unique" unique ("setting_key");`);

    this.addSql(`create table "early_access_respondents" ("id" uuid not null default gen_random_uuid(), "email" varchar(254) not null, "first_name" varchar(64) null, "last_name" varchar(64) null, "linkedin_url" varchar(128) null, "why_early_adopter" text null, "authorized_user" boolean not null default false, "captcha_verified" boolean not null default false, "signup_date" timestamptz not null default now(), "authorized_date" timestamptz null, "last_login_date" timestamptz null, "generated_password" varchar(50) null, primary key ("id"));`);
    this.addSql(`alter table "early_access_respondents" add constraint "early_access_respondents_email_unique" unique ("email");`);

    this.addSql(`create table "extension_versions" ("id" uuid not null default gen_random_uuid(), "version" varchar(32) not null, "release_date" timestamptz null default now(), "release_notes" text null, "is_latest" boolean not null default false, primary key ("id"));`);
    this.addSql(`alter table "extension_versions" add constraint "extension_versions_version_unique" unique ("version");`);

    this.addSql(`create table "rate_limits" ("key" varchar(200) not null, "count" int not null default 0, "reset_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "users" ("id" uuid not null default gen_random_uuid(), "email" varchar(254) not null, "first_name" varchar(64) null, "last_name" varchar(64) null, "password" varchar(255) not null, "extension_user_id" varchar(64) null, "role" text not null default 'free', "subscription_tier" varchar(32) not null default 'free', "subscription_status" varchar(32) not null default 'active', "daily_usage" int not null default 0, "daily_limit" int not null default 10, "last_usage_reset" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_extension_user_id_unique" unique ("extension_user_id");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('free', 'early_access', 'moderator', 'admin'));`);

    this.addSql(`create table "sessions" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, "user_agent" varchar(255) null, "ip" varchar(64) null, primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "fact_checks" ("id" uuid not null default gen_random_uuid(), "user_id" uuid null, "content" text not null, "content_type" varchar(16) not null, "platform" varchar(32) null, "result" jsonb not null, "credibility_score" int null, "sources" jsonb null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "fact_checks_platform_index" on "fact_checks" ("platform");`);
    this.addSql(`create index "fact_checks_created_at_index" on "fact_checks" ("created_at");`);
    this.addSql(`create index "fact_checks_user_id_created_at_index" on "fact_checks" ("user_id", "created_at");`);

    this.addSql(`create table "extension_config" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "min_drag_width" int not null default 20, "min_drag_height" int not null default 20, "min_text_length" int not null default 15, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "extension_config" add constraint "extension_config_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "api_usage" ("id" uuid not null default gen_random_uuid(), "user_id" uuid null, "api_provider" varchar(64) not null, "request_type" varchar(64) not null, "tokens_used" int not null default 0, "success" boolean not null, "latency_ms" int null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "api_usage_user_id_index" on "api_usage" ("user_id");`);
    this.addSql(`create index "api_usage_created_at_index" on "api_usage" ("created_at");`);
    this.addSql(`create index "api_usage_api_provider_created_at_index" on "api_usage" ("api_provider", "created_at");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "fact_checks" add constraint "fact_checks_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "extension_config" add constraint "extension_config_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "api_usage" add constraint "api_usage_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
  }

}
