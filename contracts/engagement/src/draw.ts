// The commit–reveal draw of giveaways and wager raffles ("lobby-draw-v1"), shared by the server
// (which draws) and the browser (which re-checks). It uses only Web Crypto (globalThis.crypto),
// present in Node 20 and every browser. The README's "Verifiable draws" section documents it.

import { z } from 'zod';

/** The name of the algorithm below, published with every draw. */
export const DRAW_ALGORITHM = 'lobby-draw-v1';

/** SHA-256 of a text's UTF-8 bytes, as lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The commitment published when a giveaway or raffle opens: sha256 of the seed's hex text. */
export const commitmentOf = (seedHex: string) => sha256Hex(seedHex);

/** One giveaway entry of a frozen list, in entry id order. */
export interface FrozenEntry {
  entry_id: number;
  user_id: number;
}

/** One member's ticket range of a frozen wager raffle (tickets first … first + count - 1). */
export interface FrozenRange {
  user_id: number;
  first_ticket: number;
  ticket_count: number;
}

/** The frozen entry list as published (CSV text, one entry per line, entry id order). */
export const giveawayListText = (entries: readonly FrozenEntry[]): string =>
  ['entry_id,user_id', ...entries.map((e) => `${e.entry_id},${e.user_id}`)].join('\n') + '\n';

/**
 * One stored row of a giveaway's entries: a member's `entries` entries of one kind, published as
 * that many lines `entry_id,user_id` (the same line repeated) at the row's place in id order.
 */
export interface CountedEntry {
  entry_id: number;
  user_id: number;
  entries: number;
}

/** The first line of a giveaway's published list. */
export const GIVEAWAY_LIST_HEADER = 'entry_id,user_id\n';

/**
 * The published lines of counted rows, in pieces of at most `linesPerChunk` lines, so a list of
 * any size is hashed or sent without building it whole. Header + the pieces = giveawayListText of
 * the expanded entries.
 */
export function* countedListChunks(
  rows: Iterable<CountedEntry>,
  linesPerChunk = 4096,
): Generator<string> {
  let chunk = '';
  let lines = 0;
  for (const r of rows) {
    const line = `${r.entry_id},${r.user_id}\n`;
    let left = r.entries;
    while (left > 0) {
      const n = Math.min(left, linesPerChunk - lines);
      chunk += line.repeat(n);
      lines += n;
      left -= n;
      if (lines === linesPerChunk) {
        yield chunk;
        chunk = '';
        lines = 0;
      }
    }
  }
  if (chunk) yield chunk;
}

/** The frozen ticket ranges as published (CSV text, first_ticket order). */
export const raffleListText = (ranges: readonly FrozenRange[]): string =>
  [
    'user_id,first_ticket,ticket_count',
    ...ranges.map((r) => `${r.user_id},${r.first_ticket},${r.ticket_count}`),
  ].join('\n') + '\n';

/** Parses a published list back (either kind); answers its rows as numbers by column name. */
export function parseListText(text: string): Record<string, number>[] {
  const [head, ...lines] = text.trim().split('\n');
  const cols = (head ?? '').split(',');
  return lines.filter(Boolean).map((line) => {
    const cells = line.split(',').map(Number);
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? NaN]));
  });
}

/**
 * A giveaway's published list read back as counted rows, consecutive identical lines folded into
 * one row, without an object per line (a list can have millions of lines).
 */
export function parseGiveawayListText(text: string): CountedEntry[] {
  const rows: CountedEntry[] = [];
  let last: CountedEntry | undefined;
  let at = text.indexOf('\n') + 1;
  while (at > 0 && at < text.length) {
    const next = text.indexOf('\n', at);
    const end = next < 0 ? text.length : next;
    const comma = text.indexOf(',', at);
    if (end > at && comma > at && comma < end) {
      const entryId = Number(text.slice(at, comma));
      const userId = Number(text.slice(comma + 1, end));
      if (last && last.entry_id === entryId && last.user_id === userId) last.entries += 1;
      else rows.push((last = { entry_id: entryId, user_id: userId, entries: 1 }));
    }
    at = end + 1;
  }
  return rows;
}

/** The k-th pick: sha256(`${seed}:${k}`) read as a 256-bit number, modulo the list size. */
export async function pickIndex(seedHex: string, k: number, size: number): Promise<number> {
  const h = await sha256Hex(`${seedHex}:${k}`);
  return Number(BigInt(`0x${h}`) % BigInt(size));
}

/** What a draw picks from: `size` slots, each held by a member. */
export interface DrawList {
  size: number;
  /** The member holding slot `index` (0-based). */
  holder(index: number): number;
  /** Every member holding at least one slot. */
  members: ReadonlySet<number>;
}

export function entriesDrawList(entries: readonly FrozenEntry[]): DrawList {
  return {
    size: entries.length,
    holder: (i) => entries[i]!.user_id,
    members: new Set(entries.map((e) => e.user_id)),
  };
}

/**
 * Counted rows as the list of their expanded lines, without expanding them: slot i is found by a
 * binary search over the running totals, so it is the slot entriesDrawList gives on the expanded
 * lines. `row(i)` is the counted row holding slot i.
 */
export function countedDrawList(
  rows: readonly CountedEntry[],
): DrawList & { row(index: number): CountedEntry } {
  const kept = rows.filter((r) => r.entries > 0);
  // ends[j]: the number of slots up to and including row j.
  const ends: number[] = [];
  let size = 0;
  for (const r of kept) ends.push((size += r.entries));
  const row = (i: number) => {
    let lo = 0;
    let hi = kept.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (i < ends[mid]!) hi = mid;
      else lo = mid + 1;
    }
    return kept[lo]!;
  };
  return {
    size,
    holder: (i) => row(i).user_id,
    row,
    members: new Set(kept.map((r) => r.user_id)),
  };
}

/** Ticket ranges as a list whose slot i is ticket number i + 1. */
export function rangesDrawList(ranges: readonly FrozenRange[]): DrawList {
  const sorted = [...ranges].filter((r) => r.ticket_count > 0);
  sorted.sort((a, b) => a.first_ticket - b.first_ticket);
  const size = sorted.reduce((n, r) => Math.max(n, r.first_ticket + r.ticket_count - 1), 0);
  return {
    size,
    holder(i) {
      const ticket = i + 1;
      let lo = 0;
      let hi = sorted.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const r = sorted[mid]!;
        if (ticket < r.first_ticket) hi = mid - 1;
        else if (ticket >= r.first_ticket + r.ticket_count) lo = mid + 1;
        else return r.user_id;
      }
      return -1;
    },
    members: new Set(sorted.map((r) => r.user_id)),
  };
}

/** One winning pick: the draw step k, the slot index and its member. */
export interface DrawPick {
  k: number;
  index: number;
  user_id: number;
}

/**
 * Draws up to `count` picks for distinct members, trying k = startK, startK + 1, …: a slot whose
 * member is in `exclude` or already picked is skipped. Stops when `count` members are picked or
 * no member is left to pick. Answers the picks and the next k.
 */
export async function drawPicks(
  seedHex: string,
  list: DrawList,
  count: number,
  exclude: ReadonlySet<number> = new Set(),
  startK = 0,
): Promise<{ picks: DrawPick[]; nextK: number }> {
  const taken = new Set(exclude);
  const eligible = [...list.members].filter((m) => !taken.has(m)).length;
  const want = Math.min(count, eligible);
  const picks: DrawPick[] = [];
  let k = startK;
  while (picks.length < want) {
    const index = await pickIndex(seedHex, k, list.size);
    const user_id = list.holder(index);
    if (!taken.has(user_id)) {
      taken.add(user_id);
      picks.push({ k, index, user_id });
    }
    k += 1;
  }
  return { picks, nextK: k };
}

/** A winner removed by staff, in the order it happened: the prize position it held. */
export interface Disqualification {
  position: number;
}

/**
 * The full result: the first draw gives positions 1…count; then, for each disqualification in
 * order, its position is redrawn from the next k, excluding every member who won or was
 * disqualified. Answers the winner per position (null when nobody was left) and every pick.
 */
export async function replayDraw(
  seedHex: string,
  list: DrawList,
  count: number,
  disqualifications: readonly Disqualification[] = [],
): Promise<{ winners: (DrawPick | null)[]; firstDraw: DrawPick[]; nextK: number }> {
  if (list.size === 0) return { winners: Array(count).fill(null), firstDraw: [], nextK: 0 };
  const first = await drawPicks(seedHex, list, count);
  const winners: (DrawPick | null)[] = Array.from(
    { length: count },
    (_, i) => first.picks[i] ?? null,
  );
  const removed = new Set<number>();
  let nextK = first.nextK;
  for (const dq of disqualifications) {
    const at = dq.position - 1;
    const current = winners[at];
    if (current) removed.add(current.user_id);
    const exclude = new Set([...removed, ...winners.flatMap((w) => (w ? [w.user_id] : []))]);
    const again = await drawPicks(seedHex, list, 1, exclude, nextK);
    winners[at] = again.picks[0] ?? null;
    nextK = again.nextK;
  }
  return { winners, firstDraw: first.picks, nextK };
}

// ——— lobby-draw-v2: the seed above, combined with public randomness from a drand round ———

/** The v2 scheme: commit–reveal seed + drand beacon fixed before the list froze. */
export const DRAW_SCHEME_V2 = 'lobby-draw-v2';

/**
 * The key a v2 draw (or one redraw) picks with, in place of v1's seed:
 * sha256(`${seed}:${beacon_randomness}:${list_hash}`), all three lowercase hex.
 */
export const drawKeyV2 = (seedHex: string, randomnessHex: string, listHash: string) =>
  sha256Hex(`${seedHex}:${randomnessHex}:${listHash}`);

/** A v2 disqualification: the place it emptied and the randomness of the round fixed for it. */
export interface DisqualificationV2 extends Disqualification {
  randomness: string;
}

/**
 * The full v2 result. The first draw is v1's drawPicks with key drawKeyV2(seed, randomness of the
 * round fixed at creation, list hash). Each disqualification, in order, redraws its place from
 * k = 0 with the key of its own round (fixed when it happened), skipping every member who won or
 * was disqualified — so no sequence of disqualifications walks a known sequence.
 */
export async function replayDrawV2(
  seedHex: string,
  listHash: string,
  randomnessHex: string,
  list: DrawList,
  count: number,
  disqualifications: readonly DisqualificationV2[] = [],
): Promise<{ winners: (DrawPick | null)[]; firstDraw: DrawPick[]; keys: string[] }> {
  const firstKey = await drawKeyV2(seedHex, randomnessHex, listHash);
  const keys = [firstKey];
  if (list.size === 0) return { winners: Array(count).fill(null), firstDraw: [], keys };
  const first = await drawPicks(firstKey, list, count);
  const winners: (DrawPick | null)[] = Array.from(
    { length: count },
    (_, i) => first.picks[i] ?? null,
  );
  const removed = new Set<number>();
  for (const dq of disqualifications) {
    const current = winners[dq.position - 1];
    if (current) removed.add(current.user_id);
    const exclude = new Set([...removed, ...winners.flatMap((w) => (w ? [w.user_id] : []))]);
    const key = await drawKeyV2(seedHex, dq.randomness, listHash);
    keys.push(key);
    winners[dq.position - 1] = (await drawPicks(key, list, 1, exclude)).picks[0] ?? null;
  }
  return { winners, firstDraw: first.picks, keys };
}

/** The drand beacon a v2 draw (or redraw) uses: fixed before the list froze, public once out. */
export interface DrawBeaconRef {
  round: number;
  /** When the round is out (ISO). */
  round_at: string;
  /** Null until the round is out and verified. */
  randomness: string | null;
  signature: string | null;
}

/** The v2 part of a giveaway's or wager raffle's `draw` object (absent for v1 draws). */
export interface DrawBeaconRecord {
  scheme: typeof DRAW_SCHEME_V2;
  beacon: DrawBeaconRef & {
    chain_hash: string;
    /** The chain's public key (hex, G2) the server checked the beacon with. */
    public_key: string;
  };
  /** sha256 of the frozen list, published at the close. */
  list_hash: string | null;
  list_frozen_at: string | null;
  /** Since when the round is due without a valid beacon from any relay; null when not waiting. */
  waiting_since: string | null;
  /** True when staff drew without public randomness (after the configured wait). */
  without_beacon: boolean;
  /**
   * From when staff may draw without public randomness should drand stay unreachable (the
   * round's time + DRAND_FALLBACK_MINUTES).
   */
  fallback_at: string | null;
  /** One per disqualification, in order: the round fixed at that moment. */
  redraws: (DrawBeaconRef & { position: number; drawn_at: string | null })[];
}

/** League of Entropy quicknet, the chain v2 draws use unless the site says otherwise. */
export const QUICKNET_CHAIN_HASH =
  '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';

/** POST …/draw (staff): `without_beacon` draws a v2 draw without drand, after the configured wait. */
export const staffDrawSchema = z.object({ without_beacon: z.boolean().default(false) });
