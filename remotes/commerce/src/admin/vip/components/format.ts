import type { VipRewardType } from '@lobby/contract-commerce';
import { formatNumber, formatUSD } from '@lobby/shared-ui';

/** A tier's reward as staff read it: "$25.00 cash" or "1,000 points". */
export const rewardText = (type: VipRewardType, amount: number) =>
  type === 'cash' ? `${formatUSD(amount)} cash` : `${formatNumber(amount)} points`;
