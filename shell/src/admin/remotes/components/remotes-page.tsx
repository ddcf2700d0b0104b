import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminRemote, AdminRemovedRemote, RemoteDrops } from '@lobby/shared-api';
import { logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  Alert,
  Button,
  Card,
  ConfirmDialog,
  formatDateTime,
  Input,
  Loader,
  StatusBadge,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText, fieldMessages, useAdminQuery } from '../../api/use-admin-query';
import { areaLabel } from '../../areas/admin-areas';
import {
  addRemote,
  checkRemotes,
  getAdminRemotes,
  previewReplace,
  removeRemote,
  replaceRemote,
  rollbackRemote,
} from '../api/remotes';
import { CanaryPanel } from './canary-panel';
import { ManifestUrlField } from './manifest-url-field';
import { NavIconsForm } from './nav-icons-form';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const RemoteCard = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  h2 {
    font-size: 18px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(90px, max-content) minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 13px;
  }
`;

const ReplaceForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
  & > div:first-child {
    flex: 1 1 280px;
    min-width: 0;
  }
`;

const History = styled.details`
  font-size: 14px;
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryInk};
  }
  ol {
    margin: 8px 0 0;
    padding-left: 20px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  li {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const SOURCE: Record<AdminRemote['source'], string> = {
  build: 'Built with the site',
  dev: 'Dev server',
  override: 'LOBBY_REMOTES_FILE',
  admin: 'Set in Admin › Remotes',
};

const OUTCOME = {
  promoted: 'promoted',
  stopped: 'stopped',
  rolled_back: 'rolled back',
} as const;

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

function RemoteEntry({
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
  const [drops, setDrops] = useState<{ version: string; drops: RemoteDrops } | null>(null);
  const unsavedPrompt = useUnsavedChangesPrompt(
    manifest.trim() !== '' || canary.manifest.trim() !== '' || Object.keys(icons).length > 0,
  );
  const replace = useMutation({
    mutationFn: (acceptDrops: boolean) => replaceRemote(remote.name, manifest.trim(), acceptDrops),
    meta: logFailure(`[lobby] admin: the ${remote.name} remote could not be replaced`, 'warn'),
    onSuccess: async (res) => {
      setManifest('');
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
  const failed = preview.isError ? preview.error : replace.isError && !drops ? replace.error : null;
  const errors = fieldMessages(failed);
  const replaceError = errors.manifest ?? (failed ? adminErrorText(failed) : null);
  const live = remote.history.find((h) => h.live);
  const previous = remote.history.find((h) => !h.live && !h.reverted_at && live && h.id < live.id);
  const titleId = `remote-${remote.name}`;
  const checking = preview.isPending || replace.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    replace.reset();
    preview.mutate();
  };

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
            setManifest(value);
          }}
        />
        <Button type="submit" disabled={checking || !manifest.trim()}>
          {checking ? 'Checking...' : 'Replace'}
        </Button>
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
      </ReplaceForm>
      {remote.state === 'ok' || remote.canary ? (
        <CanaryPanel remote={remote} draft={canary} onDraft={setCanary} onChanged={onChanged} />
      ) : null}
      {remote.nav.length ? (
        <NavIconsForm remote={remote} icons={icons} onIcons={setIcons} onChanged={onChanged} />
      ) : null}
      {remote.history.length ? (
        <History>
          <summary>History ({remote.history.length})</summary>
          <ol>
            {remote.history.map((h) => (
              <li key={h.id}>
                <strong>{h.removed ? 'Removed' : h.version}</strong> — {h.manifest}
                {h.created_by ? `, set by ${h.created_by.name}` : ''} {formatDateTime(h.created_at)}
                {h.live ? ' (live)' : ''}
                {h.reverted_at
                  ? ` — rolled back${h.reverted_by ? ` by ${h.reverted_by.name}` : ''} ${formatDateTime(h.reverted_at)}`
                  : ''}
              </li>
            ))}
          </ol>
        </History>
      ) : null}
      {remote.canaries.length ? (
        <History>
          <summary>Canary releases ({remote.canaries.length})</summary>
          <ol>
            {remote.canaries.map((c) => (
              <li key={c.id}>
                <strong>{c.version}</strong> to {c.percent} % beside {c.stable_version}
                {c.created_by ? `, by ${c.created_by.name}` : ''} {formatDateTime(c.created_at)}
                {c.outcome ? ` — ${OUTCOME[c.outcome]}` : ' (under way)'}
                {c.ended_at ? ` ${formatDateTime(c.ended_at)}` : ''}
                {c.reason ? `: ${c.reason}` : ''}
              </li>
            ))}
          </ol>
        </History>
      ) : null}
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

/** Add: a remote of one's own beside the others, under its own name (its paths and nav). */
function AddRemoteForm({ onChanged }: { onChanged: (message: string) => Promise<void> }) {
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
        come from its descriptor (lobby-remote.json next to the manifest).
      </p>
      <ReplaceForm onSubmit={submit} noValidate aria-label="Add a remote">
        <AdminFormField
          label="Name"
          error={errors.name}
          hint="The build's container name (its descriptor's name)."
        >
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

/** Remotes an admin removed: Roll back brings each back. */
function RemovedRemote({
  remote,
  onChanged,
}: {
  remote: AdminRemovedRemote;
  onChanged: (message: string) => Promise<void>;
}) {
  const restore = useMutation({
    mutationFn: () => rollbackRemote(remote.name),
    meta: logFailure(`[lobby] admin: the ${remote.name} remote could not be restored`, 'warn'),
    onSuccess: (res) => onChanged(res.message ?? 'Restored.'),
  });
  return (
    <li>
      <strong>{remote.name}</strong> {remote.version}, removed
      {remote.removed_by ? ` by ${remote.removed_by.name}` : ''} {formatDateTime(remote.removed_at)}{' '}
      <Button
        type="button"
        $size="sm"
        $variant="secondary"
        aria-label={`Roll back the removal of ${remote.name}`}
        disabled={restore.isPending}
        onClick={() => restore.mutate()}
      >
        Roll back
      </Button>
      {restore.isError ? (
        <Alert $tone="danger" role="alert">
          {adminErrorText(restore.error)}
        </Alert>
      ) : null}
    </li>
  );
}

/** /admin-new/remotes (admins): the registry as served; replace a remote or roll it back. */
export function RemotesPage() {
  const queryClient = useQueryClient();
  const remotes = useAdminQuery(adminKeys.remotes(), getAdminRemotes, 'the remotes');
  const [notice, setNotice] = useState<string | null>(null);

  const changed = async (message: string) => {
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: adminKeys.all() });
  };
  const check = useMutation({
    mutationFn: checkRemotes,
    onSuccess: (res) => changed(res.message ?? 'Every remote was checked again.'),
  });

  return (
    <>
      <AdminPageHeader
        title="Remotes"
        description="Which build of each area the site loads. Add a page of your own, replace an area by another build's manifest, release a build to a share of visitors first, or roll back to the one before; pages use the change on their next load. Remotes on other origins are checked every 15 seconds; Check now checks them at once."
      />
      <div>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          disabled={check.isPending}
          onClick={() => check.mutate()}
        >
          {check.isPending ? 'Checking...' : 'Check now'}
        </Button>
      </div>
      {check.isError ? (
        <Alert $tone="danger" role="alert">
          The remotes could not be checked: {adminErrorText(check.error)}
        </Alert>
      ) : null}
      <div aria-live="polite">{notice ? <Alert $tone="success">{notice}</Alert> : null}</div>
      <AddRemoteForm onChanged={changed} />
      {remotes.isError ? (
        <Alert $tone="danger" role="alert">
          The remotes could not be loaded: {adminErrorText(remotes.error)}{' '}
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => void remotes.refetch()}
          >
            Retry
          </Button>
        </Alert>
      ) : remotes.isPending ? (
        <Loader label="Checking the remotes..." />
      ) : remotes.data.remotes.length === 0 ? (
        <Alert $tone="info">
          No remote is registered: build the remotes or set LOBBY_REMOTES_FILE.
        </Alert>
      ) : (
        <>
          {remotes.data.problems.length ? (
            <Alert $tone="danger" role="note">
              {remotes.data.problems.join(' ')}
            </Alert>
          ) : null}
          <List>
            {remotes.data.remotes.map((r) => (
              <li key={r.name}>
                <RemoteEntry remote={r} onChanged={changed} />
              </li>
            ))}
          </List>
          {remotes.data.removed.length ? (
            <History open>
              <summary>Removed ({remotes.data.removed.length})</summary>
              <ol>
                {remotes.data.removed.map((r) => (
                  <RemovedRemote key={r.name} remote={r} onChanged={changed} />
                ))}
              </ol>
            </History>
          ) : null}
        </>
      )}
    </>
  );
}
