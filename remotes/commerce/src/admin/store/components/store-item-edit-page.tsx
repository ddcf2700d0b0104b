import { Link } from 'react-router-dom';
import type { AdminStoreItem, AdminStoreItemInput, StoreRole } from '@lobby/contract-commerce';
import { logFailure } from '@lobby/shared-api';
import {
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
  Muted,
  formatDateTime,
  formatNumber,
  useFormState,
  bindFields,
  useAdminRecord,
  formSubmit,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { ADMIN_BASE, numberOf } from '../../shared/api/admin-api';
import { useRecordSave } from '../../shared/components/use-record-save';
import {
  createStoreItem,
  getAdminStoreItem,
  publicStoreKey,
  storeAdminKeys,
  updateStoreItem,
} from '../api/admin-store';
import { ItemImageField } from './item-image-field';

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

/** The payload's name of a field the form names otherwise. */
const FIELD_OF = { max_purchases_per_user: 'limit' };

/** Admin › Store items › New / edit: name, description, image, cost, stock, limit, role, hidden. */
export default function StoreItemEditPage() {
  const { id, editing, detail, gate } = useAdminRecord({
    queryKey: storeAdminKeys.item,
    load: getAdminStoreItem,
    meta: logFailure('[commerce/admin] Failed to load the store item'),
    noun: 'store item',
    title: 'Store item',
    notFoundTitle: 'Item not found',
  });
  const {
    values: form,
    set,
    patch,
    isDirty,
    markSaved,
  } = useFormState(EMPTY, {
    data: detail.data,
    toForm: fromItem,
  });
  const unsavedPrompt = useUnsavedChangesPrompt(isDirty);
  const { save, errors, status, ...saving } = useRecordSave({
    id,
    create: createStoreItem,
    update: updateStoreItem,
    refresh: [storeAdminKeys.all(), publicStoreKey],
    detailKey: storeAdminKeys.item,
    pathOf: (saved) => `${ADMIN_BASE}/items/${saved}`,
    onSaved: markSaved,
    values: form,
    fieldOf: FIELD_OF,
  });
  const field = bindFields(form, set, errors);
  const submit = formSubmit(() => saving.submit(toPayload(form)));

  const back = (
    <Button as={Link} to={`${ADMIN_BASE}/items`} $variant="secondary">
      All items
    </Button>
  );
  const shown = gate(back);
  if (shown) return shown;
  const item = detail.data ?? null;

  return (
    <AdminStack>
      {unsavedPrompt}
      <AdminPageHeader
        title={item ? item.name : 'New store item'}
        description={
          item
            ? `Created ${formatDateTime(item.created_at)} · ${formatNumber(item.redemptions_count)} redeemed, ${formatNumber(item.pending_count)} pending.`
            : 'It shows in the store as soon as it is saved, unless it is hidden.'
        }
        actions={back}
      />
      <AdminFormStatus {...status} />
      <Card>
        <AdminForm $min={200} onSubmit={submit} noValidate aria-label="Store item">
          <AdminInput wide label="Name" required {...field('name')} maxLength={100} />
          <AdminTextArea
            wide
            label="Description"
            rows={3}
            {...field('description')}
            maxLength={1000}
          />
          <div className="wide">
            <ItemImageField
              preview={form.preview}
              error={errors.image}
              onChange={(img) => patch({ image: img?.path ?? null, preview: img?.url ?? null })}
            />
          </div>
          <AdminNumberInput label="Cost (points)" required {...field('cost')} />
          <AdminNumberInput
            label="Stock"
            required
            hint="Units left to redeem."
            {...field('quantity')}
          />
          <AdminNumberInput
            label="Limit per member"
            hint="Empty: no limit."
            min={1}
            {...field('limit', 'max_purchases_per_user')}
          />
          <AdminSelect<FormState['required_role']>
            label="Required role"
            {...field('required_role')}
          >
            <option value="">Anyone</option>
            <option value="vip">VIP</option>
            <option value="moderator">Moderator</option>
            <option value="admin">Admin</option>
          </AdminSelect>
          <div className="wide">
            <CheckboxField checked={form.hidden} onChange={(v) => set('hidden', v)}>
              Hidden from the store
            </CheckboxField>
            {errors.hidden ? <Muted role="alert">{errors.hidden}</Muted> : null}
          </div>
          <AdminSaveBar busy={save.isPending} label={editing ? 'Save changes' : 'Create item'} />
        </AdminForm>
      </Card>
    </AdminStack>
  );
}
