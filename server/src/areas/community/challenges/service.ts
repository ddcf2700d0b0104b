import type { Challenge, ChallengeStatus } from '@lobby/contract-community';
import type { Db } from '../../../core/db';
import { notFound } from '../../../core/http/errors';
import { centsToDollars, hundredthsToMultiplier } from '../../../core/money';
import { avatarUrl } from '../../../core/uploads/media';
import type { ChallengeListRow } from './repository';
import { findChallenge, listChallenges } from './repository';

export const CHALLENGE_OVER = 'This challenge has ended.';
export const CHALLENGE_WON = 'This challenge has already been won.';
export const CHALLENGE_NOT_STARTED = 'This challenge has not started yet.';

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

export async function getChallenges(db: Db, basePath: string, now: Date): Promise<Challenge[]> {
  return (await listChallenges(db)).map((c) => toChallenge(basePath, c, now));
}

export async function getChallenge(db: Db, basePath: string, id: number, now: Date) {
  const row = await findChallenge(db, id);
  if (!row) throw notFound('Challenge not found');
  return toChallenge(basePath, row, now);
}
