import { useCountUp } from '../hooks/use-count-up';

/** A number that counts up from 0 over about 2 seconds, formatted by `format`. */
export function CountUp({
  value,
  format = (n: number) => Math.round(n).toLocaleString('en-US'),
  durationMs = 2000,
}: {
  value: number;
  format?: (n: number) => string;
  durationMs?: number;
}) {
  const current = useCountUp(value, durationMs, 60);
  return <span aria-label={format(value)}>{format(current)}</span>;
}
