import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminVipTier, AdminVipTierInput, VipRewardType } from '@lobby/contract-commerce';
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
  formatNumber,
} from '@lobby/shared-ui';
import { ADMIN_BASE, failureText, fieldErrorsOf, isNotFound, numberOf } from '../shared/admin-api';
import {
  createVipTier,
  getAdminVipTier,
  getAdminVipTiers,
  publicVipKey,
  updateVipTier,
  vipAdminKeys,
} from './api';

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
`;

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
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id != null;
  const validId = !editing || (Number.isInteger(id) && id! > 0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const platforms = useQuery({
    queryKey: vipAdminKeys.tiers(),
    queryFn: async () => (await getAdminVipTiers()).data,
    meta: logFailure('[commerce/admin] Failed to load VIP platforms'),
  });
  const detail = useQuery({
    queryKey: vipAdminKeys.tier(id ?? 0),
    queryFn: async () => (await getAdminVipTier(id!)).data,
    enabled: editing && validId,
    meta: logFailure('[commerce/admin] Failed to load the VIP tier'),
  });
  const [form, setForm] = useState<FormState>(() => ({
    platform_id: search.get('platform') ?? '',
    name: '',
    description: '',
    min_wagered: '',
    reward_type: 'points',
    reward_amount: '',
    hidden: false,
  }));
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (detail.data) setForm(fromTier(detail.data));
  }, [detail.data]);
  // A new tier goes to the first platform unless the address named one.
  useEffect(() => {
    const first = platforms.data?.[0];
    if (!editing && first)
      setForm((f) => (f.platform_id ? f : { ...f, platform_id: String(first.id) }));
  }, [editing, platforms.data]);

  const save = useMutation({
    mutationFn: (body: AdminVipTierInput) =>
      editing ? updateVipTier(id, body) : createVipTier(body),
    onSuccess: (res) => {
      void queryClient.invalidateQueries({ queryKey: vipAdminKeys.all() });
      void queryClient.invalidateQueries({ queryKey: publicVipKey });
      queryClient.setQueryData(vipAdminKeys.tier(res.data.id), res.data);
      setNotice(res.message ?? 'Saved.');
      if (!editing) navigate(`${ADMIN_BASE}/tiers/${res.data.id}`, { replace: true });
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
    <Button
      as={Link}
      to={`${ADMIN_BASE}/tiers${form.platform_id ? `?platform=${form.platform_id}` : ''}`}
      $variant="secondary"
    >
      All tiers
    </Button>
  );
  if (!validId || isNotFound(detail.error))
    return (
      <Stack>
        <AdminPageHeader title="Tier not found" actions={back} />
        <EmptyState title="This VIP tier does not exist.">
          It may have been mistyped in the address.
        </EmptyState>
      </Stack>
    );
  if ((editing && detail.isError) || platforms.isError)
    return (
      <Stack>
        <AdminPageHeader title="VIP tier" actions={back} />
        <Alert $tone="danger" role="alert">
          Failed to load the VIP tier.{' '}
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => {
              void detail.refetch();
              void platforms.refetch();
            }}
          >
            Retry
          </Button>
        </Alert>
      </Stack>
    );
  if ((editing && detail.isPending) || platforms.isPending) return <Loader />;
  const tier = detail.data ?? null;
  const cash = form.reward_type === 'cash';

  return (
    <Stack>
      <AdminPageHeader
        title={tier ? tier.name : 'New VIP tier'}
        description={
          tier
            ? `${formatNumber(tier.claims_count)} ${tier.claims_count === 1 ? 'claim' : 'claims'}. Claims already made keep the reward they were made with.`
            : 'Members who wagered at least the minimum on the platform can claim the reward once.'
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
        <Form onSubmit={submit} noValidate aria-label="VIP tier">
          <AdminFormField label="Platform" required error={errors.platform_id}>
            {(c) => (
              <Select
                {...c}
                value={form.platform_id}
                $invalid={!!errors.platform_id}
                onChange={(e) => set('platform_id', e.target.value)}
              >
                {platforms.data.length === 0 ? <option value="">No platforms yet</option> : null}
                {platforms.data.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            )}
          </AdminFormField>
          <AdminFormField label="Name" required error={errors.name}>
            {(c) => (
              <Input
                {...c}
                value={form.name}
                maxLength={60}
                $invalid={!!errors.name}
                onChange={(e) => set('name', e.target.value)}
              />
            )}
          </AdminFormField>
          <div className="wide">
            <AdminFormField label="Description" error={errors.description}>
              {(c) => (
                <TextArea
                  {...c}
                  rows={2}
                  value={form.description}
                  maxLength={500}
                  $invalid={!!errors.description}
                  onChange={(e) => set('description', e.target.value)}
                />
              )}
            </AdminFormField>
          </div>
          <AdminFormField
            label="Minimum wagered ($)"
            required
            error={errors.min_wagered}
            hint="On this platform, from the member's verified casino names."
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={form.min_wagered}
                $invalid={!!errors.min_wagered}
                onChange={(e) => set('min_wagered', e.target.value)}
              />
            )}
          </AdminFormField>
          <AdminFormField label="Reward type" required error={errors.reward_type}>
            {(c) => (
              <Select
                {...c}
                value={form.reward_type}
                $invalid={!!errors.reward_type}
                onChange={(e) => set('reward_type', e.target.value as VipRewardType)}
              >
                <option value="points">Points (credited at once)</option>
                <option value="cash">Cash (paid by staff)</option>
              </Select>
            )}
          </AdminFormField>
          <AdminFormField
            label={cash ? 'Reward amount ($)' : 'Reward amount (points)'}
            required
            error={errors.reward_amount}
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode={cash ? 'decimal' : 'numeric'}
                min={0}
                step={cash ? '0.01' : '1'}
                value={form.reward_amount}
                $invalid={!!errors.reward_amount}
                onChange={(e) => set('reward_amount', e.target.value)}
              />
            )}
          </AdminFormField>
          <div className="wide">
            <label className="check">
              <input
                type="checkbox"
                checked={form.hidden}
                onChange={(e) => set('hidden', e.target.checked)}
              />
              Hidden from /vip-rewards (no new claims)
            </label>
            {errors.hidden ? <Muted role="alert">{errors.hidden}</Muted> : null}
          </div>
          <div className="wide">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Create tier'}
            </Button>
          </div>
        </Form>
      </Card>
    </Stack>
  );
}
