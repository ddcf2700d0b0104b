import { useEffect, useState } from 'react';

function evaluate(query: string, minWidth: number): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function') return window.matchMedia(query).matches;
  return window.innerWidth >= minWidth;
}

/** True while the viewport is at least `minWidth` px wide; follows resizes. */
export function useMinWidth(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  const [matches, setMatches] = useState(() => evaluate(query, minWidth));
  useEffect(() => {
    const update = () => setMatches(evaluate(query, minWidth));
    update();
    if (typeof window.matchMedia === 'function') {
      const mql = window.matchMedia(query);
      mql.addEventListener?.('change', update);
      window.addEventListener('resize', update);
      return () => {
        mql.removeEventListener?.('change', update);
        window.removeEventListener('resize', update);
      };
    }
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [query, minWidth]);
  return matches;
}
