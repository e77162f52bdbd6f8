import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023901 extends Migration {

  override name = 'Migration20261122023901';

  override up(): void | Promise<void> {
    // Trigram similarity for the local ClaimReview index (a trusted extension since PostgreSQL 13:
    // the database owner may create it). MikroORM cannot express extensions: hand-added.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "claim_reviews" ("id" uuid not null default gen_random_uuid(), "claim_text" text not null, "claimant" varchar(512) null, "claim_date" date null, "publisher_name" varchar(255) not null, "publisher_site" varchar(255) null, "url" varchar(2048) not null, "review_date" date null, "textual_rating" text not null default '', "verdict" text not null default 'unrated', "rating_value" numeric null, "best_rating" numeric null, "worst_rating" numeric null, "language_code" varchar(16) null, "source" varchar(255) null, "license" varchar(255) null, "search_vector" tsvector generated always as (to_tsvector('english', claim_text)) stored null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "claim_reviews" add constraint "claim_reviews_url_unique" unique ("url");`);
    this.addSql(`create index "claim_reviews_review_date_index" on "claim_reviews" ("review_date");`);
    this.addSql(`create index "claim_reviews_verdict_index" on "claim_reviews" ("verdict");`);
    this.addSql(`create index "claim_reviews_claim_text_trgm_index" on "claim_reviews" using gin ("claim_text" gin_trgm_ops);`);
    this.addSql(`create index "claim_reviews_search_vector_index" on "claim_reviews" using gin ("search_vector");`);

    this.addSql(`alter table "claim_reviews" add constraint "claim_reviews_verdict_check" check ("verdict" in ('false', 'mostly_false', 'mixed', 'mostly_true', 'true', 'unrated'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "claim_reviews" cascade;`);
    // pg_trgm stays installed: other objects may use it by then.
  }

}
