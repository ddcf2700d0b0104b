import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { AdminPayoutProvider } from '@lobby/shared-api';
import {
  AdminForm,
  AdminInput,
  AdminNumberInput,
  AdminSaveBar,
  CheckboxField,
  formatUSD,
  numberInput,
  serverFieldErrors,
  useFieldErrors,
  useFormState,
  bindFields,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { adminErrorText } from '../../api/use-admin-query';
import { saveTippingApi } from '../api/payouts-api';

interface ProviderForm {
  enabled: boolean;
  api_url: string;
  api_token: string;
  per_payout_cap: string;
  daily_cap: string;
  approval_threshold: string;
}

const formOf = (p: AdminPayoutProvider): ProviderForm => ({
  enabled: p.enabled,
  api_url: p.api_url,
  api_token: '',
  per_payout_cap: String(p.per_payout_cap),
  daily_cap: String(p.daily_cap),
  approval_threshold: String(p.approval_threshold),
});

/** The three caps of a tipping API, in USD. */
const CAPS = [
  { name: 'per_payout_cap', label: 'Per-payout cap (USD)', hint: undefined },
  { name: 'daily_cap', label: 'Daily cap (USD)', hint: undefined },
  {
    name: 'approval_threshold',
    label: 'Approval above (USD)',
    hint: 'Staff approve each payout above this.',
  },
] as const;

/** One platform's tipping API and caps (admins edit; the token is write-only). */
export function TippingApiForm({
  provider,
  onSaved,
}: {
  provider: AdminPayoutProvider;
  onSaved: (message: string) => void;
}) {
  const {
    values: form,
    set,
    isDirty,
    markSaved,
  } = useFormState(() => formOf(provider), {
    data: provider,
    toForm: formOf,
  });
  const unsavedPrompt = useUnsavedChangesPrompt(isDirty);
  const save = useMutation({
    mutationFn: () =>
      saveTippingApi(provider.platform.id, {
        enabled: form.enabled,
        api_url: form.api_url,
        ...(form.api_token.trim() ? { api_token: form.api_token } : {}),
        per_payout_cap: numberInput(form.per_payout_cap),
        daily_cap: numberInput(form.daily_cap),
        approval_threshold: numberInput(form.approval_threshold),
      }),
    onSuccess: (res) => {
      markSaved();
      onSaved(res.message);
    },
  });
  const errors = useFieldErrors(save.error, form);
  const field = bindFields(form, set, errors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <AdminForm
      $min={200}
      $align="end"
      onSubmit={submit}
      noValidate
      aria-label={`Tipping API of ${provider.platform.name}`}
    >
      {unsavedPrompt}
      <CheckboxField className="wide" checked={form.enabled} onChange={(v) => set('enabled', v)}>
        Pay prizes automatically on {provider.platform.name}
      </CheckboxField>
      <AdminInput
        wide
        label="Tipping API URL"
        hint="The casino's tip endpoint (Roobet-style: recipient name, amount, nonce)."
        type="url"
        {...field('api_url')}
        placeholder="https://…/affiliate/v2/tip"
      />
      <AdminInput
        label="API token"
        hint={
          provider.has_token
            ? 'A token is stored. Type a new one to replace it.'
            : 'Required to turn payouts on.'
        }
        type="password"
        autoComplete="off"
        {...field('api_token')}
      />
      {CAPS.map((cap) => (
        <AdminNumberInput
          key={cap.name}
          label={cap.label}
          hint={
            cap.name === 'daily_cap' ? `Used today: ${formatUSD(provider.used_today)}` : cap.hint
          }
          error={errors[cap.name]}
          step={0.01}
          value={form[cap.name]}
          onValue={(v) => set(cap.name, v)}
        />
      ))}
      <AdminSaveBar
        busy={save.isPending}
        label="Save tipping API"
        error={
          save.isError && !Object.keys(serverFieldErrors(save.error)).length
            ? adminErrorText(save.error)
            : null
        }
      />
    </AdminForm>
  );
}
