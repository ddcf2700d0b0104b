// The daily claim's calendar, shared by the server (which enforces one claim per member and day)
// and the browser (which shows 'Claimed' and counts down to the next claim): both compute the
// member's day in the member's stored time zone, so they always agree.

const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    // en-CA formats dates as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows this IANA time zone. */
export function isValidTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    dayFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

const zoneOrUtc = (timeZone: string | null | undefined) =>
  isValidTimeZone(timeZone) ? timeZone : 'UTC';

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (UTC for an unknown zone). */
export function calendarDay(at: Date | number, timeZone: string | null | undefined): string {
  const parts = dayFormat(zoneOrUtc(timeZone)).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The first instant after `at` that falls on a later calendar day in the zone: the next local
 * midnight, or the first existing instant of the next day where a DST jump skips midnight.
 * A binary search on the zone's own day boundaries, so no offset arithmetic can go wrong.
 */
export function nextMidnight(at: Date | number, timeZone: string | null | undefined): Date {
  const zone = zoneOrUtc(timeZone);
  const start = typeof at === 'number' ? at : at.getTime();
  const today = calendarDay(start, zone);
  let lo = start;
  let hi = lo + 48 * 3600_000;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (calendarDay(mid, zone) > today) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/**
 * Whether the member has claimed the daily reward today in their time zone: the day recorded at
 * the claim, or the claim's moment seen in today's zone, is today or later. So changing the zone
 * never opens a second claim on one day (the server answers 409 the same way).
 */
export function hasClaimedToday(
  user: { last_daily_claim: string | null; last_daily_claim_day: string | null; time_zone: string },
  now: Date | number,
): boolean {
  const today = calendarDay(now, user.time_zone);
  if (user.last_daily_claim_day && user.last_daily_claim_day >= today) return true;
  if (user.last_daily_claim) {
    const at = Date.parse(user.last_daily_claim);
    if (Number.isFinite(at) && calendarDay(at, user.time_zone) >= today) return true;
  }
  return false;
}
