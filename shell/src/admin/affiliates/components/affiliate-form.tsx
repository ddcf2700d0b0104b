import type { FormEvent } from 'react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { AdminAffiliate, AdminAffiliateInput } from '@lobby/shared-api';
import { AFFILIATE_BENEFITS_MAX } from '@lobby/shared-api';
import {
  AdminFormStatus,
  AdminInput,
  AdminSaveBar,
  Button,
  Card,
  CheckboxField,
  CloseIcon,
  FieldError,
  Input,
  AdminFieldGrid,
  useFormState,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { ImageUploadField } from '../../components/image-upload-field';

const Panel = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    font-size: 18px;
  }
  h2:focus {
    outline: none;
  }
`;

const Benefits = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0 0 6px;
    font-weight: 600;
    font-size: 14px;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  li > div {
    display: flex;
    gap: 8px;
    align-items: center;
  }
`;

const IconButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

type Draft = AdminAffiliateInput & { logo_src: string | null };

const blank: Draft = {
  name: '',
  logo_url: null,
  logo_src: null,
  benefits: [],
  redirect_url: 'https://',
  active: true,
};

/** Create or edit one affiliate: name, logo, redirect URL, benefits, shown or hidden. */
export function AffiliateForm({
  affiliate,
  busy,
  errors,
  formError,
  onSubmit,
  onCancel,
}: {
  /** The affiliate being edited; null to create one. */
  affiliate: AdminAffiliate | null;
  busy: boolean;
  errors: Record<string, string>;
  formError: string | null;
  onSubmit: (input: AdminAffiliateInput) => void;
  onCancel: () => void;
}) {
  const {
    values: draft,
    reset: setDraft,
    isDirty,
  } = useFormState<Draft>(() =>
    affiliate
      ? {
          name: affiliate.name,
          logo_url: affiliate.logo_url,
          logo_src: affiliate.logo_src,
          benefits: [...affiliate.benefits],
          redirect_url: affiliate.redirect_url,
          active: affiliate.active,
        }
      : blank,
  );
  const unsavedPrompt = useUnsavedChangesPrompt(isDirty);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const title = affiliate ? `Edit ${affiliate.name}` : 'New affiliate';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { logo_src: _src, ...input } = draft;
    onSubmit(input);
  };

  const benefitErrors = Object.entries(errors).filter(([k]) => k.startsWith('benefits'));

  return (
    <Panel aria-labelledby="affiliate-form-title">
      <h2 id="affiliate-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {unsavedPrompt}
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <AdminFormStatus error={formError} />
        <AdminFieldGrid $min={260}>
          <AdminInput
            label="Name"
            required
            error={errors.name}
            value={draft.name}
            maxLength={80}
            onValue={(v) => set({ name: v })}
          />
          <AdminInput
            label="Redirect URL"
            required
            error={errors.redirect_url}
            hint="Where the affiliate's card leads: an http:// or https:// address."
            type="url"
            inputMode="url"
            value={draft.redirect_url}
            onValue={(v) => set({ redirect_url: v })}
          />
        </AdminFieldGrid>
        <ImageUploadField
          label="Logo"
          url={draft.logo_src}
          error={errors.logo_url}
          onChange={(v) => set({ logo_url: v?.path ?? null, logo_src: v?.url ?? null })}
        />
        <Benefits>
          <legend>Benefits</legend>
          {draft.benefits.length ? (
            <ol>
              {draft.benefits.map((b, i) => {
                const err = errors[`benefits.${i}`];
                return (
                  <li key={i}>
                    <div>
                      <Input
                        aria-label={`Benefit ${i + 1}`}
                        aria-invalid={!!err}
                        $invalid={!!err}
                        value={b}
                        maxLength={120}
                        onChange={(e) =>
                          set({
                            benefits: draft.benefits.map((x, j) => (j === i ? e.target.value : x)),
                          })
                        }
                      />
                      <IconButton
                        type="button"
                        aria-label={`Remove benefit ${i + 1}`}
                        onClick={() => set({ benefits: draft.benefits.filter((_, j) => j !== i) })}
                      >
                        <CloseIcon size={16} />
                      </IconButton>
                    </div>
                    {err ? <FieldError>{err}</FieldError> : null}
                  </li>
                );
              })}
            </ol>
          ) : null}
          {benefitErrors.some(([k]) => k === 'benefits') ? (
            <FieldError>{errors.benefits}</FieldError>
          ) : null}
          <div>
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              disabled={draft.benefits.length >= AFFILIATE_BENEFITS_MAX}
              onClick={() => set({ benefits: [...draft.benefits, ''] })}
            >
              Add benefit
            </Button>
          </div>
        </Benefits>
        <CheckboxField checked={draft.active} onChange={(v) => set({ active: v })}>
          Shown in the sidebar and on the home page
        </CheckboxField>
        <AdminSaveBar
          className=""
          busy={busy}
          label={affiliate ? 'Save affiliate' : 'Create affiliate'}
          onCancel={onCancel}
        />
      </form>
    </Panel>
  );
}
