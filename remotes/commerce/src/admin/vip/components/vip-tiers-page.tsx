import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminVipPlatform, AdminVipTier } from '@lobby/contract-commerce';
import { logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  AdminStack,
  AdminToolbar,
  Alert,
  Button,
  DataTable,
  Muted,
  Select,
  StatusBadge,
  VisuallyHidden,
  formatNumber,
  formatUSD,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { ADMIN_BASE, failureText } from '../../shared/api/admin-api';
import { RowLink } from '../../shared/components/row-link';
import { getAdminVipTiers, orderVipTiers, publicVipKey, vipAdminKeys } from '../api/admin-vip';
import { rewardText } from './format';

const Move = styled.div`
  display: flex;
  gap: 4px;
`;

/**
 * Admin › VIP tiers: a platform's tiers in the order /vip-rewards shows them, moved up and down
 * here, with links to edit each and to add one.
 */
export default function VipTiersPage() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: vipAdminKeys.tiers(),
    queryFn: async () => (await getAdminVipTiers()).data,
    meta: logFailure('[commerce/admin] Failed to load VIP tiers'),
  });
  const platforms = list.data ?? [];
  const wanted = Number(params.get('platform'));
  const platform: AdminVipPlatform | undefined =
    platforms.find((p) => p.id === wanted) ?? platforms[0];
  const [announce, setAnnounce] = useState<string | null>(null);

  const order = useMutation({
    mutationFn: (v: { platformId: number; ids: number[]; moved: string }) =>
      orderVipTiers(v.platformId, v.ids),
    onSuccess: (res, v) => {
      queryClient.setQueryData(vipAdminKeys.tiers(), res.data);
      void queryClient.invalidateQueries({ queryKey: publicVipKey });
      setAnnounce(`${v.moved} moved.`);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: vipAdminKeys.tiers() }),
  });

  // A move still being saved is not left behind without a word (its outcome shows only here).
  const unsavedPrompt = useUnsavedChangesPrompt(order.isPending);

  const move = (tier: AdminVipTier, delta: -1 | 1) => {
    if (!platform) return;
    const ids = platform.tiers.map((t) => t.id);
    const from = ids.indexOf(tier.id);
    const to = from + delta;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    order.mutate({ platformId: platform.id, ids, moved: tier.name });
  };

  const tiers = platform?.tiers;
  return (
    <AdminStack>
      {unsavedPrompt}
      <AdminPageHeader
        title="VIP tiers"
        description="Rewards members claim once they have wagered enough on a platform. /vip-rewards lists them in this order."
        actions={
          <>
            <Button as={Link} to={`${ADMIN_BASE}/claims`} $variant="secondary">
              Claims
            </Button>
            {platform ? (
              <Button as={Link} to={`${ADMIN_BASE}/tiers/new?platform=${platform.id}`}>
                New tier
              </Button>
            ) : null}
          </>
        }
      />
      {platforms.length > 0 ? (
        <AdminToolbar label="Choose a platform">
          <AdminFormField label="Platform">
            {(c) => (
              <Select
                {...c}
                value={platform?.id ?? ''}
                onChange={(e) => {
                  setAnnounce(null);
                  setParams({ platform: e.target.value }, { replace: true });
                }}
              >
                {platforms.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                    {p.active ? '' : ' (not shown on the site)'}
                  </option>
                ))}
              </Select>
            )}
          </AdminFormField>
        </AdminToolbar>
      ) : null}
      {order.isError ? (
        <Alert $tone="danger" role="alert">
          {failureText(order.error)}
        </Alert>
      ) : null}
      <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
      <DataTable
        caption={platform ? `${platform.name} tiers` : 'VIP tiers'}
        rows={list.isSuccess ? (tiers ?? []) : undefined}
        loading={list.isPending}
        error={list.isError ? 'Failed to load VIP tiers.' : null}
        onRetry={() => void list.refetch()}
        rowKey={(t) => t.id}
        empty={
          platform
            ? `No tiers on ${platform.name} yet. Add one with New tier.`
            : 'No platforms yet: add a casino platform under Leaderboards first.'
        }
        columns={[
          {
            key: 'order',
            header: 'Order',
            render: (t) => {
              const i = tiers!.indexOf(t);
              return (
                <Move>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Move ${t.name} up`}
                    disabled={i === 0 || order.isPending}
                    onClick={() => move(t, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Move ${t.name} down`}
                    disabled={i === tiers!.length - 1 || order.isPending}
                    onClick={() => move(t, 1)}
                  >
                    ↓
                  </Button>
                </Move>
              );
            },
          },
          {
            key: 'name',
            header: 'Tier',
            render: (t) => <RowLink to={`${ADMIN_BASE}/tiers/${t.id}`}>{t.name}</RowLink>,
          },
          {
            key: 'min',
            header: 'Min. wagered',
            align: 'right',
            render: (t) => formatUSD(t.min_wagered),
          },
          {
            key: 'reward',
            header: 'Reward',
            render: (t) => rewardText(t.reward_type, t.reward_amount),
          },
          {
            key: 'status',
            header: 'Status',
            render: (t) =>
              t.hidden ? (
                <StatusBadge tone="neutral">Hidden</StatusBadge>
              ) : (
                <StatusBadge tone="success">Visible</StatusBadge>
              ),
          },
          {
            key: 'claims',
            header: 'Claims',
            align: 'right',
            render: (t) => (t.claims_count ? formatNumber(t.claims_count) : <Muted>0</Muted>),
          },
        ]}
      />
    </AdminStack>
  );
}
