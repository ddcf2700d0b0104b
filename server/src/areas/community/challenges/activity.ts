import type { ActivitySource } from '../../../core/activity/sources';
import { hundredthsToMultiplier } from '../../../core/money';
import { listChallengeWins } from './repository';

/** Challenges won, in the member's recent activity: a points prize as points, a cash one as money. */
export const challengeActivity: ActivitySource = async (db, userId, limit) =>
  (await listChallengeWins(db, userId, limit)).map((c) => {
    const points = c.prize_type === 'points';
    return {
      id: `challenge-win-${c.id}`,
      type: 'other',
      title: `Won the ${c.slot_name} challenge`,
      description: `First to hit ${hundredthsToMultiplier(Number(c.multiplier)).toFixed(2)}x.`,
      points: points ? Number(c.prize) : 0,
      xp: 0,
      amountCents: points ? null : Number(c.prize),
      occurred_at: c.claimed_at!,
    };
  });
