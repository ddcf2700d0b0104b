import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPageHeader, Alert, Button, Loader } from '@lobby/shared-ui';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText, useAdminQuery } from '../../api/use-admin-query';
import { checkRemotes, getAdminRemotes } from '../api/remotes';
import { AddRemoteForm } from './add-remote-form';
import { RemoteEntry } from './remote-entry';
import { History, List } from './remote-parts';
import { RemovedRemote } from './removed-remote';

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
