import { parseIntList } from '../../../core/money';
import type { PayoutSource } from '../../../core/payouts/total';
import { listEndedLeaderboardsWithCounts } from './repository';

/** Prizes of ended leaderboard periods, counting only places that had a player (cents). */
export const leaderboardPayouts: PayoutSource = async (db) => {
  let cents = 0;
  for (const lb of await listEndedLeaderboardsWithCounts(db)) {
    cents += parseIntList(lb.prizes)
      .slice(0, lb.players)
      .reduce((a, b) => a + b, 0);
  }
  return cents;
};
