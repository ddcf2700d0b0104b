import type { Timeframe } from './tables';

/**
 * Period arithmetic in a platform's time zone: a weekly period ends at the same wall-clock time
 * seven days later (23:59 Sunday stays 23:59 Sunday across a DST change), a monthly one on the
 * same day of the next month (clamped to the month's last day).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface Wall {
  y: number;
  m: number; // 1–12
  d: number;
  h: number;
  mi: number;
  s: number;
  ms: number;
}

function wallOf(date: Date, timeZone: string): Wall {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return {
    y: parts.year!,
    m: parts.month!,
    d: parts.day!,
    h: parts.hour! % 24,
    mi: parts.minute!,
    s: parts.second!,
    ms: date.getUTCMilliseconds(),
  };
}

const wallMs = (w: Wall) => Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s, w.ms);

/** The instant showing wall time `w` in `timeZone` (the later one in a DST gap/overlap). */
function fromWall(w: Wall, timeZone: string): Date {
  const guess = wallMs(w);
  let t = guess - (wallMs(wallOf(new Date(guess), timeZone)) - guess);
  t = guess - (wallMs(wallOf(new Date(t), timeZone)) - t);
  return new Date(t);
}

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** `date` moved by whole days and/or months of wall-clock time in `timeZone`. */
export function addWall(
  date: Date,
  timeZone: string,
  { days = 0, months = 0 }: { days?: number; months?: number },
): Date {
  const w = wallOf(date, timeZone);
  if (months) {
    const total = w.y * 12 + (w.m - 1) + months;
    const y = Math.floor(total / 12);
    const m = (total % 12) + 1;
    w.y = y;
    w.m = m;
    w.d = Math.min(w.d, daysIn(y, m));
  }
  if (days) {
    const shifted = new Date(Date.UTC(w.y, w.m - 1, w.d + days));
    w.y = shifted.getUTCFullYear();
    w.m = shifted.getUTCMonth() + 1;
    w.d = shifted.getUTCDate();
  }
  return fromWall(w, timeZone);
}

export interface PeriodRule {
  timeframe: Timeframe;
  /** A custom period repeats its own length. */
  custom: boolean;
  start: Date;
  end: Date;
  timeZone: string;
}

/** The end of the period that starts at `rule.end` (the next period with the same settings). */
export function nextPeriodEnd(rule: PeriodRule, from: Date = rule.end): Date {
  if (rule.custom) return new Date(from.getTime() + (rule.end.getTime() - rule.start.getTime()));
  switch (rule.timeframe) {
    case 'weekly':
      return addWall(from, rule.timeZone, { days: 7 });
    case 'biweekly':
      return addWall(from, rule.timeZone, { days: 14 });
    case 'monthly':
      return addWall(from, rule.timeZone, { months: 1 });
  }
}

/**
 * The period that follows a closed one and contains `now`: normally it starts at the closed
 * period's end; when the server was down for longer than a period, it skips ahead (periods that
 * passed with nobody syncing are not opened empty) to the one running at `now`.
 */
export function periodAfter(rule: PeriodRule, now: Date): { start: Date; end: Date } {
  if (rule.end.getTime() <= rule.start.getTime())
    throw new Error('A period must end after it starts');
  let start = rule.end;
  let end = nextPeriodEnd(rule, start);
  // Monthly periods keep the day of the first one (31 Jan → 28 Feb → 31 Mar would drift);
  // step from the original anchor by counting periods.
  let n = 1;
  while (end.getTime() <= now.getTime()) {
    n += 1;
    start = end;
    end =
      rule.timeframe === 'monthly' && !rule.custom
        ? addWall(rule.end, rule.timeZone, { months: n })
        : nextPeriodEnd(rule, start);
    if (n > 100_000) throw new Error('Period rollover did not converge');
  }
  return { start, end };
}
