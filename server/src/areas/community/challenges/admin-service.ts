import type { Kysely } from 'kysely';
import type { AdminChallenge, ChallengeInput } from '@lobby/contract-community';
import type { Actor } from '../../../core/admin/duties';
import { assertPrizeWithinLimits, prizeTotal } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { HttpError, notFound } from '../../../core/http/errors';
import { dollarsToCents, parseStringList } from '../../../core/money';
import type { ChallengeListRow } from './repository';
import { countPendingByChallenge, findChallenge, listChallenges } from './repository';
import { CHALLENGE_OVER, toChallenge } from './service';

export async function getAdminChallenges(
  db: Db,
  basePath: string,
  now: Date,
): Promise<AdminChallenge[]> {
  const [rows, pending] = await Promise.all([listChallenges(db), countPendingByChallenge(db)]);
  return rows.map((c) => toAdminChallenge(basePath, c, now, pending.get(Number(c.id)) ?? 0));
}

function toAdminChallenge(
  basePath: string,
  c: ChallengeListRow,
  now: Date,
  pending: number,
): AdminChallenge {
  return {
    ...toChallenge(basePath, c, now),
    enabled: Number(c.is_active) === 1,
    pending_claims: pending,
    created_at: c.created_at,
  };
}

async function adminChallenge(db: Db, basePath: string, id: number, now: Date) {
  const row = await findChallenge(db, id);
  if (!row) throw notFound('Challenge not found');
  const pending = (await countPendingByChallenge(db)).get(id) ?? 0;
  return toAdminChallenge(basePath, row, now, pending);
}

const toColumns = (input: ChallengeInput) => ({
  slot_name: input.slot_name,
  slot_image: input.slot_image ?? null,
  slot_provider: input.slot_provider ?? null,
  multiplier: Math.round(input.multiplier * 100),
  min_bet: dollarsToCents(input.min_bet),
  prize: input.prize_type === 'points' ? Math.round(input.prize) : dollarsToCents(input.prize),
  prize_type: input.prize_type,
  start_date: input.start_date,
  end_date: input.end_date,
  is_active: (input.enabled ? 1 : 0) as 0 | 1,
});

/** What a challenge pays, for the moderators' prize limits. */
const challengePrize = (type: string, value: number) => prizeTotal([{ type, value }]);

export async function createChallenge(
  db: Kysely<Database>,
  basePath: string,
  actor: Actor,
  input: ChallengeInput,
  now: Date,
): Promise<AdminChallenge> {
  const actorId = actor.id;
  const id = await withTransaction(db, async (trx) => {
    await assertPrizeWithinLimits(trx, actor, challengePrize(input.prize_type, input.prize), {
      area: 'community',
      action: 'challenge.create',
      entity: 'challenge',
    });
    const values = {
      ...toColumns(input),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    const row = await trx
      .insertInto('challenges')
      .values({ ...values, claimed_by_user_id: null, claimed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actorId,
      area: 'community',
      action: 'challenge.create',
      entity: 'challenge',
      entityId: Number(row.id),
      after: values,
      at: now,
    });
    return Number(row.id);
  });
  return adminChallenge(db, basePath, id, now);
}

export async function updateChallenge(
  db: Kysely<Database>,
  basePath: string,
  actor: Actor,
  id: number,
  input: ChallengeInput,
  now: Date,
): Promise<AdminChallenge> {
  const actorId = actor.id;
  await withTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('challenges')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound('Challenge not found');
    const stored = Number(before.prize);
    await assertPrizeWithinLimits(
      trx,
      actor,
      challengePrize(input.prize_type, input.prize),
      { area: 'community', action: 'challenge.update', entity: 'challenge', entityId: id },
      challengePrize(before.prize_type, before.prize_type === 'cash' ? stored / 100 : stored),
    );
    const values = { ...toColumns(input), updated_at: now.toISOString() };
    await trx.updateTable('challenges').set(values).where('id', '=', id).execute();
    await audit(trx, {
      actorId,
      area: 'community',
      action: 'challenge.update',
      entity: 'challenge',
      entityId: id,
      before,
      after: values,
      at: now,
    });
  });
  return adminChallenge(db, basePath, id, now);
}

/** Ends a running or upcoming challenge now (its end date becomes now). */
export async function endChallengeEarly(
  db: Kysely<Database>,
  basePath: string,
  actorId: number,
  id: number,
  now: Date,
): Promise<AdminChallenge> {
  await withTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('challenges')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound('Challenge not found');
    const nowIso = now.toISOString();
    const ended = await trx
      .updateTable('challenges')
      .set({
        end_date: nowIso,
        start_date: Date.parse(before.start_date) > now.getTime() ? nowIso : before.start_date,
        updated_at: nowIso,
      })
      .where('id', '=', id)
      .where('end_date', '>', nowIso)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0) throw new HttpError(409, CHALLENGE_OVER);
    await audit(trx, {
      actorId,
      area: 'community',
      action: 'challenge.end',
      entity: 'challenge',
      entityId: id,
      before: { end_date: before.end_date },
      after: { end_date: nowIso },
      at: now,
    });
  });
  return adminChallenge(db, basePath, id, now);
}

export async function deleteChallenge(
  db: Kysely<Database>,
  actorId: number,
  id: number,
  now: Date,
) {
  const files = await withTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('challenges')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound('Challenge not found');
    const claims = await trx
      .selectFrom('challenge_claims')
      .select('evidence_images')
      .where('challenge_id', '=', id)
      .execute();
    await trx.deleteFrom('challenges').where('id', '=', id).execute();
    await audit(trx, {
      actorId,
      area: 'community',
      action: 'challenge.delete',
      entity: 'challenge',
      entityId: id,
      before,
      at: now,
    });
    return claims.flatMap((c) => parseStringList(c.evidence_images));
  });
  return files;
}
