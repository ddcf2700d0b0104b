import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminWagerRaffleInput, WagerRaffleDetail } from '@lobby/contract-engagement';
import { logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  formatNumber,
  formatUSD,
  Input,
  Loader,
  SectionTitle,
  Select,
  TextArea,
} from '@lobby/shared-ui';
import { failureText, fieldErrorsOf, fromLocalInput, toLocalInput } from '../shared/admin-api';
import { ImageField } from '../shared/image-field';
import {
  createRaffle,
  disqualifyRafflePrize,
  getAdminRaffle,
  getAdminRaffles,
  getAdminRaffleTickets,
  raffleAdminKeys,
  raffleTicketsCsvUrl,
  recomputeRaffle,
  updateRaffle,
} from './api';
import { RAFFLES_BASE } from './wager-raffles-admin-page';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Form = styled.form`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  .wide {
    grid-column: 1 / -1;
  }
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: 12px;
    display: grid;
    gap: 12px;
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
  .casinos {
    display: flex;
    flex-wrap: wrap;
    gap: 14px;
  }
`;

interface PrizeState {
  prize_type: 'cash' | 'points' | 'custom';
  prize_value: string;
  description: string;
  image_url: string | null;
}

interface FormState {
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  dollars_per_ticket: string;
  auto_draw: boolean;
  casino_ids: number[];
  prizes: PrizeState[];
}

const EMPTY: FormState = {
  name: '',
  description: '',
  start_date: '',
  end_date: '',
  dollars_per_ticket: '100',
  auto_draw: true,
  casino_ids: [],
  prizes: [{ prize_type: 'cash', prize_value: '100', description: '', image_url: null }],
};

function fromDetail(r: WagerRaffleDetail): FormState {
  return {
    name: r.name,
    description: r.description,
    start_date: toLocalInput(r.start_date),
    end_date: toLocalInput(r.end_date),
    dollars_per_ticket: String(r.dollars_per_ticket),
    auto_draw: r.auto_draw,
    casino_ids: r.casinos.map((c) => c.id),
    prizes: [...r.prizes]
      .sort((a, b) => a.position - b.position)
      .map((p) => ({
        prize_type: p.prize_type,
        prize_value: String(p.prize_value),
        description: p.description ?? '',
        image_url: p.image_url,
      })),
  };
}

const num = (v: string) => (v.trim() === '' ? NaN : Number(v));

function toPayload(f: FormState, original: WagerRaffleDetail | null): AdminWagerRaffleInput {
  // An unchanged start keeps its exact stored instant (the form shows minutes only).
  const start =
    original && toLocalInput(original.start_date) === f.start_date
      ? original.start_date
      : fromLocalInput(f.start_date);
  return {
    name: f.name,
    description: f.description,
    start_date: start,
    end_date: fromLocalInput(f.end_date),
    dollars_per_ticket: num(f.dollars_per_ticket),
    auto_draw: f.auto_draw,
    casino_ids: f.casino_ids,
    prizes: f.prizes.map((p) => ({
      prize_type: p.prize_type,
      prize_value: num(p.prize_value),
      description: p.description.trim() || null,
      image_url: p.image_url,
    })),
  };
}

const ordinal = (n: number) => {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
};

/** Admin › Wager raffles › New / edit: the form, then tickets, draw and prize winners. */
export function WagerRaffleEditPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id != null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const casinos = useQuery({
    queryKey: raffleAdminKeys.list(),
    queryFn: getAdminRaffles,
    meta: logFailure('[engagement/admin] Failed to load casinos'),
  });
  const detail = useQuery({
    queryKey: raffleAdminKeys.detail(id ?? 0),
    queryFn: async () => (await getAdminRaffle(id!)).data,
    enabled: editing,
    meta: logFailure('[engagement/admin] Failed to load the wager raffle'),
  });
  const tickets = useQuery({
    queryKey: raffleAdminKeys.tickets(id ?? 0),
    queryFn: async () => (await getAdminRaffleTickets(id!)).data,
    enabled: editing,
    meta: logFailure('[engagement/admin] Failed to load tickets'),
  });
  const [form, setForm] = useState<FormState>(EMPTY);
  const [notice, setNotice] = useState<string | null>(null);
  const [dq, setDq] = useState<{ prizeId: number; position: number; username: string } | null>(
    null,
  );
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (detail.data) setForm(fromDetail(detail.data));
  }, [detail.data]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: raffleAdminKeys.all() });
    void queryClient.invalidateQueries({ queryKey: ['engagement', 'wager-raffles'] });
  };
  const save = useMutation({
    mutationFn: (body: AdminWagerRaffleInput) =>
      editing ? updateRaffle(id, body) : createRaffle(body),
    onSuccess: (res) => {
      refresh();
      if (!editing && 'id' in res) navigate(`${RAFFLES_BASE}/${res.id}`);
      setNotice(res.message);
    },
  });
  const recompute = useMutation({
    mutationFn: () => recomputeRaffle(id!),
    onSuccess: (res) => {
      setNotice(res.message);
      refresh();
    },
  });
  const disqualify = useMutation({
    mutationFn: (v: { prizeId: number; reason: string }) =>
      disqualifyRafflePrize(id!, v.prizeId, v.reason),
    onSuccess: (res) => {
      setNotice(res.message);
      setDq(null);
      refresh();
    },
  });
  const errors = save.isError ? fieldErrorsOf(save.error) : {};
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setPrize = (i: number, patch: Partial<PrizeState>) =>
    setForm((f) => ({
      ...f,
      prizes: f.prizes.map((p, j) => (j === i ? { ...p, ...patch } : p)),
    }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    save.mutate(toPayload(form, detail.data ?? null));
  };

  if (editing && detail.isPending) return <Loader />;
  if (editing && detail.isError)
    return (
      <Alert $tone="danger" role="alert">
        Failed to load the wager raffle.{' '}
        <Button type="button" $size="sm" $variant="secondary" onClick={() => void detail.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  const r = detail.data ?? null;
  const locked = r != null && (r.frozen_at != null || r.drawn_at != null);

  return (
    <Stack>
      <AdminPageHeader
        title={r ? r.name : 'New wager raffle'}
        description={r ? `Commitment ${r.draw.commitment ?? '—'}` : undefined}
        actions={
          <>
            {r && !locked ? (
              <Button
                type="button"
                $variant="secondary"
                disabled={recompute.isPending}
                onClick={() => recompute.mutate()}
              >
                Recompute tickets
              </Button>
            ) : null}
            <Button as={Link} to={RAFFLES_BASE} $variant="secondary">
              All wager raffles
            </Button>
          </>
        }
      />
      {notice ? (
        <Alert $tone="success" role="status">
          {notice}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert $tone="danger" role="alert">
          {failureText(save.error)}
        </Alert>
      ) : null}
      <Card>
        {locked ? (
          <p>This raffle has ended: its tickets are frozen and it can no longer be edited.</p>
        ) : (
          <Form onSubmit={submit} noValidate aria-label="Wager raffle">
            <div className="wide">
              <AdminFormField label="Name" required error={errors.name}>
                {(c) => (
                  <Input
                    {...c}
                    value={form.name}
                    maxLength={120}
                    onChange={(e) => set('name', e.target.value)}
                  />
                )}
              </AdminFormField>
            </div>
            <div className="wide">
              <AdminFormField label="Description" error={errors.description}>
                {(c) => (
                  <TextArea
                    {...c}
                    rows={3}
                    value={form.description}
                    maxLength={2000}
                    onChange={(e) => set('description', e.target.value)}
                  />
                )}
              </AdminFormField>
            </div>
            <AdminFormField label="Starts" required error={errors.start_date}>
              {(c) => (
                <Input
                  {...c}
                  type="datetime-local"
                  value={form.start_date}
                  onChange={(e) => set('start_date', e.target.value)}
                />
              )}
            </AdminFormField>
            <AdminFormField label="Ends" required error={errors.end_date}>
              {(c) => (
                <Input
                  {...c}
                  type="datetime-local"
                  value={form.end_date}
                  onChange={(e) => set('end_date', e.target.value)}
                />
              )}
            </AdminFormField>
            <AdminFormField label="Dollars per ticket" required error={errors.dollars_per_ticket}>
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  min={0.01}
                  step={0.01}
                  value={form.dollars_per_ticket}
                  onChange={(e) => set('dollars_per_ticket', e.target.value)}
                />
              )}
            </AdminFormField>
            <label style={{ alignSelf: 'end' }}>
              <input
                type="checkbox"
                checked={form.auto_draw}
                onChange={(e) => set('auto_draw', e.target.checked)}
              />{' '}
              Auto draw at the end
            </label>
            <fieldset className="wide" aria-describedby="casinos-error">
              <legend>Casinos</legend>
              <div className="casinos">
                {(casinos.data?.casinos ?? []).map((c) => (
                  <label key={c.id}>
                    <input
                      type="checkbox"
                      checked={form.casino_ids.includes(c.id)}
                      onChange={(e) =>
                        set(
                          'casino_ids',
                          e.target.checked
                            ? [...form.casino_ids, c.id]
                            : form.casino_ids.filter((x) => x !== c.id),
                        )
                      }
                    />{' '}
                    {c.name}
                  </label>
                ))}
              </div>
              {errors.casino_ids ? (
                <span id="casinos-error" role="alert">
                  {errors.casino_ids}
                </span>
              ) : null}
            </fieldset>
            {form.prizes.map((p, i) => (
              <fieldset className="wide" key={i}>
                <legend>{ordinal(i + 1)} place</legend>
                <AdminFormField label="Type" error={errors[`prizes.${i}.prize_type`]}>
                  {(c) => (
                    <Select
                      {...c}
                      value={p.prize_type}
                      onChange={(e) =>
                        setPrize(i, { prize_type: e.target.value as PrizeState['prize_type'] })
                      }
                    >
                      <option value="cash">Cash (USD)</option>
                      <option value="points">Points</option>
                      <option value="custom">Custom</option>
                    </Select>
                  )}
                </AdminFormField>
                <AdminFormField label="Value" error={errors[`prizes.${i}.prize_value`]}>
                  {(c) => (
                    <Input
                      {...c}
                      type="number"
                      min={0}
                      value={p.prize_value}
                      onChange={(e) => setPrize(i, { prize_value: e.target.value })}
                    />
                  )}
                </AdminFormField>
                <AdminFormField label="Description" error={errors[`prizes.${i}.description`]}>
                  {(c) => (
                    <Input
                      {...c}
                      value={p.description}
                      maxLength={200}
                      onChange={(e) => setPrize(i, { description: e.target.value })}
                    />
                  )}
                </AdminFormField>
                <ImageField
                  label={`${ordinal(i + 1)} place image`}
                  value={p.image_url}
                  error={errors[`prizes.${i}.image_url`]}
                  onChange={(v) => setPrize(i, { image_url: v })}
                />
                {form.prizes.length > 1 ? (
                  <Button
                    type="button"
                    $variant="ghost"
                    $size="sm"
                    onClick={() =>
                      set(
                        'prizes',
                        form.prizes.filter((_, j) => j !== i),
                      )
                    }
                  >
                    Remove {ordinal(i + 1)} place
                  </Button>
                ) : null}
              </fieldset>
            ))}
            {errors.prizes ? (
              <Alert className="wide" $tone="danger">
                {errors.prizes}
              </Alert>
            ) : null}
            <div className="wide" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <Button
                type="button"
                $variant="secondary"
                onClick={() =>
                  set('prizes', [
                    ...form.prizes,
                    { prize_type: 'cash', prize_value: '0', description: '', image_url: null },
                  ])
                }
              >
                Add a prize
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending
                  ? 'Saving...'
                  : editing
                    ? 'Save wager raffle'
                    : 'Create wager raffle'}
              </Button>
            </div>
          </Form>
        )}
      </Card>
      {r ? (
        <>
          <Card>
            <SectionTitle>Prizes and winners</SectionTitle>
            <DataTable
              caption="Prizes and winners"
              rows={[...r.prizes].sort((a, b) => a.position - b.position)}
              rowKey={(p) => p.id}
              columns={[
                { key: 'pos', header: 'Place', render: (p) => ordinal(p.position) },
                {
                  key: 'prize',
                  header: 'Prize',
                  render: (p) =>
                    p.prize_type === 'cash'
                      ? formatUSD(p.prize_value)
                      : p.prize_type === 'points'
                        ? `${formatNumber(p.prize_value)} points`
                        : (p.description ?? 'Prize'),
                },
                {
                  key: 'winner',
                  header: 'Winner',
                  render: (p) =>
                    p.winner
                      ? `${p.winner.user.username} (ticket #${p.winner.winning_ticket_number})`
                      : r.drawn_at
                        ? 'Nobody'
                        : 'Awaiting Winner',
                },
                {
                  key: 'actions',
                  header: 'Actions',
                  render: (p) =>
                    p.winner ? (
                      <Button
                        type="button"
                        $size="sm"
                        $variant="danger"
                        onClick={() => {
                          disqualify.reset();
                          setReason('');
                          setDq({
                            prizeId: p.id,
                            position: p.position,
                            username: p.winner!.user.username,
                          });
                        }}
                      >
                        Disqualify and redraw
                      </Button>
                    ) : null,
                },
              ]}
            />
          </Card>
          <Stack>
            <AdminPageHeader
              title="Tickets"
              description={`${formatNumber(r.total_tickets)} tickets, ${formatNumber(r.participants_count)} members${r.frozen_at ? ', frozen' : ''}.`}
              actions={
                <Button as="a" $variant="secondary" href={raffleTicketsCsvUrl(r.id)} download>
                  Export CSV
                </Button>
              }
            />
            <DataTable
              caption="Tickets"
              rows={tickets.data}
              loading={tickets.isPending}
              error={tickets.isError ? 'Failed to load tickets.' : null}
              onRetry={() => void tickets.refetch()}
              rowKey={(x) => x.user.id}
              empty="No tickets yet."
              columns={[
                { key: 'user', header: 'Member', render: (x) => x.user.username },
                { key: 'platform', header: 'Platform', render: (x) => x.platform ?? '—' },
                {
                  key: 'wagered',
                  header: 'Wagered',
                  align: 'right',
                  render: (x) => formatUSD(x.total_wagered),
                },
                {
                  key: 'count',
                  header: 'Tickets',
                  align: 'right',
                  render: (x) => formatNumber(x.ticket_count),
                },
                {
                  key: 'range',
                  header: 'Numbers',
                  render: (x) => `#${x.first_ticket}–#${x.last_ticket}`,
                },
              ]}
            />
          </Stack>
          <ConfirmDialog
            open={dq != null}
            title="Disqualify this winner?"
            tone="danger"
            confirmLabel="Disqualify and redraw"
            busy={disqualify.isPending}
            error={
              disqualify.isError
                ? (fieldErrorsOf(disqualify.error).reason ?? failureText(disqualify.error))
                : null
            }
            onConfirm={() => dq && disqualify.mutate({ prizeId: dq.prizeId, reason })}
            onCancel={() => setDq(null)}
          >
            <p>
              {dq?.username} loses the {dq ? ordinal(dq.position) : ''} place prize; it is drawn
              again from the same seed. The disqualification stays public.
            </p>
            <AdminFormField label="Reason" required>
              {(c) => (
                <Input
                  {...c}
                  value={reason}
                  maxLength={300}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </AdminFormField>
          </ConfirmDialog>
        </>
      ) : null}
    </Stack>
  );
}
