import { Migration } from '@mikro-orm/migrations';

/**
 * Disputes of a verdict, the moderators' audited actions and the corrections that later checks of
 * the same or a near-identical text inherit (docs/adr/0070-disputes-and-moderation.md,
 * docs/adr/0071-moderation-audit.md, docs/adr/0072-corrections-by-fingerprint.md).
 */
export class Migration20261123210000_disputes extends Migration {
  override name = 'Migration20261123210000_disputes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "disputes" ("id" uuid not null default gen_random_uuid(), "fact_check_id" uuid not null, "user_id" uuid not null, "reason" text check ("reason" in ('wrong_match', 'outdated', 'misleading_tone', 'other')) not null, "note" text null, "status" text check ("status" in ('open', 'upheld', 'corrected', 'no_fact_check')) not null default 'open', "resolved_by_id" uuid null, "resolved_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "disputes_fact_check_id_index" on "disputes" ("fact_check_id");`);
    this.addSql(`create index "disputes_status_created_at_index" on "disputes" ("status", "created_at");`);
    this.addSql(`create index "disputes_user_id_created_at_index" on "disputes" ("user_id", "created_at");`);
    this.addSql(`create unique index "disputes_one_open_per_fact_check" on "disputes" ("fact_check_id") where "status" = 'open';`);
    this.addSql(
      `alter table "disputes" add constraint "disputes_fact_check_id_foreign" foreign key ("fact_check_id") references "fact_checks" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "disputes" add constraint "disputes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "disputes" add constraint "disputes_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `create table "moderation_actions" ("id" uuid not null default gen_random_uuid(), "actor_id" uuid null, "action" varchar(32) not null, "dispute_id" uuid null, "before" jsonb not null, "after" jsonb not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "moderation_actions_actor_id_index" on "moderation_actions" ("actor_id");`);
    this.addSql(`create index "moderation_actions_dispute_id_index" on "moderation_actions" ("dispute_id");`);
    this.addSql(`create index "moderation_actions_created_at_index" on "moderation_actions" ("created_at");`);
    this.addSql(
      `alter table "moderation_actions" add constraint "moderation_actions_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "moderation_actions" add constraint "moderation_actions_dispute_id_foreign" foreign key ("dispute_id") references "disputes" ("id") on delete set null;`,
    );

    this.addSql(
      `create table "corrections" ("id" uuid not null default gen_random_uuid(), "fingerprint" text not null, "loose_fingerprint" text not null, "kind" text check ("kind" in ('exclude_source', 'pin_review', 'no_fact_check')) not null, "source_url" text null, "claim_review_id" uuid null, "dispute_id" uuid null, "created_by_id" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "corrections_fingerprint_index" on "corrections" ("fingerprint");`);
    this.addSql(`create index "corrections_loose_fingerprint_index" on "corrections" ("loose_fingerprint");`);
    this.addSql(`create index "corrections_created_at_index" on "corrections" ("created_at");`);
    this.addSql(
      `alter table "corrections" add constraint "corrections_claim_review_id_foreign" foreign key ("claim_review_id") references "claim_reviews" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "corrections" add constraint "corrections_dispute_id_foreign" foreign key ("dispute_id") references "disputes" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "corrections" add constraint "corrections_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "corrections" cascade;`);
    this.addSql(`drop table if exists "moderation_actions" cascade;`);
    this.addSql(`drop table if exists "disputes" cascade;`);
  }
}
