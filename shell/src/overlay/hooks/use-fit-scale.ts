import { useEffect, useState } from 'react';

/**
 * How much to shrink a `width`×`height` box so it fits the window (a browser source set smaller
 * than the overlay, a 1280×720 canvas): never grows, keeps proportions, so text stays legible.
 */
export function useFitScale(width: number, height: number): number {
  const compute = () =>
    typeof window === 'undefined' || !window.innerWidth || !window.innerHeight
      ? 1
      : Math.min(1, window.innerWidth / width, window.innerHeight / height);
  const [scale, setScale] = useState(compute);
  useEffect(() => {
    const update = () => setScale(compute());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, height]);
  return scale;
}
