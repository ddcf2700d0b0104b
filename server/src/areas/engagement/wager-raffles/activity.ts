import type { ActivitySource } from '../../../core/activity/sources';
import { prizeText } from '../shared/prizes';
import { listWagerRaffleWins } from './repository';

/** Wager-raffle prizes won, in the member's recent activity. */
export const wagerRaffleActivity: ActivitySource = async (db, userId, limit) =>
  (await listWagerRaffleWins(db, userId, limit)).map((r) => {
    const prize = prizeText(r.prize_type, Number(r.prize_value), r.description);
    return {
      id: `wager-raffle-win-${r.id}`,
      type: 'other',
      title: `Won prize #${r.position} in ${r.name}`,
      description: prize.text,
      points: prize.points,
      xp: 0,
      amountCents: prize.amountCents,
      occurred_at: r.drawn_at!,
    };
  });
