import { Link } from 'react-router-dom';
import type { AdminVipClaim } from '@lobby/contract-commerce';
import { logFailure } from '@lobby/shared-api';
import {
  AdminPageHeader,
  AdminQueueList,
  AdminStack,
  Button,
  RowActionDialog,
  formatUSD,
  useQueueList,
} from '@lobby/shared-ui';
import { ADMIN_BASE, failureText } from '../../shared/api/admin-api';
import { RowLink } from '../../shared/components/row-link';
import type { ClaimFilter } from '../api/admin-vip';
import { getAdminVipClaims, payVipClaim, publicVipKey, vipAdminKeys } from '../api/admin-vip';
import { claimColumns } from './claim-columns';

const FILTERS: { value: ClaimFilter; label: string }[] = [
  { value: 'pending', label: 'Pending payout' },
  { value: 'processed', label: 'Processed' },
  { value: 'all', label: 'All' },
];
const STATUSES = FILTERS.map((f) => f.value);

const EMPTY: Record<ClaimFilter, string> = {
  pending: 'No cash rewards waiting to be paid.',
  processed: 'No processed claims yet.',
  all: 'No VIP claims yet.',
};

/**
 * Admin › VIP claims: points rewards are credited when claimed; cash rewards wait here until staff
 * pay them and mark them paid (the member is notified).
 */
export default function VipClaimsPage() {
  const {
    params,
    list,
    action: pay,
  } = useQueueList({
    statuses: STATUSES,
    queryKey: vipAdminKeys.claims,
    load: getAdminVipClaims,
    meta: logFailure('[commerce/admin] Failed to load VIP claims'),
    action: {
      run: (c: AdminVipClaim) => payVipClaim(c.id),
      refresh: [vipAdminKeys.all(), publicVipKey],
      onSuccess: (res) =>
        `${res.message}: ${res.data.user.username}, ${res.data.tier.name} (${formatUSD(res.data.reward_amount)}).`,
      errorText: failureText,
    },
  });
  const { status } = params;

  return (
    <AdminStack>
      <AdminPageHeader
        title="VIP claims"
        description="Pay cash rewards to the member's casino account, then mark them paid here."
        actions={
          <Button as={Link} to={`${ADMIN_BASE}/tiers`} $variant="secondary">
            VIP tiers
          </Button>
        }
      />
      <AdminQueueList
        caption="VIP claims"
        filter={{ label: 'Filter claims', options: FILTERS }}
        params={params}
        load={list}
        action={pay}
        loadError="Failed to load VIP claims."
        rowKey={(c) => c.id}
        empty={EMPTY[status]}
        columns={[
          ...claimColumns<AdminVipClaim>({
            key: 'member',
            header: 'Member',
            render: (c) => (
              <RowLink to={`${ADMIN_BASE}/members/${c.user.id}`}>{c.user.username}</RowLink>
            ),
          }),
          {
            key: 'actions',
            header: 'Actions',
            render: (c) =>
              c.processed ? null : (
                <Button
                  type="button"
                  $size="sm"
                  aria-label={`Mark ${c.user.username}'s ${c.tier.name} reward paid`}
                  onClick={() => pay.open(c)}
                >
                  Mark paid
                </Button>
              ),
          },
        ]}
      />
      <RowActionDialog action={pay} title="Mark this reward paid?" confirmLabel="Mark paid">
        {(paying) => (
          <p>
            Confirm that {formatUSD(paying.reward_amount)} for {paying.tier.platform} ·{' '}
            {paying.tier.name} was paid to {paying.user.username}. They are notified.
          </p>
        )}
      </RowActionDialog>
    </AdminStack>
  );
}
