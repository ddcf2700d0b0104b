import { useEffect, useState } from 'react';

/** Animates from 0 to `target` in `steps` steps over `durationMs` (spec: 2 s in 60 steps). */
export function useCountUp(target: number, durationMs = 2000, steps = 60): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!Number.isFinite(target) || target <= 0) {
      setValue(Number.isFinite(target) ? target : 0);
      return;
    }
    let step = 0;
    setValue(0);
    const id = setInterval(() => {
      step += 1;
      if (step >= steps) {
        setValue(target);
        clearInterval(id);
      } else {
        setValue((target * step) / steps);
      }
    }, durationMs / steps);
    return () => clearInterval(id);
  }, [target, durationMs, steps]);
  return value;
}
