import { Migration } from '@mikro-orm/migrations';

/**
 * A fact-check's sources were stored twice (inside `result` and in their own `sources` column); the
 * result now carries them alone (docs/adr/0044-analysis-pipeline.md). Older rows lose nothing:
 * their `result` always held the sources too.
 */
export class Migration20261123201000_matching extends Migration {

  override name = 'Migration20261123201000_matching';

  override up(): void | Promise<void> {
    this.addSql(`alter table "fact_checks" drop column if exists "sources";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "fact_checks" add column "sources" jsonb null;`);
    this.addSql(`update "fact_checks" set "sources" = "result"->'sources';`);
  }

}
