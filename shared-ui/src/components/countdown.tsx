import { formatCountdown } from '../format/format';
import { useNow } from '../hooks/use-now';

/** Time left until `to`, ticking every second; shows `endedText` once over. */
export function Countdown({
  to,
  endedText = 'Ended',
  format = formatCountdown,
}: {
  to: string | number | Date;
  endedText?: string;
  format?: (ms: number) => string;
}) {
  const now = useNow(1000);
  const ms = new Date(to).getTime() - now;
  return <span>{ms <= 0 ? endedText : format(ms)}</span>;
}
