import type { ActivitySource } from '../../../core/activity/sources';
import { prizeText } from '../shared/prizes';
import { listGiveawayWins } from './repository';

/** Giveaways won, in the member's recent activity. */
export const giveawayActivity: ActivitySource = async (db, userId, limit) =>
  (await listGiveawayWins(db, userId, limit)).map((g) => {
    const prize = prizeText(g.prize_type, Number(g.prize_value), g.prize_description);
    return {
      id: `giveaway-win-${g.id}`,
      type: 'other',
      title: `Won ${g.title}`,
      description: prize.text,
      points: prize.points,
      xp: 0,
      amountCents: prize.amountCents,
      occurred_at: g.created_at,
    };
  });
