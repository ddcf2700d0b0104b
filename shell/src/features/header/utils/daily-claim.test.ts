import {
  dayInTimeZone,
  formatClaimCountdown,
  hasClaimedToday,
  nextMidnight,
  safeTimeZone,
} from './daily-claim';

const at = (iso: string) => new Date(iso).getTime();

describe('daily claim time rules', () => {
  it('gives the calendar day in a time zone', () => {
    expect(dayInTimeZone(at('2026-03-10T23:30:00Z'), 'UTC')).toBe('2026-03-10');
    expect(dayInTimeZone(at('2026-03-10T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-11');
    expect(dayInTimeZone(at('2026-03-10T03:30:00Z'), 'America/Los_Angeles')).toBe('2026-03-09');
  });

  it('finds the next local midnight', () => {
    expect(nextMidnight(at('2026-03-10T12:00:00Z'), 'UTC')).toBe(at('2026-03-11T00:00:00Z'));
    expect(nextMidnight(at('2026-03-10T12:00:00Z'), 'Asia/Tokyo')).toBe(at('2026-03-10T15:00:00Z'));
    expect(nextMidnight(at('2026-03-10T12:00:00Z'), 'Asia/Kolkata')).toBe(
      at('2026-03-10T18:30:00Z'),
    );
  });

  it('handles daylight-saving changes (a 23-hour day in New York)', () => {
    // 2026-03-08 is the spring-forward day in the US: midnight to midnight is 23 hours.
    const start = at('2026-03-08T05:00:00Z'); // 00:00 EST
    expect(nextMidnight(start + 1000, 'America/New_York')).toBe(at('2026-03-09T04:00:00Z')); // 00:00 EDT
  });

  it('decides whether today was claimed from last_daily_claim_day, else last_daily_claim', () => {
    const now = at('2026-03-10T12:00:00Z');
    expect(
      hasClaimedToday(
        { last_daily_claim_day: '2026-03-10', last_daily_claim: null, time_zone: 'UTC' },
        now,
      ),
    ).toBe(true);
    expect(
      hasClaimedToday(
        { last_daily_claim_day: '2026-03-09', last_daily_claim: null, time_zone: 'UTC' },
        now,
      ),
    ).toBe(false);
    expect(
      hasClaimedToday(
        { last_daily_claim_day: null, last_daily_claim: '2026-03-10T01:00:00Z', time_zone: 'UTC' },
        now,
      ),
    ).toBe(true);
    expect(
      hasClaimedToday(
        {
          last_daily_claim_day: null,
          last_daily_claim: '2026-03-10T01:00:00Z',
          time_zone: 'America/New_York',
        },
        now,
      ),
    ).toBe(false);
    expect(
      hasClaimedToday(
        { last_daily_claim_day: null, last_daily_claim: null, time_zone: 'UTC' },
        now,
      ),
    ).toBe(false);
  });

  it('falls back to a valid zone for an unknown one', () => {
    expect(safeTimeZone('Not/AZone')).not.toBe('Not/AZone');
    expect(safeTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it("formats the countdown as 'Xh Ym Zs'", () => {
    expect(formatClaimCountdown(12 * 3600_000)).toBe('12h 0m 0s');
    expect(formatClaimCountdown(3723_000)).toBe('1h 2m 3s');
    expect(formatClaimCountdown(500)).toBe('0h 0m 1s');
    expect(formatClaimCountdown(-5)).toBe('0h 0m 0s');
  });
});
