import { useEffect, useState } from 'react';

/** The spec's loader durations (part 2 §9), in ms. Tests may shorten them. */
export const TICKET_LOADER_MS = { list: 2000, form: 1500, detail: 1800 };

// Screens whose loader already ran in this page: a returning member never waits twice.
const shown = new Set<string>();

/** Forgets which loaders ran (tests). */
export const resetSpecLoaders = () => shown.clear();

/**
 * True while the spec's loading screen should show: for `ms` after the screen opens, unless its
 * data was already cached when it opened or this screen's loader already ran once in this page.
 */
export function useSpecLoader(ms: number, cached: boolean, screen?: string): boolean {
  const [waiting, setWaiting] = useState(
    () => !cached && ms > 0 && !(screen !== undefined && shown.has(screen)),
  );
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      if (screen !== undefined) shown.add(screen);
      setWaiting(false);
    }, ms);
    return () => clearTimeout(timer);
  }, [waiting, ms, screen]);
  return waiting;
}
