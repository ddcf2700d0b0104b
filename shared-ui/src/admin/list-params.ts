import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

const pageFrom = (raw: string | null) => {
  const n = raw != null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
};

export interface UrlFilters<F extends Record<string, string>> {
  /** Each filter from the address; its default when absent or not one of its allowed values. */
  values: F;
  /** The page from `?page=` (1 when absent or not a whole number ≥ 1). */
  page: number;
  /** Changes filters (a default value leaves the address clean) and goes back to page 1. */
  set: (change: Partial<F>) => void;
  /** Goes to a page; each page is a history entry, so Back returns to the one before. */
  setPage: (page: number) => void;
}

/**
 * An admin list's filters and page kept in the address (`?status=&q=&page=`), so Back, reload and
 * a shared link show the same list. Filter changes replace the history entry; pages push one.
 */
export function useUrlFilters<F extends Record<string, string>>(
  defaults: F,
  allowed: { [K in keyof F]?: readonly string[] } = {},
): UrlFilters<F> {
  const [params, setParams] = useSearchParams();
  // The caller's objects are usually literals: key the memo on their content.
  const defaultsKey = JSON.stringify(defaults);
  const allowedKey = JSON.stringify(allowed);
  const values = useMemo(() => {
    const out = JSON.parse(defaultsKey) as F;
    const only = JSON.parse(allowedKey) as { [K in keyof F]?: readonly string[] };
    for (const key of Object.keys(out) as (keyof F & string)[]) {
      const raw = params.get(key);
      const ok = only[key];
      if (raw != null && (!ok || ok.includes(raw))) out[key] = raw as F[typeof key];
    }
    return out;
  }, [params, defaultsKey, allowedKey]);
  const page = pageFrom(params.get('page'));

  // React Router's functional update reads the address of the last render, not the one an
  // earlier call in the same moment asked for: quick changes (filters, then the search) would lose
  // all but the last. Each change starts from the last one asked until the address shows it: the
  // addresses asked are kept in order, and a render drops those up to the one it shows (one it
  // does not know, a Back or a link, drops them all). A render of an earlier one of several
  // quick changes keeps the later ones.
  const rendered = useRef(params);
  rendered.current = params;
  const asked = useRef<string[]>([]);
  useEffect(() => {
    const shown = asked.current.indexOf(params.toString());
    asked.current = shown >= 0 ? asked.current.slice(shown + 1) : [];
  }, [params]);
  const update = useCallback(
    (edit: (p: URLSearchParams) => void, options?: { replace: boolean }) => {
      const last = asked.current.at(-1);
      const p = new URLSearchParams(last ?? rendered.current);
      edit(p);
      asked.current.push(p.toString());
      setParams(p, options);
    },
    [setParams],
  );

  const set = useCallback(
    (change: Partial<F>) => {
      const initial = JSON.parse(defaultsKey) as F;
      // After the event that asked: from a toolbar's submit, the router's navigation (a transition)
      // would otherwise make React treat the search form as a pending form action.
      queueMicrotask(() =>
        update(
          (p) => {
            for (const [key, value] of Object.entries(change)) {
              if (value == null || value === initial[key]) p.delete(key);
              else p.set(key, value);
            }
            p.delete('page');
          },
          { replace: true },
        ),
      );
    },
    [update, defaultsKey],
  );
  const setPage = useCallback(
    (next: number) =>
      update((p) => {
        if (next <= 1) p.delete('page');
        else p.set('page', String(next));
      }),
    [update],
  );
  return { values, page, set, setPage };
}

export interface ListParams<S extends string> {
  /** The status filter from `?status=` (the default when absent or unknown). */
  status: S;
  page: number;
  /** A new filter starts at page 1; the default status leaves the address clean. */
  setStatus: (status: S) => void;
  setPage: (page: number) => void;
}

/** A queue's status filter and page in the address (see `useUrlFilters`). */
export function useListParams<S extends string>(
  statuses: readonly S[],
  defaultStatus: S,
): ListParams<S> {
  const { values, page, set, setPage } = useUrlFilters<{ status: S }>(
    { status: defaultStatus },
    { status: statuses },
  );
  const setStatus = useCallback((status: S) => set({ status }), [set]);
  return { status: values.status, page, setStatus, setPage };
}

/** Only the page in the address, for lists without filters. */
export function usePageParam(): [number, (page: number) => void] {
  const { page, setPage } = useUrlFilters({});
  return [page, setPage];
}
