import type { Role } from '@lobby/shared-api';

/** XP per level (spec part 1 §9). */
export const XP_PER_LEVEL = 1000;

/** Numeric level from XP: floor(xp / 1000) + 1. */
export function levelFromXp(xp: number): number {
  const safe = Number.isFinite(xp) && xp > 0 ? xp : 0;
  return Math.floor(safe / XP_PER_LEVEL) + 1;
}

/** Progress into the current level: xp mod 1000 out of 1000. */
export function levelProgress(xp: number): { current: number; needed: number; fraction: number } {
  const safe = Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
  const current = safe % XP_PER_LEVEL;
  return { current, needed: XP_PER_LEVEL, fraction: current / XP_PER_LEVEL };
}

export type TierName = 'Member' | 'Bronze' | 'Silver' | 'Gold' | 'Platinum' | 'Diamond';

/** Level tiers by points, highest first (spec part 1 §4 and §9). */
export const TIERS: ReadonlyArray<{ name: TierName; min: number }> = [
  { name: 'Diamond', min: 100_000 },
  { name: 'Platinum', min: 50_000 },
  { name: 'Gold', min: 25_000 },
  { name: 'Silver', min: 10_000 },
  { name: 'Bronze', min: 1_000 },
  { name: 'Member', min: 0 },
];

/** The tier a points balance reaches: Member below 1000, then Bronze, Silver, Gold, Platinum, Diamond. */
export function tierFromPoints(points: number): TierName {
  const safe = Number.isFinite(points) ? points : 0;
  return (TIERS.find((t) => safe >= t.min) ?? TIERS[TIERS.length - 1]!).name;
}

/** The next tier and how many points are missing, or null at the top tier. */
export function nextTier(points: number): { name: TierName; min: number; missing: number } | null {
  const current = tierFromPoints(points);
  const index = TIERS.findIndex((t) => t.name === current);
  const next = index > 0 ? TIERS[index - 1]! : null;
  return next
    ? { ...next, missing: Math.max(0, next.min - (Number.isFinite(points) ? points : 0)) }
    : null;
}

/** The role shown on a profile: Admin, Moderator, VIP, otherwise Member (spec part 1 §6). */
export function roleLabel(
  role: Role | string | null | undefined,
): 'Admin' | 'Moderator' | 'VIP' | 'Member' {
  switch (role) {
    case 'admin':
      return 'Admin';
    case 'moderator':
      return 'Moderator';
    case 'vip':
      return 'VIP';
    default:
      return 'Member';
  }
}
