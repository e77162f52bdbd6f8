import { Migration } from '@mikro-orm/migrations';

/**
 * Each distinct result is stored once (docs/adr/0129-results-stored-once.md): `check_results` holds the
 * part of a result that many checks share, keyed by the sha256 of its JSON; a `fact_checks` row keeps
 * only what its own request had in `result` and names the shared part in `result_hash`. Rows already
 * stored keep their whole result and no hash; the readers merge the two (`stored-result.ts`).
 */
export class Migration20261124120000_check_results extends Migration {
  override name = 'Migration20261124120000_check_results';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "check_results" ("hash" text not null, "body" jsonb not null, "stored_at" timestamptz not null default now(), constraint "check_results_pkey" primary key ("hash"));`,
    );
    this.addSql(`alter table "fact_checks" add column "result_hash" text null;`);
  }

  override down(): void | Promise<void> {
    // Rows that reference a body get their whole result back before the bodies go.
    this.addSql(`update "fact_checks" f set "result" = b."body" || f."result" from "check_results" b where b."hash" = f."result_hash";`);
    this.addSql(`alter table "fact_checks" drop column "result_hash";`);
    this.addSql(`drop table if exists "check_results";`);
  }
}
