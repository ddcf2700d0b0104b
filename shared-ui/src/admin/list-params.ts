import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams<S extends string> {
  /** The status filter from `?status=` (the default when absent or unknown). */
  status: S;
  /** The page from `?page=` (1 when absent or not a whole number ≥ 1). */
  page: number;
  /** A new filter starts at page 1; the default status leaves the address clean. */
  setStatus: (status: S) => void;
  /** Goes to a page; each page is a history entry, so Back returns to the one before. */
  setPage: (page: number) => void;
}

const pageFrom = (raw: string | null) => {
  const n = raw != null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
};

/**
 * An admin list's status filter and page, kept in the address (`?status=&page=`) so Back, reload
 * and a shared link show the same list. Other search params are left as they are.
 */
export function useListParams<S extends string>(
  statuses: readonly S[],
  defaultStatus: S,
): ListParams<S> {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = statuses.includes(raw as S) ? (raw as S) : defaultStatus;
  const page = pageFrom(params.get('page'));

  const setStatus = useCallback(
    (next: S) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next === defaultStatus) p.delete('status');
          else p.set('status', next);
          p.delete('page');
          return p;
        },
        { replace: true },
      ),
    [setParams, defaultStatus],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        if (next <= 1) p.delete('page');
        else p.set('page', String(next));
        return p;
      }),
    [setParams],
  );
  return useMemo(() => ({ status, page, setStatus, setPage }), [status, page, setStatus, setPage]);
}

/** Only the page in the address, for lists without a status filter. */
export function usePageParam(): [number, (page: number) => void] {
  const { page, setPage } = useListParams<'all'>(['all'], 'all');
  return [page, setPage];
}
