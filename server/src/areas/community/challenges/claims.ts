import type { Kysely } from 'kysely';
import type { AdminClaim, AdminClaimsResponse, ChallengeClaim } from '@lobby/contract-community';
import {
  CLAIM_IMAGE_MAX_BYTES,
  CLAIM_IMAGE_TYPES,
  CLAIM_MAX_IMAGES,
} from '@lobby/contract-community';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import type { PagedQuery } from '@lobby/shared-api/contract';
import { assertNotSelf } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { isUniqueViolation } from '../../../core/db/errors';
import { emit } from '../../../core/events';
import { HttpError, fieldErrors, notFound } from '../../../core/http/errors';
import { changePoints } from '../../../core/ledger/points';
import { signalMember } from '../../../core/live/member-signals';
import { centsToDollars, parseStringList } from '../../../core/money';
import { notify } from '../../../core/notifications/service';
import type { Storage } from '../../../core/storage';
import type { CheckedUpload, UploadRule } from '../../../core/uploads/pipeline';
import { processUpload, storeUpload, UploadError } from '../../../core/uploads/pipeline';
import { removeUpload } from '../../../core/uploads/uploads';
import type { ChallengeListRow, ClaimListRow } from './repository';
import {
  findChallenge,
  findClaim,
  listChallenges,
  countClaims,
  listClaims,
  listClaimsOfUser,
} from './repository';
import { CHALLENGE_NOT_STARTED, CHALLENGE_OVER, CHALLENGE_WON, statusOf } from './service';

/** Evidence images live here, outside the public media folders: served only by the claim routes. */
export const EVIDENCE_FOLDER = 'challenge-evidence';
/** Their folder in the storage (core/storage). */
export const EVIDENCE_STORAGE_FOLDER = `uploads/${EVIDENCE_FOLDER}`;

export const CLAIM_PENDING = 'You already have a pending claim for this challenge.';
export const CLAIM_REVIEWED = 'This claim has already been reviewed.';

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
      await changePoints(trx, {
        userId: claim.user_id,
        delta: prize,
        reason: 'challenge_prize',
        refType: 'challenge',
        refId: Number(claim.challenge_id),
        at: now,
      });
    }
    const prizeText = isPoints
      ? `${prize.toLocaleString('en-US')} points`
      : `$${centsToDollars(prize).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    signalMember(trx, Number(claim.user_id), 'claims');
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
    signalMember(trx, Number(claim.user_id), 'claims');
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
