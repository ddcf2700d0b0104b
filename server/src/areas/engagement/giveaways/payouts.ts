import type { PayoutSource } from '../../../core/payouts';
import { sumGiveawayCashPaid } from './repository';

/** Cash prizes of drawn giveaways, per winner (cents). */
export const giveawayPayouts: PayoutSource = sumGiveawayCashPaid;
