import { useEffect, useState } from 'react';

/** What a section knows about its data: still loading, loaded, or failed (already logged). */
export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Loads `load` once on mount (and every `refreshMs` while the tab is visible, when given).
 * A failure is logged with console.warn and reported as `error` — spec part 1 §8: home-page
 * load failures are logged only, and the section falls back to its empty or offline state.
 * `load` must be stable (define it at module level).
 */
export function useApiData<T>(
  load: () => Promise<T>,
  what: string,
  opts: { refreshMs?: number } = {},
): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const { refreshMs } = opts;

  useEffect(() => {
    let active = true;
    const run = () =>
      load().then(
        (data) => {
          if (active) setState({ status: 'ready', data });
        },
        (error: unknown) => {
          if (!active) return;
          console.warn(`Failed to load ${what}`, error);
          setState({ status: 'error', error });
        },
      );
    void run();
    const id = refreshMs
      ? setInterval(() => {
          if (typeof document === 'undefined' || !document.hidden) void run();
        }, refreshMs)
      : undefined;
    return () => {
      active = false;
      if (id) clearInterval(id);
    };
  }, [load, what, refreshMs]);

  return state;
}
