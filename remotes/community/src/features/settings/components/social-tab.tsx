import type { FormEvent } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import {
  PROFILE_HANDLE_MAX,
  parseSocialHandle,
  socialHandleMessage,
} from '@lobby/contract-community';
import type { ProfileSocialInput, UserProfile } from '@lobby/contract-community';
import type { SocialNetwork } from '@lobby/shared-ui';
import { SOCIAL_NETWORKS, ShareIcon } from '@lobby/shared-ui';
import { updateSocialHandles } from '../api/update-social-handles';
import { useProfileSave } from '../hooks/use-profile-save';
import { HandleField } from './handle-field';
import { SaveFooter, SettingsCard } from './settings-card';

type SocialField = 'twitter_user' | 'youtube_user' | 'instagram_user' | 'tiktok_user';

const FIELDS: ReadonlyArray<{
  field: SocialField;
  network: SocialNetwork;
  /** The form's label, when it is not the network's own name. */
  label?: string;
  placeholder: string;
}> = [
  { field: 'twitter_user', network: 'x', label: 'X / Twitter', placeholder: '@yourhandle' },
  { field: 'youtube_user', network: 'youtube', placeholder: '@yourchannel' },
  { field: 'instagram_user', network: 'instagram', placeholder: '@yourhandle' },
  { field: 'tiktok_user', network: 'tiktok', placeholder: '@yourhandle' },
];

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Grid = styled.div`
  display: grid;
  gap: 16px 20px;
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const valuesOf = (p: UserProfile): Record<SocialField, string> => ({
  twitter_user: p.twitter_user ?? '',
  youtube_user: p.youtube_user ?? '',
  instagram_user: p.instagram_user ?? '',
  tiktok_user: p.tiktok_user ?? '',
});

/** Social tab: the member's handles on X/Twitter, YouTube, Instagram and TikTok (free text). */
export function SocialTab({ profile }: { profile: UserProfile }) {
  const [values, setValues] = useState(() => valuesOf(profile));
  const { save, saving, saved, errors, setErrors } = useProfileSave(
    updateSocialHandles,
    'social handles',
  );

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The server refuses what is not a handle (spaces…) with the same message; say it before sending.
    const invalid: Partial<Record<SocialField, string>> = {};
    for (const { field, network, label } of FIELDS) {
      const parsed = parseSocialHandle(values[field]);
      if (parsed !== null && typeof parsed === 'object') {
        invalid[field] = socialHandleMessage(
          `${label ?? SOCIAL_NETWORKS[network].label} handle`,
          parsed.problem,
        );
      }
    }
    const first = FIELDS.find(({ field }) => invalid[field]);
    if (first) {
      setErrors(invalid);
      const input = e.currentTarget.elements.namedItem(first.field);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    const result = await save(values satisfies ProfileSocialInput);
    if (result.ok) setValues(valuesOf(result.profile));
  };

  return (
    <SettingsCard
      title="Social profiles"
      description="Add your handles and they show as links on your public profile. Leave a field empty to hide it."
      icon={<ShareIcon />}
    >
      <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Social profiles">
        <Grid>
          {FIELDS.map(({ field, network, label, placeholder }) => {
            const { Icon, label: name } = SOCIAL_NETWORKS[network];
            return (
              <HandleField
                key={field}
                label={label ?? name}
                icon={<Icon size={16} />}
                name={field}
                value={values[field]}
                placeholder={placeholder}
                maxLength={PROFILE_HANDLE_MAX}
                autoComplete="off"
                spellCheck={false}
                error={errors[field] ?? null}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              />
            );
          })}
        </Grid>
        <SaveFooter saving={saving} saved={saved} />
      </Form>
    </SettingsCard>
  );
}
