import { useLayoutEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { useSessionStore } from '@lobby/shared-api';

/** The id of the boot screen the server writes into the page (its first paint). */
export const PAGE_BOOT_ID = 'lobby-boot';

/**
 * When the boot screen first showed, on the `performance.now()` clock: the page's own boot screen
 * (written by the server, see index.html) was painted at the first paint — or, where the browser
 * does not report paints, when the page's loader ran just after it; without one (the dev server,
 * tests), now.
 */
export function bootShownAt(): number {
  const now = performance.now();
  if (typeof document === 'undefined') return now;
  const el = document.getElementById(PAGE_BOOT_ID);
  if (!el) return now;
  const paint =
    typeof performance.getEntriesByName === 'function'
      ? performance.getEntriesByName('first-paint')[0]?.startTime
      : undefined;
  const written = Number(el.getAttribute('data-shown-at'));
  const at =
    paint ?? (Number.isFinite(written) && el.hasAttribute('data-shown-at') ? written : now);
  return Math.min(Math.max(0, at), now);
}

/**
 * How long the boot screen shows at least: what the server wrote on the page's boot screen
 * (LOBBY_BOOT_SCREEN_MS, shorter only for the end-to-end tests), else `fallback`.
 */
export function pageBootMs(fallback: number): number {
  if (typeof document === 'undefined') return fallback;
  const value = document.getElementById(PAGE_BOOT_ID)?.getAttribute('data-min-ms');
  const ms = value ? Number(value) : NaN;
  return Number.isFinite(ms) && ms >= 0 ? ms : fallback;
}

/**
 * The full-screen loading screen with the site name, shown while the shell boots. Its look is the
 * page's own (the `.lobby-boot` CSS in index.html, which also styles the boot screen the server
 * writes into the page): the same elements and classes, no second copy of the styles. It takes
 * over the page's boot screen (removed here, in the same frame) and continues its animations where
 * they are (negative delays in CSS variables), so the hand-over does not show.
 */
export function BootScreen({ shownAt }: { shownAt?: number }) {
  const settings = useSessionStore((s) => s.settings);
  const [delay] = useState(() =>
    shownAt === undefined ? 0 : Math.round(Math.max(0, performance.now() - shownAt)),
  );
  useLayoutEffect(() => {
    document.getElementById(PAGE_BOOT_ID)?.remove();
  }, []);
  const continued = {
    '--lobby-boot-delay': `${-delay}ms`,
    // The bar sweeps once a second: where it is within the current sweep.
    '--lobby-boot-bar-delay': `${-(delay % 1000)}ms`,
  } as CSSProperties;
  return (
    <div
      className="lobby-boot"
      style={continued}
      role="status"
      aria-live="polite"
      aria-label={`Loading ${settings.site_name}`}
    >
      <div className="lobby-boot-name">{settings.site_name}</div>
      <div className="lobby-boot-bar" aria-hidden="true" />
    </div>
  );
}
