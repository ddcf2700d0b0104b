import type { FormEvent } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { PROFILE_HANDLE_MAX } from '@lobby/contract-community';
import type {
  ProfileCasinoField,
  ProfileCasinoInput,
  UserProfile,
} from '@lobby/contract-community';
import type { CasinoSettings } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { EmptyState, ChipIcon } from '@lobby/shared-ui';
import { updateCasinoUsernames } from '../api/update-casino-usernames';
import { useProfileSave } from '../hooks/use-profile-save';
import { CasinoLinksCard } from './casino-links-card';
import { HandleField } from './handle-field';
import { SaveFooter, SettingsCard } from './settings-card';

/** The casino block's fields: profile column, enabled flag and label (settings call, spec part 1 §3). */
export function casinoFields(
  casino: CasinoSettings,
): Array<{ field: ProfileCasinoField; label: string }> {
  const all: Array<{ field: ProfileCasinoField; enabled: boolean; label: string }> = [
    { field: 'crypto', enabled: casino.crypto1_enabled, label: casino.crypto1_label },
    { field: 'crypto2', enabled: casino.crypto2_enabled, label: casino.crypto2_label },
    { field: 'crypto3', enabled: casino.crypto3_enabled, label: casino.crypto3_label },
  ];
  return all
    .filter((f) => f.enabled)
    .map(({ field, label }) => ({ field, label: label || 'Casino username' }));
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Fields = styled.div`
  display: grid;
  gap: 16px;
  max-width: 560px;
`;

const valuesOf = (p: UserProfile): Record<ProfileCasinoField, string> => ({
  crypto: p.crypto ?? '',
  crypto2: p.crypto2 ?? '',
  crypto3: p.crypto3 ?? '',
});

/** Casino tab: up to three casino usernames, labelled and switched on by the site's casino block. */
export function CasinoTab({ profile }: { profile: UserProfile }) {
  const casino = useSessionStore((s) => s.settings.casino);
  const fields = casinoFields(casino);
  const [values, setValues] = useState(() => valuesOf(profile));
  const { save, saving, saved, errors } = useProfileSave(updateCasinoUsernames, 'casino usernames');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Only the fields the site has switched on are sent (the server refuses the others).
    const input: ProfileCasinoInput = Object.fromEntries(
      fields.map(({ field }) => [field, values[field]]),
    );
    const result = await save(input);
    if (result.ok) setValues(valuesOf(result.profile));
  };

  return (
    <>
      <SettingsCard
        title="Casino usernames"
        description="The usernames you play under on our partner casinos, so your wagers count for leaderboards and raffles."
        icon={<ChipIcon />}
      >
        {fields.length === 0 ? (
          <EmptyState title="No casino usernames needed right now" icon={<ChipIcon size={32} />}>
            This site hasn't switched on any casino username fields yet. When it does, you can add
            your usernames here.
          </EmptyState>
        ) : (
          <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Casino usernames">
            <Fields>
              {fields.map(({ field, label }) => (
                <HandleField
                  key={field}
                  label={label}
                  name={field}
                  value={values[field]}
                  maxLength={PROFILE_HANDLE_MAX}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="Your username on this casino"
                  error={errors[field] ?? null}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                />
              ))}
            </Fields>
            <SaveFooter saving={saving} saved={saved} />
          </Form>
        )}
      </SettingsCard>
      <CasinoLinksCard />
    </>
  );
}
