import type { FormEvent } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { PROFILE_BIO_MAX } from '@lobby/contract-community';
import type { UserProfile } from '@lobby/contract-community';
import { TextAreaField, UserIcon } from '@lobby/shared-ui';
import { updateProfile } from '../api/update-profile';
import { useProfileSave } from '../hooks/use-profile-save';
import { BannerField } from './banner-field';
import { SaveFooter, SettingsCard } from './settings-card';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

/** Profile tab's form: the banner and the bio (the daily claim sits above it on the page). */
export function ProfileTab({ profile }: { profile: UserProfile }) {
  const [bio, setBio] = useState(profile.bio ?? '');
  const [banner, setBanner] = useState<File | null>(null);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const { save, saving, saved, errors } = useProfileSave(updateProfile, 'profile');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await save({ bio, banner });
    if (result.ok) {
      setBio(result.profile.bio ?? '');
      setBanner(null);
      setBannerError(null);
    } else if (result.fields.banner) {
      setBannerError(result.fields.banner);
    }
  };

  return (
    <SettingsCard
      title="Profile"
      description="Your bio and banner appear on your public profile."
      icon={<UserIcon />}
    >
      <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Profile">
        <BannerField
          current={profile.banner}
          file={banner}
          error={bannerError}
          disabled={saving}
          onChange={setBanner}
          onError={setBannerError}
        />
        <TextAreaField
          label="Bio"
          name="bio"
          value={bio}
          maxLength={PROFILE_BIO_MAX}
          rows={5}
          placeholder="Tell the community about yourself: favourite slots, biggest wins, when you hang out on stream…"
          onChange={(e) => setBio(e.target.value)}
          error={errors.bio ?? null}
          hint={`${bio.length}/${PROFILE_BIO_MAX}`}
        />
        <SaveFooter saving={saving} saved={saved} />
      </Form>
    </SettingsCard>
  );
}
