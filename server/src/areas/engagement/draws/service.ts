// The one draw core of giveaways and wager raffles (lobby-draw-v2): what differs between them is
// data — their kind, how their list is hashed, how a key becomes winners — passed in by their own
// draw code. This file fixes rounds, freezes lists and gets the beacons.
import { DRAW_ALGORITHM, DRAW_SCHEME_V2, drawKeyV2 } from '@lobby/contract-engagement';
import type { DrawBeaconRecord, DrawRecord } from '@lobby/contract-engagement';
import type { Db } from '../../../core/db';
import type { UserRow } from '../../../core/db/tables';
import { HttpError } from '../../../core/http/errors';
import {
  drandRoundTime,
  fetchDrandRound,
  firstDrandRoundAtOrAfter,
} from '../../../core/randomness/drand';
import type { DrandChainConfig } from '../../../core/randomness/drand';
import { toUserRef } from '../../../core/users/service';
import type { DrawKind, EngagementDrawRow } from './tables';

/** The chain and the staff fallback delay (AppConfig['drand']). */
export type DrawChain = DrandChainConfig & { fallbackAfterMs: number; roundDelayMs: number };

/** Time between the close of entries and the round that decides the draw, unless configured. */
export const ROUND_DELAY_MS = 30_000;

/** The round for a close at `closesAt`: the first out at least 30 s (roundDelayMs) after it. */
export function roundFor(chain: DrandChainConfig & { roundDelayMs?: number }, closesAt: Date) {
  const delay = chain.roundDelayMs ?? ROUND_DELAY_MS;
  const round = firstDrandRoundAtOrAfter(chain, new Date(closesAt.getTime() + delay));
  return { round, round_at: drandRoundTime(chain, round).toISOString() };
}

export const findDraw = (db: Db, kind: DrawKind, refId: number) =>
  db
    .selectFrom('engagement_draws')
    .selectAll()
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .executeTakeFirst();

/** A draw's redraw rounds in the order of their disqualifications. */
export const listRedraws = (db: Db, kind: DrawKind, refId: number) =>
  db
    .selectFrom('engagement_redraws')
    .selectAll()
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .orderBy('seq')
    .execute();

/**
 * Fixes (at creation) or re-fixes (when the close moves while entries are open) the round that
 * decides a draw. Once the list is frozen the round never moves: the update is conditional.
 */
export async function fixDrawRound(
  db: Db,
  kind: DrawKind,
  refId: number,
  closesAt: string,
  chain: DrandChainConfig & { roundDelayMs?: number },
  now: Date,
  create = true,
): Promise<void> {
  const r = roundFor(chain, new Date(closesAt));
  const moved = await db
    .updateTable('engagement_draws')
    .set(r)
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .where('frozen_at', 'is', null)
    // Once the close has passed it stays: reopening would let staff trade a known beacon for a new one.
    .where('round_at', '>', new Date(now.getTime() + ROUND_DELAY_MS).toISOString())
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) > 0) return;
  if (await findDraw(db, kind, refId)) {
    throw new HttpError(409, 'The entries have closed: the close can no longer move.');
  }
  // Editing a draw made before v2 keeps it v1.
  if (!create) return;
  await db
    .insertInto('engagement_draws')
    .values({
      kind,
      ref_id: refId,
      chain_hash: chain.chainHash,
      public_key: chain.publicKey,
      ...r,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The key the draw picks with, or why it cannot draw yet. */
export type DrawReadiness =
  | { state: 'v1' }
  | { state: 'waiting'; round: number; round_at: string; error: string | null }
  | { state: 'ready'; key: string; listHash: string };

/**
 * Gets a v2 draw ready: freezes its list at the close (hash and time published), then, once its
 * round is due, fetches the beacon from the relays and verifies it. While no relay gives a valid
 * beacon it answers 'waiting' (and records since when and why); `withoutBeacon` (staff, after
 * the configured wait) draws without public randomness and says so for ever.
 */
export async function prepareDraw(
  db: Db,
  kind: DrawKind,
  refId: number,
  seed: string,
  listHash: () => Promise<string>,
  chain: DrawChain,
  now: Date,
  withoutBeacon = false,
): Promise<DrawReadiness> {
  let d = await findDraw(db, kind, refId);
  if (!d) return { state: 'v1' };
  const nowIso = now.toISOString();
  if (d.frozen_at == null) {
    await db
      .updateTable('engagement_draws')
      .set({ list_hash: await listHash(), frozen_at: nowIso })
      .where('id', '=', d.id)
      .where('frozen_at', 'is', null)
      .execute();
    d = (await findDraw(db, kind, refId))!;
  }
  const hash = d.list_hash!;
  if (Number(d.without_beacon) === 1)
    return { state: 'ready', key: await noBeaconKey(seed, hash), listHash: hash };
  if (d.randomness)
    return { state: 'ready', key: await drawKeyV2(seed, d.randomness, hash), listHash: hash };
  const round = Number(d.round);
  const waiting = { state: 'waiting' as const, round, round_at: d.round_at };
  if (withoutBeacon) {
    if (!canDrawWithoutBeacon(d, chain, now))
      throw new HttpError(
        409,
        `Waiting for public randomness, round ${round}: staff may draw without it ${Math.round(chain.fallbackAfterMs / 60_000)} minutes after the round is due.`,
      );
    await db
      .updateTable('engagement_draws')
      .set({ without_beacon: 1 })
      .where('id', '=', d.id)
      .where('randomness', 'is', null)
      .execute();
    return prepareDraw(db, kind, refId, seed, listHash, chain, now);
  }
  if (d.round_at > nowIso) return { ...waiting, error: null };
  const got = await fetchDrandRound(
    { ...chain, chainHash: d.chain_hash, publicKey: d.public_key },
    round,
    now,
  );
  if (got.status !== 'out') {
    const error = got.status === 'unreachable' ? got.error : null;
    await db
      .updateTable('engagement_draws')
      .set((eb) => ({
        waiting_since: eb.fn.coalesce('waiting_since', eb.val(nowIso)),
        last_error: error,
      }))
      .where('id', '=', d.id)
      .execute();
    return { ...waiting, error };
  }
  await db
    .updateTable('engagement_draws')
    .set({ randomness: got.beacon.randomness, signature: got.beacon.signature, last_error: null })
    .where('id', '=', d.id)
    .where('randomness', 'is', null)
    .execute();
  return prepareDraw(db, kind, refId, seed, listHash, chain, now);
}

/** The key of a draw made without public randomness: the literal `none` in the beacon's place. */
export const noBeaconKey = (seed: string, listHash: string) => drawKeyV2(seed, 'none', listHash);

/** Staff may draw without a beacon once the round has been due for the configured time. */
export const canDrawWithoutBeacon = (d: EngagementDrawRow, chain: DrawChain, now: Date) =>
  now.getTime() >= new Date(d.round_at).getTime() + chain.fallbackAfterMs;

/** The `draw` object's v2 part for the API (null for a v1 draw). */
export async function drawBeaconRecord(
  db: Db,
  kind: DrawKind,
  refId: number,
  fallbackAfterMs?: number,
): Promise<DrawBeaconRecord | null> {
  const d = await findDraw(db, kind, refId);
  if (!d) return null;
  const redraws = await listRedraws(db, kind, refId);
  return {
    scheme: DRAW_SCHEME_V2,
    beacon: {
      chain_hash: d.chain_hash,
      public_key: d.public_key,
      round: Number(d.round),
      round_at: d.round_at,
      randomness: d.randomness,
      signature: d.signature,
    },
    list_hash: d.list_hash,
    list_frozen_at: d.frozen_at,
    waiting_since: d.waiting_since,
    without_beacon: Number(d.without_beacon) === 1,
    fallback_at:
      fallbackAfterMs == null
        ? null
        : new Date(new Date(d.round_at).getTime() + fallbackAfterMs).toISOString(),
    redraws: redraws.map((r) => ({
      position: r.position,
      round: Number(r.round),
      round_at: r.round_at,
      randomness: r.randomness,
      signature: r.signature,
      drawn_at: r.drawn_at,
    })),
  };
}

/**
 * The public `draw` object of a giveaway or wager raffle row: the commitment, the seed and list
 * hash once drawn, and the v2 part when it has one.
 */
export async function drawRecordOf(
  db: Db,
  kind: DrawKind,
  row: {
    id: number;
    commitment: string | null;
    draw_seed: string | null;
    list_hash: string | null;
    drawn_at: string | null;
  },
  fallbackAfterMs?: number,
): Promise<DrawRecord> {
  const drawn = row.drawn_at != null;
  return withDrawBeacon(
    {
      algorithm: DRAW_ALGORITHM,
      commitment: row.commitment,
      seed: drawn ? row.draw_seed : null,
      list_hash: drawn ? row.list_hash : null,
      drawn_at: row.drawn_at,
    },
    await drawBeaconRecord(db, kind, row.id, fallbackAfterMs),
  );
}

/** A `draw` object with its v2 part (when it has one): the scheme named, the frozen list's hash. */
export const withDrawBeacon = (draw: DrawRecord, v2: DrawBeaconRecord | null): DrawRecord =>
  v2 ? { ...draw, ...v2, algorithm: v2.scheme } : draw;

/**
 * Fixes, for every disqualification of a v2 draw that has none yet, the next round after `now`:
 * that place is drawn from it. `disqualifications` are the draw's places disqualified, oldest
 * first; a concurrent caller inserts the same (kind, ref, seq) and one of them is kept.
 */
export async function fixRedrawRounds(
  db: Db,
  kind: DrawKind,
  refId: number,
  disqualifications: readonly { position: number }[],
  chain: DrandChainConfig,
  now: Date,
): Promise<void> {
  const have = await db
    .selectFrom('engagement_redraws')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();
  const round = firstDrandRoundAtOrAfter(chain, now) + 1;
  for (const [seq, dq] of disqualifications.entries()) {
    if (seq < Number(have.n)) continue;
    await db
      .insertInto('engagement_redraws')
      .values({
        kind,
        ref_id: refId,
        position: dq.position,
        seq,
        round,
        round_at: drandRoundTime(chain, round).toISOString(),
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['kind', 'ref_id', 'seq']).doNothing())
      .execute();
  }
}

/** The next redraw of a v2 draw whose beacon is out and verified, with every one before it. */
export type RedrawReadiness =
  | { state: 'none' }
  | { state: 'waiting'; round: number; error: string | null }
  | {
      state: 'ready';
      id: number;
      position: number;
      draw: EngagementDrawRow;
      /** The disqualifications up to this one, with their rounds' randomness (replay order). */
      disqualifications: { position: number; randomness: string }[];
    };

export async function nextRedraw(
  db: Db,
  kind: DrawKind,
  refId: number,
  chain: DrandChainConfig,
  now: Date,
): Promise<RedrawReadiness> {
  const d = await findDraw(db, kind, refId);
  if (!d?.list_hash) return { state: 'none' };
  const rows = await listRedraws(db, kind, refId);
  const at = rows.findIndex((r) => r.drawn_at == null);
  if (at < 0) return { state: 'none' };
  const r = rows[at]!;
  let randomness = r.randomness;
  if (!randomness) {
    if (r.round_at > now.toISOString())
      return { state: 'waiting', round: Number(r.round), error: null };
    const got = await fetchDrandRound(
      { ...chain, chainHash: d.chain_hash, publicKey: d.public_key },
      Number(r.round),
      now,
    );
    if (got.status !== 'out')
      return {
        state: 'waiting',
        round: Number(r.round),
        error: got.status === 'unreachable' ? got.error : null,
      };
    randomness = got.beacon.randomness;
    await db
      .updateTable('engagement_redraws')
      .set({ randomness, signature: got.beacon.signature })
      .where('id', '=', r.id)
      .where('randomness', 'is', null)
      .execute();
  }
  return {
    state: 'ready',
    id: r.id,
    position: r.position,
    draw: d,
    disqualifications: [
      ...rows.slice(0, at).map((x) => ({ position: x.position, randomness: x.randomness! })),
      { position: r.position, randomness },
    ],
  };
}

/**
 * The public record of a draw's disqualifications, oldest first, each with what its feature adds
 * (`extra`); one whose member was deleted is left out.
 */
export function disqualifiedOf<
  D extends { position: number; user_id: number; reason: string; created_at: string },
  Extra extends object,
>(basePath: string, dqs: D[], users: Map<number, UserRow>, extra: (d: D) => Extra) {
  return dqs.flatMap((d) => {
    const u = users.get(d.user_id);
    return u
      ? [
          {
            position: d.position,
            user: toUserRef(basePath, u),
            ...extra(d),
            reason: d.reason,
            created_at: d.created_at,
          },
        ]
      : [];
  });
}
