import { useMutation } from '@tanstack/react-query';
import type { AdminRemovedRemote } from '@lobby/shared-api';
import { logFailure } from '@lobby/shared-api';
import { Alert, Button, formatDateTime } from '@lobby/shared-ui';
import { adminErrorText } from '../../api/use-admin-query';
import { rollbackRemote } from '../api/remotes';

/** Remotes an admin removed: Roll back brings each back. */
export function RemovedRemote({
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
