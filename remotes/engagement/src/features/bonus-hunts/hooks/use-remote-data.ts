import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  data: T | null;
  error: Error | null;
  /** True while a request for the current key is under way. */
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `load()` whenever `key` changes (nothing while `key` is null), ignoring answers that
 * arrive after a newer request started. Failures are logged under `what` and kept in `error`.
 * With `keepPrevious`, the last data stays visible while the next key loads (pagination).
 */
export function useRemoteData<T>(
  key: string | null,
  load: () => Promise<T>,
  what: string,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
): RemoteData<T> {
  const [state, setState] = useState<{ data: T | null; error: Error | null; loading: boolean }>({
    data: null,
    error: null,
    loading: key !== null,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const keepRef = useRef(keepPrevious);
  keepRef.current = keepPrevious;

  useEffect(() => {
    if (key === null) {
      setState({ data: null, error: null, loading: false });
      return;
    }
    let current = true;
    setState((s) => ({ data: keepRef.current ? s.data : null, error: null, loading: true }));
    loadRef.current().then(
      (data) => {
        if (current) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (!current) return;
        const err = error instanceof Error ? error : new Error(String(error));
        console.error(`[engagement/bonus-hunts] Failed to load ${what}`, err);
        setState((s) => ({ data: keepRef.current ? s.data : null, error: err, loading: false }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, what]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
