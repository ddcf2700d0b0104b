import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { logFailure } from '@lobby/shared-api';
import { AdminFormField, Button, Input, useUnsavedChangesPrompt } from '@lobby/shared-ui';
import { fieldMessages, adminErrorText } from '../../api/use-admin-query';
import { addRemote } from '../api/remotes';
import { ManifestUrlField } from './manifest-url-field';
import { Head, RemoteCard, ReplaceForm } from './remote-parts';

/** Add: a remote of one's own beside the others, under its own name (its paths and nav). */
export function AddRemoteForm({ onChanged }: { onChanged: (message: string) => Promise<void> }) {
  const [draft, setDraft] = useState({ name: '', manifest: '' });
  const unsavedPrompt = useUnsavedChangesPrompt(
    draft.name.trim() !== '' || draft.manifest.trim() !== '',
  );
  const add = useMutation({
    mutationFn: () => addRemote(draft.name.trim(), draft.manifest.trim()),
    meta: logFailure('[lobby] admin: the remote could not be added', 'warn'),
    onSuccess: async (res) => {
      setDraft({ name: '', manifest: '' });
      await onChanged(res.message ?? 'Added.');
    },
  });
  const errors = fieldMessages(add.error);
  const generic =
    add.isError && !errors.name && !errors.manifest ? adminErrorText(add.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  return (
    <RemoteCard aria-labelledby="remote-add">
      <Head>
        <h2 id="remote-add">Add a remote</h2>
      </Head>
      <p>
        A page of your own beside the site&apos;s areas: its build&apos;s paths and sidebar entries
        come from its descriptor (lobby-remote.json next to the manifest); its name is the
        build&apos;s container name, as the descriptor gives it.
      </p>
      <ReplaceForm
        $columns="minmax(0, 1fr) minmax(0, 2fr)"
        onSubmit={submit}
        noValidate
        aria-label="Add a remote"
      >
        <AdminFormField label="Name" error={errors.name}>
          {(p) => (
            <Input
              {...p}
              $invalid={!!errors.name}
              value={draft.name}
              onChange={(e) => {
                add.reset();
                setDraft({ ...draft, name: e.target.value });
              }}
            />
          )}
        </AdminFormField>
        <ManifestUrlField
          label="Manifest URL"
          error={errors.manifest ?? generic}
          placeholder="https://cdn.example.com/my-page/1.0.0/mf-manifest.json"
          value={draft.manifest}
          onChange={(value) => {
            add.reset();
            setDraft({ ...draft, manifest: value });
          }}
        />
        <Button
          type="submit"
          disabled={add.isPending || !draft.name.trim() || !draft.manifest.trim()}
        >
          {add.isPending ? 'Checking...' : 'Add'}
        </Button>
      </ReplaceForm>
      {unsavedPrompt}
    </RemoteCard>
  );
}
