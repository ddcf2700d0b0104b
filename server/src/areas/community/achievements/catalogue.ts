import type { Rarity } from './tables';

/** One achievement of the catalogue: what members see, and what it pays once. */
export interface AchievementDefinition {
  key: string;
  title: string;
  description: string;
  /** An icon name of the shared set (the profile draws it; unknown names get a star). */
  icon: string;
  badge_color: string;
  rarity: Rarity;
  points: number;
  xp: number;
  /** What earns it, in words (shown to staff). */
  trigger: string;
}

/** Point tiers (spec part 1 §4): reaching each balance unlocks its achievement. */
export const POINT_TIERS = [
  { key: 'tier_bronze', name: 'Bronze', points: 1_000 },
  { key: 'tier_silver', name: 'Silver', points: 10_000 },
  { key: 'tier_gold', name: 'Gold', points: 25_000 },
  { key: 'tier_platinum', name: 'Platinum', points: 50_000 },
  { key: 'tier_diamond', name: 'Diamond', points: 100_000 },
] as const;

const TIER_LOOK = {
  tier_bronze: { color: '#d08a4e', rarity: 'common', reward: 50, xp: 100 },
  tier_silver: { color: '#c7d0e0', rarity: 'rare', reward: 100, xp: 250 },
  tier_gold: { color: '#f6c453', rarity: 'rare', reward: 250, xp: 500 },
  tier_platinum: { color: '#7dd3fc', rarity: 'epic', reward: 500, xp: 1000 },
  tier_diamond: { color: '#a78bfa', rarity: 'legendary', reward: 1000, xp: 2000 },
} as const;

/**
 * The catalogue, in the order the admin lists it. Each entry is unlocked by one event (see
 * `events.ts`); the database's `achievements` rows are kept in step with it by key.
 */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    key: 'first_daily_claim',
    trigger: 'First daily claim',
    title: 'Daily Dose',
    description: 'Claimed your first daily reward.',
    icon: 'calendar',
    badge_color: '#22c55e',
    rarity: 'common',
    points: 25,
    xp: 50,
  },
  {
    key: 'daily_7',
    trigger: 'A 7-day daily claim streak',
    title: 'Creature of Habit',
    description: 'Claimed daily points seven days in a row.',
    icon: 'calendar',
    badge_color: '#16a34a',
    rarity: 'common',
    points: 250,
    xp: 300,
  },
  {
    key: 'first_prediction',
    trigger: 'First bonus hunt prediction',
    title: 'Fortune Teller',
    description: 'Made your first bonus hunt prediction.',
    icon: 'crystal-ball',
    badge_color: '#a855f7',
    rarity: 'common',
    points: 100,
    xp: 150,
  },
  {
    key: 'closest_prediction',
    trigger: 'Closest prediction of a bonus hunt',
    title: 'Oracle',
    description: 'Had the closest prediction of a bonus hunt.',
    icon: 'eye',
    badge_color: '#06b6d4',
    rarity: 'legendary',
    points: 1500,
    xp: 2000,
  },
  {
    key: 'first_tournament_prediction',
    trigger: 'First tournament prediction',
    title: 'Bracketologist',
    description: 'Made your first tournament prediction.',
    icon: 'bracket',
    badge_color: '#60a5fa',
    rarity: 'common',
    points: 100,
    xp: 150,
  },
  {
    key: 'perfect_bracket_round',
    trigger: 'A perfect bracket round',
    title: 'Bracket Buster',
    description: 'Predicted every match of a tournament round.',
    icon: 'bracket',
    badge_color: '#3b82f6',
    rarity: 'rare',
    points: 500,
    xp: 600,
  },
  {
    key: 'first_redemption',
    trigger: 'First store redemption',
    title: 'Window Shopper',
    description: 'Redeemed your first item in the store.',
    icon: 'cart',
    badge_color: '#f59e0b',
    rarity: 'common',
    points: 50,
    xp: 100,
  },
  {
    key: 'giveaway_winner',
    trigger: 'First giveaway win',
    title: 'Lucky Draw',
    description: 'Won a giveaway.',
    icon: 'gift',
    badge_color: '#ec4899',
    rarity: 'epic',
    points: 750,
    xp: 800,
  },
  {
    key: 'challenge_champion',
    trigger: 'First approved challenge claim',
    title: 'Challenge Champion',
    description: 'Had a slot challenge claim approved.',
    icon: 'trophy',
    badge_color: '#eab308',
    rarity: 'epic',
    points: 1000,
    xp: 1200,
  },
  {
    key: 'kick_linked',
    trigger: 'Linking a Kick account',
    title: 'Plugged In',
    description: 'Linked your Kick account.',
    icon: 'target',
    badge_color: '#53fc18',
    rarity: 'common',
    points: 50,
    xp: 100,
  },
  ...POINT_TIERS.map((t) => ({
    key: t.key,
    trigger: `Reaching ${t.points.toLocaleString('en-US')} points`,
    title: `${t.name} Tier`,
    description: `Reached ${t.points.toLocaleString('en-US')} points.`,
    icon: 'shield',
    badge_color: TIER_LOOK[t.key].color,
    rarity: TIER_LOOK[t.key].rarity,
    points: TIER_LOOK[t.key].reward,
    xp: TIER_LOOK[t.key].xp,
  })),
];

export type AchievementKey = string;

const BY_KEY = new Map(ACHIEVEMENTS.map((a) => [a.key, a]));

export function achievementDefinition(key: string): AchievementDefinition {
  const def = BY_KEY.get(key);
  if (!def) throw new Error(`Unknown achievement '${key}'`);
  return def;
}
