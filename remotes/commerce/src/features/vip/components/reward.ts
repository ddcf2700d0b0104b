import type { VipRewardType } from '@lobby/contract-commerce';
import { formatNumber, formatUSD } from '@lobby/shared-ui';

/** '$25.00' for cash, '500 points' for points. */
export const rewardLabel = (type: VipRewardType, amount: number) =>
  type === 'cash' ? formatUSD(amount) : `${formatNumber(amount)} points`;
