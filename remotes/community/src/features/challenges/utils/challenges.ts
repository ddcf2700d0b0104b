import type { Challenge, ChallengeStatus } from '@lobby/contract-community';
import { CLAIM_IMAGE_MAX_BYTES, CLAIM_MAX_IMAGES } from '@lobby/contract-community';
import { formatMoney, formatNumber } from '@lobby/shared-ui';

export type ChallengeTab = 'active' | 'upcoming' | 'completed';

export const TAB_LABELS: Record<ChallengeTab, string> = {
  active: 'Active',
  upcoming: 'Upcoming',
  completed: 'Completed',
};

/** The badge a status shows (spec part 1 §2: Active, Ended, Upcoming). */
export const STATUS_BADGE: Record<
  ChallengeStatus,
  { label: string; tone: 'success' | 'info' | 'neutral' }
> = {
  active: { label: 'Active', tone: 'success' },
  upcoming: { label: 'Upcoming', tone: 'info' },
  completed: { label: 'Ended', tone: 'neutral' },
};

export function byTab(challenges: Challenge[]): Record<ChallengeTab, Challenge[]> {
  const out: Record<ChallengeTab, Challenge[]> = { active: [], upcoming: [], completed: [] };
  for (const c of challenges) out[c.status].push(c);
  // Running ones ending soonest first, upcoming ones starting soonest first, finished ones newest first.
  out.active.sort((a, b) => Date.parse(a.end_date) - Date.parse(b.end_date));
  out.upcoming.sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date));
  out.completed.sort(
    (a, b) => Date.parse(b.claimed_at ?? b.end_date) - Date.parse(a.claimed_at ?? a.end_date),
  );
  return out;
}

export const prizeLabel = (c: Pick<Challenge, 'prize' | 'prize_type'>) =>
  c.prize_type === 'points'
    ? `${formatNumber(c.prize)} pts`
    : formatMoney(c.prize, '$', { cents: c.prize % 1 !== 0 });

export const minBetLabel = (c: Pick<Challenge, 'min_bet'>) =>
  formatMoney(c.min_bet, '$', { cents: true });

/**
 * The evidence a member picked, kept to the rules of spec part 1 §5: image files only, at most 5
 * (extra files dropped). Files over 10 MB are dropped too (the server would refuse them).
 */
export function acceptImages(current: File[], picked: File[]): { files: File[]; dropped: number } {
  const images = picked.filter(
    (f) => f.type.startsWith('image/') && f.size <= CLAIM_IMAGE_MAX_BYTES,
  );
  const room = Math.max(0, CLAIM_MAX_IMAGES - current.length);
  const files = [...current, ...images.slice(0, room)];
  return { files, dropped: picked.length - Math.min(images.length, room) };
}
