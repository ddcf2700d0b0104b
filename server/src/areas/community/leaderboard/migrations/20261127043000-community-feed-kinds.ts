import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { bool, idColumn, oneOf } from '../../../../core/db/migrations/helpers';

// Four more feed adapters (Clash.gg, Gamdom, Chicken.gg, Packdraw): `platform_feeds.kind`'s
// check grows. PostgreSQL swaps the constraint; SQLite cannot, so the table is rebuilt as is.
const BEFORE = ['roobet', 'rainbet', 'goated', 'shuffle', 'generic-json', 'csv'];
const AFTER = [...BEFORE, 'clash', 'gamdom', 'chicken', 'packdraw'];

const COLUMNS = sql.raw(
  [
    'id',
    'platform_id',
    'kind',
    'config_json',
    'enabled',
    'sync_interval_s',
    'last_sync_at',
    'last_success_at',
    'row_count',
    'last_error',
    'failures',
    'next_attempt_at',
    'created_at',
    'updated_at',
    'failing_since',
  ].join(', '),
);

async function withKinds(db: Kysely<any>, dialect: DialectName, kinds: string[]) {
  if (dialect === 'postgres') {
    await sql`alter table platform_feeds drop constraint if exists platform_feeds_kind_check`.execute(
      db,
    );
    await sql`alter table platform_feeds add constraint platform_feeds_kind_check check (${oneOf('kind', kinds)})`.execute(
      db,
    );
    return;
  }
  await db.schema
    .createTable('platform_feeds_new')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().unique().references('platforms.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', kinds)))
    .addColumn('config_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('enabled', 'integer', bool('enabled', 1))
    .addColumn('sync_interval_s', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(300)
        .check(sql`sync_interval_s >= 60`),
    )
    .addColumn('last_sync_at', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('row_count', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('failing_since', 'text')
    .execute();
  await sql`insert into platform_feeds_new (${COLUMNS}) select ${COLUMNS} from platform_feeds`.execute(
    db,
  );
  await db.schema.dropTable('platform_feeds').execute();
  await db.schema.alterTable('platform_feeds_new').renameTo('platform_feeds').execute();
}

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withKinds(db, dialect, AFTER);
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.deleteFrom('platform_feeds').where('kind', 'not in', BEFORE).execute();
  await withKinds(db, dialect, BEFORE);
}
