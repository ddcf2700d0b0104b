import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminVipTier, AdminVipTierInput, VipRewardType } from '@lobby/contract-commerce';
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
  createVipTier,
  getAdminVipTier,
  getAdminVipTiers,
  publicVipKey,
  updateVipTier,
  vipAdminKeys,
} from '../api/admin-vip';

interface FormState {
  platform_id: string;
  name: string;
  description: string;
  min_wagered: string;
  reward_type: VipRewardType;
  reward_amount: string;
  hidden: boolean;
}

const fromTier = (t: AdminVipTier): FormState => ({
  platform_id: String(t.platform_id),
  name: t.name,
  description: t.description,
  min_wagered: String(t.min_wagered),
  reward_type: t.reward_type,
  reward_amount: String(t.reward_amount),
  hidden: t.hidden,
});

const toPayload = (f: FormState): AdminVipTierInput => ({
  platform_id: numberOf(f.platform_id),
  name: f.name,
  description: f.description,
  min_wagered: numberOf(f.min_wagered),
  reward_type: f.reward_type,
  reward_amount: numberOf(f.reward_amount),
  hidden: f.hidden,
});

/** Admin › VIP tiers › New / edit: platform, name, description, minimum wagered, reward. */
export default function VipTierEditPage() {
  const [search] = useSearchParams();
  const platforms = useQuery({
    queryKey: vipAdminKeys.tiers(),
    queryFn: async () => (await getAdminVipTiers()).data,
    meta: logFailure('[commerce/admin] Failed to load VIP platforms'),
  });
  const { id, editing, detail, gate } = useAdminRecord({
    queryKey: vipAdminKeys.tier,
    load: getAdminVipTier,
    meta: logFailure('[commerce/admin] Failed to load the VIP tier'),
    noun: 'VIP tier',
    title: 'VIP tier',
    notFoundTitle: 'Tier not found',
  });
  const {
    values: form,
    set,
    patch,
    isDirty,
    markSaved,
  } = useFormState<FormState, AdminVipTier>(
    () => ({
      platform_id: search.get('platform') ?? '',
      name: '',
      description: '',
      min_wagered: '',
      reward_type: 'points',
      reward_amount: '',
      hidden: false,
    }),
    { data: detail.data, toForm: fromTier },
  );
  const unsavedPrompt = useUnsavedChangesPrompt(isDirty);

  // A new tier goes to the first platform unless the address named one.
  useEffect(() => {
    const first = platforms.data?.[0];
    if (!editing && first && !form.platform_id) patch({ platform_id: String(first.id) });
  }, [editing, platforms.data, form.platform_id, patch]);

  const back = (
    <Button
      as={Link}
      to={`${ADMIN_BASE}/tiers${form.platform_id ? `?platform=${form.platform_id}` : ''}`}
      $variant="secondary"
    >
      All tiers
    </Button>
  );

  const { save, errors, status, ...saving } = useRecordSave({
    id,
    create: createVipTier,
    update: updateVipTier,
    refresh: [vipAdminKeys.all(), publicVipKey],
    detailKey: vipAdminKeys.tier,
    pathOf: (saved) => `${ADMIN_BASE}/tiers/${saved}`,
    onSaved: markSaved,
    values: form,
  });
  const field = bindFields(form, set, errors);
  const submit = formSubmit(() => saving.submit(toPayload(form)));
  const shown = gate(back, [platforms]);
  if (shown || !platforms.data) return shown;
  const tier = detail.data ?? null;
  const cash = form.reward_type === 'cash';

  return (
    <AdminStack>
      {unsavedPrompt}
      <AdminPageHeader
        title={tier ? tier.name : 'New VIP tier'}
        description={
          tier
            ? `${formatNumber(tier.claims_count)} ${tier.claims_count === 1 ? 'claim' : 'claims'}. Claims already made keep the reward they were made with.`
            : 'Members who wagered at least the minimum on the platform can claim the reward once.'
        }
        actions={back}
      />
      <AdminFormStatus {...status} />
      <Card>
        <AdminForm $min={200} onSubmit={submit} noValidate aria-label="VIP tier">
          <AdminSelect label="Platform" required {...field('platform_id')}>
            {platforms.data.length === 0 ? <option value="">No platforms yet</option> : null}
            {platforms.data.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </AdminSelect>
          <AdminInput label="Name" required {...field('name')} maxLength={60} />
          <AdminTextArea
            wide
            label="Description"
            rows={2}
            {...field('description')}
            maxLength={500}
          />
          <AdminNumberInput
            label="Minimum wagered ($)"
            required
            hint="On this platform, from the member's verified casino names."
            step="0.01"
            {...field('min_wagered')}
          />
          <AdminSelect<VipRewardType> label="Reward type" required {...field('reward_type')}>
            <option value="points">Points (credited at once)</option>
            <option value="cash">Cash (paid by staff)</option>
          </AdminSelect>
          <AdminNumberInput
            label={cash ? 'Reward amount ($)' : 'Reward amount (points)'}
            required
            step={cash ? '0.01' : '1'}
            {...field('reward_amount')}
          />
          <div className="wide">
            <CheckboxField checked={form.hidden} onChange={(v) => set('hidden', v)}>
              Hidden from /vip-rewards (no new claims)
            </CheckboxField>
            {errors.hidden ? <Muted role="alert">{errors.hidden}</Muted> : null}
          </div>
          <AdminSaveBar busy={save.isPending} label={editing ? 'Save changes' : 'Create tier'} />
        </AdminForm>
      </Card>
    </AdminStack>
  );
}
