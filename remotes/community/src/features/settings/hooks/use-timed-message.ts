import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself: `show(value, ms)` sets it and clears it `ms` later (a newer
 * message restarts the clock). The timer is cleared on unmount.
 */
export function useTimedMessage<T>(): [T | null, (value: T, ms: number) => void, () => void] {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((value: T, ms: number) => {
    clearTimeout(timer.current);
    setMessage(value);
    timer.current = setTimeout(() => setMessage(null), ms);
  }, []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return [message, show, clear];
}
