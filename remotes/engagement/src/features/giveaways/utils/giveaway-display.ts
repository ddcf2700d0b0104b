import type { Giveaway, GiveawayEntry, GiveawayStatus } from '@lobby/contract-engagement';
import type { BadgeTone } from '@lobby/shared-ui';
import { formatNumber, formatUSD } from '@lobby/shared-ui';

/** Spec §9: the winners a card previews. */
export const WINNER_PREVIEW = 3;

export const STATUS_LABEL: Record<GiveawayStatus, string> = {
  active: 'ACTIVE',
  ended: 'ENDED',
  pending: 'PENDING',
};

export const STATUS_TONE: Record<GiveawayStatus, BadgeTone> = {
  active: 'success',
  ended: 'neutral',
  pending: 'warning',
};

export type GiveawayFilter = 'all' | 'active' | 'ended';

export function matchesFilter(g: Giveaway, filter: GiveawayFilter): boolean {
  if (filter === 'active') return g.status === 'active';
  if (filter === 'ended') return g.status === 'ended';
  return true;
}

export function parseFilter(raw: string | null): GiveawayFilter {
  return raw === 'active' || raw === 'ended' ? raw : 'all';
}

/** The prize in words: '$250.00', '5,000 points', or its description. */
export function prizeLabel(g: Pick<Giveaway, 'prize_type' | 'prize_value' | 'prize_description'>) {
  if (g.prize_type === 'cash') return formatUSD(g.prize_value);
  if (g.prize_type === 'points') return `${formatNumber(g.prize_value)} points`;
  return g.prize_description || 'Prize';
}

/** The entry methods a giveaway offers, as labels. */
export function entryMethods(g: Giveaway): string[] {
  const out: string[] = [];
  if (g.allow_passwordless_entry) out.push('Free Entry');
  if (g.allow_points_entry) out.push(`Points (${formatNumber(g.points_per_entry)} per entry)`);
  if (g.allow_password_entry) out.push('Password');
  return out;
}

/** One member's entries in a giveaway, with their share of all entries. */
export interface MemberEntries {
  userId: number;
  username: string;
  kickUsername: string | null;
  avatar: string | null;
  /** The member's entry rows: one per way of entering, each counting its entries. */
  entries: GiveawayEntry[];
  /** How many entries the member holds (the rows' counts added up). */
  count: number;
  /** Percent of all entries, the chance of being picked by one draw. */
  chance: number;
}

/** How many entries the rows count. */
export const countEntries = (entries: readonly GiveawayEntry[]) =>
  entries.reduce((n, e) => n + e.entries, 0);

/** '1 entry', '500 entries'. */
export const entriesLabel = (n: number) => `${formatNumber(n)} ${n === 1 ? 'entry' : 'entries'}`;

/** Entries grouped per member, most entries first (then the earliest entry). */
export function groupEntries(entries: GiveawayEntry[]): MemberEntries[] {
  const byUser = new Map<number, MemberEntries>();
  for (const e of entries) {
    let m = byUser.get(e.user.id);
    if (!m) {
      m = {
        userId: e.user.id,
        username: e.user.username,
        kickUsername: e.user.kick_username,
        avatar: e.user.avatar,
        entries: [],
        count: 0,
        chance: 0,
      };
      byUser.set(e.user.id, m);
    }
    m.entries.push(e);
    m.count += e.entries;
  }
  const total = countEntries(entries);
  const list = [...byUser.values()];
  for (const m of list) m.chance = total ? (m.count / total) * 100 : 0;
  return list.sort((a, b) => b.count - a.count || a.entries[0]!.id - b.entries[0]!.id);
}

/** Spec §9: win chance with 2 decimals. */
export const formatChance = (pct: number) => `${pct.toFixed(2)}%`;

export const ENTRY_TYPE_LABEL = {
  passwordless: 'Free Entry',
  points: 'Points',
  password: 'Password',
} as const;
