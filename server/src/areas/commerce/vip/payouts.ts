import type { PayoutSource } from '../../../core/payouts/total';
import { sumVipCashPaid } from './repository';

/** Processed VIP cash claims (cents). */
export const vipPayouts: PayoutSource = sumVipCashPaid;
