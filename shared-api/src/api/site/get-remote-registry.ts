import type { RemoteRegistry } from '../../contract';
import { getJson } from '../../lib/api-client';

/** GET /remotes.json — the runtime remote registry. */
export const getRemoteRegistry = () => getJson<RemoteRegistry>('remotes.json', { timeout: 8000 });
