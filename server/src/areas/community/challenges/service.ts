import type { Kysely } from 'kysely';
import type {
  AdminChallenge,
  AdminClaim,
  AdminClaimsResponse,
  Challenge,
  ChallengeClaim,
  ChallengeInput,
  ChallengeStatus,
} from '@lobby/contract-community';
import {
  CLAIM_IMAGE_MAX_BYTES,
  CLAIM_IMAGE_TYPES,
  CLAIM_MAX_IMAGES,
} from '@lobby/contract-community';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import type { PagedQuery } from '@lobby/shared-api/contract';
import type { Actor } from '../../../core/admin/duties';
import { assertNotSelf, assertPrizeWithinLimits, prizeTotal } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { isUniqueViolation } from '../../../core/db/errors';
import { emit } from '../../../core/events';
import { HttpError, fieldErrors, notFound } from '../../../core/http/errors';
import { changePoints } from '../../../core/ledger/points';
import {
  centsToDollars,
  dollarsToCents,
  hundredthsToMultiplier,
  parseStringList,
} from '../../../core/money';
import { notify } from '../../../core/notifications/service';
import type { Storage } from '../../../core/storage';
import { avatarUrl } from '../../../core/uploads/media';
import type { CheckedUpload, UploadRule } from '../../../core/uploads/pipeline';
import { processUpload, storeUpload, UploadError } from '../../../core/uploads/pipeline';
import { removeUpload } from '../../../core/uploads/uploads';
import type { ChallengeListRow, ClaimListRow } from './repository';
import {
  countPendingByChallenge,
  findChallenge,
  findClaim,
  listChallenges,
  countClaims,
  listClaims,
  listClaimsOfUser,
} from './repository';

/** Evidence images live here, outside the public media folders: served only by the claim routes. */
export const EVIDENCE_FOLDER = 'challenge-evidence';
/** Their folder in the storage (core/storage). */
export const EVIDENCE_STORAGE_FOLDER = `uploads/${EVIDENCE_FOLDER}`;

export const CHALLENGE_OVER = 'This challenge has ended.';
export const CHALLENGE_WON = 'This challenge has already been won.';
export const CHALLENGE_NOT_STARTED = 'This challenge has not started yet.';
export const CLAIM_PENDING = 'You already have a pending claim for this challenge.';
export const CLAIM_REVIEWED = 'This claim has already been reviewed.';

/** The status a challenge shows (spec part 1 §4), derived from its dates, switch and winner. */
export function statusOf(c: ChallengeListRow, now: Date): ChallengeStatus {
  const t = now.getTime();
  if (c.claimed_by_user_id != null || Date.parse(c.end_date) <= t) return 'completed';
  if (Date.parse(c.start_date) > t) return 'upcoming';
  return Number(c.is_active) === 1 ? 'active' : 'completed';
}

export function toChallenge(basePath: string, c: ChallengeListRow, now: Date): Challenge {
  const status = statusOf(c, now);
  const prizeType = (c.prize_type ?? 'cash') as 'cash' | 'points';
  return {
    id: Number(c.id),
    slot_name: c.slot_name,
    slot_image: c.slot_image,
    slot_provider: c.slot_provider,
    multiplier: hundredthsToMultiplier(Number(c.multiplier)),
    min_bet: centsToDollars(Number(c.min_bet)),
    prize: prizeType === 'points' ? Number(c.prize) : centsToDollars(Number(c.prize)),
    prize_type: prizeType,
    claims_count: Number(c.claims_count),
    is_active: status === 'active',
    is_expired: status === 'completed',
    status,
    time_remaining:
      status === 'completed'
        ? 0
        : Math.max(0, Math.floor((Date.parse(c.end_date) - now.getTime()) / 1000)),
    start_date: c.start_date,
    end_date: c.end_date,
    claimed_by: c.claimed_by_user_id == null ? null : Number(c.claimed_by_user_id),
    claimed_at: c.claimed_at,
    claimer:
      c.claimed_by_user_id != null && c.claimer_username
        ? {
            id: Number(c.claimed_by_user_id),
            discord_id: c.claimer_discord_id,
            avatar: avatarUrl(basePath, {
              discord_id: c.claimer_discord_id,
              avatar: c.claimer_avatar,
            }),
            kick_username: c.claimer_kick_username,
            username: c.claimer_username,
          }
        : null,
  };
}

export const evidenceUrl = (basePath: string, claimId: number, index: number) =>
  `${basePath}/api/r/challenges/claims/${claimId}/evidence/${index}`;

export function toClaim(basePath: string, r: ClaimListRow): ChallengeClaim {
  return {
    id: Number(r.id),
    challenge_id: Number(r.challenge_id),
    slot_name: r.slot_name,
    description: r.description,
    evidence_images: parseStringList(r.evidence_images).map((_, i) =>
      evidenceUrl(basePath, Number(r.id), i),
    ),
    status: r.status,
    reason: r.reason,
    created_at: r.created_at,
    reviewed_at: r.reviewed_at,
  };
}

export async function getChallenges(db: Db, basePath: string, now: Date): Promise<Challenge[]> {
  return (await listChallenges(db)).map((c) => toChallenge(basePath, c, now));
}

export async function getChallenge(db: Db, basePath: string, id: number, now: Date) {
  const row = await findChallenge(db, id);
  if (!row) throw notFound('Challenge not found');
  return toChallenge(basePath, row, now);
}

export async function getMyClaims(db: Db, basePath: string, userId: number) {
  return (await listClaimsOfUser(db, userId)).map((r) => toClaim(basePath, r));
}

/** One evidence file as received: its bytes and whether the parser cut it at the size limit. */
export interface EvidenceUpload {
  bytes: Buffer;
  truncated: boolean;
}

/** An evidence image: one of the four web image types, re-encoded without metadata. */
export const CLAIM_EVIDENCE: UploadRule = {
  field: 'evidence_images',
  maxBytes: CLAIM_IMAGE_MAX_BYTES,
  images: CLAIM_IMAGE_TYPES,
};

const EVIDENCE_MESSAGES = {
  size: (n: number) => `Image ${n} is larger than 10 MB.`,
  type: (n: number) => `Image ${n} is not a PNG, JPEG, WebP or GIF image.`,
  dimensions: (n: number) => `Image ${n} is larger than 4096 × 4096 pixels (40 megapixels).`,
  unreadable: (n: number) => `Image ${n} could not be read.`,
};

/**
 * Every image through the upload pipeline (count, size, real type, dimensions, re-encoded without
 * metadata) before anything is stored; a refusal names the image.
 */
export async function checkEvidence(files: EvidenceUpload[]): Promise<CheckedUpload[]> {
  if (files.length > CLAIM_MAX_IMAGES)
    throw fieldErrors({ evidence_images: [`Attach at most ${CLAIM_MAX_IMAGES} images.`] });
  const checked: CheckedUpload[] = [];
  for (const [i, f] of files.entries()) {
    try {
      checked.push(await processUpload(CLAIM_EVIDENCE, f));
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      throw fieldErrors({ evidence_images: [EVIDENCE_MESSAGES[error.problem](i + 1)] });
    }
  }
  return checked;
}

/**
 * A member's claim: the challenge must be running and not won, the member may have one pending
 * claim per challenge (the database's partial unique index decides under concurrency). Files are
 * written only after every check, and removed again if the claim is refused after all.
 */
export async function submitClaim(
  db: Kysely<Database>,
  storage: Storage,
  basePath: string,
  input: {
    userId: number;
    challengeId: number;
    description: string;
    images: CheckedUpload[];
  },
  now: Date,
): Promise<ChallengeClaim> {
  const challenge = await findChallenge(db, input.challengeId);
  if (!challenge) throw notFound('Challenge not found');
  refuseUnclaimable(challenge, now);

  const names: string[] = [];
  try {
    for (const img of input.images)
      names.push(await storeUpload(storage, EVIDENCE_STORAGE_FOLDER, img));
    const id = await withTransaction(db, async (trx) => {
      // Re-read inside the transaction: a win or an early end may have landed meanwhile.
      const fresh = await findChallenge(trx, input.challengeId);
      if (!fresh) throw notFound('Challenge not found');
      refuseUnclaimable(fresh, now);
      const row = await trx
        .insertInto('challenge_claims')
        .values({
          challenge_id: input.challengeId,
          user_id: input.userId,
          description: input.description,
          evidence_images: JSON.stringify(names),
          status: 'pending',
          created_at: now.toISOString(),
          reviewed_at: null,
          reason: null,
          reviewed_by: null,
          awarded_prize: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    });
    return toClaim(basePath, (await findClaim(db, id))!);
  } catch (error) {
    await Promise.all(names.map((n) => removeUpload(storage, EVIDENCE_STORAGE_FOLDER, n)));
    if (isUniqueViolation(error)) throw new HttpError(409, CLAIM_PENDING);
    throw error;
  }
}

function refuseUnclaimable(c: ChallengeListRow, now: Date) {
  if (c.claimed_by_user_id != null) throw new HttpError(409, CHALLENGE_WON);
  const status = statusOf(c, now);
  if (status === 'upcoming') throw new HttpError(409, CHALLENGE_NOT_STARTED);
  if (status !== 'active') throw new HttpError(409, CHALLENGE_OVER);
}

/** Who may see a claim's evidence: the claimant and staff. */
export function canSeeEvidence(claim: { user_id: number }, viewer: { id: number; role: string }) {
  return claim.user_id === viewer.id || ['moderator', 'admin'].includes(viewer.role);
}

// --- Admin ---

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

export function toAdminClaim(
  basePath: string,
  r: ClaimListRow,
  challenge: ChallengeListRow | undefined,
  now: Date,
): AdminClaim {
  return {
    ...toClaim(basePath, r),
    user: { id: Number(r.user_id), username: r.username, avatar: r.user_avatar },
    challenge_status: challenge ? statusOf(challenge, now) : 'completed',
    challenge_claimed_by:
      challenge?.claimed_by_user_id == null ? null : Number(challenge.claimed_by_user_id),
    reviewed_by:
      r.reviewed_by != null && r.reviewer_username
        ? { id: Number(r.reviewed_by), username: r.reviewer_username }
        : null,
  };
}

/** One page of the claims queue. */
export async function getAdminClaims(
  db: Db,
  basePath: string,
  query: PagedQuery & {
    status: 'pending' | 'approved' | 'rejected' | 'all';
    challenge_id?: number;
  },
  now: Date,
): Promise<AdminClaimsResponse> {
  const filter = { status: query.status, challengeId: query.challenge_id };
  const [rows, total, challenges] = await Promise.all([
    listClaims(db, filter, { limit: query.per_page, offset: pageOffset(query) }),
    countClaims(db, filter),
    listChallenges(db),
  ]);
  const byId = new Map(challenges.map((c) => [Number(c.id), c]));
  return pageOf(
    rows.map((r) => toAdminClaim(basePath, r, byId.get(Number(r.challenge_id)), now)),
    query,
    total,
  );
}

async function adminClaim(db: Db, basePath: string, id: number, now: Date) {
  const row = await findClaim(db, id);
  if (!row) throw notFound('Claim not found');
  return toAdminClaim(basePath, row, await findChallenge(db, Number(row.challenge_id)), now);
}

export const CLAIM_APPROVED_MESSAGE = 'Claim approved.';
export const CLAIM_REJECTED_MESSAGE = 'Claim rejected.';

/**
 * Approves a pending claim: in one transaction the challenge gets its winner only if it has none
 * (a conditional update — of two approvals at once exactly one wins, the other is refused), the
 * claim is approved with the prize recorded, a points prize is paid through the ledger, the
 * member is notified and the achievement event announced; audited.
 */
export async function approveClaim(
  db: Kysely<Database>,
  basePath: string,
  actorId: number,
  claimId: number,
  now: Date,
): Promise<AdminClaim> {
  await withTransaction(db, async (trx) => {
    const claim = await trx
      .selectFrom('challenge_claims')
      .selectAll()
      .where('id', '=', claimId)
      .executeTakeFirst();
    if (!claim) throw notFound('Claim not found');
    assertNotSelf({ id: actorId }, claim.user_id, {
      area: 'community',
      action: 'claim.approve',
      entity: 'challenge_claim',
      entityId: claimId,
      message: 'You cannot approve your own challenge claim.',
    });
    if (claim.status !== 'pending') throw new HttpError(409, CLAIM_REVIEWED);
    const nowIso = now.toISOString();
    const won = await trx
      .updateTable('challenges')
      .set({ claimed_by_user_id: claim.user_id, claimed_at: nowIso, updated_at: nowIso })
      .where('id', '=', claim.challenge_id)
      .where('claimed_by_user_id', 'is', null)
      .returning(['slot_name', 'prize', 'prize_type'])
      .executeTakeFirst();
    if (!won) throw new HttpError(409, CHALLENGE_WON);
    const approved = await trx
      .updateTable('challenge_claims')
      .set({
        status: 'approved',
        reviewed_at: nowIso,
        reviewed_by: actorId,
        awarded_prize: Number(won.prize),
      })
      .where('id', '=', claimId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(approved.numUpdatedRows) === 0) throw new HttpError(409, CLAIM_REVIEWED);
    const prize = Number(won.prize);
    const isPoints = won.prize_type === 'points';
    if (isPoints && prize > 0) {
      const balance = await changePoints(trx, {
        userId: claim.user_id,
        delta: prize,
        reason: 'challenge_prize',
        refType: 'challenge',
        refId: Number(claim.challenge_id),
        at: now,
      });
      await emit('points-earned', { db: trx, userId: claim.user_id, balance, at: now });
    }
    const prizeText = isPoints
      ? `${prize.toLocaleString('en-US')} points`
      : `$${centsToDollars(prize).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await notify(
      trx,
      claim.user_id,
      {
        type: 'challenge_approved',
        title: 'Challenge claim approved',
        message: isPoints
          ? `You won the ${won.slot_name} challenge: ${prizeText} added to your balance.`
          : `You won the ${won.slot_name} challenge: ${prizeText} is on its way.`,
        url: '/challenges',
      },
      now,
    );
    await emit('challenge-approved', {
      db: trx,
      userId: claim.user_id,
      challengeId: Number(claim.challenge_id),
      at: now,
    });
    await audit(trx, {
      actorId,
      area: 'community',
      action: 'claim.approve',
      entity: 'challenge_claim',
      entityId: claimId,
      before: { status: 'pending' },
      after: {
        status: 'approved',
        challenge_id: claim.challenge_id,
        prize,
        prize_type: won.prize_type,
      },
      at: now,
    });
  });
  return adminClaim(db, basePath, claimId, now);
}

export async function rejectClaim(
  db: Kysely<Database>,
  basePath: string,
  actorId: number,
  claimId: number,
  reason: string,
  now: Date,
): Promise<AdminClaim> {
  await withTransaction(db, async (trx) => {
    const claim = await trx
      .selectFrom('challenge_claims as cc')
      .innerJoin('challenges as c', 'c.id', 'cc.challenge_id')
      .select(['cc.id', 'cc.user_id', 'cc.status', 'c.slot_name'])
      .where('cc.id', '=', claimId)
      .executeTakeFirst();
    if (!claim) throw notFound('Claim not found');
    assertNotSelf({ id: actorId }, claim.user_id, {
      area: 'community',
      action: 'claim.reject',
      entity: 'challenge_claim',
      entityId: claimId,
      message: 'You cannot reject your own challenge claim.',
    });
    const nowIso = now.toISOString();
    const rejected = await trx
      .updateTable('challenge_claims')
      .set({ status: 'rejected', reason, reviewed_at: nowIso, reviewed_by: actorId })
      .where('id', '=', claimId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(rejected.numUpdatedRows) === 0) throw new HttpError(409, CLAIM_REVIEWED);
    await notify(
      trx,
      claim.user_id,
      {
        type: 'challenge_rejected',
        title: 'Challenge claim rejected',
        message: `Your claim for the ${claim.slot_name} challenge was rejected: ${reason}`,
        url: '/challenges',
      },
      now,
    );
    await audit(trx, {
      actorId,
      area: 'community',
      action: 'claim.reject',
      entity: 'challenge_claim',
      entityId: claimId,
      before: { status: claim.status },
      after: { status: 'rejected', reason },
      at: now,
    });
  });
  return adminClaim(db, basePath, claimId, now);
}
