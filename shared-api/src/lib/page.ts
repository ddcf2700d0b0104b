import { CSRF_META_NAME, PRELOAD_ELEMENT_ID } from '../contract';
import type { PagePreload } from '../contract';

/** Reads the CSRF token the server wrote into the page. */
export function readCsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${CSRF_META_NAME}"]`)?.getAttribute('content') ?? null;
}

/** Reads the preloaded user, settings and base path the server wrote into the page. */
export function readPagePreload(): PagePreload | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(PRELOAD_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as PagePreload;
  } catch {
    return null;
  }
}

/** The sub-path the site is served under ('' at the root), without a trailing slash. */
export function readBasePath(): string {
  const fromPage = readPagePreload()?.basePath ?? '';
  return fromPage.replace(/\/+$/, '');
}

/** Replaces the page's CSRF token (the server issues a new one when the session changes). */
export function writeCsrfToken(token: string): void {
  if (typeof document === 'undefined') return;
  let meta = document.querySelector(`meta[name="${CSRF_META_NAME}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', CSRF_META_NAME);
    document.head.appendChild(meta);
  }
  meta.setAttribute('content', token);
}
