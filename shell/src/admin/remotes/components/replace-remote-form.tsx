import { useMutation } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import type { AdminRemote, RemoteDrops } from '@lobby/shared-api';
import { logFailure } from '@lobby/shared-api';
import { Button, ConfirmDialog } from '@lobby/shared-ui';
import { adminErrorText, fieldMessages } from '../../api/use-admin-query';
import { previewReplace, replaceRemote } from '../api/remotes';
import { ManifestUrlField } from './manifest-url-field';
import { ReplaceForm } from './remote-parts';

/** What a new build drops, as the Replace confirmation lists it. */
function DropsList({ drops }: { drops: RemoteDrops }) {
  return (
    <ul>
      {drops.paths.length ? <li>Pages: {drops.paths.join(', ')}</li> : null}
      {drops.admin ? <li>Its admin screens</li> : null}
      {drops.nav.length ? (
        <li>Sidebar links: {drops.nav.map((n) => `“${n.label}” (${n.path})`).join(', ')}</li>
      ) : null}
    </ul>
  );
}

/**
 * Replace: another build's manifest URL for the remote. `children` are the remote's other
 * actions, on the form's row (Roll back, Remove).
 */
export function ReplaceRemoteForm({
  remote,
  manifest,
  onManifest,
  onChanged,
  children,
}: {
  remote: AdminRemote;
  manifest: string;
  onManifest: (manifest: string) => void;
  onChanged: (message: string) => Promise<void>;
  children?: ReactNode;
}) {
  const [drops, setDrops] = useState<{ version: string; drops: RemoteDrops } | null>(null);
  const replace = useMutation({
    mutationFn: (acceptDrops: boolean) => replaceRemote(remote.name, manifest.trim(), acceptDrops),
    meta: logFailure(`[lobby] admin: the ${remote.name} remote could not be replaced`, 'warn'),
    onSuccess: async (res) => {
      onManifest('');
      setDrops(null);
      await onChanged(res.message ?? 'Saved.');
    },
  });
  // Replace first asks what the new build drops; anything dropped is confirmed before it is used.
  const preview = useMutation({
    mutationFn: () => previewReplace(remote.name, manifest.trim()),
    meta: logFailure(`[lobby] admin: the ${remote.name} replacement could not be checked`, 'warn'),
    onSuccess: (res) => {
      const d = res.data.drops;
      if (d.paths.length || d.admin || d.nav.length) setDrops(res.data);
      else replace.mutate(false);
    },
  });
  const failed = preview.isError ? preview.error : replace.isError && !drops ? replace.error : null;
  const errors = fieldMessages(failed);
  const replaceError = errors.manifest ?? (failed ? adminErrorText(failed) : null);
  const checking = preview.isPending || replace.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    replace.reset();
    preview.mutate();
  };

  return (
    <>
      <ReplaceForm onSubmit={submit} noValidate aria-label={`Replace ${remote.name}`}>
        <ManifestUrlField
          label="New manifest URL"
          error={replaceError}
          hint="The mf-manifest.json of another build of this remote (it must answer this site)."
          placeholder={`https://cdn.example.com/${remote.name}/2.0.0/mf-manifest.json`}
          value={manifest}
          onChange={(value) => {
            replace.reset();
            preview.reset();
            onManifest(value);
          }}
        />
        <Button type="submit" disabled={checking || !manifest.trim()}>
          {checking ? 'Checking...' : 'Replace'}
        </Button>
        {children}
      </ReplaceForm>
      <ConfirmDialog
        open={drops !== null}
        title={`Replace ${remote.name} by ${drops?.version ?? 'this build'}?`}
        confirmLabel="Replace anyway"
        tone="danger"
        busy={replace.isPending}
        error={replace.isError ? adminErrorText(replace.error) : null}
        onConfirm={() => replace.mutate(true)}
        onCancel={() => {
          replace.reset();
          setDrops(null);
        }}
      >
        <p>The new build drops what the one it replaces has:</p>
        {drops ? <DropsList drops={drops.drops} /> : null}
        <p>Those pages answer “not found” and their links leave the sidebar.</p>
      </ConfirmDialog>
    </>
  );
}
