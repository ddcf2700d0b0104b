import ky, { HTTPError, TimeoutError } from 'ky';
import type { ApiErrorBody } from '../contract';
import { CSRF_HEADER } from '../contract';
import { readBasePath, readCsrfToken } from './page';

const BEARER_KEY = 'lobby.bearer';

/** An API failure with the server's message and per-field errors when it sent them. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string[]> = {},
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, DNS, timeout). */
export class NetworkError extends Error {
  constructor(message = 'Network error') {
    super(message);
    this.name = 'NetworkError';
  }
}

function siteRoot(): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return `${origin}${readBasePath()}/`;
}

/** The one ky instance: credentials, XHR marker, CSRF header from the page, optional bearer. */
export const api = ky.create({
  credentials: 'include',
  timeout: 15_000,
  retry: 0,
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = readCsrfToken();
        if (token) request.headers.set(CSRF_HEADER, token);
        const bearer =
          typeof localStorage !== 'undefined' ? localStorage.getItem(BEARER_KEY) : null;
        if (bearer) request.headers.set('Authorization', `Bearer ${bearer}`);
      },
    ],
  },
});

/** Resolves a site path such as `api/r/settings` against the origin and base path. */
export function siteUrl(path: string): string {
  return siteRoot() + path.replace(/^\/+/, '');
}

async function toApiError(error: unknown): Promise<Error> {
  if (error instanceof HTTPError) {
    let body: Partial<ApiErrorBody> | null = null;
    try {
      body = (await error.response.clone().json()) as Partial<ApiErrorBody>;
    } catch {
      body = null;
    }
    return new ApiError(
      body?.message || `Request failed with status ${error.response.status}`,
      error.response.status,
      body?.errors ?? {},
      body,
    );
  }
  if (error instanceof TimeoutError) return new NetworkError('The request timed out');
  if (error instanceof TypeError) return new NetworkError(error.message);
  return error instanceof Error ? error : new Error(String(error));
}

type Query = Record<string, string | number | boolean | undefined | null>;

function cleanQuery(query?: Query): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

/** GET a JSON answer; throws ApiError / NetworkError. */
export async function getJson<T>(
  path: string,
  opts: { query?: Query; timeout?: number; signal?: AbortSignal } = {},
): Promise<T> {
  try {
    return await api
      .get(siteUrl(path), {
        searchParams: cleanQuery(opts.query),
        timeout: opts.timeout,
        signal: opts.signal,
      })
      .json<T>();
  } catch (e) {
    throw await toApiError(e);
  }
}

/** Sends JSON (or FormData) with an unsafe method; throws ApiError / NetworkError. */
export async function sendJson<T>(
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body?: unknown,
  opts: { timeout?: number } = {},
): Promise<T> {
  try {
    const init =
      body instanceof FormData ? { body } : body === undefined ? { json: {} } : { json: body };
    const res = await api(siteUrl(path), { method, timeout: opts.timeout, ...init });
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (e) {
    throw await toApiError(e);
  }
}

export const postJson = <T>(path: string, body?: unknown, opts?: { timeout?: number }) =>
  sendJson<T>('post', path, body, opts);

/** Stores or clears the optional bearer token some calls send. */
export function setBearerToken(token: string | null): void {
  if (typeof localStorage === 'undefined') return;
  if (token) localStorage.setItem(BEARER_KEY, token);
  else localStorage.removeItem(BEARER_KEY);
}
