import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type {
  AdminSiteInput,
  AdminSiteResponse,
  ModeratorLimitKey,
  ModeratorLimits,
  SocialLinks,
} from '@lobby/shared-api';
import { getSettings, logFailure, useSessionStore } from '@lobby/shared-api';
import {
  AdminInput,
  AdminLoadError,
  AdminNumberInput,
  AdminPageHeader,
  AdminSaveBar,
  FIELDS_NEED_A_FIX,
  AdminTextArea,
  Alert,
  Card,
  CheckboxField,
  Loader,
  numberInput,
  SOCIAL_NETWORKS,
  AdminFieldGrid,
  useFormState,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText, fieldMessages, useAdminQuery } from '../../api/use-admin-query';
import { ImageUploadField } from '../../components/image-upload-field';
import { getAdminSite, saveAdminSite } from '../api/site';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Section = styled(Card).attrs({ as: 'fieldset' })`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  margin: 0;
  legend {
    float: left;
    width: 100%;
    padding: 0;
    font-size: 17px;
    font-weight: 700;
  }
  legend + * {
    clear: both;
  }
`;

const CasinoRow = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  @media (min-width: 640px) {
    grid-template-columns: 140px minmax(0, 1fr);
  }
`;

type Form = Omit<AdminSiteInput, 'moderator_limits'> & {
  moderator_limits: ModeratorLimits;
  site_logo_url: string | null;
};

const SOCIAL_KEYS: (keyof SocialLinks)[] = ['kick', 'discord', 'x', 'instagram', 'tiktok'];
const CASINO = [1, 2, 3] as const;
const REWARDS = [
  { key: 'points', label: 'Points per daily claim' },
  { key: 'xp', label: 'XP per daily claim' },
] as const;

/** Admin › Site › Moderator limits: past each, the action is an admin's (a ceiling of 0: admins only). */
const LIMITS: { key: ModeratorLimitKey; label: string; hint: string; cash?: true }[] = [
  {
    key: 'points_adjustment',
    label: 'Points adjustment (points)',
    hint: "The most points a moderator may add to or take from a member's balance at once.",
  },
  {
    key: 'vip_reward_points',
    label: 'VIP reward (points)',
    hint: 'The largest points reward a moderator may give a VIP tier.',
  },
  {
    key: 'vip_reward_cash',
    label: 'VIP reward (cash, $)',
    hint: 'The largest cash reward a moderator may give a VIP tier.',
    cash: true,
  },
  {
    key: 'prize_points',
    label: 'Prizes (points)',
    hint: 'The most points a giveaway, wager raffle, challenge or bonus hunt made by a moderator pays in all.',
  },
  {
    key: 'prize_cash',
    label: 'Prizes (cash, $)',
    hint: 'The most cash a giveaway, wager raffle or challenge made by a moderator pays in all.',
    cash: true,
  },
  {
    key: 'store_price_min',
    label: 'Lowest store price (points)',
    hint: 'A moderator may not price a store item under this (0: no floor).',
  },
  {
    key: 'entry_cost_min',
    label: 'Lowest points per entry (points)',
    hint: "A moderator may not set a giveaway's points per entry under this (0: no floor).",
  },
];

function toForm(data: AdminSiteResponse['data']): Form {
  return {
    site_name: data.site_name,
    site_logo: data.site_logo,
    site_logo_url: data.site_logo_url,
    site_description: data.site_description,
    social: { ...data.social },
    casino: { ...data.casino },
    daily_reward: { ...data.daily_reward },
    moderator_limits: { ...data.moderator_limits },
  };
}

function SiteForm({ initial }: { initial: AdminSiteResponse['data'] }) {
  const queryClient = useQueryClient();
  const setSettings = useSessionStore((s) => s.setSettings);
  const {
    values: form,
    reset: setForm,
    isDirty,
    markSaved,
  } = useFormState<Form>(() => toForm(initial));
  const unsavedPrompt = useUnsavedChangesPrompt(isDirty);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: ({ site_logo_url: _url, ...input }: Form) => saveAdminSite(input),
    meta: logFailure('[lobby] admin: the site settings could not be saved'),
    onSuccess: async (res) => {
      markSaved(toForm(res.data));
      setSaved(res.message ?? 'Saved.');
      queryClient.setQueryData(adminKeys.site(), res.data);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all() });
      // This page's own chrome follows at once; every other page reads it on its next load.
      try {
        setSettings(await getSettings());
      } catch {
        // the next page load brings it
      }
    },
  });
  const errors = fieldMessages(save.error);
  const formError = save.isError && !Object.keys(errors).length ? adminErrorText(save.error) : null;

  const set = (patch: Partial<Form>) => {
    setSaved(null);
    setForm((f) => ({ ...f, ...patch }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    save.mutate(form);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Site settings">
      {unsavedPrompt}
      {Object.keys(errors).length ? (
        <Alert $tone="danger" role="alert">
          {FIELDS_NEED_A_FIX}
        </Alert>
      ) : null}
      <Section>
        <legend>Identity</legend>
        <AdminInput
          label="Site name"
          required
          error={errors.site_name}
          value={form.site_name}
          maxLength={60}
          onValue={(v) => set({ site_name: v })}
        />
        <ImageUploadField
          label="Logo"
          url={form.site_logo_url}
          error={errors.site_logo}
          onChange={(v) => set({ site_logo: v?.path ?? null, site_logo_url: v?.url ?? null })}
        />
        <AdminTextArea
          label="Description"
          required
          error={errors.site_description}
          hint={`${form.site_description.length}/300 — shown as plain text, never as HTML.`}
          value={form.site_description}
          maxLength={300}
          rows={3}
          style={{ minHeight: 80 }}
          onValue={(v) => set({ site_description: v })}
        />
      </Section>

      <Section>
        <legend>Social links</legend>
        <AdminFieldGrid $min={240}>
          {SOCIAL_KEYS.map((key) => {
            const err = errors[`social.${key}`];
            return (
              <AdminInput
                key={key}
                label={SOCIAL_NETWORKS[key].label}
                error={err}
                hint="A full https:// address or a handle; leave empty to hide it."
                value={form.social[key] ?? ''}
                placeholder={key === 'discord' ? 'https://discord.gg/…' : '@handle'}
                onValue={(v) => set({ social: { ...form.social, [key]: v || null } })}
              />
            );
          })}
        </AdminFieldGrid>
      </Section>

      <Section>
        <legend>Casino usernames</legend>
        <p style={{ margin: 0, fontSize: 14 }}>
          The casino username fields members fill in under Settings › Casino.
        </p>
        {CASINO.map((n) => {
          const enabled = `crypto${n}_enabled` as const;
          const label = `crypto${n}_label` as const;
          const err = errors[`casino.${label}`];
          return (
            <CasinoRow key={n}>
              <CheckboxField
                style={{ minHeight: 42 }}
                checked={form.casino[enabled]}
                onChange={(on) => set({ casino: { ...form.casino, [enabled]: on } })}
              >
                Field {n} on
              </CheckboxField>
              <AdminInput
                label={`Field ${n} label`}
                required
                error={err}
                value={form.casino[label]}
                maxLength={40}
                onValue={(v) => set({ casino: { ...form.casino, [label]: v } })}
              />
            </CasinoRow>
          );
        })}
      </Section>

      <Section>
        <legend>Daily reward</legend>
        <AdminFieldGrid $min={240}>
          {REWARDS.map((r) => (
            <AdminNumberInput
              key={r.key}
              label={r.label}
              required
              error={errors[`daily_reward.${r.key}`]}
              value={Number.isNaN(form.daily_reward[r.key]) ? '' : form.daily_reward[r.key]}
              onValue={(v) =>
                set({ daily_reward: { ...form.daily_reward, [r.key]: numberInput(v) } })
              }
            />
          ))}
        </AdminFieldGrid>
      </Section>

      <Section>
        <legend>Moderator limits</legend>
        <p style={{ margin: 0, fontSize: 14 }}>
          What a moderator may create or grant on their own. Above a limit the action is an
          admin&apos;s (the moderator is told so, and the refusal is in the audit log); 0 makes it
          admins only. The two lowest prices are floors: a moderator may not price under them.
          Nobody, admins included, acts on their own account.
        </p>
        <AdminFieldGrid $min={240}>
          {LIMITS.map((l) => {
            const value = form.moderator_limits[l.key];
            return (
              <AdminNumberInput
                key={l.key}
                label={l.label}
                required
                step={l.cash ? 0.01 : 1}
                hint={l.hint}
                error={errors[`moderator_limits.${l.key}`]}
                value={Number.isNaN(value) ? '' : value}
                onValue={(v) =>
                  set({ moderator_limits: { ...form.moderator_limits, [l.key]: numberInput(v) } })
                }
              />
            );
          })}
        </AdminFieldGrid>
      </Section>

      <AdminSaveBar
        sticky
        className=""
        busy={save.isPending}
        label="Save changes"
        cancelLabel="Discard changes"
        onCancel={() => {
          save.reset();
          set(toForm(initial));
        }}
        saved={saved ? `${saved} Public pages show it on their next load.` : null}
        error={formError}
      />
    </Form>
  );
}

/**
 * /admin-new/site (admins): the site's name, logo, description, socials, casino block, reward and
 * the moderator limits.
 */
export function SitePage() {
  const site = useAdminQuery(adminKeys.site(), getAdminSite, 'the site settings');
  const [initial, setInitial] = useState<AdminSiteResponse['data'] | null>(null);
  // The form starts from the first answer and is not reset by background refetches.
  useEffect(() => {
    if (site.data && !initial) setInitial(site.data);
  }, [site.data, initial]);
  return (
    <>
      <AdminPageHeader
        title="Site"
        description="The site's name, logo and description, its social links, the casino username fields, the daily reward and what moderators may grant."
      />
      {site.isError ? (
        <AdminLoadError onRetry={() => void site.refetch()}>
          The site settings could not be loaded: {adminErrorText(site.error)}
        </AdminLoadError>
      ) : initial ? (
        <SiteForm initial={initial} />
      ) : (
        <Loader label="Loading the site settings..." />
      )}
    </>
  );
}
