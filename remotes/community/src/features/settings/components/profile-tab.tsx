import type { UserProfile } from '@lobby/shared-api';
import {
  PROFILE_BIO_MAX,
  PROFILE_SAVED_MESSAGE,
  updateProfile,
  useSessionStore,
} from '@lobby/shared-api';
import { TextAreaField, UserIcon } from '@lobby/shared-ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { useTimedMessage } from '../hooks/use-timed-message';
import { fieldErrorsOf } from '../utils/field-errors';
import { sessionPatchFrom } from '../utils/session-patch';
import { BannerField } from './banner-field';
import { SAVED_MS, SaveFooter, SettingsCard } from './settings-card';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

/** Profile tab's form: the banner and the bio (the daily claim sits above it on the page). */
export function ProfileTab({
  profile,
  onSaved,
}: {
  profile: UserProfile;
  onSaved: (p: UserProfile) => void;
}) {
  const patchUser = useSessionStore((s) => s.patchUser);
  const [bio, setBio] = useState(profile.bio ?? '');
  const [banner, setBanner] = useState<File | null>(null);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [saved, showSaved] = useTimedMessage<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const res = await updateProfile({ bio, banner });
      setBio(res.data.bio ?? '');
      setBanner(null);
      setBannerError(null);
      onSaved(res.data);
      patchUser(sessionPatchFrom(res.data));
      showSaved(PROFILE_SAVED_MESSAGE, SAVED_MS);
    } catch (error) {
      // Spec part 1 §8: profile update failures are logged only; a 400 still marks its fields.
      console.error('Failed to update profile', error);
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (fields.banner) setBannerError(fields.banner);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsCard
      title="Profile"
      description="Your bio and banner appear on your public profile."
      icon={<UserIcon />}
    >
      <Form onSubmit={submit} noValidate aria-label="Profile">
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
