import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminStoreItem, AdminStoreItemInput, StoreRole } from '@lobby/contract-commerce';
import { logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  Alert,
  Button,
  Card,
  EmptyState,
  Input,
  Loader,
  Muted,
  Select,
  TextArea,
  formatDateTime,
  formatNumber,
} from '@lobby/shared-ui';
import { ADMIN_BASE, failureText, fieldErrorsOf, isNotFound, numberOf } from '../shared/admin-api';
import {
  createStoreItem,
  getAdminStoreItem,
  publicStoreKey,
  storeAdminKeys,
  updateStoreItem,
} from './api';
import { ItemImageField } from './item-image-field';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Form = styled.form`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  .wide {
    grid-column: 1 / -1;
  }
  .check {
    display: inline-flex;
    gap: 8px;
    align-items: center;
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

interface FormState {
  name: string;
  description: string;
  image: string | null;
  preview: string | null;
  cost: string;
  quantity: string;
  limit: string;
  required_role: '' | StoreRole;
  hidden: boolean;
}

const EMPTY: FormState = {
  name: '',
  description: '',
  image: null,
  preview: null,
  cost: '',
  quantity: '',
  limit: '',
  required_role: '',
  hidden: false,
};

const fromItem = (i: AdminStoreItem): FormState => ({
  name: i.name,
  description: i.description,
  image: i.image_path,
  preview: i.image,
  cost: String(i.cost),
  quantity: String(i.quantity),
  limit: i.max_purchases_per_user == null ? '' : String(i.max_purchases_per_user),
  required_role: i.required_role ?? '',
  hidden: i.hidden,
});

const toPayload = (f: FormState): AdminStoreItemInput => ({
  name: f.name,
  description: f.description,
  image: f.image,
  cost: numberOf(f.cost),
  quantity: numberOf(f.quantity),
  max_purchases_per_user: f.limit.trim() === '' ? null : numberOf(f.limit),
  required_role: f.required_role || null,
  hidden: f.hidden,
});

/** Admin › Store items › New / edit: name, description, image, cost, stock, limit, role, hidden. */
export default function StoreItemEditPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id != null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: storeAdminKeys.item(id ?? 0),
    queryFn: async () => (await getAdminStoreItem(id!)).data,
    enabled: editing && Number.isInteger(id) && id! > 0,
    meta: logFailure('[commerce/admin] Failed to load the store item'),
  });
  const [form, setForm] = useState<FormState>(EMPTY);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (detail.data) setForm(fromItem(detail.data));
  }, [detail.data]);

  const save = useMutation({
    mutationFn: (body: AdminStoreItemInput) =>
      editing ? updateStoreItem(id, body) : createStoreItem(body),
    onSuccess: (res) => {
      void queryClient.invalidateQueries({ queryKey: storeAdminKeys.all() });
      void queryClient.invalidateQueries({ queryKey: publicStoreKey });
      queryClient.setQueryData(storeAdminKeys.item(res.data.id), res.data);
      setNotice(res.message ?? 'Saved.');
      if (!editing) navigate(`${ADMIN_BASE}/items/${res.data.id}`, { replace: true });
    },
  });
  const errors = save.isError ? fieldErrorsOf(save.error) : {};
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    save.mutate(toPayload(form));
  };

  const back = (
    <Button as={Link} to={`${ADMIN_BASE}/items`} $variant="secondary">
      All items
    </Button>
  );
  if (editing && (!Number.isInteger(id) || id! <= 0 || isNotFound(detail.error)))
    return (
      <Stack>
        <AdminPageHeader title="Item not found" actions={back} />
        <EmptyState title="This store item does not exist.">
          It may have been mistyped in the address.
        </EmptyState>
      </Stack>
    );
  if (editing && detail.isError)
    return (
      <Stack>
        <AdminPageHeader title="Store item" actions={back} />
        <Alert $tone="danger" role="alert">
          Failed to load the store item.{' '}
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => void detail.refetch()}
          >
            Retry
          </Button>
        </Alert>
      </Stack>
    );
  if (editing && detail.isPending) return <Loader />;
  const item = detail.data ?? null;

  return (
    <Stack>
      <AdminPageHeader
        title={item ? item.name : 'New store item'}
        description={
          item
            ? `Created ${formatDateTime(item.created_at)} · ${formatNumber(item.redemptions_count)} redeemed, ${formatNumber(item.pending_count)} pending.`
            : 'It shows in the store as soon as it is saved, unless it is hidden.'
        }
        actions={back}
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
        <Form onSubmit={submit} noValidate aria-label="Store item">
          <div className="wide">
            <AdminFormField label="Name" required error={errors.name}>
              {(c) => (
                <Input
                  {...c}
                  value={form.name}
                  maxLength={100}
                  $invalid={!!errors.name}
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
                  maxLength={1000}
                  $invalid={!!errors.description}
                  onChange={(e) => set('description', e.target.value)}
                />
              )}
            </AdminFormField>
          </div>
          <div className="wide">
            <ItemImageField
              value={form.image}
              preview={form.preview}
              name={form.name}
              error={errors.image}
              onChange={(img) =>
                setForm((f) => ({ ...f, image: img?.path ?? null, preview: img?.url ?? null }))
              }
            />
          </div>
          <AdminFormField label="Cost (points)" required error={errors.cost}>
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={form.cost}
                $invalid={!!errors.cost}
                onChange={(e) => set('cost', e.target.value)}
              />
            )}
          </AdminFormField>
          <AdminFormField
            label="Stock"
            required
            error={errors.quantity}
            hint="Units left to redeem."
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={form.quantity}
                $invalid={!!errors.quantity}
                onChange={(e) => set('quantity', e.target.value)}
              />
            )}
          </AdminFormField>
          <AdminFormField
            label="Limit per member"
            error={errors.max_purchases_per_user}
            hint="Empty: no limit."
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={form.limit}
                $invalid={!!errors.max_purchases_per_user}
                onChange={(e) => set('limit', e.target.value)}
              />
            )}
          </AdminFormField>
          <AdminFormField label="Required role" error={errors.required_role}>
            {(c) => (
              <Select
                {...c}
                value={form.required_role}
                $invalid={!!errors.required_role}
                onChange={(e) => set('required_role', e.target.value as FormState['required_role'])}
              >
                <option value="">Anyone</option>
                <option value="vip">VIP</option>
                <option value="moderator">Moderator</option>
                <option value="admin">Admin</option>
              </Select>
            )}
          </AdminFormField>
          <div className="wide">
            <label className="check">
              <input
                type="checkbox"
                checked={form.hidden}
                onChange={(e) => set('hidden', e.target.checked)}
              />
              Hidden from the store
            </label>
            {errors.hidden ? <Muted role="alert">{errors.hidden}</Muted> : null}
          </div>
          <div className="wide actions">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Create item'}
            </Button>
          </div>
        </Form>
      </Card>
    </Stack>
  );
}
