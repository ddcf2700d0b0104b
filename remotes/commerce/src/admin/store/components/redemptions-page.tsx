import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Redemption } from '@lobby/contract-commerce';
import { logFailure } from '@lobby/shared-api';
import {
  AdminPageHeader,
  AdminQueueList,
  AdminStack,
  Button,
  RowActionDialog,
  StatusBadge,
  formatDateTime,
  formatNumber,
  useQueueList,
} from '@lobby/shared-ui';
import { ADMIN_BASE, failureText } from '../../shared/api/admin-api';
import { RowLink } from '../../shared/components/row-link';
import type { RedemptionFilter } from '../api/admin-store';
import {
  getAdminRedemptions,
  processRedemption,
  publicStoreKey,
  redemptionsCsvUrl,
  refundRedemption,
  storeAdminKeys,
} from '../api/admin-store';

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: nowrap;
  /* In a phone's stacked card the two buttons may not fit side by side: wrap, never clip. */
  @container data-table (max-width: 559px) {
    flex-wrap: wrap;
  }
`;

const FILTERS: { value: RedemptionFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'processed', label: 'Processed' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'all', label: 'All' },
];
const STATUSES = FILTERS.map((f) => f.value);

const STATUS = {
  pending: { tone: 'warning', label: 'Pending' },
  processed: { tone: 'success', label: 'Processed' },
  refunded: { tone: 'neutral', label: 'Refunded' },
} as const;

const EMPTY: Record<RedemptionFilter, string> = {
  pending: 'No pending redemptions: the queue is clear.',
  processed: 'No processed redemptions yet.',
  refunded: 'No refunded redemptions.',
  all: 'No redemptions yet.',
};

type Action = { kind: 'process' | 'refund'; redemption: Redemption };

/**
 * Admin › Store redemptions: the queue by state. Mark processed (the member is notified) or
 * refund (points back through the ledger, one unit back in stock, notified), each confirmed
 * first; the list as CSV.
 */
export default function RedemptionsPage() {
  const {
    params,
    list,
    action: run,
  } = useQueueList({
    statuses: STATUSES,
    queryKey: storeAdminKeys.redemptions,
    load: getAdminRedemptions,
    meta: logFailure('[commerce/admin] Failed to load redemptions'),
    action: {
      run: (a: Action) =>
        a.kind === 'process'
          ? processRedemption(a.redemption.id)
          : refundRedemption(a.redemption.id),
      // After a failure too: someone else may have handled it meanwhile.
      refresh: [storeAdminKeys.all(), publicStoreKey],
      onSuccess: (res) =>
        `${res.message}: #${res.data.id} ${res.data.item.name} for ${res.data.user?.username ?? 'a member'}.`,
      errorText: failureText,
    },
  });
  const { status } = params;
  const open = (kind: Action['kind'], redemption: Redemption) => run.open({ kind, redemption });
  const action = run.target;

  return (
    <AdminStack>
      <AdminPageHeader
        title="Store redemptions"
        description="Deliver what members redeemed, then mark it processed. A refund gives the points and the stock back."
        actions={
          <>
            <Button as={Link} to={`${ADMIN_BASE}/items`} $variant="secondary">
              Store items
            </Button>
            <Button as="a" href={redemptionsCsvUrl(status)} download $variant="secondary">
              Export CSV
            </Button>
          </>
        }
      />
      <AdminQueueList
        caption="Redemptions"
        filter={{ label: 'Filter redemptions', options: FILTERS }}
        params={params}
        load={list}
        action={run}
        loadError="Failed to load redemptions."
        rowKey={(x) => x.id}
        empty={EMPTY[status]}
        columns={[
          { key: 'id', header: '#', render: (x) => `#${x.id}` },
          { key: 'date', header: 'Redeemed', render: (x) => formatDateTime(x.created_at) },
          { key: 'member', header: 'Member', render: (x) => x.user?.username ?? 'Deleted member' },
          {
            key: 'item',
            header: 'Item',
            render: (x) => <RowLink to={`${ADMIN_BASE}/items/${x.item.id}`}>{x.item.name}</RowLink>,
          },
          {
            key: 'cost',
            header: 'Cost',
            align: 'right',
            render: (x) => `${formatNumber(x.item.cost)} pts`,
          },
          {
            key: 'status',
            header: 'Status',
            render: (x) => (
              <StatusBadge tone={STATUS[x.status].tone}>{STATUS[x.status].label}</StatusBadge>
            ),
          },
          {
            key: 'actions',
            header: 'Actions',
            render: (x) =>
              x.status === 'refunded' ? null : (
                <Actions>
                  {x.status === 'pending' ? (
                    <Button
                      type="button"
                      $size="sm"
                      aria-label={`Mark #${x.id} processed`}
                      onClick={() => open('process', x)}
                    >
                      Mark processed
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Refund #${x.id}`}
                    onClick={() => open('refund', x)}
                  >
                    Refund
                  </Button>
                </Actions>
              ),
          },
        ]}
      />
      <RowActionDialog
        action={run}
        title={
          action?.kind === 'refund' ? 'Refund this redemption?' : 'Mark this redemption processed?'
        }
        confirmLabel={action?.kind === 'refund' ? 'Refund' : 'Mark processed'}
        tone={action?.kind === 'refund' ? 'danger' : 'primary'}
      >
        {({ kind, redemption: r }) =>
          kind === 'refund' ? (
            <p>
              {r.user?.username ?? 'The member'} gets {formatNumber(r.item.cost)} points back for “
              {r.item.name}”, one unit goes back in stock and they are notified. This cannot be
              undone.
            </p>
          ) : (
            <p>
              Confirm that “{r.item.name}” was delivered to {r.user?.username ?? 'the member'}. They
              are notified.
            </p>
          )
        }
      </RowActionDialog>
    </AdminStack>
  );
}
