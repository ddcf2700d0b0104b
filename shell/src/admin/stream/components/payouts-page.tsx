import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminPayout } from '@lobby/shared-api';
import { logFailure, useCurrentUser, useViewerId } from '@lobby/shared-api';
import {
  AdminForm,
  AdminFormField,
  AdminFormStatus,
  AdminPageHeader,
  AdminSection,
  AdminStatusFilter,
  PagedDataTable,
  Select,
  useListParams,
} from '@lobby/shared-ui';
import { hasAdminRole } from '../../access/admin-gate';
import { adminErrorText } from '../../api/use-admin-query';
import type { PayoutFilter } from '../api/payouts-api';
import { getAdminPayouts, payoutAction, savePayoutSettings } from '../api/payouts-api';
import { payoutColumns } from './payout-columns';
import { TippingApiForm } from './tipping-api-form';

const ListStack = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

const FILTERS: { value: PayoutFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'needs_approval', label: 'Needs approval' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'sent', label: 'Sent' },
];
const STATUSES = FILTERS.map((f) => f.value);

/** /admin-new/payouts: automatic payouts — list, approve, reject, retry; tipping APIs and caps. */
export function PayoutsPage() {
  const user = useCurrentUser();
  const viewer = useViewerId();
  const isAdmin = hasAdminRole(user?.role, 'admin');
  const client = useQueryClient();
  const params = useListParams(STATUSES, 'all');
  const { status: filter, page } = params;
  const [platformId, setPlatformId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const key = ['admin', 'payouts', filter, page, viewer] as const;
  const payouts = useQuery({
    queryKey: key,
    queryFn: () => getAdminPayouts(filter, page),
    refetchInterval: 30_000,
    meta: logFailure('[lobby] admin: the payouts could not be loaded'),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['admin', 'payouts'] });
  const act = useMutation({
    mutationFn: (v: { id: number; action: 'approve' | 'reject' | 'retry' }) =>
      payoutAction(v.id, v.action),
    onMutate: () => setNotice(null),
    onSuccess: (res) => {
      setNotice(res.message);
      refresh();
    },
  });
  const prize = useMutation({
    mutationFn: (id: number | null) => savePayoutSettings({ prize_platform_id: id }),
    onSuccess: (res) => {
      setNotice(res.message);
      refresh();
    },
  });
  const providers = payouts.data?.providers ?? [];
  const selected = providers.find((p) => p.platform.id === platformId) ?? providers[0] ?? null;
  const counts = payouts.data?.counts;

  return (
    <>
      <AdminPageHeader
        title="Payouts"
        description="Cash prizes and VIP rewards paid to members' verified casino names through the casinos' tipping APIs. The same nonce is sent on every retry, so nothing is paid twice."
      />
      {/* Its messages are live regions of their own (status, alert). */}
      <AdminFormStatus saved={notice} error={act.isError ? adminErrorText(act.error) : null} />
      {isAdmin && payouts.data ? (
        <AdminSection>
          <h2>Tipping APIs and caps</h2>
          {providers.length === 0 ? (
            <p>No casino platforms yet: add one in Admin › Community › Leaderboards first.</p>
          ) : (
            <>
              <AdminForm
                $min={200}
                $align="end"
                aria-label="Prize payouts"
                onSubmit={(e) => e.preventDefault()}
              >
                <AdminFormField label="Platform" hint="Whose tipping API and caps to edit.">
                  {(c) => (
                    <Select
                      {...c}
                      value={selected?.platform.id ?? ''}
                      onChange={(e) => setPlatformId(Number(e.target.value))}
                    >
                      {providers.map((p) => (
                        <option key={p.platform.id} value={p.platform.id}>
                          {p.platform.name}
                          {p.enabled ? ' (on)' : ''}
                        </option>
                      ))}
                    </Select>
                  )}
                </AdminFormField>
                <AdminFormField
                  label="Giveaway and raffle cash prizes are paid on"
                  error={prize.isError ? adminErrorText(prize.error) : undefined}
                >
                  {(c) => (
                    <Select
                      {...c}
                      value={payouts.data.prize_platform_id ?? ''}
                      disabled={prize.isPending}
                      onChange={(e) => prize.mutate(e.target.value ? Number(e.target.value) : null)}
                    >
                      <option value="">Nowhere (paid by hand)</option>
                      {providers.map((p) => (
                        <option key={p.platform.id} value={p.platform.id}>
                          {p.platform.name}
                        </option>
                      ))}
                    </Select>
                  )}
                </AdminFormField>
              </AdminForm>
              {selected ? (
                <TippingApiForm
                  key={selected.platform.id}
                  provider={selected}
                  onSaved={(m) => {
                    setNotice(m);
                    refresh();
                  }}
                />
              ) : null}
            </>
          )}
        </AdminSection>
      ) : null}
      <ListStack>
        <AdminStatusFilter
          label="Filter payouts"
          options={FILTERS.map((f) => ({
            value: f.value,
            label: counts && f.value !== 'all' ? `${f.label} (${counts[f.value]})` : f.label,
          }))}
          value={filter}
          onChange={params.setStatus}
        />
        <PagedDataTable<AdminPayout>
          caption="Payouts"
          columns={payoutColumns({
            isAdmin,
            busyId: act.isPending ? (act.variables?.id ?? null) : null,
            onAction: (id, action) => act.mutate({ id, action }),
          })}
          page={payouts.data}
          onPageChange={params.setPage}
          rowKey={(p) => p.id}
          loading={payouts.isPending}
          error={
            payouts.isError
              ? `The payouts could not be loaded: ${adminErrorText(payouts.error)}`
              : null
          }
          onRetry={() => void payouts.refetch()}
          empty={filter === 'all' ? 'No payouts yet.' : 'No payouts in this state.'}
        />
      </ListStack>
    </>
  );
}
