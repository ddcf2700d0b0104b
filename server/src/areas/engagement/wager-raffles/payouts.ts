import type { PayoutSource } from '../../../core/payouts/total';
import { sumWagerRaffleCashPaid } from './repository';

/** Cash prizes of wager raffles that have a winner (cents). */
export const wagerRafflePayouts: PayoutSource = sumWagerRaffleCashPaid;
