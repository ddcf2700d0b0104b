import { useCallback, useState } from 'react';
import type { ProfileUpdateResponse, UserProfile } from '@lobby/contract-community';
import { PROFILE_SAVED_MESSAGE } from '@lobby/contract-community';
import { useSessionStore } from '@lobby/shared-api';
import { SAVED_MS } from '../components/settings-card';
import { fieldErrorsOf } from '../utils/field-errors';
import { sessionPatchFrom } from '../utils/session-patch';
import { useTimedMessage } from './use-timed-message';

export type SaveResult =
  { ok: true; profile: UserProfile } | { ok: false; fields: Record<string, string> };

/**
 * What every Settings form does on Save: mark it saving, send, hand the saved profile to the page
 * and the session store, show 'Saved successfully!' for 3 s; a failure is logged only (spec
 * part 1 §8) and a 400 marks its fields.
 */
export function useProfileSave(onSaved: (profile: UserProfile) => void, what: string) {
  const patchUser = useSessionStore((s) => s.patchUser);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [saved, showSaved] = useTimedMessage<string>();

  const save = useCallback(
    async (send: () => Promise<ProfileUpdateResponse>): Promise<SaveResult> => {
      setSaving(true);
      setErrors({});
      try {
        const res = await send();
        onSaved(res.data);
        patchUser(sessionPatchFrom(res.data));
        showSaved(PROFILE_SAVED_MESSAGE, SAVED_MS);
        return { ok: true, profile: res.data };
      } catch (error) {
        console.error(`Failed to update ${what}`, error);
        const fields = fieldErrorsOf(error);
        setErrors(fields);
        return { ok: false, fields };
      } finally {
        setSaving(false);
      }
    },
    [onSaved, patchUser, showSaved, what],
  );

  return { save, saving, saved, errors, setErrors };
}
