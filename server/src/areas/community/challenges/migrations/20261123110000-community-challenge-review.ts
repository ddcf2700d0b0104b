import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db';
import { idColumn, oneOf } from '../../../../core/db/migrations/helpers';

// Claims get a review (who, when, the reason of a rejection, the prize paid); a member may claim
// a challenge again after a rejection, so "one claim per member" becomes "one PENDING claim per
// member", and a challenge has at most one approved claim. Challenges pay cash or points.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('challenges')
    .addColumn('prize_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('cash')
        .check(oneOf('prize_type', ['cash', 'points'])),
    )
    .execute();
  await db.schema.alterTable('challenges').addColumn('updated_at', 'text').execute();

  if (dialect === 'postgres') {
    await sql`alter table challenge_claims drop constraint challenge_claims_unique`.execute(db);
    await db.schema.alterTable('challenge_claims').addColumn('reason', 'text').execute();
    await db.schema
      .alterTable('challenge_claims')
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('challenge_claims').addColumn('awarded_prize', 'bigint').execute();
  } else {
    // SQLite cannot drop a table constraint: rebuild the table with the new columns.
    await db.schema
      .createTable('challenge_claims_new')
      .addColumn('id', 'integer', idColumn(dialect))
      .addColumn('challenge_id', 'integer', (c) =>
        c.notNull().references('challenges.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('evidence_images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(oneOf('status', ['pending', 'approved', 'rejected'])),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('reviewed_at', 'text')
      .addColumn('reason', 'text')
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('awarded_prize', 'bigint')
      .execute();
    await sql`insert into challenge_claims_new
      (id, challenge_id, user_id, description, evidence_images, status, created_at, reviewed_at)
      select id, challenge_id, user_id, description, evidence_images, status, created_at, reviewed_at
      from challenge_claims`.execute(db);
    await db.schema.dropTable('challenge_claims').execute();
    await db.schema.alterTable('challenge_claims_new').renameTo('challenge_claims').execute();
  }

  await db.schema
    .createIndex('challenge_claims_one_pending')
    .on('challenge_claims')
    .columns(['challenge_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('challenge_claims_one_approved')
    .on('challenge_claims')
    .column('challenge_id')
    .unique()
    .where(sql.ref('status'), '=', 'approved')
    .execute();
  await db.schema
    .createIndex('challenge_claims_user')
    .on('challenge_claims')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('challenge_claims_queue')
    .on('challenge_claims')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const name of [
    'challenge_claims_queue',
    'challenge_claims_user',
    'challenge_claims_one_approved',
    'challenge_claims_one_pending',
  ])
    await db.schema.dropIndex(name).execute();
  if (dialect === 'postgres') {
    for (const column of ['awarded_prize', 'reviewed_by', 'reason'])
      await db.schema.alterTable('challenge_claims').dropColumn(column).execute();
    await sql`alter table challenge_claims add constraint challenge_claims_unique unique (challenge_id, user_id)`.execute(
      db,
    );
  }
  // SQLite keeps the rebuilt table: its extra columns are nullable and harmless.
  await db.schema.alterTable('challenges').dropColumn('updated_at').execute();
  await db.schema.alterTable('challenges').dropColumn('prize_type').execute();
}
