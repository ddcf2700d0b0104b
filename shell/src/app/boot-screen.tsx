import { useLayoutEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useSessionStore } from '@lobby/shared-api';

const rise = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;
const sweep = keyframes`0% { transform: translateX(-100%); } 100% { transform: translateX(250%); }`;

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

const Screen = styled.div<{ $delay: number }>`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 20px;
  background: radial-gradient(
    circle at 50% 40%,
    ${({ theme }) => theme.colors.surfaceRaised} 0,
    ${({ theme }) => theme.colors.bg} 60%
  );
  animation: ${rise} 0.4s ease both;
  animation-delay: ${({ $delay }) => `${-$delay}ms`};
`;

const Name = styled.div`
  font-size: clamp(38px, 9vw, 56px);
  font-weight: 900;
  letter-spacing: -0.03em;
  text-align: center;
  padding: 0 24px;
  background: linear-gradient(135deg, #fff 30%, ${({ theme }) => theme.colors.primary});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Bar = styled.div<{ $delay: number }>`
  width: 160px;
  height: 4px;
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    border-radius: inherit;
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.primary},
      ${({ theme }) => theme.colors.accent}
    );
    animation: ${sweep} 1s ease-in-out infinite;
    animation-delay: ${({ $delay }) => `${-$delay}ms`};
  }
`;

/**
 * The full-screen loading screen with the site name, shown while the shell boots. It takes over
 * the page's own boot screen (removed here, in the same frame) and continues its animations
 * where they are, so the hand-over does not show.
 */
export function BootScreen({ shownAt }: { shownAt?: number }) {
  const settings = useSessionStore((s) => s.settings);
  // Bucketed to 10 ms: one class per step, not one per mount.
  const [delay] = useState(() =>
    shownAt === undefined ? 0 : Math.round(Math.max(0, performance.now() - shownAt) / 10) * 10,
  );
  useLayoutEffect(() => {
    document.getElementById(PAGE_BOOT_ID)?.remove();
  }, []);
  return (
    <Screen
      $delay={delay}
      role="status"
      aria-live="polite"
      aria-label={`Loading ${settings.site_name}`}
    >
      <Name>{settings.site_name}</Name>
      <Bar $delay={delay % 1000} aria-hidden="true" />
    </Screen>
  );
}
