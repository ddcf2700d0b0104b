import type { Settings } from './settings';
import type { SessionUser } from './users';

/** What the server writes into every page as JSON (`<script id="lobby-preload">`). */
export interface PagePreload {
  user: SessionUser | null;
  settings: Settings;
  basePath: string;
  demoLogin: boolean;
  discordLogin: boolean;
}

export const PRELOAD_ELEMENT_ID = 'lobby-preload';
/** The remote registry (/remotes.json) written into the page, so the shell need not fetch it. */
export const REMOTES_ELEMENT_ID = 'lobby-remotes';
export const CSRF_META_NAME = 'csrf-token';
export const CSRF_HEADER = 'X-CSRF-Token';

/** GET /api/session: the page preload plus the session's CSRF token. */
export type SessionResponse = PagePreload & { csrf_token: string };
