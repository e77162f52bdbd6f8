import { Migration } from '@mikro-orm/migrations';

/**
 * Exact user counts per role, kept by triggers in the same transaction as the change, so the admin
 * users list reads its total from at most four rows instead of counting every user on every page
 * (docs/adr/0096-users-list-one-statement.md). Inserts and deletes are counted per statement (a bulk
 * insert touches each role's row once); a role change moves one unit between two rows; a TRUNCATE
 * empties the counts. The rows are locked in role order, so concurrent writers never deadlock on them.
 */
export class Migration20261124009500_user_counts extends Migration {
  override name = 'Migration20261124009500_user_counts';

  override up(): void | Promise<void> {
    this.addSql(`create table "user_counts" ("role" text not null, "n" bigint not null default 0, primary key ("role"));`);

    this.addSql(`create or replace function factlens_user_counts_insert() returns trigger language plpgsql as $$
begin
  insert into user_counts (role, n) select role, count(*) from new_users group by role order by role
    on conflict (role) do update set n = user_counts.n + excluded.n;
  return null;
end $$;`);
    this.addSql(`create trigger users_count_insert after insert on "users" referencing new table as new_users
  for each statement execute function factlens_user_counts_insert();`);

    this.addSql(`create or replace function factlens_user_counts_delete() returns trigger language plpgsql as $$
begin
  insert into user_counts (role, n) select role, -count(*) from old_users group by role order by role
    on conflict (role) do update set n = user_counts.n + excluded.n;
  return null;
end $$;`);
    this.addSql(`create trigger users_count_delete after delete on "users" referencing old table as old_users
  for each statement execute function factlens_user_counts_delete();`);

    this.addSql(`create or replace function factlens_user_counts_role() returns trigger language plpgsql as $$
begin
  insert into user_counts (role, n) values (old.role, -1), (new.role, 1) order by 1
    on conflict (role) do update set n = user_counts.n + excluded.n;
  return null;
end $$;`);
    this.addSql(`create trigger users_count_role after update of "role" on "users" for each row
  when (old.role is distinct from new.role) execute function factlens_user_counts_role();`);

    this.addSql(`create or replace function factlens_user_counts_truncate() returns trigger language plpgsql as $$
begin
  delete from user_counts;
  return null;
end $$;`);
    this.addSql(
      `create trigger users_count_truncate after truncate on "users" for each statement execute function factlens_user_counts_truncate();`,
    );

    // No user may be added or removed between the first count and the triggers taking over.
    this.addSql(`lock table "users" in share row exclusive mode;`);
    this.addSql(`insert into user_counts (role, n) select role, count(*) from users group by role;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists users_count_truncate on "users";`);
    this.addSql(`drop trigger if exists users_count_role on "users";`);
    this.addSql(`drop trigger if exists users_count_delete on "users";`);
    this.addSql(`drop trigger if exists users_count_insert on "users";`);
    this.addSql(`drop function if exists factlens_user_counts_truncate();`);
    this.addSql(`drop function if exists factlens_user_counts_role();`);
    this.addSql(`drop function if exists factlens_user_counts_delete();`);
    this.addSql(`drop function if exists factlens_user_counts_insert();`);
    this.addSql(`drop table if exists "user_counts";`);
  }
}
