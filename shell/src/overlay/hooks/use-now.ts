import { useEffect, useState } from 'react';

/** The time now (server-corrected by `offsetMs`), updated every `everyMs`. */
export function useNow(offsetMs = 0, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + offsetMs;
}

/** True when the viewer asked for less motion (the reveal then shows the result at once). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
