import path from 'node:path';
import type { Kysely } from 'kysely';
import type {
  AdminCasinoLink,
  CasinoLink,
  CasinoLinkPlatform,
  CasinoLinkStatus,
  ProfileCasinoField,
} from '@lobby/contract-community';
import {
  CASINO_EVIDENCE_MAX_BYTES,
  CASINO_FIELD_FLAG,
  PROFILE_CASINO_FIELDS,
} from '@lobby/contract-community';
import type { CasinoSettings } from '@lobby/shared-api/contract';
import { assertNotSelf } from '../../../core/admin/duties';
import { audit } from '../../../core/audit/audit';
import type { Database, Db } from '../../../core/db';
import { withTransaction } from '../../../core/db';
import { isUniqueViolation } from '../../../core/db/errors';
import { fieldErrors, notFound } from '../../../core/http/errors';
import { signalMember } from '../../../core/live/member-signals';
import { notify } from '../../../core/notifications/service';
import type { Storage } from '../../../core/storage';
import { mediaUrl } from '../../../core/uploads/media';
import type { UploadRule } from '../../../core/uploads/pipeline';
import { acceptUpload, storeUpload, WEB_IMAGE_TYPES } from '../../../core/uploads/pipeline';
import { removeUpload, sniffType } from '../../../core/uploads/uploads';
import { usernameKey } from '../leaderboard/feeds';
import type { CasinoLinkRow } from '../leaderboard/tables';
import { recomputePlatformWagers } from '../leaderboard/wagers';

/**
 * Members' casino usernames. Linking is not trust: a name is one member's only (unique per
 * platform, enforced by the database), and it counts for wagers and prizes only once a moderator
 * has verified the member's evidence (a screenshot of the casino's referral page).
 */

export const EVIDENCE_TYPE_MESSAGE = 'The evidence must be a PNG, JPEG, WebP or GIF image.';
export const NAME_TAKEN_MESSAGE = 'This casino username is already linked to another member.';

/** The storage folder of the evidence (private: served only through the routes below). */
export const CASINO_EVIDENCE_FOLDER = 'casino-evidence';

/** A screenshot: one of the four web image types, re-encoded without metadata. */
export const CASINO_EVIDENCE: UploadRule = {
  field: 'evidence',
  maxBytes: CASINO_EVIDENCE_MAX_BYTES,
  images: WEB_IMAGE_TYPES,
  messages: { size: 'The evidence may be at most 10 MB.', type: EVIDENCE_TYPE_MESSAGE },
};

const linkSelect = (db: Db) =>
  db
    .selectFrom('casino_links as c')
    .innerJoin('platforms as p', 'p.id', 'c.platform_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as r', 'r.id', 'c.reviewed_by')
    .selectAll('c')
    .select([
      'p.slug as platform_slug',
      'p.name as platform_name',
      'p.image as platform_image',
      'u.username as member_username',
      'u.global_name as member_display_name',
      'r.username as reviewer_username',
    ]);

type LinkJoined = Awaited<ReturnType<ReturnType<typeof linkSelect>['executeTakeFirstOrThrow']>>;

function toLink(basePath: string, row: LinkJoined, evidencePath: string): CasinoLink {
  return {
    id: row.id,
    platform: {
      id: row.platform_id,
      slug: row.platform_slug,
      name: row.platform_name,
      image: mediaUrl(basePath, row.platform_image),
    },
    username: row.username,
    status: row.status,
    reason: row.reason,
    submitted_at: row.updated_at,
    reviewed_at: row.reviewed_at,
    evidence_url: row.evidence ? `${basePath}${evidencePath}/${row.id}/evidence` : null,
  };
}

export function toAdminLink(basePath: string, row: LinkJoined): AdminCasinoLink {
  return {
    ...toLink(basePath, row, '/api/admin/community/casino-links'),
    member: {
      id: row.user_id,
      username: row.member_username,
      display_name: row.member_display_name ?? null,
    },
    reviewed_by:
      row.reviewed_by != null && row.reviewer_username
        ? { id: row.reviewed_by, username: row.reviewer_username }
        : null,
  };
}

export const toMemberLink = (basePath: string, row: LinkJoined) =>
  toLink(basePath, row, '/api/r/casino-links');

const activePlatforms = (db: Db) =>
  db
    .selectFrom('platforms')
    .select(['id', 'slug', 'name', 'image'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id');

const CASINO_LABEL = {
  crypto: 'crypto1_label',
  crypto2: 'crypto2_label',
  crypto3: 'crypto3_label',
} as const satisfies Record<ProfileCasinoField, keyof CasinoSettings>;

/**
 * The settings' casino fields (crypto, crypto2, crypto3 with their labels: spec part 1 §3) are
 * the member's casino links, not a second set of names: field N is the Nth active platform in
 * Admin › Leaderboards' order, when the casino block switches it on.
 */
export function casinoFieldOf(index: number, casino: CasinoSettings) {
  const field = PROFILE_CASINO_FIELDS[index];
  return field && casino[CASINO_FIELD_FLAG[field]]
    ? { field, label: casino[CASINO_LABEL[field]] }
    : null;
}

/** The platforms a member can link a name on, each with its casino field and label. */
export async function listPlatformsForLinks(
  db: Db,
  basePath: string,
  casino: CasinoSettings,
): Promise<CasinoLinkPlatform[]> {
  const rows = await activePlatforms(db).execute();
  return rows.map((r, i) => {
    const bound = casinoFieldOf(i, casino);
    return {
      ...r,
      image: mediaUrl(basePath, r.image),
      field: bound?.field ?? null,
      label: bound?.label ?? `${r.name} username`,
    };
  });
}

/**
 * A member's casino fields as the profile shows them: the names they linked on the platforms the
 * fields name (waiting for review or verified; a rejected name is not theirs).
 */
export async function casinoFieldNames(
  db: Db,
  userId: number,
  casino: CasinoSettings,
): Promise<Record<ProfileCasinoField, string | null>> {
  const names: Record<ProfileCasinoField, string | null> = {
    crypto: null,
    crypto2: null,
    crypto3: null,
  };
  const platforms = await activePlatforms(db).limit(PROFILE_CASINO_FIELDS.length).execute();
  const links = platforms.length
    ? await db
        .selectFrom('casino_links')
        .select(['platform_id', 'username'])
        .where('user_id', '=', userId)
        .where('status', '!=', 'rejected')
        .where(
          'platform_id',
          'in',
          platforms.map((p) => p.id),
        )
        .execute()
    : [];
  platforms.forEach((p, i) => {
    const bound = casinoFieldOf(i, casino);
    const link = links.find((l) => l.platform_id === p.id);
    if (bound && link) names[bound.field] = link.username;
  });
  return names;
}

export async function listMemberLinks(db: Db, basePath: string, userId: number) {
  const rows = await linkSelect(db)
    .where('c.user_id', '=', userId)
    .orderBy('p.sort_order')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => toMemberLink(basePath, r));
}

export const findLink = (db: Db, id: number) =>
  linkSelect(db).where('c.id', '=', id).executeTakeFirst();

export interface EvidenceUpload {
  bytes: Buffer;
  truncated: boolean;
}

/** The evidence through the upload pipeline (re-encoded, no metadata), stored; answers its name. */
export async function storeEvidence(storage: Storage, upload: EvidenceUpload | null) {
  if (!upload || upload.bytes.length === 0)
    throw fieldErrors({ evidence: ['Add a screenshot of the casino page showing our code.'] });
  const image = await acceptUpload(CASINO_EVIDENCE, upload);
  return storeUpload(storage, CASINO_EVIDENCE_FOLDER, image);
}

/**
 * A member submits (or resubmits) their name on a platform: it replaces their previous name
 * there and waits for review. Refused when another member holds the name (any status: a pending
 * claim blocks a second claimant until a moderator rejects it).
 */
export async function submitLink(
  db: Kysely<Database>,
  storage: Storage,
  userId: number,
  input: { platform_id: number; username: string },
  evidence: string,
  now: Date,
): Promise<CasinoLinkRow> {
  const key = usernameKey(input.username);
  try {
    return await withTransaction(db, async (trx) => {
      const platform = await trx
        .selectFrom('platforms')
        .select('id')
        .where('id', '=', input.platform_id)
        .where('active', '=', 1)
        .executeTakeFirst();
      if (!platform) throw fieldErrors({ platform_id: ['Choose a casino'] });
      const taken = await trx
        .selectFrom('casino_links')
        .select('id')
        .where('platform_id', '=', input.platform_id)
        .where('username_key', '=', key)
        .where('user_id', '!=', userId)
        .executeTakeFirst();
      if (taken) throw fieldErrors({ username: [NAME_TAKEN_MESSAGE] });
      const mine = await trx
        .selectFrom('casino_links')
        .selectAll()
        .where('user_id', '=', userId)
        .where('platform_id', '=', input.platform_id)
        .executeTakeFirst();
      const at = now.toISOString();
      const values = {
        username: input.username,
        username_key: key,
        status: 'pending' as const,
        evidence,
        reviewed_by: null,
        reviewed_at: null,
        reason: null,
        updated_at: at,
      };
      let row: CasinoLinkRow;
      if (mine) {
        row = await trx
          .updateTable('casino_links')
          .set(values)
          .where('id', '=', mine.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      } else {
        row = await trx
          .insertInto('casino_links')
          .values({ ...values, user_id: userId, platform_id: input.platform_id, created_at: at })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      // A verified name replaced by a pending one stops counting at once.
      await recomputePlatformWagers(trx, input.platform_id, now, [userId]);
      return Object.assign(row, { previousEvidence: mine?.evidence ?? null });
    }).then(async (row) => {
      const prev = (row as CasinoLinkRow & { previousEvidence: string | null }).previousEvidence;
      if (prev && prev !== evidence) await removeUpload(storage, CASINO_EVIDENCE_FOLDER, prev);
      return row;
    });
  } catch (error) {
    await removeUpload(storage, CASINO_EVIDENCE_FOLDER, evidence);
    // Two members claiming one name at the same moment: the unique key decides.
    if (isUniqueViolation(error)) throw fieldErrors({ username: [NAME_TAKEN_MESSAGE] });
    throw error;
  }
}

export async function deleteLink(
  db: Kysely<Database>,
  storage: Storage,
  userId: number,
  id: number,
  now: Date,
): Promise<void> {
  const row = await withTransaction(db, async (trx) => {
    const link = await trx
      .deleteFrom('casino_links')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!link) throw notFound('Casino username not found');
    await recomputePlatformWagers(trx, link.platform_id, now, [userId]);
    return link;
  });
  if (row.evidence) await removeUpload(storage, CASINO_EVIDENCE_FOLDER, row.evidence);
}

/** A moderator approves or rejects a name (never their own): audited, the member notified, wagers recomputed. */
export async function reviewLink(
  db: Kysely<Database>,
  actorId: number,
  id: number,
  decision: { status: Exclude<CasinoLinkStatus, 'pending'>; reason: string | null },
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('casino_links as c')
      .innerJoin('platforms as p', 'p.id', 'c.platform_id')
      .selectAll('c')
      .select('p.name as platform_name')
      .where('c.id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound('Casino username not found');
    const approve = decision.status === 'verified';
    assertNotSelf({ id: actorId }, before.user_id, {
      area: 'community',
      action: approve ? 'casino_link.approve' : 'casino_link.reject',
      entity: 'casino_link',
      entityId: id,
      message: `You cannot ${approve ? 'approve' : 'reject'} your own casino name.`,
    });
    const at = now.toISOString();
    const after = await trx
      .updateTable('casino_links')
      .set({
        status: decision.status,
        reason: decision.reason,
        reviewed_by: actorId,
        reviewed_at: at,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actorId,
      area: 'community',
      action: approve ? 'casino_link.approve' : 'casino_link.reject',
      entity: 'casino_link',
      entityId: id,
      before: { username: before.username, status: before.status, reason: before.reason },
      after: { username: after.username, status: after.status, reason: after.reason },
      at: now,
    });
    signalMember(trx, Number(before.user_id), 'casino-links');
    await notify(
      trx,
      before.user_id,
      decision.status === 'verified'
        ? {
            type: 'casino_link_verified',
            title: 'Casino username verified',
            message: `Your ${before.platform_name} username ${before.username} is verified: your wagers there now count.`,
            url: '/settings?tab=casino',
          }
        : {
            type: 'casino_link_rejected',
            title: 'Casino username rejected',
            message: `Your ${before.platform_name} username ${before.username} was not verified: ${decision.reason}`,
            url: '/settings?tab=casino',
          },
      now,
    );
    await recomputePlatformWagers(trx, before.platform_id, now, [before.user_id]);
  });
}

export async function listQueue(
  db: Db,
  basePath: string,
  status: CasinoLinkStatus | 'all',
  q: string | undefined,
) {
  let query = linkSelect(db);
  if (status !== 'all') query = query.where('c.status', '=', status);
  if (q) {
    const like = `%${q.toLowerCase().replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('c.username_key', 'like', like), eb(eb.fn('lower', ['u.username']), 'like', like)]),
    );
  }
  const rows = await query
    .orderBy('c.updated_at', status === 'pending' ? 'asc' : 'desc')
    .orderBy('c.id')
    .limit(200)
    .execute();
  const counts = await db
    .selectFrom('casino_links')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const byStatus: Record<CasinoLinkStatus, number> = { pending: 0, verified: 0, rejected: 0 };
  for (const c of counts) byStatus[c.status] = Number(c.n);
  return { links: rows.map((r) => toAdminLink(basePath, r)), counts: byStatus };
}

/** The evidence file of a link, for its owner or staff. */
export async function readEvidence(storage: Storage, name: string) {
  const bytes = await storage.read(`${CASINO_EVIDENCE_FOLDER}/${path.basename(name)}`);
  if (!bytes) throw new Error('evidence missing');
  const type = await sniffType(bytes);
  return { bytes, mime: type?.mime ?? 'application/octet-stream' };
}
