import type { PayoutSource } from '../../../core/payouts/total';
import { sumGiveawayCashPaid } from './repository';

/** Cash prizes of drawn giveaways, per winner (cents). */
export const giveawayPayouts: PayoutSource = sumGiveawayCashPaid;
