import { Migration } from '@mikro-orm/migrations';

/**
 * Feed imports from /admin/claims: the job's progress and checkpoint, the uploaded file in chunks
 * (so any replica can run the job) and the records it refused (docs/claim-index.md, "Feeds";
 * docs/adr/0100-feed-import-queue.md, docs/adr/0101-feed-import-resume.md). The queue's own tables
 * live in the `pgboss` schema, which pg-boss creates and migrates itself at start.
 */
export class Migration20261124000000_feeds extends Migration {
  override name = 'Migration20261124000000_feeds';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "feed_imports" ("id" uuid not null default gen_random_uuid(), "file_name" varchar(255) not null, "size_bytes" int not null, "created_by_id" uuid null, "status" text not null default 'queued', "job_id" varchar(64) null, "attempt" int not null default 0, "runs" int not null default 0, "records_done" int not null default 0, "resumed_from" int null, "read_count" int not null default 0, "inserted_count" int not null default 0, "updated_count" int not null default 0, "unchanged_count" int not null default 0, "rejected_count" int not null default 0, "error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "started_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "feed_imports_created_at_index" on "feed_imports" ("created_at");`);
    this.addSql(
      `create table "feed_import_rejections" ("feed_import_id" uuid not null, "seq" int not null, "line" int not null, "item" int null, "reason" text not null, primary key ("feed_import_id", "seq"));`,
    );
    this.addSql(
      `create table "feed_import_chunks" ("feed_import_id" uuid not null, "seq" int not null, "data" bytea not null, primary key ("feed_import_id", "seq"));`,
    );
    this.addSql(
      `alter table "feed_imports" add constraint "feed_imports_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "feed_imports" add constraint "feed_imports_status_check" check ("status" in ('queued', 'running', 'done', 'failed'));`);
    this.addSql(
      `alter table "feed_import_rejections" add constraint "feed_import_rejections_feed_import_id_foreign" foreign key ("feed_import_id") references "feed_imports" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "feed_import_chunks" add constraint "feed_import_chunks_feed_import_id_foreign" foreign key ("feed_import_id") references "feed_imports" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "feed_import_chunks" cascade;`);
    this.addSql(`drop table if exists "feed_import_rejections" cascade;`);
    this.addSql(`drop table if exists "feed_imports" cascade;`);
  }
}
