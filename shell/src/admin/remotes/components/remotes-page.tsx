import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminRemote } from '@lobby/shared-api';
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
} from '@lobby/shared-ui';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText, fieldMessages, useAdminQuery } from '../../api/use-admin-query';
import { areaLabel } from '../../areas/admin-areas';
import { checkRemotes, getAdminRemotes, replaceRemote, rollbackRemote } from '../api/remotes';

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

function RemoteEntry({
  remote,
  onChanged,
}: {
  remote: AdminRemote;
  onChanged: (message: string) => Promise<void>;
}) {
  const [manifest, setManifest] = useState('');
  const [confirming, setConfirming] = useState(false);
  const replace = useMutation({
    mutationFn: (url: string) => replaceRemote(remote.name, url),
    meta: logFailure(`[lobby] admin: the ${remote.name} remote could not be replaced`, 'warn'),
    onSuccess: async (res) => {
      setManifest('');
      await onChanged(res.message ?? 'Saved.');
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
  const errors = fieldMessages(replace.error);
  const replaceError = errors.manifest ?? (replace.isError ? adminErrorText(replace.error) : null);
  const live = remote.history.find((h) => h.live);
  const previous = remote.history.find((h) => !h.live && !h.reverted_at && live && h.id < live.id);
  const titleId = `remote-${remote.name}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    replace.mutate(manifest.trim());
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
        <AdminFormField
          label="New manifest URL"
          error={replaceError}
          hint="The mf-manifest.json of another build of this remote (it must answer this site)."
        >
          {(p) => (
            <Input
              {...p}
              $invalid={!!replaceError}
              type="url"
              inputMode="url"
              placeholder={`https://cdn.example.com/${remote.name}/2.0.0/mf-manifest.json`}
              value={manifest}
              onChange={(e) => {
                replace.reset();
                setManifest(e.target.value);
              }}
            />
          )}
        </AdminFormField>
        <Button type="submit" disabled={replace.isPending || !manifest.trim()}>
          {replace.isPending ? 'Checking...' : 'Replace'}
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
      </ReplaceForm>
      {remote.history.length ? (
        <History>
          <summary>History ({remote.history.length})</summary>
          <ol>
            {remote.history.map((h) => (
              <li key={h.id}>
                <strong>{h.version}</strong> — {h.manifest}
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
    </RemoteCard>
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
        description="Which build of each area the site loads. Replace one by another build's manifest, or roll back to the one before; pages use the change on their next load. Remotes on other origins are checked every 15 seconds; Check now checks them at once."
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
        </>
      )}
    </>
  );
}
