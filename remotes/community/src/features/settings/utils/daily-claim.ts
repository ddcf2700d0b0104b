import type { SessionUser } from '@lobby/shared-api';

/** The member's IANA time zone when the runtime knows it, else the browser's. */
export function safeTimeZone(tz: string | null | undefined): string {
  if (tz) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return tz;
    } catch {
      // an unknown zone falls back to the browser's
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function wallClock(instant: number, tz: string) {
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of format.formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The calendar day (YYYY-MM-DD) of `instant` in `tz`. */
export function dayInTimeZone(instant: number, tz: string): string {
  const w = wallClock(instant, safeTimeZone(tz));
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The instant of the next midnight after `now` in `tz` (daylight-saving aware). */
export function nextMidnight(now: number, tz: string): number {
  const zone = safeTimeZone(tz);
  const offsetAt = (instant: number) => {
    const w = wallClock(instant, zone);
    return (
      Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) -
      Math.floor(instant / 1000) * 1000
    );
  };
  const w = wallClock(now, zone);
  const wallMidnight = Date.UTC(w.year, w.month - 1, w.day + 1, 0, 0, 0);
  const guess = wallMidnight - offsetAt(now);
  return wallMidnight - offsetAt(guess);
}

/**
 * Whether the member already claimed today's points: the day of the last claim (kept by the
 * server in the member's time zone) is today's date in that zone (spec part 1 §4).
 */
export function hasClaimedToday(
  user: Pick<SessionUser, 'last_daily_claim' | 'last_daily_claim_day' | 'time_zone'>,
  now: number,
): boolean {
  const tz = safeTimeZone(user.time_zone);
  const today = dayInTimeZone(now, tz);
  if (user.last_daily_claim_day) return user.last_daily_claim_day === today;
  if (user.last_daily_claim) {
    const at = new Date(user.last_daily_claim).getTime();
    return Number.isFinite(at) && dayInTimeZone(at, tz) === today;
  }
  return false;
}
