import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { assertNotSelf } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database } from '../../../core/db';
import { emit } from '../../../core/events';
import { unprocessable } from '../../../core/http/errors';
import { changePoints } from '../../../core/ledger/points';
import { centsToDollars } from '../../../core/money';
import { notify } from '../../../core/notifications/service';
import { findUsersByIds } from '../../../core/users/repository';
import { AREA, activeHunt, parsePrizes, snapshot } from './admin-service';
import { listHuntGames } from './repository';

/**
 * Completes a hunt: the end balance is the sum of every bonus's win (each must be recorded);
 * predictions are ranked by distance to it (ties: the earlier final prediction), the configured
 * points go to places 1…N through the ledger and each winner is notified — all in one
 * transaction, and only once (the hunt must still be active). A staff member who predicted in the
 * hunt cannot complete it, whatever their role (403, audited as `hunt.complete.refused`).
 */
export async function completeHunt(
  db: Kysely<Database>,
  actorId: number,
  huntId: number,
  now: Date,
): Promise<{ paid: { userId: number; points: number }[] }> {
  return withTransaction(db, async (trx) => {
    const hunt = await activeHunt(trx, huntId);
    const games = await listHuntGames(trx, huntId);
    if (!games.length) throw unprocessable('Add at least one slot before completing the hunt.');
    const pending = games.filter((g) => g.win == null).length;
    if (pending)
      throw unprocessable(`Record the win of every slot first (${pending} still pending).`);
    const end = games.reduce((a, g) => a + Number(g.win), 0);
    const closed = await trx
      .updateTable('bonus_hunts')
      .set({ is_active: 0, predictions_active: 0, end_balance: end, ended_at: now.toISOString() })
      .where('id', '=', huntId)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw unprocessable('This bonus hunt is completed.');

    const predictions = await trx
      .selectFrom('bonus_hunt_predictions')
      .selectAll()
      .where('hunt_id', '=', huntId)
      .orderBy(sql`abs(end_balance - ${end})`)
      .orderBy('updated_at')
      .orderBy('id')
      .execute();
    // Whoever ranks the predictions must not be among them (checked on the very rows ranked).
    assertNotSelf({ id: actorId }, predictions.find((p) => p.user_id === actorId)?.user_id, {
      area: AREA,
      action: 'hunt.complete',
      entity: 'bonus_hunt',
      entityId: huntId,
      message: 'You predicted in this bonus hunt: another staff member must complete it.',
    });
    const prizes = parsePrizes(hunt.prize_points);
    const paid: { userId: number; points: number }[] = [];
    for (const [i, p] of predictions.entries()) {
      const points = prizes[i] ?? 0;
      await trx
        .updateTable('bonus_hunt_predictions')
        .set({ rank: i + 1, points_awarded: points })
        .where('id', '=', p.id)
        .execute();
      if (points <= 0) continue;
      await changePoints(trx, {
        userId: p.user_id,
        delta: points,
        reason: `Bonus hunt prediction: #${i + 1} in ${hunt.name}`,
        refType: 'bonus_hunt_prediction',
        refId: p.id,
        at: now,
      });
      await notify(
        trx,
        p.user_id,
        {
          type: 'bonus_hunt_won',
          title: `You placed #${i + 1} in ${hunt.name}!`,
          message: `Your prediction was $${centsToDollars(Math.abs(Number(p.end_balance) - end)).toFixed(2)} away from the end balance. ${points} points have been added to your balance.`,
          url: '/bonus-hunts',
        },
        now,
      );
      paid.push({ userId: p.user_id, points });
    }
    const top = predictions.slice(0, 3).map((p) => p.user_id);
    const topNames = new Map((await findUsersByIds(trx, top)).map((u) => [u.id, u.username]));
    await emit('hunt-completed', {
      db: trx,
      huntId,
      name: hunt.name,
      startCents: Number(hunt.start_balance),
      endCents: end,
      topPredictors: top.map((id) => topNames.get(id) ?? 'a member'),
      at: now,
    });
    // The closest prediction is the one ranked #1 (ties went to the earlier final prediction).
    if (predictions[0])
      await emit('hunt-closest-prediction', {
        db: trx,
        userIds: [predictions[0].user_id],
        huntId,
        at: now,
      });
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'hunt.complete',
      entity: 'bonus_hunt',
      entityId: huntId,
      before: snapshot(hunt),
      after: { end_balance: end, predictions: predictions.length, paid },
      at: now,
    });
    return { paid };
  });
}
