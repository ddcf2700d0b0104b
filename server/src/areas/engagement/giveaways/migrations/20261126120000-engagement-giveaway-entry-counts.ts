import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// A member's entries of one kind are one row with a count, so N points entries are one write.
// Rows of giveaways already drawn stay one per entry (legacy_line = their id): their published
// list and its hash must stay byte for byte what was published. Every other giveaway's rows are
// folded, the count and the points spent summed into the member's first row of that kind.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('giveaway_entries')
    .addColumn('entries', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`entries >= 1`),
    )
    .execute();
  await db.schema
    .alterTable('giveaway_entries')
    .addColumn('legacy_line', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update giveaway_entries set legacy_line = id
    where giveaway_id in (select id from giveaways where drawn_at is not null)
  `.execute(db);
  await sql`
    update giveaway_entries
    set entries = (
        select count(*) from giveaway_entries o
        where o.giveaway_id = giveaway_entries.giveaway_id
          and o.user_id = giveaway_entries.user_id
          and o.entry_type = giveaway_entries.entry_type
          and o.legacy_line = 0),
      points_spent = (
        select sum(o.points_spent) from giveaway_entries o
        where o.giveaway_id = giveaway_entries.giveaway_id
          and o.user_id = giveaway_entries.user_id
          and o.entry_type = giveaway_entries.entry_type
          and o.legacy_line = 0)
    where id in (
      select min(id) from giveaway_entries where legacy_line = 0
      group by giveaway_id, user_id, entry_type)
  `.execute(db);
  await sql`
    delete from giveaway_entries
    where legacy_line = 0
      and id not in (
        select min(id) from giveaway_entries where legacy_line = 0
        group by giveaway_id, user_id, entry_type)
  `.execute(db);
  await db.schema
    .createIndex('giveaway_entries_one_row')
    .on('giveaway_entries')
    .columns(['giveaway_id', 'user_id', 'entry_type', 'legacy_line'])
    .unique()
    .execute();
}

// Back to one row per entry: each counted row gives entries - 1 more rows (new ids, same member,
// kind and time), the points spent shared out evenly with the remainder on the first row.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('giveaway_entries_one_row').execute();
  await sql`
    insert into giveaway_entries
      (giveaway_id, user_id, entry_type, kick_username, points_spent, created_at, entries)
    with recursive n(i) as (
      select 1 union all
      select i + 1 from n where i < (select max(entries) from giveaway_entries))
    select e.giveaway_id, e.user_id, e.entry_type, e.kick_username, e.points_spent / e.entries,
      e.created_at, 1
    from giveaway_entries e join n on n.i < e.entries
    order by e.id, n.i
  `.execute(db);
  await sql`
    update giveaway_entries
    set points_spent = points_spent - (points_spent / entries) * (entries - 1), entries = 1
    where entries > 1
  `.execute(db);
  await db.schema.alterTable('giveaway_entries').dropColumn('legacy_line').execute();
  await db.schema.alterTable('giveaway_entries').dropColumn('entries').execute();
}
