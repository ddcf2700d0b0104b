import type { TotalGivenAwayResponse } from '@lobby/contract-community';
import type { Db } from '../../../core/db';
import { centsToDollars, formatUsdWhole, parseIntList } from '../../../core/money';
import { listEndedLeaderboardsWithCounts } from '../leaderboards/repository';
import { sumGiveawayCashPaid, sumVipCashPaid, sumWagerRaffleCashPaid } from './repository';

/**
 * Real payouts, in integer cents: prizes of ended leaderboard periods (only places that had a
 * player), cash prizes of drawn giveaways and wager raffles, and processed VIP cash claims.
 */
export async function getTotalGivenAway(db: Db): Promise<TotalGivenAwayResponse> {
  const ended = await listEndedLeaderboardsWithCounts(db);
  let cents = 0;
  for (const lb of ended) {
    cents += parseIntList(lb.prizes)
      .slice(0, lb.players)
      .reduce((a, b) => a + b, 0);
  }
  cents += await sumGiveawayCashPaid(db);
  cents += await sumWagerRaffleCashPaid(db);
  cents += await sumVipCashPaid(db);
  const total = centsToDollars(cents);
  return { success: true, total, formatted_total: formatUsdWhole(total) };
}
