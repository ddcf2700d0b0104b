import type { ActivitySource } from '../../../core/activity/sources';
import { hundredthsToMultiplier } from '../../../core/money';
import { listChallengeWins } from './repository';

/** Challenges won, in the member's recent activity. */
export const challengeActivity: ActivitySource = async (db, userId, limit) =>
  (await listChallengeWins(db, userId, limit)).map((c) => ({
    id: `challenge-win-${c.id}`,
    type: 'other',
    title: `Won the ${c.slot_name} challenge`,
    description: `First to hit ${hundredthsToMultiplier(Number(c.multiplier)).toFixed(2)}x.`,
    points: 0,
    xp: 0,
    amountCents: Number(c.prize),
    occurred_at: c.claimed_at!,
  }));
