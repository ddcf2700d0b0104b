import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db';
import { idColumn } from '../../../../core/db/migrations/helpers';

// Chat points: one award per member per interval (the unique key makes concurrent deliveries of
// the same interval award once), and each member's last counted message for the repeat rule.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('chat_point_awards')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('interval_start', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('chat_point_awards_interval', ['user_id', 'interval_start'])
    .execute();
  await db.schema
    .createIndex('chat_point_awards_user_day')
    .on('chat_point_awards')
    .columns(['user_id', 'day'])
    .execute();
  await db.schema
    .createIndex('chat_point_awards_created')
    .on('chat_point_awards')
    .column('created_at')
    .execute();
  await db.schema
    .createTable('chat_point_last_messages')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('text_digest', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_point_last_messages').execute();
  await db.schema.dropTable('chat_point_awards').execute();
}
