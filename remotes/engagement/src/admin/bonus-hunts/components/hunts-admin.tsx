import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminHuntSummary } from '@lobby/contract-engagement';
import { ApiError, logFailure } from '@lobby/shared-api';
import {
  ErrorAlert,
  AdminFormField,
  AdminPageHeader,
  Alert,
  Button,
  Card,
  PagedDataTable,
  formatDate,
  formatUSD,
  Input,
  usePageParam,
  StatusBadge,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { adminHuntKeys, createAdminHunt, listAdminHunts } from '../api/admin-bonus-hunts';

const Form = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: end;
  margin-bottom: 20px;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** The parts of a prize list as typed: "500, 250 100" → ['500', '250', '100']. */
const prizeParts = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);

const isPrize = (part: string) => Number.isInteger(Number(part)) && Number(part) > 0;

/** "500, 250, 100" → [500, 250, 100]; null when a part is not a positive whole number. */
export function parsePrizeList(text: string): number[] | null {
  const parts = prizeParts(text);
  return parts.every(isPrize) ? parts.map(Number) : null;
}

/** Why a prize list is refused: its first part that is not a whole number of points above 0. */
export function prizeListError(text: string): string | undefined {
  const bad = prizeParts(text).find((p) => !isPrize(p));
  return bad === undefined
    ? undefined
    : `“${bad}” is not a whole number of points above 0: list the points per place, e.g. 500, 250, 100`;
}

type Errors = Record<string, string | undefined>;

/** Admin › Bonus hunts: every hunt, and a form to start a new one. */
export function HuntsAdmin() {
  const [page, setPage] = usePageParam();
  const navigate = useNavigate();
  // "Bonus hunt deleted." / "Tournament deleted." after a delete on the detail screen.
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: adminHuntKeys.list(page),
    queryFn: () => listAdminHunts(page),
    meta: logFailure('[engagement/admin] Failed to load bonus hunts'),
  });
  const [name, setName] = useState('');
  const [start, setStart] = useState('');
  const [prizes, setPrizes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Set when the hunt is created: the page then moves to it without asking.
  const created = useRef(false);
  const unsavedPrompt = useUnsavedChangesPrompt(
    () => !created.current && (name !== '' || start !== '' || prizes !== ''),
  );
  const create = useMutation({
    mutationFn: createAdminHunt,
    onSuccess: (answer) => {
      created.current = true;
      void queryClient.invalidateQueries({ queryKey: adminHuntKeys.all() });
      void navigate(String(answer.data.id));
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.errors).length) {
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k.split('.')[0], v[0]])),
        );
      } else setFailure(error.message || 'Failed to create the hunt');
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const prizeList = parsePrizeList(prizes);
    const next: Errors = {
      name: name.trim() ? undefined : 'Name is required',
      start_balance:
        Number(start) > 0 && Number.isFinite(Number(start))
          ? undefined
          : 'Start balance must be greater than 0',
      prize_points: prizeListError(prizes),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean) || !prizeList) return;
    create.mutate({
      name: name.trim(),
      start_balance: Number(start),
      prize_points: prizeList,
      predictions_active: true,
    });
  };

  return (
    <Stack>
      <AdminPageHeader
        title="Bonus hunts"
        description="Start a hunt, add its slots, open predictions and record every win live on stream."
      />
      {notice ? (
        <Alert $tone="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <Form onSubmit={submit} noValidate aria-label="New bonus hunt">
        {unsavedPrompt}
        <AdminFormField label="Name" required error={errors.name}>
          {(p) => (
            <Input
              {...p}
              value={name}
              maxLength={120}
              placeholder="Sunday Mega Hunt"
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField label="Start balance ($)" required error={errors.start_balance}>
          {(p) => (
            <Input
              {...p}
              type="number"
              step="0.01"
              min="0.01"
              value={start}
              onChange={(e) => setStart(e.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField
          label="Prize points per place"
          error={errors.prize_points}
          hint="Closest predictions first, e.g. 500, 250, 100"
        >
          {(p) => (
            <Input
              {...p}
              value={prizes}
              placeholder="500, 250, 100"
              onChange={(e) => setPrizes(e.target.value)}
            />
          )}
        </AdminFormField>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create hunt'}
        </Button>
        <ErrorAlert>{failure}</ErrorAlert>
      </Form>
      <PagedDataTable<AdminHuntSummary>
        caption="Bonus hunts"
        page={list.data}
        onPageChange={setPage}
        loading={list.isPending}
        error={list.isError ? 'Failed to load bonus hunts' : null}
        onRetry={() => void list.refetch()}
        empty="No bonus hunts yet — create the first one above."
        rowKey={(h) => h.id}
        columns={[
          {
            key: 'name',
            header: 'Hunt',
            render: (h) => <Link to={String(h.id)}>{h.name}</Link>,
          },
          {
            key: 'status',
            header: 'Status',
            render: (h) =>
              h.is_active ? (
                <StatusBadge tone={h.predictions_active ? 'success' : 'warning'}>
                  {h.predictions_active ? 'Live · predictions open' : 'Live · predictions closed'}
                </StatusBadge>
              ) : (
                <StatusBadge tone="neutral">Completed</StatusBadge>
              ),
          },
          {
            key: 'start',
            header: 'Start',
            align: 'right',
            render: (h) => formatUSD(h.start_balance),
          },
          {
            key: 'end',
            header: 'End',
            align: 'right',
            render: (h) => (h.end_balance != null ? formatUSD(h.end_balance) : '—'),
          },
          { key: 'slots', header: 'Slots', align: 'right', render: (h) => h.slot_count },
          {
            key: 'preds',
            header: 'Predictions',
            align: 'right',
            render: (h) => h.predictions_count,
          },
          { key: 'created', header: 'Created', render: (h) => formatDate(h.created_at) },
        ]}
      />
    </Stack>
  );
}

export default HuntsAdmin;
