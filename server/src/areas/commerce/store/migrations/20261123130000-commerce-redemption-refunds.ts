import type { Kysely } from 'kysely';

// A redemption can be refunded by staff (points and stock back): Pending, Processed or Refunded.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('store_redemptions').addColumn('refunded_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('store_redemptions').dropColumn('refunded_at').execute();
}
