import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminWagerRaffleInput, WagerRaffleDetail } from '@lobby/contract-engagement';
import { logFailure } from '@lobby/shared-api';
import {
  AdminDateTimeInput,
  AdminForm,
  AdminFormStatus,
  AdminInput,
  AdminNumberInput,
  AdminPageHeader,
  AdminSaveBar,
  AdminSelect,
  AdminStack,
  AdminTextArea,
  Button,
  Card,
  CheckboxField,
  DataTable,
  FieldError,
  PagedDataTable,
  formatNumber,
  formatUSD,
  fromDateTimeLocal,
  numberInput,
  SectionTitle,
  toDateTimeLocal,
  bindFields,
  formSubmit,
  usePageParam,
} from '@lobby/shared-ui';
import { failureText } from '../../shared/api/admin-api';
import { ImageField } from '../../shared/components/image-field';
import { useDrawEdit } from '../../shared/components/use-draw-edit';
import {
  createWagerRaffle,
  disqualifyWagerRaffleWinner,
  drawWagerRaffleNow,
  getAdminWagerRaffle,
  getAdminWagerRaffles,
  getAdminWagerRaffleTickets,
  wagerRaffleAdminKeys,
  wagerRaffleTicketsCsvUrl,
  recomputeWagerRaffle,
  updateWagerRaffle,
} from '../api/admin-wager-raffles';
import { WAGER_RAFFLES_ADMIN_BASE } from './wager-raffles-admin-page';

const Form = styled(AdminForm)`
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: 12px;
    display: grid;
    gap: 12px;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
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
    start_date: toDateTimeLocal(r.start_date),
    end_date: toDateTimeLocal(r.end_date),
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

function toPayload(f: FormState, original: WagerRaffleDetail | null): AdminWagerRaffleInput {
  // An unchanged start keeps its exact stored instant (the form shows minutes only).
  const start =
    original && toDateTimeLocal(original.start_date) === f.start_date
      ? original.start_date
      : fromDateTimeLocal(f.start_date);
  return {
    name: f.name,
    description: f.description,
    start_date: start,
    end_date: fromDateTimeLocal(f.end_date),
    dollars_per_ticket: numberInput(f.dollars_per_ticket),
    auto_draw: f.auto_draw,
    casino_ids: f.casino_ids,
    prizes: f.prizes.map((p) => ({
      prize_type: p.prize_type,
      prize_value: numberInput(p.prize_value),
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
  const {
    id,
    editing,
    detail,
    form: { values: form, set, reset: setForm },
    unsavedPrompt,
    notice,
    setNotice,
    refresh,
    save,
    errors,
    gate,
    askDisqualify,
    disqualifyDialog,
    beaconWait,
  } = useDrawEdit<WagerRaffleDetail, FormState, AdminWagerRaffleInput>({
    noun: 'wager raffle',
    keys: wagerRaffleAdminKeys,
    publicKey: ['engagement', 'wager-raffles'],
    load: getAdminWagerRaffle,
    create: createWagerRaffle,
    update: updateWagerRaffle,
    disqualify: disqualifyWagerRaffleWinner,
    drawNow: drawWagerRaffleNow,
    empty: EMPTY,
    toForm: fromDetail,
    pathOf: (newId) => `${WAGER_RAFFLES_ADMIN_BASE}/${newId}`,
  });
  const casinos = useQuery({
    queryKey: wagerRaffleAdminKeys.list(),
    queryFn: () => getAdminWagerRaffles(),
    meta: logFailure('[engagement/admin] Failed to load casinos'),
  });
  const [ticketsPage, setTicketsPage] = usePageParam();
  const tickets = useQuery({
    queryKey: wagerRaffleAdminKeys.tickets(id ?? 0, ticketsPage),
    queryFn: () => getAdminWagerRaffleTickets(id!, ticketsPage),
    enabled: editing,
    meta: logFailure('[engagement/admin] Failed to load tickets'),
  });
  const recompute = useMutation({
    mutationFn: () => recomputeWagerRaffle(id!),
    onSuccess: (res) => {
      setNotice(res.message);
      refresh();
    },
  });
  const field = bindFields(form, set, errors);
  const setPrize = (i: number, patch: Partial<PrizeState>) =>
    setForm((f) => ({
      ...f,
      prizes: f.prizes.map((p, j) => (j === i ? { ...p, ...patch } : p)),
    }));
  const submit = formSubmit(() => {
    setNotice(null);
    save.mutate(toPayload(form, detail.data ?? null));
  });

  if (gate) return gate;
  const r = detail.data ?? null;
  const locked = r != null && (r.frozen_at != null || r.drawn_at != null);

  return (
    <AdminStack>
      {unsavedPrompt}
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
            <Button as={Link} to={WAGER_RAFFLES_ADMIN_BASE} $variant="secondary">
              All wager raffles
            </Button>
          </>
        }
      />
      <AdminFormStatus
        saved={notice}
        error={save.isError ? failureText(save.error) : null}
        fieldErrors={errors}
      />
      {beaconWait(r?.draw)}
      <Card>
        {locked ? (
          <p>This raffle has ended: its tickets are frozen and it can no longer be edited.</p>
        ) : (
          <Form $min={240} onSubmit={submit} noValidate aria-label="Wager raffle">
            <AdminInput wide label="Name" required {...field('name')} maxLength={120} />
            <AdminTextArea
              wide
              label="Description"
              rows={3}
              {...field('description')}
              maxLength={2000}
            />
            <AdminDateTimeInput label="Starts" required {...field('start_date')} />
            <AdminDateTimeInput label="Ends" required {...field('end_date')} />
            <AdminNumberInput
              label="Dollars per ticket"
              required
              min={0.01}
              step={0.01}
              {...field('dollars_per_ticket')}
            />
            <CheckboxField
              style={{ alignSelf: 'end' }}
              checked={form.auto_draw}
              onChange={(v) => set('auto_draw', v)}
            >
              Auto draw at the end
            </CheckboxField>
            <fieldset className="wide" aria-describedby="casinos-error">
              <legend>Casinos</legend>
              <div className="casinos">
                {(casinos.data?.casinos ?? []).map((c) => (
                  <CheckboxField
                    key={c.id}
                    checked={form.casino_ids.includes(c.id)}
                    onChange={(on) =>
                      set(
                        'casino_ids',
                        on ? [...form.casino_ids, c.id] : form.casino_ids.filter((x) => x !== c.id),
                      )
                    }
                  >
                    {c.name}
                  </CheckboxField>
                ))}
              </div>
              {errors.casino_ids ? (
                <FieldError id="casinos-error" role="alert">
                  {errors.casino_ids}
                </FieldError>
              ) : null}
            </fieldset>
            {form.prizes.map((p, i) => (
              <fieldset className="wide" key={i}>
                <legend>{ordinal(i + 1)} place</legend>
                <AdminSelect<PrizeState['prize_type']>
                  label="Type"
                  error={errors[`prizes.${i}.prize_type`]}
                  value={p.prize_type}
                  onValue={(v) => setPrize(i, { prize_type: v })}
                >
                  <option value="cash">Cash (USD)</option>
                  <option value="points">Points</option>
                  <option value="custom">Custom</option>
                </AdminSelect>
                <AdminNumberInput
                  label="Value"
                  error={errors[`prizes.${i}.prize_value`]}
                  step="any"
                  value={p.prize_value}
                  onValue={(v) => setPrize(i, { prize_value: v })}
                />
                <AdminInput
                  label="Description"
                  error={errors[`prizes.${i}.description`]}
                  value={p.description}
                  maxLength={200}
                  onValue={(v) => setPrize(i, { description: v })}
                />
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
            <AdminFormStatus className="wide" error={errors.prizes} />
            <AdminSaveBar
              busy={save.isPending}
              label={editing ? 'Save wager raffle' : 'Create wager raffle'}
              leading={
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
              }
            />
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
                        onClick={() => askDisqualify(p.position, p.winner!.user.username)}
                      >
                        Disqualify and redraw
                      </Button>
                    ) : null,
                },
              ]}
            />
          </Card>
          <AdminStack>
            <AdminPageHeader
              title="Tickets"
              description={`${formatNumber(r.total_tickets)} tickets, ${formatNumber(r.participants_count)} members${r.frozen_at ? ', frozen' : ''}.`}
              actions={
                <Button as="a" $variant="secondary" href={wagerRaffleTicketsCsvUrl(r.id)} download>
                  Export CSV
                </Button>
              }
            />
            <PagedDataTable
              caption="Tickets"
              page={tickets.data}
              onPageChange={setTicketsPage}
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
          </AdminStack>
          {disqualifyDialog((dq) => (
            <>
              {dq.username} loses the {ordinal(dq.position)} place prize; it is drawn again from the
              same seed. The disqualification stays public.
            </>
          ))}
        </>
      ) : null}
    </AdminStack>
  );
}
