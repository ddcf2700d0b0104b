import type { AdminRemotesResponse } from '@lobby/shared-api';
import { getJson, sendJson } from '@lobby/shared-api';

/** GET /api/admin/remotes: the registry as served, each remote's state and the admins' entries. */
export async function getAdminRemotes(): Promise<AdminRemotesResponse['data']> {
  return (await getJson<AdminRemotesResponse>('api/admin/remotes')).data;
}

/** POST /api/admin/remotes/:name/replace: points the remote at another build (checked first). */
export const replaceRemote = (name: string, manifest: string) =>
  sendJson<AdminRemotesResponse>(
    'post',
    `api/admin/remotes/${encodeURIComponent(name)}/replace`,
    { manifest },
    { timeout: 30_000 },
  );

/** POST /api/admin/remotes/:name/rollback: back to the entry before the live one. */
export const rollbackRemote = (name: string) =>
  sendJson<AdminRemotesResponse>('post', `api/admin/remotes/${encodeURIComponent(name)}/rollback`);

/** POST /api/admin/remotes/check: every remote checked again now, not on the next interval. */
export const checkRemotes = () =>
  sendJson<AdminRemotesResponse>('post', 'api/admin/remotes/check', {}, { timeout: 30_000 });
