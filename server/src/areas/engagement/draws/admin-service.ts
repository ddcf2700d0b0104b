import type { Db } from '../../../core/db';
import type { DrandChainConfig } from '../../../core/randomness/drand';
import { auditDraw } from './draw';
import { fixDrawRound } from './service';
import type { DrawKind } from './tables';

/**
 * The end of staff's create (`before` absent) or edit of a giveaway or wager raffle, inside its
 * transaction: the round that decides the draw is fixed, or follows a close that moved while
 * entries are open (once frozen the close cannot move), then the audit record.
 */
export async function drawSaved(
  trx: Db,
  kind: DrawKind,
  id: number,
  actorId: number,
  now: Date,
  drand: DrandChainConfig | undefined,
  after: { closesAt: string; view: unknown },
  before?: { closesAt: string; view: unknown },
): Promise<void> {
  if (drand && !before) await fixDrawRound(trx, kind, id, after.closesAt, drand, now);
  else if (drand && before && after.closesAt !== before.closesAt)
    await fixDrawRound(trx, kind, id, after.closesAt, drand, now, false);
  await auditDraw(trx, kind, id, before ? 'update' : 'create', actorId, now, {
    before: before?.view,
    after: after.view,
  });
}
