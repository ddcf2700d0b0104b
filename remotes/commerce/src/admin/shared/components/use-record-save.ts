import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureBanner, useFieldErrors } from '@lobby/shared-ui';
import { failureText } from '../api/admin-api';

interface Saved<R> {
  message?: string;
  data: R;
}

export interface RecordSaveOptions<I, R extends { id: number }> {
  /** The record being edited (from `useRecordId`), null on a "new" page. */
  id: number | null;
  create: (body: I) => Promise<Saved<R>>;
  update: (id: number, body: I) => Promise<Saved<R>>;
  /** The queries showing such records (admin lists, the public page): refreshed after a save. */
  refresh: readonly QueryKey[];
  /** The record's own query, which takes the saved record as it is. */
  detailKey: (id: number) => QueryKey;
  /** A new record's edit page, where its page goes once it is created. */
  pathOf: (id: number) => string;
  /** Called when a save succeeds, before a new record's page moves (the form's `markSaved`). */
  onSaved?: () => void;
  /** The form's values: a field's message from a failed save goes once its value changes. */
  values?: object;
  /** The form's field of a message whose key is the payload's, not the field's. */
  fieldOf?: Record<string, string>;
}

/**
 * The save of a commerce admin edit page: create or update, refresh what shows such records, keep
 * the saved record as its detail, say the server's message and move a new record to its own
 * address. `errors` are the failed save's messages per field; `status` is what the page's
 * `AdminFormStatus` says (the notice, the failure, the fields to fix).
 */
export function useRecordSave<I, R extends { id: number }>({
  id,
  create,
  update,
  refresh,
  detailKey,
  pathOf,
  onSaved,
  values,
  fieldOf,
}: RecordSaveOptions<I, R>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: I) => (id != null ? update(id, body) : create(body)),
    onSuccess: (res) => {
      onSaved?.();
      for (const key of refresh) void queryClient.invalidateQueries({ queryKey: key });
      queryClient.setQueryData(detailKey(res.data.id), res.data);
      setNotice(res.message ?? 'Saved.');
      if (id == null) void navigate(pathOf(res.data.id), { replace: true });
    },
  });
  const errors = useFieldErrors(save.error, values, fieldOf);
  const submit = (body: I) => {
    setNotice(null);
    save.mutate(body);
  };
  const status = {
    saved: notice,
    error: failureBanner(save.error, errors, save.isError ? failureText(save.error) : null),
    fieldErrors: errors,
  };
  return { save, errors, status, submit };
}
