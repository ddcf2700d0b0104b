import { addCents } from './cents';
import type { FeedRow } from './types';

/**
 * The key two spellings of one casino username share: NFC, trimmed, lower-cased. Casinos treat
 * usernames case-insensitively, so "Bob" and "bob" on one platform are one player; matching
 * linked names, exclusions and Goated snapshots all use this key.
 */
export const usernameKey = (username: string) => username.normalize('NFC').trim().toLowerCase();

/** Which amount a platform's leaderboard ranks by. */
export type WagerBasis = 'raw' | 'weighted';

/** One player's standing after normalisation (amount in cents of the chosen basis). */
export interface WagerEntry {
  username: string;
  /** Cents of the chosen basis (raw or weighted). */
  wagered: number;
  /** Raw wagered cents, kept for display/audit even when ranking by weighted. */
  rawWagered: number;
  favoriteGameTitle?: string;
}

export interface NormaliseOptions {
  basis: WagerBasis;
  /** Usernames left off the board (staff, the streamer), matched case-insensitively. */
  excludedUsernames?: readonly string[];
}

export interface NormaliseResult {
  /** Ranked: highest amount first, ties by username. Players at 0 are left out. */
  entries: WagerEntry[];
  /** Players left out because their amount (of the chosen basis) is 0. */
  zero: number;
  /** Rows removed because their username is excluded. */
  excluded: number;
  /** Rows folded into an earlier row of the same player. */
  merged: number;
  /**
   * Rows without a weighted amount when ranking by weighted: counted as 0 weighted (never as
   * their raw amount, which would overstate them).
   */
  missingWeighted: number;
}

/** Removes rows whose username is in `excluded` (case-insensitive). */
export function excludeUsernames(rows: readonly FeedRow[], excluded: readonly string[]): FeedRow[] {
  if (!excluded.length) return [...rows];
  const keys = new Set(excluded.map(usernameKey).filter(Boolean));
  return rows.filter((r) => !keys.has(usernameKey(r.username)));
}

/**
 * Folds rows of the same player (same {@link usernameKey}) into one, summing raw and weighted
 * cents exactly (a player under two Shuffle campaign codes, a feed page repeated). The first
 * spelling seen is kept; the favourite game is the one of the row with the larger raw wager.
 * Weighted stays undefined only if no row of the player had one. Rows are **not** folded when
 * they are different players under one shown name: an `anonymous` row (a hidden player) is
 * always its own, and two rows of one name with different platform ids stay apart.
 */
export function mergeDuplicates(rows: readonly FeedRow[]): FeedRow[] {
  const byKey = new Map<string, { row: FeedRow; gameWager: number }>();
  rows.forEach((row, index) => {
    const name = usernameKey(row.username);
    const firstUid = byKey.get(name)?.row.uid;
    // Keys outside any name (they start with NUL) for the rows kept apart.
    const key = row.anonymous
      ? `\u0000anonymous:${index}`
      : row.uid && firstUid && firstUid !== row.uid
        ? `\u0000uid:${row.uid}`
        : name;
    mergeInto(byKey, key, row);
  });
  return [...byKey.values()].map((v) => v.row);
}

function mergeInto(
  byKey: Map<string, { row: FeedRow; gameWager: number }>,
  key: string,
  row: FeedRow,
) {
  const seen = byKey.get(key);
  if (!seen) {
    byKey.set(key, { row: { ...row }, gameWager: row.favoriteGameTitle ? row.wagered : -1 });
    return;
  }
  const m = seen.row;
  m.wagered = addCents(m.wagered, row.wagered);
  if (row.weightedWagered !== undefined)
    m.weightedWagered = addCents(m.weightedWagered ?? 0, row.weightedWagered);
  if (row.favoriteGameTitle && row.wagered > seen.gameWager) {
    m.favoriteGameTitle = row.favoriteGameTitle;
    seen.gameWager = row.wagered;
  }
  if (!m.uid && row.uid) m.uid = row.uid;
}

/**
 * Board names one per player: when rows kept apart share a shown name ("Hidden User" twice), each
 * is numbered in rank order ("Hidden User #1", "#2"), so the standings (one entry per name) keep
 * every player.
 */
function distinctNames(entries: WagerEntry[]): WagerEntry[] {
  const count = new Map<string, number>();
  for (const e of entries)
    count.set(usernameKey(e.username), (count.get(usernameKey(e.username)) ?? 0) + 1);
  const taken = new Set(entries.map((e) => usernameKey(e.username)));
  const next = new Map<string, number>();
  return entries.map((e) => {
    const key = usernameKey(e.username);
    if ((count.get(key) ?? 0) < 2) return e;
    let n = next.get(key) ?? 0;
    let name: string;
    do name = `${e.username} #${++n}`;
    while (taken.has(usernameKey(name)));
    next.set(key, n);
    taken.add(usernameKey(name));
    return { ...e, username: name };
  });
}

/** Highest first; ties by username (code-point order) so a board never reshuffles by itself. */
export function compareEntries(
  a: { wagered: number; username: string },
  b: { wagered: number; username: string },
) {
  return b.wagered - a.wagered || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);
}

/**
 * The whole pipeline a sync runs on an adapter's rows before storing them: exclude, merge,
 * choose raw or weighted, leave out players at 0, rank.
 */
export function normaliseRows(rows: readonly FeedRow[], opts: NormaliseOptions): NormaliseResult {
  const kept = excludeUsernames(rows, opts.excludedUsernames ?? []);
  const merged = mergeDuplicates(kept);
  let missingWeighted = 0;
  const entries = merged.map((r): WagerEntry => {
    let amount = r.wagered;
    if (opts.basis === 'weighted') {
      if (r.weightedWagered === undefined) missingWeighted++;
      amount = r.weightedWagered ?? 0;
    }
    return {
      username: r.username,
      wagered: amount,
      rawWagered: r.wagered,
      ...(r.favoriteGameTitle ? { favoriteGameTitle: r.favoriteGameTitle } : {}),
    };
  });
  const ranked = distinctNames(entries.filter((e) => e.wagered > 0).sort(compareEntries));
  return {
    entries: ranked,
    zero: entries.length - ranked.length,
    excluded: rows.length - kept.length,
    merged: kept.length - merged.length,
    missingWeighted,
  };
}

/**
 * A username as a public board may show it when the platform hides names: names longer than 4
 * characters keep their first 2 and last 2 (`ab***yz`), shorter ones their first
 * (`a***`). Always three stars, so the length is not revealed; counts characters, not UTF-16
 * units, so emoji and accents are never cut in half.
 */
export function maskUsername(username: string): string {
  const chars = Array.from(username.trim());
  if (chars.length === 0) return '***';
  if (chars.length > 4) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  return `${chars[0]}***`;
}
