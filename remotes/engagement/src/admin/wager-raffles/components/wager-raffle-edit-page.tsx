import { useMutation, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { AdminWagerRaffleInput, WagerRaffleDetail } from '@lobby/contract-engagement';
import { logFailure } from '@lobby/shared-api';
import {
  AdminDateTimeInput,
  AdminForm,
  AdminFormStatus,
  AdminNumberInput,
  AdminSaveBar,
  Button,
  CheckboxField,
  FieldError,
  formatNumber,
  formatUSD,
  bindFields,
  formSubmit,
} from '@lobby/shared-ui';
import { ordinal } from '../../../features/wager-raffles/utils/raffle-display';
import { DrawEditFrame, DrawNameFields } from '../../shared/components/draw-edit-frame';
import { DrawEntries } from '../../shared/components/draw-entries';
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
import { NEW_PRIZE, PrizeFields } from './prize-fields';
import { PrizeWinners } from './prize-winners';
import type { FormState } from './wager-raffle-form';
import { EMPTY, fromDetail, toPayload } from './wager-raffle-form';
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

/** Admin › Wager raffles › New / edit: the form, then prizes and winners, and tickets. */
export function WagerRaffleEditPage() {
  const edit = useDrawEdit<WagerRaffleDetail, FormState, AdminWagerRaffleInput>({
    noun: 'wager raffle',
    list: { path: WAGER_RAFFLES_ADMIN_BASE, label: 'All wager raffles' },
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
  const {
    id,
    editing,
    detail,
    form: { values: form, set },
    setNotice,
    refresh,
    save,
    errors,
    gate,
    askDisqualify,
  } = edit;
  const casinos = useQuery({
    queryKey: wagerRaffleAdminKeys.list(),
    queryFn: () => getAdminWagerRaffles(),
    meta: logFailure('[engagement/admin] Failed to load casinos'),
  });
  const recompute = useMutation({
    mutationFn: () => recomputeWagerRaffle(id!),
    onSuccess: (res) => {
      setNotice(res.message);
      refresh();
    },
  });
  const field = bindFields(form, set, errors);
  const submit = formSubmit(() => {
    setNotice(null);
    save.mutate(toPayload(form, detail.data ?? null));
  });

  if (gate) return gate;
  const r = detail.data ?? null;
  const locked = r != null && (r.frozen_at != null || r.drawn_at != null);

  return (
    <DrawEditFrame
      edit={edit}
      title={r ? r.name : 'New wager raffle'}
      description={r ? `Commitment ${r.draw.commitment ?? '—'}` : undefined}
      actions={
        r && !locked ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={recompute.isPending}
            onClick={() => recompute.mutate()}
          >
            Recompute tickets
          </Button>
        ) : null
      }
      draw={r?.draw}
      locked={
        locked
          ? 'This raffle has ended: its tickets are frozen and it can no longer be edited.'
          : null
      }
      disqualified={(dq) => (
        <>
          {dq.username} loses the {ordinal(dq.position)} place prize; it is drawn again from the
          same seed. The disqualification stays public.
        </>
      )}
      form={
        <Form $min={240} onSubmit={submit} noValidate aria-label="Wager raffle">
          <DrawNameFields label="Name" name={field('name')} description={field('description')} />
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
          <PrizeFields
            prizes={form.prizes}
            errors={errors}
            onChange={(prizes) => set('prizes', prizes)}
          />
          <AdminFormStatus className="wide" error={errors.prizes} />
          <AdminSaveBar
            busy={save.isPending}
            label={editing ? 'Save wager raffle' : 'Create wager raffle'}
            leading={
              <Button
                type="button"
                $variant="secondary"
                onClick={() => set('prizes', [...form.prizes, NEW_PRIZE])}
              >
                Add a prize
              </Button>
            }
          />
        </Form>
      }
    >
      {r ? (
        <>
          <PrizeWinners raffle={r} onDisqualify={askDisqualify} />
          <DrawEntries
            title="Tickets"
            description={`${formatNumber(r.total_tickets)} tickets, ${formatNumber(r.participants_count)} members${r.frozen_at ? ', frozen' : ''}.`}
            csvUrl={wagerRaffleTicketsCsvUrl(r.id)}
            queryKey={(page) => wagerRaffleAdminKeys.tickets(r.id, page)}
            load={(page) => getAdminWagerRaffleTickets(r.id, page)}
            rowKey={(x) => x.user.id}
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
        </>
      ) : null}
    </DrawEditFrame>
  );
}
