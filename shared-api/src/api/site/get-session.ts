import type { PagePreload } from '../../contract';
import { getJson } from '../../lib/api-client';

/** GET /api/session — what the page preload carries, plus the CSRF token (remotes running alone use it). */
export const getSession = () => getJson<PagePreload & { csrf_token: string }>('api/session');
