import type { VipClaim } from '@lobby/contract-commerce';
import type { DataColumn } from '@lobby/shared-ui';
import { StatusBadge, formatDateTime, formatUSD } from '@lobby/shared-ui';
import { rewardText } from './format';

/**
 * The columns a VIP claim shows in every admin table (the claims queue, a member's wagers): when,
 * (`member`, where the table lists several members' claims), tier, reward, wagered, state.
 */
export function claimColumns<T extends VipClaim>(member?: DataColumn<T>): DataColumn<T>[] {
  return [
    { key: 'date', header: 'Claimed', render: (c) => formatDateTime(c.created_at) },
    ...(member ? [member] : []),
    { key: 'tier', header: 'Tier', render: (c) => `${c.tier.platform} · ${c.tier.name}` },
    {
      key: 'reward',
      header: 'Reward',
      render: (c) => rewardText(c.reward_type, c.reward_amount),
    },
    {
      key: 'wagered',
      header: 'Wagered at claim',
      align: 'right',
      render: (c) => formatUSD(c.wagered_amount_at_claim),
    },
    {
      key: 'status',
      header: 'Status',
      render: (c) =>
        c.processed ? (
          <StatusBadge tone="success">Processed</StatusBadge>
        ) : (
          <StatusBadge tone="warning">Pending</StatusBadge>
        ),
    },
  ];
}
