import type { TotalGivenAwayResponse } from '@lobby/contract-community';
import type { Db } from '../../../core/db';
import { centsToDollars, formatUsdWhole } from '../../../core/money';
import type { PayoutSource } from '../../../core/payouts/total';

/**
 * Real payouts, in integer cents, as every area reports them (app.payoutSources): prizes of
 * ended leaderboard periods, cash prizes of drawn giveaways and wager raffles, processed VIP
 * cash claims.
 */
export async function getTotalGivenAway(
  db: Db,
  sources: readonly PayoutSource[],
): Promise<TotalGivenAwayResponse> {
  let cents = 0;
  for (const source of sources) cents += await source(db);
  const total = centsToDollars(cents);
  return { success: true, total, formatted_total: formatUsdWhole(total) };
}
