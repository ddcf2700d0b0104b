import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Slot, SlotImportResponse } from '@lobby/contract-engagement';
import { ApiError, logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  AdminToolbar,
  Alert,
  Button,
  PagedDataTable,
  ImageWithFallback,
  Input,
  AdminFormCard,
  AdminFormWide,
  useUrlFilters,
  TextArea,
  ToolbarItem,
  useUnsavedChangesPrompt,
  AdminStack,
} from '@lobby/shared-ui';
import {
  adminSlotKeys,
  createSlot,
  importSlots,
  listAdminSlots,
  updateSlot,
} from '../api/admin-slots';

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

// Level with the inputs next to it (below their labels), whatever hint a field shows.
const FieldActions = styled(Actions)`
  padding-top: 27px;
  @media (max-width: 640px) {
    padding-top: 0;
  }
`;

type Errors = Partial<Record<'name' | 'provider' | 'image', string>>;

function SlotForm({ editing, onDone }: { editing: Slot | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(editing?.name ?? '');
  const [provider, setProvider] = useState(editing?.provider ?? '');
  const [image, setImage] = useState(editing?.image ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const unsavedPrompt = useUnsavedChangesPrompt(
    name !== (editing?.name ?? '') ||
      provider !== (editing?.provider ?? '') ||
      image !== (editing?.image ?? ''),
  );
  // "Edit" in a row far down the catalogue fills this form at the top: take focus (and the view).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  useEffect(() => {
    setName(editing?.name ?? '');
    setProvider(editing?.provider ?? '');
    setImage(editing?.image ?? '');
    setErrors({});
  }, [editing]);
  const save = useMutation({
    mutationFn: () => {
      const input = {
        name: name.trim(),
        provider: provider.trim() || null,
        image: image.trim() || null,
      };
      return editing ? updateSlot(editing.id, input) : createSlot(input);
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: adminSlotKeys.all() });
      void queryClient.invalidateQueries({ queryKey: ['engagement', 'slots'] });
      setSaved(`${editing ? 'Saved' : 'Added'} ${answer.data.name}`);
      setName('');
      setProvider('');
      setImage('');
      onDone();
    },
    onError: (e) => {
      if (e instanceof ApiError && Object.keys(e.errors).length)
        setErrors({
          name: e.errors.name?.[0],
          provider: e.errors.provider?.[0],
          image: e.errors.image?.[0],
        });
      else setErrors({ name: e.message || 'Failed to save the slot' });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    if (!name.trim()) {
      setErrors({ name: 'Name is required' });
      return;
    }
    save.mutate();
  };
  return (
    <AdminFormCard
      onSubmit={submit}
      noValidate
      aria-label={editing ? `Edit ${editing.name}` : 'Add a slot'}
    >
      {unsavedPrompt}
      <h2 ref={heading} tabIndex={-1}>
        {editing ? `Edit ${editing.name}` : 'Add a slot'}
      </h2>
      <AdminFormField label="Name" required error={errors.name}>
        {(p) => (
          <Input {...p} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        )}
      </AdminFormField>
      <AdminFormField label="Provider" error={errors.provider}>
        {(p) => (
          <Input
            {...p}
            value={provider}
            maxLength={80}
            onChange={(e) => setProvider(e.target.value)}
          />
        )}
      </AdminFormField>
      <AdminFormField
        label="Image URL"
        error={errors.image}
        hint="https://… or a site path /media/…"
      >
        {(p) => (
          <Input {...p} value={image} maxLength={500} onChange={(e) => setImage(e.target.value)} />
        )}
      </AdminFormField>
      <FieldActions>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Save' : 'Add slot'}
        </Button>
        {editing ? (
          <Button type="button" $variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </FieldActions>
      {saved ? (
        <AdminFormWide>
          <Alert $tone="success" role="status">
            {saved}
          </Alert>
        </AdminFormWide>
      ) : null}
    </AdminFormCard>
  );
}

function ImportForm() {
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<SlotImportResponse | null>(null);
  const run = useMutation({
    mutationFn: () => importSlots(csv),
    onSuccess: (answer) => {
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: adminSlotKeys.all() });
      void queryClient.invalidateQueries({ queryKey: ['engagement', 'slots'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    if (csv.trim()) run.mutate();
  };
  return (
    <AdminFormCard onSubmit={submit} noValidate aria-label="Import slots from CSV">
      <h2>Import from CSV</h2>
      <AdminFormWide>
        <AdminFormField
          label="CSV file"
          hint="A header line naming the columns: name, provider, image. Known names are updated."
        >
          {(p) => (
            <Input
              {...p}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void file.text().then(setCsv);
              }}
            />
          )}
        </AdminFormField>
        <AdminFormField label="or paste it here">
          {(p) => (
            <TextArea
              {...p}
              rows={5}
              value={csv}
              placeholder={'name,provider,image\nThunder Llama,Llama Works,https://…'}
              onChange={(e) => setCsv(e.target.value)}
            />
          )}
        </AdminFormField>
        <Actions>
          <Button type="submit" disabled={run.isPending || !csv.trim()}>
            {run.isPending ? 'Importing...' : 'Import'}
          </Button>
        </Actions>
        {run.isError ? (
          <Alert $tone="danger" role="alert">
            {run.error instanceof ApiError
              ? (Object.values(run.error.errors)[0]?.[0] ?? run.error.message)
              : 'Failed to import the CSV'}
          </Alert>
        ) : null}
        {result ? (
          <Alert $tone={result.skipped.length ? 'info' : 'success'} role="status">
            {`${result.created} added, ${result.updated} updated, ${result.skipped.length} skipped.`}
            {result.skipped.slice(0, 10).map((s) => (
              <div key={s.line}>{`Line ${s.line}: ${s.reason}`}</div>
            ))}
          </Alert>
        ) : null}
      </AdminFormWide>
    </AdminFormCard>
  );
}

/** Admin › Slots: the catalogue the slot search answers from. */
export function SlotsAdmin() {
  const { values, page, set, setPage } = useUrlFilters({ q: '' });
  const applied = values.q;
  const [search, setSearch] = useState(applied);
  const [editing, setEditing] = useState<Slot | null>(null);
  const list = useQuery({
    queryKey: adminSlotKeys.list(applied, page),
    queryFn: () => listAdminSlots(applied, page),
    placeholderData: keepPreviousData,
    meta: logFailure('[engagement/admin] Failed to load slots'),
  });
  return (
    <AdminStack>
      <AdminPageHeader
        title="Slots"
        description="The slot catalogue behind every slot search: predictions, hunts and tournaments."
      />
      <SlotForm editing={editing} onDone={() => setEditing(null)} />
      <ImportForm />
      <AdminToolbar
        label="Search slots"
        onSubmit={() => set({ q: search.trim() })}
        actions={<Button type="submit">Search</Button>}
      >
        <ToolbarItem>
          <Input
            aria-label="Search slots by name"
            placeholder="Search slots..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </ToolbarItem>
      </AdminToolbar>
      <PagedDataTable<Slot>
        caption={`Slots (${list.data?.total ?? 0})`}
        page={list.data}
        onPageChange={setPage}
        loading={list.isPending}
        error={list.isError ? 'Failed to load slots' : null}
        onRetry={() => void list.refetch()}
        empty={applied ? `No slots match "${applied}"` : 'No slots yet — add one or import a CSV.'}
        rowKey={(s) => s.id}
        columns={[
          {
            key: 'img',
            header: '',
            width: '56px',
            render: (s) => <ImageWithFallback src={s.image} name={s.name} size={36} alt="" />,
          },
          { key: 'name', header: 'Name', render: (s) => s.name },
          { key: 'provider', header: 'Provider', render: (s) => s.provider ?? '—' },
          {
            key: 'edit',
            header: 'Actions',
            align: 'right',
            render: (s) => (
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                aria-label={`Edit ${s.name}`}
                onClick={() => setEditing(s)}
              >
                Edit
              </Button>
            ),
          },
        ]}
      />
    </AdminStack>
  );
}

export default SlotsAdmin;
