import { dayInTimeZone, hasClaimedToday, nextMidnight } from './daily-claim';

const at = (iso: string) => new Date(iso).getTime();

describe('daily claim day', () => {
  it('is the calendar day in the member time zone', () => {
    expect(dayInTimeZone(at('2026-11-21T23:30:00Z'), 'UTC')).toBe('2026-11-21');
    expect(dayInTimeZone(at('2026-11-21T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-22');
    expect(dayInTimeZone(at('2026-11-21T03:00:00Z'), 'America/New_York')).toBe('2026-11-20');
  });

  it('claimed today compares the stored claim day with today there', () => {
    const user = {
      last_daily_claim: '2026-11-21T10:00:00Z',
      last_daily_claim_day: '2026-11-21',
      time_zone: 'Europe/Berlin',
    };
    expect(hasClaimedToday(user, at('2026-11-21T22:59:00Z'))).toBe(true);
    // Past midnight in Berlin: claimable again though it is still the 21st in UTC.
    expect(hasClaimedToday(user, at('2026-11-21T23:00:00Z'))).toBe(false);
    expect(
      hasClaimedToday({ ...user, last_daily_claim_day: null }, at('2026-11-21T12:00:00Z')),
    ).toBe(true);
    expect(
      hasClaimedToday(
        { last_daily_claim: null, last_daily_claim_day: null, time_zone: 'UTC' },
        Date.now(),
      ),
    ).toBe(false);
  });

  it('next midnight is in the member time zone', () => {
    expect(nextMidnight(at('2026-11-21T12:00:00Z'), 'Europe/Berlin')).toBe(
      at('2026-11-21T23:00:00Z'),
    );
    expect(nextMidnight(at('2026-11-21T12:00:00Z'), 'UTC')).toBe(at('2026-11-22T00:00:00Z'));
  });
});
