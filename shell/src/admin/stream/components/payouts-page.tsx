import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { AdminPayout, AdminPayoutProvider, PayoutStatus } from '@lobby/shared-api';
import { logFailure, useCurrentUser, useViewerId } from '@lobby/shared-api';
import {
  AdminForm,
  AdminFormField,
  AdminFormStatus,
  AdminInput,
  AdminNumberInput,
  AdminPageHeader,
  AdminSaveBar,
  AdminSection,
  AdminStatusFilter,
  Button,
  CheckboxField,
  PagedDataTable,
  formatDateTime,
  formatUSD,
  numberInput,
  Select,
  StatusBadge,
  useFieldErrors,
  useFormState,
  useListParams,
  bindFields,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { hasAdminRole } from '../../access/admin-gate';
import { adminErrorText } from '../../api/use-admin-query';
import type { PayoutFilter } from '../api/payouts-api';
import {
  getAdminPayouts,
  payoutAction,
  savePayoutSettings,
  saveTippingApi,
} from '../api/payouts-api';

const STATUS_LABEL: Record<PayoutStatus, string> = {
  pending: 'Pending',
  needs_approval: 'Needs approval',
  sent: 'Sent',
  failed: 'Failed',
};
const STATUS_TONE = {
  pending: 'info',
  needs_approval: 'warning',
  sent: 'success',
  failed: 'danger',
} as const;

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    overflow-wrap: anywhere;
  }
`;

const ErrorText = styled.small`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
  max-width: 280px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: flex-end;
`;

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

interface ProviderForm {
  enabled: boolean;
  api_url: string;
  api_token: string;
  per_payout_cap: string;
  daily_cap: string;
  approval_threshold: string;
}

const formOf = (p: AdminPayoutProvider): ProviderForm => ({
  enabled: p.enabled,
  api_url: p.api_url,
  api_token: '',
  per_payout_cap: String(p.per_payout_cap),
  daily_cap: String(p.daily_cap),
  approval_threshold: String(p.approval_threshold),
});

/** The three caps of a tipping API, in USD. */
const CAPS = [
  { name: 'per_payout_cap', label: 'Per-payout cap (USD)', hint: undefined },
  { name: 'daily_cap', label: 'Daily cap (USD)', hint: undefined },
  {
    name: 'approval_threshold',
    label: 'Approval above (USD)',
    hint: 'Staff approve each payout above this.',
  },
] as const;

/** One platform's tipping API and caps (admins edit; the token is write-only). */
function TippingApiForm({
  provider,
  onSaved,
}: {
  provider: AdminPayoutProvider;
  onSaved: (message: string) => void;
}) {
  const {
    values: form,
    set,
    isDirty,
    markSaved,
  } = useFormState(() => formOf(provider), {
    data: provider,
    toForm: formOf,
  });
  const unsavedPrompt = useUnsavedChangesPrompt(isDirty);
  const save = useMutation({
    mutationFn: () =>
      saveTippingApi(provider.platform.id, {
        enabled: form.enabled,
        api_url: form.api_url,
        ...(form.api_token.trim() ? { api_token: form.api_token } : {}),
        per_payout_cap: numberInput(form.per_payout_cap),
        daily_cap: numberInput(form.daily_cap),
        approval_threshold: numberInput(form.approval_threshold),
      }),
    onSuccess: (res) => {
      markSaved();
      onSaved(res.message);
    },
  });
  const errors = useFieldErrors(save.error);
  const field = bindFields(form, set, errors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <AdminForm
      $min={200}
      $align="end"
      onSubmit={submit}
      noValidate
      aria-label={`Tipping API of ${provider.platform.name}`}
    >
      {unsavedPrompt}
      <CheckboxField className="wide" checked={form.enabled} onChange={(v) => set('enabled', v)}>
        Pay prizes automatically on {provider.platform.name}
      </CheckboxField>
      <AdminInput
        wide
        label="Tipping API URL"
        hint="The casino's tip endpoint (Roobet-style: recipient name, amount, nonce)."
        type="url"
        {...field('api_url')}
        placeholder="https://…/affiliate/v2/tip"
      />
      <AdminInput
        label="API token"
        hint={
          provider.has_token
            ? 'A token is stored. Type a new one to replace it.'
            : 'Required to turn payouts on.'
        }
        type="password"
        autoComplete="off"
        {...field('api_token')}
      />
      {CAPS.map((cap) => (
        <AdminNumberInput
          key={cap.name}
          label={cap.label}
          hint={
            cap.name === 'daily_cap' ? `Used today: ${formatUSD(provider.used_today)}` : cap.hint
          }
          error={errors[cap.name]}
          step={0.01}
          value={form[cap.name]}
          onValue={(v) => set(cap.name, v)}
        />
      ))}
      <AdminSaveBar
        busy={save.isPending}
        label="Save tipping API"
        error={save.isError && !Object.keys(errors).length ? adminErrorText(save.error) : null}
      />
    </AdminForm>
  );
}

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
      <div aria-live="polite">
        <AdminFormStatus saved={notice} error={act.isError ? adminErrorText(act.error) : null} />
      </div>
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
          columns={[
            {
              key: 'member',
              header: 'Member',
              render: (p) => (
                <Cell>
                  <span>{p.user.username}</span>
                  <small>
                    {p.platform.name}: {p.recipient}
                  </small>
                </Cell>
              ),
            },
            {
              key: 'amount',
              header: 'Amount',
              align: 'right',
              render: (p) => formatUSD(p.amount),
            },
            {
              key: 'for',
              header: 'For',
              render: (p) => (
                <Cell>
                  <span>{p.description || p.source}</span>
                  <small>
                    <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time>
                  </small>
                </Cell>
              ),
            },
            {
              key: 'status',
              header: 'Status',
              render: (p) => (
                <Cell>
                  <StatusBadge tone={STATUS_TONE[p.status]}>{STATUS_LABEL[p.status]}</StatusBadge>
                  {p.status === 'sent' && p.sent_at ? (
                    <small>
                      <time dateTime={p.sent_at}>{formatDateTime(p.sent_at)}</time>
                    </small>
                  ) : null}
                  {p.status === 'pending' && p.attempts > 0 && p.next_attempt_at ? (
                    <small>
                      Attempt {p.attempts}; next{' '}
                      <time dateTime={p.next_attempt_at}>{formatDateTime(p.next_attempt_at)}</time>
                    </small>
                  ) : null}
                  {p.uncertain && p.status !== 'sent' ? (
                    <small>
                      No answer to an attempt: it may have paid (a retry cannot pay twice).
                    </small>
                  ) : null}
                  {p.last_error && p.status !== 'sent' ? (
                    <ErrorText>{p.last_error}</ErrorText>
                  ) : null}
                  {p.approved_by ? <small>Approved by {p.approved_by.username}</small> : null}
                </Cell>
              ),
            },
            {
              key: 'actions',
              header: 'Action',
              align: 'right',
              render: (p) => {
                const busy = act.isPending && act.variables?.id === p.id;
                return (
                  <Actions>
                    {p.status === 'needs_approval' ? (
                      <>
                        <Button
                          type="button"
                          $size="sm"
                          disabled={busy}
                          aria-label={`Approve payout ${p.id} to ${p.user.username}`}
                          onClick={() => act.mutate({ id: p.id, action: 'approve' })}
                        >
                          Approve
                        </Button>
                        <Button
                          type="button"
                          $size="sm"
                          $variant="secondary"
                          disabled={busy}
                          aria-label={`Reject payout ${p.id} to ${p.user.username}`}
                          onClick={() => act.mutate({ id: p.id, action: 'reject' })}
                        >
                          Reject
                        </Button>
                      </>
                    ) : null}
                    {p.status === 'failed' && isAdmin ? (
                      <Button
                        type="button"
                        $size="sm"
                        $variant="secondary"
                        disabled={busy}
                        aria-label={`Retry payout ${p.id} to ${p.user.username}`}
                        onClick={() => act.mutate({ id: p.id, action: 'retry' })}
                      >
                        Retry
                      </Button>
                    ) : null}
                  </Actions>
                );
              },
            },
          ]}
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
