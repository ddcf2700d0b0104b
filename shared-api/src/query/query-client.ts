import type { DefaultOptions } from '@tanstack/react-query';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/**
 * How long an answer counts as fresh: a page opened again within it (or a second part of the
 * same page asking for the same data) is served from the cache without a request.
 */
export const QUERY_STALE_MS = 30_000;

/** How a query or mutation reports its failure in the console (spec: load failures are logged). */
export type LogMeta = {
  log: { level: 'error' | 'warn'; message: string };
};

/**
 * `meta` for a query or mutation whose failure is logged as `console[level](message, error)`
 * (after its retry; a 404 is not logged: it is the page's not-found state).
 */
export function logFailure(message: string, level: 'error' | 'warn' = 'error'): LogMeta {
  return { log: { level, message } };
}

function logFrom(meta: Record<string, unknown> | undefined, error: unknown): void {
  // A 404 is an answer the page shows (not found), not a failure to report.
  if (error instanceof ApiError && error.status === 404) return;
  const log = (meta as Partial<LogMeta> | undefined)?.log;
  if (log) console[log.level](log.message, error);
}

/**
 * Retries a failed query once, and only when a second try can succeed: no answer (offline,
 * timeout), a 5xx, 408 or 429. Any other 4xx (a 404 profile, a 403) is final at once.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError)
    return error.status >= 500 || error.status === 408 || error.status === 429;
  return true;
}

/**
 * The page's QueryClient with Lobby's defaults: answers fresh for 30 s, one retry, mutations
 * never retried, and failures logged as each query's `meta` (see `logFailure`) says. The shell
 * makes one per page; a remote running alone makes its own; tests pass `{ queries: { retry: false } }`.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => logFrom(query.meta, error),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => logFrom(mutation.meta, error),
    }),
    defaultOptions: {
      ...overrides,
      queries: { staleTime: QUERY_STALE_MS, retry: retryOnce, ...overrides.queries },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}
