import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Slot, TournamentSummary } from '@lobby/contract-engagement';
import { SLOT_SEARCH_TOURNAMENT_TIMEOUT_MS, TOURNAMENT_SIZES } from '@lobby/contract-engagement';
import { ApiError, logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  Alert,
  Button,
  PagedDataTable,
  formatDate,
  Input,
  AdminFormCard,
  AdminFormWide,
  usePageParam,
  Select,
  StatusBadge,
  TextArea,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { SlotPicker } from '../../../features/slots/components/slot-picker';
import {
  adminTournamentKeys,
  createAdminTournament,
  listAdminTournaments,
} from '../api/admin-tournaments';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Seeds = styled.ol`
  margin: 0;
  padding-left: 24px;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 6px 16px;
  li {
    display: flex;
    gap: 6px;
    align-items: center;
    justify-content: space-between;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Row = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
`;

/** Admin › Tournaments: the brackets, and a form to seed a new one from the slot catalogue. */
export function TournamentsAdmin() {
  const [page, setPage] = usePageParam();
  const navigate = useNavigate();
  // "Bonus hunt deleted." / "Tournament deleted." after a delete on the detail screen.
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: adminTournamentKeys.list(page),
    queryFn: () => listAdminTournaments(page),
    meta: logFailure('[engagement/admin] Failed to load tournaments'),
  });
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [size, setSize] = useState<number>(8);
  const [seeds, setSeeds] = useState<Slot[]>([]);
  const [text, setText] = useState('');
  const [shuffle, setShuffle] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // Set when the tournament is created: the page then moves to it without asking.
  const created = useRef(false);
  const unsavedPrompt = useUnsavedChangesPrompt(
    () =>
      !created.current &&
      (name !== '' || description !== '' || size !== 8 || seeds.length > 0 || text !== ''),
  );
  const create = useMutation({
    mutationFn: () =>
      createAdminTournament({
        name: name.trim(),
        description: description.trim() || null,
        size,
        slot_ids: seeds.map((s) => s.id),
        shuffle,
        predictions_active: true,
      }),
    onSuccess: (answer) => {
      created.current = true;
      void queryClient.invalidateQueries({ queryKey: adminTournamentKeys.all() });
      void queryClient.invalidateQueries({ queryKey: ['engagement', 'tournaments'] });
      void navigate(String(answer.data.tournament.id));
    },
    onError: (e) =>
      setErrors(
        e instanceof ApiError && Object.keys(e.errors).length
          ? Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0]]))
          : { form: e.message || 'Failed to create the tournament' },
      ),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      name: name.trim() ? undefined : 'Name is required',
      slot_ids:
        seeds.length === size ? undefined : `Choose exactly ${size} slots (${seeds.length} chosen)`,
    };
    setErrors(next);
    if (!next.name && !next.slot_ids) create.mutate();
  };
  const move = (i: number, by: number) =>
    setSeeds((list) => {
      const out = [...list];
      const j = i + by;
      if (j < 0 || j >= out.length) return list;
      [out[i], out[j]] = [out[j]!, out[i]!];
      return out;
    });

  return (
    <Stack>
      <AdminPageHeader
        title="Tournaments"
        description="Seed a bracket from the slot catalogue, then set each match's winner live."
      />
      {notice ? (
        <Alert $tone="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <AdminFormCard onSubmit={submit} noValidate aria-label="New tournament">
        {unsavedPrompt}
        <h2>New tournament</h2>
        <AdminFormField label="Name" required error={errors.name}>
          {(p) => (
            <Input {...p} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
          )}
        </AdminFormField>
        <AdminFormField label="Size" error={errors.size}>
          {(p) => (
            <Select
              {...p}
              value={size}
              onChange={(e) => {
                const n = Number(e.target.value);
                setSize(n);
                setSeeds((list) => list.slice(0, n));
              }}
            >
              {TOURNAMENT_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n} slots
                </option>
              ))}
            </Select>
          )}
        </AdminFormField>
        <AdminFormWide>
          <AdminFormField label="Description">
            {(p) => (
              <TextArea
                {...p}
                rows={2}
                maxLength={1000}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
              />
            )}
          </AdminFormField>
        </AdminFormWide>
        <AdminFormWide>
          <SlotPicker
            label={`Add slots (${seeds.length}/${size})`}
            // Tournament lookups give up sooner (spec §7: 3 s).
            timeout={SLOT_SEARCH_TOURNAMENT_TIMEOUT_MS}
            value={text}
            onChange={setText}
            error={errors.slot_ids}
            onSelect={(slot) => {
              setText('');
              setSeeds((list) =>
                list.length >= size || list.some((s) => s.id === slot.id) ? list : [...list, slot],
              );
            }}
          />
          {seeds.length ? (
            <Seeds aria-label="Seed order">
              {seeds.map((s, i) => (
                <li key={s.id}>
                  <span>{s.name}</span>
                  <span>
                    <Button
                      type="button"
                      $variant="ghost"
                      $size="sm"
                      aria-label={`Move ${s.name} up`}
                      onClick={() => move(i, -1)}
                      disabled={i === 0}
                    >
                      ↑
                    </Button>
                    <Button
                      type="button"
                      $variant="ghost"
                      $size="sm"
                      aria-label={`Move ${s.name} down`}
                      onClick={() => move(i, 1)}
                      disabled={i === seeds.length - 1}
                    >
                      ↓
                    </Button>
                    <Button
                      type="button"
                      $variant="ghost"
                      $size="sm"
                      aria-label={`Remove ${s.name}`}
                      onClick={() => setSeeds((l) => l.filter((x) => x.id !== s.id))}
                    >
                      ×
                    </Button>
                  </span>
                </li>
              ))}
            </Seeds>
          ) : null}
          <Row>
            <input
              type="checkbox"
              checked={shuffle}
              onChange={(e) => setShuffle(e.target.checked)}
            />
            Shuffle the seeds (otherwise 1 v 2, 3 v 4, …)
          </Row>
        </AdminFormWide>
        <AdminFormWide>
          {errors.form ? (
            <Alert $tone="danger" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create tournament'}
            </Button>
          </div>
        </AdminFormWide>
      </AdminFormCard>
      <PagedDataTable<TournamentSummary>
        caption="Tournaments"
        page={list.data && { ...list.data.pagination, data: list.data.data }}
        onPageChange={setPage}
        loading={list.isPending}
        error={list.isError ? 'Failed to load tournaments' : null}
        onRetry={() => void list.refetch()}
        empty="No tournaments yet — create the first bracket above."
        rowKey={(t) => t.id}
        columns={[
          {
            key: 'name',
            header: 'Tournament',
            render: (t) => <Link to={String(t.id)}>{t.name}</Link>,
          },
          {
            key: 'status',
            header: 'Status',
            render: (t) =>
              t.is_active ? (
                <StatusBadge tone={t.predictions_active ? 'success' : 'warning'}>
                  {t.predictions_active
                    ? 'Active · predictions open'
                    : 'Active · predictions closed'}
                </StatusBadge>
              ) : (
                <StatusBadge tone="neutral">Completed</StatusBadge>
              ),
          },
          { key: 'size', header: 'Size', align: 'right', render: (t) => t.size },
          {
            key: 'preds',
            header: 'Predictors',
            align: 'right',
            render: (t) => t.predictions_count,
          },
          { key: 'created', header: 'Created', render: (t) => formatDate(t.created_at) },
        ]}
      />
    </Stack>
  );
}

export default TournamentsAdmin;
