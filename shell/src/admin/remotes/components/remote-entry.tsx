import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminRemote } from '@lobby/shared-api';
import { logFailure } from '@lobby/shared-api';
import {
  Alert,
  Button,
  ConfirmDialog,
  formatDateTime,
  StatusBadge,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { adminErrorText } from '../../api/use-admin-query';
import { areaLabel } from '../../areas/admin-areas';
import { removeRemote, rollbackRemote } from '../api/remotes';
import { CanaryPanel } from './canary-panel';
import { NavIconsForm } from './nav-icons-form';
import { RemoteHistory } from './remote-history';
import { Facts, Head, RemoteCard } from './remote-parts';
import { ReplaceRemoteForm } from './replace-remote-form';

const SOURCE: Record<AdminRemote['source'], string> = {
  build: 'Built with the site',
  dev: 'Dev server',
  override: 'LOBBY_REMOTES_FILE',
  admin: 'Set in Admin › Remotes',
};

/**
 * One remote's card: its state and build, Replace, Roll back and Remove, its canary release, its
 * sidebar icons and its history. Unsaved input in any of its forms is asked about before leaving.
 */
export function RemoteEntry({
  remote,
  onChanged,
}: {
  remote: AdminRemote;
  onChanged: (message: string) => Promise<void>;
}) {
  const [manifest, setManifest] = useState('');
  const [canary, setCanary] = useState({ manifest: '', percent: '10' });
  const [icons, setIcons] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const unsavedPrompt = useUnsavedChangesPrompt(
    manifest.trim() !== '' || canary.manifest.trim() !== '' || Object.keys(icons).length > 0,
  );
  const rollback = useMutation({
    mutationFn: () => rollbackRemote(remote.name),
    meta: logFailure(`[lobby] admin: the ${remote.name} remote could not be rolled back`, 'warn'),
    onSuccess: async (res) => {
      setConfirming(false);
      await onChanged(res.message ?? 'Rolled back.');
    },
  });
  const remove = useMutation({
    mutationFn: () => removeRemote(remote.name),
    meta: logFailure(`[lobby] admin: the ${remote.name} remote could not be removed`, 'warn'),
    onSuccess: async (res) => {
      setRemoving(false);
      await onChanged(res.message ?? 'Removed.');
    },
  });
  const live = remote.history.find((h) => h.live);
  const previous = remote.history.find((h) => !h.live && !h.reverted_at && live && h.id < live.id);
  const titleId = `remote-${remote.name}`;

  return (
    <RemoteCard aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{areaLabel(remote.name)}</h2>
        {remote.state === 'ok' ? (
          <StatusBadge tone="success">Manifest answers</StatusBadge>
        ) : (
          <StatusBadge tone="danger">Not mounted</StatusBadge>
        )}
        {remote.admin ? <StatusBadge tone="info">Admin screens</StatusBadge> : null}
        {remote.canary ? (
          <StatusBadge tone="warning">Canary {remote.canary.percent} %</StatusBadge>
        ) : null}
      </Head>
      {remote.reason ? (
        <Alert $tone="danger" role="note">
          {remote.reason}
        </Alert>
      ) : null}
      <Facts>
        <dt>Version</dt>
        <dd>{remote.version}</dd>
        <dt>Manifest</dt>
        <dd>
          <code>{remote.manifest}</code>
        </dd>
        <dt>Entry from</dt>
        <dd>
          {SOURCE[remote.source]}
          {live?.created_by
            ? ` by ${live.created_by.name}, ${formatDateTime(live.created_at)}`
            : ''}
        </dd>
        <dt>Paths</dt>
        <dd>{remote.paths.join(', ') || '—'}</dd>
      </Facts>
      <ReplaceRemoteForm
        remote={remote}
        manifest={manifest}
        onManifest={setManifest}
        onChanged={onChanged}
      >
        {remote.can_roll_back ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              rollback.reset();
              setConfirming(true);
            }}
          >
            Roll back
          </Button>
        ) : null}
        {remote.can_remove ? (
          <Button
            type="button"
            $variant="danger"
            onClick={() => {
              remove.reset();
              setRemoving(true);
            }}
          >
            Remove
          </Button>
        ) : null}
      </ReplaceRemoteForm>
      {remote.state === 'ok' || remote.canary ? (
        <CanaryPanel remote={remote} draft={canary} onDraft={setCanary} onChanged={onChanged} />
      ) : null}
      {remote.nav.length ? (
        <NavIconsForm remote={remote} icons={icons} onIcons={setIcons} onChanged={onChanged} />
      ) : null}
      <RemoteHistory remote={remote} />
      <ConfirmDialog
        open={confirming}
        title={`Roll back ${remote.name}?`}
        confirmLabel="Roll back"
        busy={rollback.isPending}
        error={rollback.isError ? adminErrorText(rollback.error) : null}
        onConfirm={() => rollback.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {previous
            ? `Pages will load ${previous.version} from ${previous.manifest} again.`
            : 'Pages will load the entry from LOBBY_REMOTES_FILE or the built-in build again.'}{' '}
          It takes effect on the next page load.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={removing}
        title={`Remove ${remote.name}?`}
        confirmLabel="Remove"
        tone="danger"
        busy={remove.isPending}
        error={remove.isError ? adminErrorText(remove.error) : null}
        onConfirm={() => remove.mutate()}
        onCancel={() => setRemoving(false)}
      >
        <p>
          Pages stop loading {remote.name}: {remote.paths.join(', ')} answer “not found” and its
          sidebar links go. Roll back brings it back.
        </p>
      </ConfirmDialog>
      {unsavedPrompt}
    </RemoteCard>
  );
}
