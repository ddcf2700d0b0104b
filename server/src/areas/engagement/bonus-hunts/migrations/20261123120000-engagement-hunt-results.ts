import type { Kysely } from 'kysely';

/**
 * Running a hunt from the admin: the points paid to the closest predictions (`prize_points`, a
 * JSON array, place 1 first) and each prediction's result once the hunt is completed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bonus_hunts').addColumn('prize_points', 'text').execute();
  await db.schema.alterTable('bonus_hunt_predictions').addColumn('rank', 'integer').execute();
  await db.schema
    .alterTable('bonus_hunt_predictions')
    .addColumn('points_awarded', 'integer')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bonus_hunt_predictions').dropColumn('points_awarded').execute();
  await db.schema.alterTable('bonus_hunt_predictions').dropColumn('rank').execute();
  await db.schema.alterTable('bonus_hunts').dropColumn('prize_points').execute();
}
