import type { SessionUser } from '@lobby/shared-api';

/** The member's IANA time zone when the runtime knows it, else the browser's. */
export function safeTimeZone(tz: string | null | undefined): string {
  if (tz) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return tz;
    } catch {
      // fall through to the browser's zone
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(tz, f);
  }
  return f;
}

function wallClock(instant: number, tz: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(tz).formatToParts(new Date(instant))) {
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

/** Offset of `tz` from UTC at `instant`, in ms (positive east of Greenwich). */
function offsetAt(instant: number, tz: string): number {
  const w = wallClock(instant, tz);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The calendar day (YYYY-MM-DD) of `instant` in `tz`. */
export function dayInTimeZone(instant: number, tz: string): string {
  const w = wallClock(instant, safeTimeZone(tz));
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The instant of the next midnight after `now` in `tz` (daylight-saving aware). */
export function nextMidnight(now: number, tz: string): number {
  const zone = safeTimeZone(tz);
  const w = wallClock(now, zone);
  const wallMidnight = Date.UTC(w.year, w.month - 1, w.day + 1, 0, 0, 0);
  let guess = wallMidnight - offsetAt(now, zone);
  guess = wallMidnight - offsetAt(guess, zone);
  return guess;
}

/** Whether the member already claimed the daily reward on today's date in their time zone. */
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

/** 'Xh Ym Zs' for the time left until the next claim. */
export function formatClaimCountdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m ${s % 60}s`;
}
