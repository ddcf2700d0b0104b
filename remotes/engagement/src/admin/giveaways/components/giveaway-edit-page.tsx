import type { AdminGiveawayResponse } from '@lobby/contract-engagement';
import {
  AdminDateTimeInput,
  AdminForm,
  AdminFormStatus,
  AdminInput,
  AdminNumberInput,
  AdminSaveBar,
  AdminSelect,
  Button,
  Card,
  CheckboxField,
  CheckboxGroup,
  DataTable,
  formatDateTime,
  formatNumber,
  fromDateTimeLocal,
  numberInput,
  SectionTitle,
  StatusBadge,
  toDateTimeLocal,
  bindFields,
  formSubmit,
} from '@lobby/shared-ui';
import { DrawEditFrame, DrawNameFields } from '../../shared/components/draw-edit-frame';
import { DrawEntries } from '../../shared/components/draw-entries';
import { ImageField } from '../../shared/components/image-field';
import { useDrawEdit } from '../../shared/components/use-draw-edit';
import type { GiveawayPayload } from '../api/admin-giveaways';
import {
  createGiveaway,
  disqualifyGiveawayWinner,
  drawGiveawayNow,
  getAdminGiveaway,
  getAdminGiveawayEntries,
  giveawayAdminKeys,
  giveawayEntriesCsvUrl,
  updateGiveaway,
} from '../api/admin-giveaways';
import { ADMIN_BASE } from './giveaways-admin-page';

const ENTRY_METHODS = [
  { name: 'is_accepting_entries', label: 'Accepting entries' },
  { name: 'allow_passwordless_entry', label: 'Free entry' },
  { name: 'allow_points_entry', label: 'Points entry' },
  { name: 'chat_entry', label: 'Kick chat entry' },
  { name: 'require_kick_link', label: 'Only linked Kick accounts' },
] as const;

type Detail = AdminGiveawayResponse['data'];

interface FormState {
  title: string;
  description: string;
  image: string | null;
  prize_type: 'cash' | 'points' | 'custom';
  prize_value: string;
  prize_description: string;
  number_of_winners: string;
  end_datetime: string;
  is_accepting_entries: boolean;
  allow_passwordless_entry: boolean;
  allow_points_entry: boolean;
  points_per_entry: string;
  max_points_entries: string;
  password: string;
  removePassword: boolean;
  chat_entry: boolean;
  require_kick_link: boolean;
  chat_keyword: string;
}

const EMPTY: FormState = {
  title: '',
  description: '',
  image: null,
  prize_type: 'cash',
  prize_value: '0',
  prize_description: '',
  number_of_winners: '1',
  end_datetime: '',
  is_accepting_entries: true,
  allow_passwordless_entry: true,
  allow_points_entry: false,
  points_per_entry: '0',
  max_points_entries: '0',
  password: '',
  removePassword: false,
  chat_entry: false,
  require_kick_link: false,
  chat_keyword: '',
};

function fromDetail(g: Detail): FormState {
  return {
    title: g.title,
    description: g.description,
    image: g.image,
    prize_type: g.prize_type,
    prize_value: String(g.prize_value),
    prize_description: g.prize_description ?? '',
    number_of_winners: String(g.number_of_winners),
    end_datetime: toDateTimeLocal(g.end_datetime),
    is_accepting_entries: g.is_accepting_entries || g.status === 'active',
    allow_passwordless_entry: g.allow_passwordless_entry,
    allow_points_entry: g.allow_points_entry,
    points_per_entry: String(g.points_per_entry),
    max_points_entries: String(g.max_points_entries),
    password: '',
    removePassword: false,
    chat_entry: g.chat_entry,
    require_kick_link: g.require_kick_link,
    chat_keyword: g.chat_keyword ?? '',
  };
}

function toPayload(f: FormState, editing: boolean): GiveawayPayload {
  const body: GiveawayPayload = {
    title: f.title,
    description: f.description,
    image: f.image,
    prize_type: f.prize_type,
    prize_value: numberInput(f.prize_value),
    prize_description: f.prize_description.trim() || null,
    number_of_winners: numberInput(f.number_of_winners),
    end_datetime: fromDateTimeLocal(f.end_datetime),
    is_accepting_entries: f.is_accepting_entries,
    allow_passwordless_entry: f.allow_passwordless_entry,
    allow_points_entry: f.allow_points_entry,
    points_per_entry: numberInput(f.points_per_entry),
    max_points_entries: numberInput(f.max_points_entries),
    chat_entry: f.chat_entry,
    require_kick_link: f.require_kick_link,
    chat_keyword: f.chat_entry ? f.chat_keyword.trim() || null : null,
  };
  if (f.removePassword) body.password = null;
  else if (f.password.trim()) body.password = f.password;
  else if (!editing) body.password = null;
  return body;
}

/** Admin › Giveaways › New / edit: the form, then (once it exists) winners and entries. */
export function GiveawayEditPage() {
  const edit = useDrawEdit<Detail, FormState, GiveawayPayload>({
    noun: 'giveaway',
    list: { path: `${ADMIN_BASE}/giveaways`, label: 'All giveaways' },
    keys: giveawayAdminKeys,
    publicKey: ['engagement', 'giveaways'],
    load: getAdminGiveaway,
    create: createGiveaway,
    update: updateGiveaway,
    disqualify: disqualifyGiveawayWinner,
    drawNow: drawGiveawayNow,
    empty: EMPTY,
    toForm: fromDetail,
    pathOf: (newId) => `${ADMIN_BASE}/giveaways/${newId}`,
  });
  const {
    editing,
    detail,
    form: { values: form, set },
    setNotice,
    save,
    errors,
    gate,
    askDisqualify,
  } = edit;
  const field = bindFields(form, set, errors);
  const submit = formSubmit(() => {
    setNotice(null);
    save.mutate(toPayload(form, editing));
  });

  if (gate) return gate;
  const g = detail.data ?? null;

  return (
    <DrawEditFrame
      edit={edit}
      title={g ? g.title : 'New giveaway'}
      description={
        g
          ? `Commitment ${g.draw.commitment ?? '—'}`
          : 'A draw seed is committed (its SHA-256 published) as soon as the giveaway is created.'
      }
      draw={g?.draw}
      locked={g?.drawn_at != null ? 'This giveaway is drawn: it can no longer be edited.' : null}
      disqualified={(dq) => (
        <>
          {dq.username} loses place #{dq.position}; the place is drawn again from the same seed. The
          disqualification stays public.
        </>
      )}
      form={
        <AdminForm $min={240} onSubmit={submit} noValidate aria-label="Giveaway">
          <DrawNameFields label="Title" name={field('title')} description={field('description')} />
          <div className="wide">
            <ImageField
              label="Image"
              value={form.image}
              error={errors.image}
              onChange={(v) => set('image', v)}
            />
          </div>
          <AdminSelect<FormState['prize_type']>
            label="Prize type"
            required
            {...field('prize_type')}
          >
            <option value="cash">Cash (USD)</option>
            <option value="points">Points</option>
            <option value="custom">Custom</option>
          </AdminSelect>
          <AdminNumberInput
            label={form.prize_type === 'cash' ? 'Prize per winner (USD)' : 'Prize value'}
            step={form.prize_type === 'cash' ? 0.01 : 1}
            {...field('prize_value')}
          />
          <AdminInput label="Prize description" {...field('prize_description')} maxLength={200} />
          <AdminNumberInput
            label="Number of winners"
            required
            min={1}
            max={100}
            {...field('number_of_winners')}
          />
          <AdminDateTimeInput label="Ends" required {...field('end_datetime')} />
          <CheckboxGroup
            label="Entry methods"
            values={form}
            onChange={set}
            options={ENTRY_METHODS}
          />
          {form.chat_entry ? (
            <AdminInput
              label="Chat keyword"
              hint="Members with a linked Kick account type it in the stream's chat to enter once. Empty uses the default from Admin › Stream (!join)."
              {...field('chat_keyword')}
              maxLength={31}
              placeholder="!join"
              autoComplete="off"
            />
          ) : null}
          <AdminFormStatus className="wide" error={errors.allow_passwordless_entry} />
          {form.allow_points_entry ? (
            <>
              <AdminNumberInput
                label="Points per entry"
                required
                min={1}
                {...field('points_per_entry')}
              />
              <AdminNumberInput
                label="Max points entries per member"
                hint="0 means no cap."
                {...field('max_points_entries')}
              />
            </>
          ) : null}
          <AdminInput
            label="Password"
            hint={
              g?.has_password
                ? 'A password is set. Type a new one to change it.'
                : 'Optional: members who know it can enter once with it.'
            }
            type="text"
            autoComplete="off"
            {...field('password')}
            disabled={form.removePassword}
          />
          {g?.has_password ? (
            <CheckboxField
              style={{ alignSelf: 'end' }}
              checked={form.removePassword}
              onChange={(v) => set('removePassword', v)}
            >
              Remove the password
            </CheckboxField>
          ) : null}
          <AdminSaveBar
            busy={save.isPending}
            label={editing ? 'Save giveaway' : 'Create giveaway'}
          />
        </AdminForm>
      }
    >
      {g ? (
        <>
          <Card>
            <SectionTitle>Winners</SectionTitle>
            {g.winners.length ? (
              <DataTable
                caption="Winners"
                rows={g.winners}
                rowKey={(w) => w.position}
                columns={[
                  { key: 'pos', header: 'Place', render: (w) => `#${w.position}` },
                  { key: 'user', header: 'Member', render: (w) => w.username },
                  {
                    key: 'actions',
                    header: 'Actions',
                    render: (w) => (
                      <Button
                        type="button"
                        $size="sm"
                        $variant="danger"
                        onClick={() => askDisqualify(w.position, w.username)}
                      >
                        Disqualify and redraw
                      </Button>
                    ),
                  },
                ]}
              />
            ) : (
              <p>{g.drawn_at ? 'Nobody won.' : 'Drawn when the giveaway ends.'}</p>
            )}
            {g.disqualified.length ? (
              <p>
                Disqualified:{' '}
                {g.disqualified
                  .map((d) => `#${d.position} ${d.user.username} (${d.reason})`)
                  .join(', ')}
              </p>
            ) : null}
          </Card>
          <DrawEntries
            title="Entries"
            description={`${formatNumber(g.entries_count)} entries from ${formatNumber(g.participants_count)} members.`}
            csvUrl={giveawayEntriesCsvUrl(g.id)}
            queryKey={(page) => giveawayAdminKeys.entries(g.id, page)}
            load={(page) => getAdminGiveawayEntries(g.id, page)}
            rowKey={(e) => e.id}
            columns={[
              { key: 'id', header: 'Entry', render: (e) => `#${e.id}` },
              { key: 'user', header: 'Member', render: (e) => e.user.username },
              {
                key: 'kick',
                header: 'Kick',
                render: (e) => (
                  <>
                    {e.user.kick_username ?? '—'}
                    {e.kick_verified ? null : (
                      <>
                        {' '}
                        <StatusBadge tone="warning">unverified</StatusBadge>
                      </>
                    )}
                  </>
                ),
              },
              { key: 'type', header: 'Method', render: (e) => e.entry_type },
              {
                key: 'entries',
                header: 'Entries',
                align: 'right',
                render: (e) =>
                  `${formatNumber(e.entries)} ${e.entries === 1 ? 'entry' : 'entries'}`,
              },
              {
                key: 'points',
                header: 'Points',
                align: 'right',
                render: (e) => formatNumber(e.points_spent),
              },
              { key: 'at', header: 'First entered', render: (e) => formatDateTime(e.created_at) },
            ]}
          />
        </>
      ) : null}
    </DrawEditFrame>
  );
}
