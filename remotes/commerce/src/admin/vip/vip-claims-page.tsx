import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminVipClaim } from '@lobby/contract-commerce';
import { logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  AdminToolbar,
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  Select,
  StatusBadge,
  formatDateTime,
  formatUSD,
} from '@lobby/shared-ui';
import { ADMIN_BASE, failureText } from '../shared/admin-api';
import { RowLink } from '../shared/row-link';
import type { ClaimFilter } from './api';
import { getAdminVipClaims, payVipClaim, publicVipKey, vipAdminKeys } from './api';
import { rewardText } from './format';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const FILTERS: { value: ClaimFilter; label: string }[] = [
  { value: 'pending', label: 'Pending payout' },
  { value: 'processed', label: 'Processed' },
  { value: 'all', label: 'All' },
];
const isFilter = (v: string | null): v is ClaimFilter => FILTERS.some((f) => f.value === v);

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
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ClaimFilter = isFilter(raw) ? raw : 'pending';
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: vipAdminKeys.claims(status),
    queryFn: async () => (await getAdminVipClaims(status)).data,
    meta: logFailure('[commerce/admin] Failed to load VIP claims'),
  });
  const [paying, setPaying] = useState<AdminVipClaim | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: (c: AdminVipClaim) => payVipClaim(c.id),
    onSuccess: (res) => {
      setNotice(
        `${res.message}: ${res.data.user.username}, ${res.data.tier.name} (${formatUSD(res.data.reward_amount)}).`,
      );
      setPaying(null);
      void queryClient.invalidateQueries({ queryKey: vipAdminKeys.all() });
      void queryClient.invalidateQueries({ queryKey: publicVipKey });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: vipAdminKeys.all() }),
  });

  return (
    <Stack>
      <AdminPageHeader
        title="VIP claims"
        description="Pay cash rewards to the member's casino account, then mark them paid here."
        actions={
          <Button as={Link} to={`${ADMIN_BASE}/tiers`} $variant="secondary">
            VIP tiers
          </Button>
        }
      />
      <AdminToolbar label="Filter claims">
        <AdminFormField label="Status">
          {(c) => (
            <Select
              {...c}
              value={status}
              onChange={(e) => {
                setNotice(null);
                setParams(e.target.value === 'pending' ? {} : { status: e.target.value }, {
                  replace: true,
                });
              }}
            >
              {FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </Select>
          )}
        </AdminFormField>
      </AdminToolbar>
      {notice ? (
        <Alert $tone="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <DataTable
        caption="VIP claims"
        rows={list.data}
        loading={list.isPending}
        error={list.isError ? 'Failed to load VIP claims.' : null}
        onRetry={() => void list.refetch()}
        rowKey={(c) => c.id}
        empty={EMPTY[status]}
        columns={[
          { key: 'date', header: 'Claimed', render: (c) => formatDateTime(c.created_at) },
          {
            key: 'member',
            header: 'Member',
            render: (c) => (
              <RowLink to={`${ADMIN_BASE}/members/${c.user.id}`}>{c.user.username}</RowLink>
            ),
          },
          {
            key: 'tier',
            header: 'Tier',
            render: (c) => `${c.tier.platform} · ${c.tier.name}`,
          },
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
          {
            key: 'actions',
            header: 'Actions',
            render: (c) =>
              c.processed ? null : (
                <Button
                  type="button"
                  $size="sm"
                  aria-label={`Mark ${c.user.username}'s ${c.tier.name} reward paid`}
                  onClick={() => {
                    pay.reset();
                    setNotice(null);
                    setPaying(c);
                  }}
                >
                  Mark paid
                </Button>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={paying != null}
        title="Mark this reward paid?"
        confirmLabel="Mark paid"
        busy={pay.isPending}
        error={pay.isError ? failureText(pay.error) : null}
        onConfirm={() => paying && pay.mutate(paying)}
        onCancel={() => setPaying(null)}
      >
        {paying ? (
          <p>
            Confirm that {formatUSD(paying.reward_amount)} for {paying.tier.platform} ·{' '}
            {paying.tier.name} was paid to {paying.user.username}. They are notified.
          </p>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
