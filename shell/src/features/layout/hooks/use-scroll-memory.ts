import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the positions outlive a reload of the page (Back into a page loaded afresh). */
export const SCROLL_STORAGE_KEY = 'lobby.scroll-positions';
/** How long a Back keeps trying to reach its position while the page's content arrives. */
export const RESTORE_TIMEOUT_MS = 8000;
const RETRY_MS = 50;
const KEEP = 100;
/** React Router's key for a document's first entry: every fresh load has it, so it is not kept. */
const FIRST_ENTRY = 'default';

function loadPositions(): Map<string, number> {
  try {
    const raw = sessionStorage.getItem(SCROLL_STORAGE_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : null;
    if (Array.isArray(list)) {
      return new Map(
        list.filter(
          (e): e is [string, number] =>
            Array.isArray(e) &&
            typeof e[0] === 'string' &&
            e[0] !== FIRST_ENTRY &&
            Number.isFinite(e[1]),
        ),
      );
    }
  } catch {
    // Storage unavailable or garbled: start afresh.
  }
  return new Map();
}

function savePositions(positions: Map<string, number>): void {
  try {
    const kept = [...positions].filter(([key]) => key !== FIRST_ENTRY).slice(-KEEP);
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Private mode or full: Back within this page still works from memory.
  }
}

const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;

/**
 * The site's scroll memory (instead of React Router's ScrollRestoration, which restores once, right
 * after the navigation — before a remote's page and its data are there, so Back to a long page
 * such as the store landed near the top). Each history entry keeps the position it was left at
 * (in memory, and in sessionStorage for a reload); Back or Forward returns to it, trying again as
 * the page grows until it is reached, the reader scrolls or types, or 8 seconds pass. A new
 * navigation starts at the top (or at its #anchor); a change of only the query string with
 * `replace` (tabs, filters) keeps the place.
 */
export function useScrollMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const restoring = useRef<(() => void) | null>(null);
  const previousPath = useRef<string | null>(null);

  positions.current ??= loadPositions();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Recorded on every scroll event (a Map write), never read back from the window at navigation
    // time: by then the next page has been committed and the browser has already clamped the
    // position to its (often shorter, still loading) height.
    const onScroll = () => {
      if (!restoring.current) positions.current!.set(currentKey.current, window.scrollY);
    };
    const persist = () => {
      if (!restoring.current) positions.current!.set(currentKey.current, window.scrollY);
      savePositions(positions.current!);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      persist();
      restoring.current?.();
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    restoring.current?.();
    currentKey.current = location.key;
    const samePath = previousPath.current === location.pathname;
    previousPath.current = location.pathname;

    if (navigationType !== 'POP') {
      if (location.hash) {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      }
      if (!(navigationType === 'REPLACE' && samePath)) window.scrollTo(0, 0);
      return;
    }

    const target = positions.current!.get(location.key);
    if (target === undefined) return;
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) <= 1) return;

    // The content is not all there yet: keep trying as it arrives.
    let timer = 0;
    const started = Date.now();
    const stop = () => {
      window.clearTimeout(timer);
      for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
        window.removeEventListener(type, stop, true);
      if (restoring.current === stop) restoring.current = null;
    };
    const attempt = () => {
      if (maxScroll() >= target - 1) {
        window.scrollTo(0, target);
        if (Math.abs(window.scrollY - target) <= 1) return stop();
      }
      if (Date.now() - started >= RESTORE_TIMEOUT_MS) return stop();
      timer = window.setTimeout(attempt, RETRY_MS);
    };
    restoring.current = stop;
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
      window.addEventListener(type, stop, true);
    timer = window.setTimeout(attempt, RETRY_MS);
  }, [location.key, location.pathname, location.hash, navigationType]);
}
