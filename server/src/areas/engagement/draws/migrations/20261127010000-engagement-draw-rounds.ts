import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db';
import { idColumn } from '../../../../core/db/migrations/helpers';

// lobby-draw-v2: the drand round of each draw and of each redraw (draws/tables.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('engagement_draws')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('chain_hash', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('round', 'bigint', (c) => c.notNull())
    .addColumn('round_at', 'text', (c) => c.notNull())
    .addColumn('randomness', 'text')
    .addColumn('signature', 'text')
    .addColumn('list_hash', 'text')
    .addColumn('frozen_at', 'text')
    .addColumn('waiting_since', 'text')
    .addColumn('last_error', 'text')
    .addColumn('without_beacon', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('engagement_draws_ref', ['kind', 'ref_id'])
    .execute();
  await db.schema
    .createTable('engagement_redraws')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('round', 'bigint', (c) => c.notNull())
    .addColumn('round_at', 'text', (c) => c.notNull())
    .addColumn('randomness', 'text')
    .addColumn('signature', 'text')
    .addColumn('drawn_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('engagement_redraws_seq', ['kind', 'ref_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('engagement_redraws').execute();
  await db.schema.dropTable('engagement_draws').execute();
}
