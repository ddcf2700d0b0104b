import { sql } from 'kysely';
import type { Db } from '../../../core/db';
import { changePoints } from '../../../core/ledger/points';
import { signalMember } from '../../../core/live/member-signals';
import { notify } from '../../../core/notifications/service';
import { ACHIEVEMENTS, POINT_TIERS, achievementDefinition } from './catalogue';
import type { AchievementDefinition } from './catalogue';

/**
 * The achievement's row id by key, inserting it from the catalogue when missing (the seed and the
 * admin list write the whole catalogue; this keeps an award working on any database).
 */
export async function ensureAchievementRow(trx: Db, def: AchievementDefinition): Promise<number> {
  const find = () =>
    trx.selectFrom('achievements').select('id').where('key', '=', def.key).executeTakeFirst();
  const found = await find();
  if (found) return Number(found.id);
  await trx
    .insertInto('achievements')
    .values(catalogueRow(def))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return Number((await find())!.id);
}

export const catalogueRow = (def: AchievementDefinition) => ({
  key: def.key,
  title: def.title,
  description: def.description,
  icon: def.icon,
  badge_color: def.badge_color,
  points: def.points,
  xp_reward: def.xp,
  rarity: def.rarity,
});

/** Writes the catalogue into `achievements` (new entries added, changed ones updated, by key). */
export async function syncAchievementCatalogue(db: Db): Promise<void> {
  for (const def of ACHIEVEMENTS) {
    const { key: _key, ...values } = catalogueRow(def);
    await db
      .insertInto('achievements')
      .values(catalogueRow(def))
      .onConflict((oc) => oc.column('key').doUpdateSet(values))
      .execute();
  }
}

/**
 * Awards the member an achievement of the catalogue, once: the unlock is unique per member and
 * achievement (a second or concurrent award finds the row and changes nothing); the first one
 * credits its points through the ledger and its XP, records the activity and notifies the
 * member, in the caller's transaction. Answers whether this call awarded it.
 */
export async function awardAchievement(
  trx: Db,
  userId: number,
  key: string,
  at: Date,
): Promise<boolean> {
  const def = achievementDefinition(key);
  const achievementId = await ensureAchievementRow(trx, def);
  const when = at.toISOString();
  const unlocked = await trx
    .insertInto('user_achievements')
    .values({ user_id: userId, achievement_id: achievementId, unlocked_at: when })
    .onConflict((oc) => oc.columns(['user_id', 'achievement_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!unlocked) return false;

  if (def.xp > 0)
    await trx
      .updateTable('users')
      .set({ xp: sql<number>`xp + ${def.xp}` })
      .where('id', '=', userId)
      .execute();
  if (def.xp > 0) signalMember(trx, userId, 'xp');
  await trx
    .insertInto('activities')
    .values({
      user_id: userId,
      type: 'achievement',
      title: `Unlocked ${def.title}`,
      description: def.description,
      points: def.points,
      xp: def.xp,
      amount: null,
      occurred_at: when,
    })
    .execute();
  const rewards = [
    def.points > 0 ? `+${def.points.toLocaleString('en-US')} points` : null,
    def.xp > 0 ? `+${def.xp.toLocaleString('en-US')} XP` : null,
  ].filter(Boolean);
  await notify(
    trx,
    userId,
    {
      type: 'achievement',
      title: `Achievement unlocked: ${def.title}`,
      message: rewards.length ? `${def.description} ${rewards.join(', ')}.` : def.description,
      url: '/profile',
    },
    at,
  );
  // Last, so that a point tier its points reach (the ledger announces the credit) follows it.
  if (def.points > 0)
    await changePoints(trx, {
      userId,
      delta: def.points,
      reason: 'achievement',
      refType: 'achievement',
      refId: achievementId,
      at,
    });
  return true;
}

/** Awards every point tier the balance has reached (each once). */
export async function awardPointTiers(
  trx: Db,
  userId: number,
  balance: number,
  at: Date,
): Promise<void> {
  for (const tier of POINT_TIERS)
    if (balance >= tier.points) await awardAchievement(trx, userId, tier.key, at);
}
