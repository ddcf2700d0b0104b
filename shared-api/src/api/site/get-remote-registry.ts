import type { RemoteRegistry } from '../../contract';
import { getJson } from '../../lib/api-client';

/**
 * GET /remotes.json — the runtime remote registry. `check`: the server re-checks the remotes'
 * health first instead of answering its last check (a Retry after a remote came back).
 */
export const getRemoteRegistry = (options: { check?: boolean } = {}) =>
  getJson<RemoteRegistry>(options.check ? 'remotes.json?check=1' : 'remotes.json', {
    timeout: 8000,
  });
