import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { idColumn } from '../../../../core/db/migrations/helpers';

// Contact messages. One part of the founding migration 20260101000000-core: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['contact_messages']) {
    await db.schema.dropTable(t).execute();
  }
}
