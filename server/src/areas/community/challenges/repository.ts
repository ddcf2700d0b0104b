import type { Selectable } from 'kysely';
import type { Db } from '../../../core/db';
import type { ChallengeClaimsTable, ChallengesTable } from './tables';

/** Challenges the member completed first, newest first. */
export async function listChallengeWins(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('challenges')
    .select(['id', 'slot_name', 'multiplier', 'prize', 'prize_type', 'claimed_at'])
    .where('claimed_by_user_id', '=', userId)
    .where('claimed_at', 'is not', null)
    .orderBy('claimed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type ChallengeRow = Selectable<ChallengesTable>;
export type ClaimRow = Selectable<ChallengeClaimsTable>;

export interface ChallengeListRow extends ChallengeRow {
  claims_count: number | string;
  claimer_username: string | null;
  claimer_discord_id: string | null;
  claimer_avatar: string | null;
  claimer_kick_username: string | null;
}

function challengesQuery(db: Db) {
  return db
    .selectFrom('challenges as c')
    .leftJoin('users as u', 'u.id', 'c.claimed_by_user_id')
    .selectAll('c')
    .select((eb) => [
      'u.username as claimer_username',
      'u.discord_id as claimer_discord_id',
      'u.avatar as claimer_avatar',
      'u.kick_username as claimer_kick_username',
      eb
        .selectFrom('challenge_claims as cc')
        .whereRef('cc.challenge_id', '=', 'c.id')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .as('claims_count'),
    ]);
}

/** Every challenge with its claims count and winner, by start date (newest first). */
export async function listChallenges(db: Db): Promise<ChallengeListRow[]> {
  const rows = await challengesQuery(db)
    .orderBy('c.start_date', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, claims_count: r.claims_count ?? 0 }) as ChallengeListRow);
}

export async function findChallenge(db: Db, id: number): Promise<ChallengeListRow | undefined> {
  const row = await challengesQuery(db).where('c.id', '=', id).executeTakeFirst();
  return row ? ({ ...row, claims_count: row.claims_count ?? 0 } as ChallengeListRow) : undefined;
}

/** Pending claims per challenge (for the admin list). */
export async function countPendingByChallenge(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('challenge_claims')
    .select(['challenge_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'pending')
    .groupBy('challenge_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.challenge_id), Number(r.n)]));
}

export interface ClaimListRow extends ClaimRow {
  slot_name: string;
  username: string;
  user_avatar: string | null;
  reviewer_username: string | null;
}

function claimsQuery(db: Db) {
  return db
    .selectFrom('challenge_claims as cc')
    .innerJoin('challenges as c', 'c.id', 'cc.challenge_id')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .leftJoin('users as r', 'r.id', 'cc.reviewed_by')
    .selectAll('cc')
    .select([
      'c.slot_name',
      'u.username',
      'u.avatar as user_avatar',
      'r.username as reviewer_username',
    ]);
}

/** The member's claims, newest first. */
export async function listClaimsOfUser(db: Db, userId: number): Promise<ClaimListRow[]> {
  return claimsQuery(db)
    .where('cc.user_id', '=', userId)
    .orderBy('cc.created_at', 'desc')
    .orderBy('cc.id', 'desc')
    .execute();
}

type ClaimsFilter = { status: 'pending' | 'approved' | 'rejected' | 'all'; challengeId?: number };

function filteredClaims(db: Db, { status, challengeId }: ClaimsFilter) {
  let q = claimsQuery(db);
  if (status !== 'all') q = q.where('cc.status', '=', status);
  if (challengeId) q = q.where('cc.challenge_id', '=', challengeId);
  return q;
}

/** The moderators' queue: by status (oldest pending first, else newest), optionally one challenge's. */
export async function listClaims(
  db: Db,
  filter: ClaimsFilter,
  page: { limit: number; offset: number },
): Promise<ClaimListRow[]> {
  const dir = filter.status === 'pending' ? 'asc' : 'desc';
  return filteredClaims(db, filter)
    .orderBy('cc.created_at', dir)
    .orderBy('cc.id', dir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many claims the queue's filter keeps. */
export async function countClaims(db: Db, filter: ClaimsFilter): Promise<number> {
  const row = await filteredClaims(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findClaim(db: Db, id: number): Promise<ClaimListRow | undefined> {
  return claimsQuery(db).where('cc.id', '=', id).executeTakeFirst();
}
