import type { SessionUser } from '../../contract';
import { postJson } from '../../lib/api-client';

/** POST /auth/demo — demo login (embedded default only). Answers the session user and a fresh CSRF token. */
export const demoLogin = (username: string, time_zone?: string) =>
  postJson<{ success: true; user: SessionUser; csrf_token: string }>('auth/demo', {
    username,
    time_zone,
  });
