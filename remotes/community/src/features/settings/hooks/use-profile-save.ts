import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PROFILE_SAVED_MESSAGE } from '@lobby/contract-community';
import type { ProfileUpdateResponse, UserProfile } from '@lobby/contract-community';
import { logFailure, useSessionStore } from '@lobby/shared-api';
import { communityKeys } from '../../../api/query-keys';
import { SAVED_MS } from '../components/settings-card';
import { fieldErrorsOf } from '../utils/field-errors';
import { sessionPatchFrom } from '../utils/session-patch';
import { useTimedMessage } from './use-timed-message';

export type SaveResult =
  { ok: true; profile: UserProfile } | { ok: false; fields: Record<string, string> };

/**
 * What every Settings form does on Save: mark it saving, send, put the saved profile into the
 * page's cache (the forms, and the public profile reloads) and the session store, show 'Saved
 * successfully!' for 3 s; a failure is logged only (spec part 1 §8) and a 400 marks its fields.
 */
export function useProfileSave<TInput>(
  send: (input: TInput) => Promise<ProfileUpdateResponse>,
  what: string,
) {
  const queryClient = useQueryClient();
  const patchUser = useSessionStore((s) => s.patchUser);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, showSaved] = useTimedMessage<string>();

  const { mutateAsync, isPending } = useMutation({
    mutationFn: send,
    meta: logFailure(`Failed to update ${what}`),
    onSuccess: (res) => {
      queryClient.setQueryData(communityKeys.ownProfile(res.data.id), res.data);
      void queryClient.invalidateQueries({ queryKey: communityKeys.profiles() });
      patchUser(sessionPatchFrom(res.data));
    },
  });

  const save = async (input: TInput): Promise<SaveResult> => {
    setErrors({});
    try {
      const res = await mutateAsync(input);
      showSaved(PROFILE_SAVED_MESSAGE, SAVED_MS);
      return { ok: true, profile: res.data };
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      return { ok: false, fields };
    }
  };

  return { save, saving: isPending, saved, errors, setErrors };
}
