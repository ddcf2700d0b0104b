import type { AdminRemoteReplacePreviewResponse, AdminRemotesResponse } from '@lobby/shared-api';
import { getJson, sendJson } from '@lobby/shared-api';

/** GET /api/admin/remotes: the registry as served, each remote's state and the admins' entries. */
export async function getAdminRemotes(): Promise<AdminRemotesResponse['data']> {
  return (await getJson<AdminRemotesResponse>('api/admin/remotes')).data;
}

/**
 * POST /api/admin/remotes/:name/replace: points the remote at another build (checked first);
 * `acceptDrops` once the admin confirmed what it drops.
 */
export const replaceRemote = (name: string, manifest: string, acceptDrops = false) =>
  sendJson<AdminRemotesResponse>(
    'post',
    `api/admin/remotes/${encodeURIComponent(name)}/replace`,
    { manifest, ...(acceptDrops ? { accept_drops: true } : {}) },
    { timeout: 30_000 },
  );

/** POST /api/admin/remotes/:name/rollback: back to the entry before the live one. */
export const rollbackRemote = (name: string) =>
  sendJson<AdminRemotesResponse>('post', `api/admin/remotes/${encodeURIComponent(name)}/rollback`);

/** POST /api/admin/remotes/check: every remote checked again now, not on the next interval. */
export const checkRemotes = () =>
  sendJson<AdminRemotesResponse>('post', 'api/admin/remotes/check', {}, { timeout: 30_000 });

/** POST /api/admin/remotes: a remote of one's own under its own name, beside the others. */
export const addRemote = (name: string, manifest: string) =>
  sendJson<AdminRemotesResponse>(
    'post',
    'api/admin/remotes',
    { name, manifest },
    { timeout: 30_000 },
  );

/** POST /api/admin/remotes/:name/replace/preview: what the new build drops (nothing changes). */
export const previewReplace = (name: string, manifest: string) =>
  sendJson<AdminRemoteReplacePreviewResponse>(
    'post',
    `api/admin/remotes/${encodeURIComponent(name)}/replace/preview`,
    { manifest },
    { timeout: 30_000 },
  );

/** POST /api/admin/remotes/:name/remove: off the site until the change is rolled back. */
export const removeRemote = (name: string) =>
  sendJson<AdminRemotesResponse>('post', `api/admin/remotes/${encodeURIComponent(name)}/remove`);

/** POST /api/admin/remotes/:name/nav: the icon of each of its sidebar entries. */
export const saveRemoteNav = (name: string, nav: { path: string; icon: string | null }[]) =>
  sendJson<AdminRemotesResponse>('post', `api/admin/remotes/${encodeURIComponent(name)}/nav`, {
    nav,
  });

/** POST /api/admin/remotes/:name/canary: another build to `percent` % of visitors. */
export const releaseCanary = (name: string, manifest: string, percent: number) =>
  sendJson<AdminRemotesResponse>(
    'post',
    `api/admin/remotes/${encodeURIComponent(name)}/canary`,
    { manifest, percent },
    { timeout: 30_000 },
  );

/** POST /api/admin/remotes/:name/canary/promote or …/stop: the canary to everyone, or to no one. */
export const endCanary = (name: string, how: 'promote' | 'stop') =>
  sendJson<AdminRemotesResponse>(
    'post',
    `api/admin/remotes/${encodeURIComponent(name)}/canary/${how}`,
  );
