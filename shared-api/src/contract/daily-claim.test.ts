import { calendarDay, hasClaimedToday, isValidTimeZone, nextMidnight } from './daily-claim';

describe('calendarDay', () => {
  it('is the day in the given zone', () => {
    const at = new Date('2026-11-21T23:30:00.000Z');
    expect(calendarDay(at, 'UTC')).toBe('2026-11-21');
    expect(calendarDay(at, 'Europe/Berlin')).toBe('2026-11-22');
    expect(calendarDay(at, 'America/Los_Angeles')).toBe('2026-11-21');
    expect(calendarDay(new Date('2026-11-21T05:00:00.000Z'), 'America/New_York')).toBe(
      '2026-11-21',
    );
    expect(calendarDay(new Date('2026-11-21T04:59:59.000Z'), 'America/New_York')).toBe(
      '2026-11-20',
    );
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(isValidTimeZone('Nowhere/Special')).toBe(false);
    expect(calendarDay(new Date('2026-11-21T23:30:00.000Z'), 'Nowhere/Special')).toBe('2026-11-21');
  });
});

describe('nextMidnight', () => {
  it('is the next local midnight', () => {
    expect(nextMidnight(new Date('2026-11-21T12:00:00.000Z'), 'UTC').toISOString()).toBe(
      '2026-11-22T00:00:00.000Z',
    );
    expect(nextMidnight(new Date('2026-11-21T12:00:00.000Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-11-21T23:00:00.000Z',
    );
    expect(nextMidnight(new Date('2026-11-21T23:30:00.000Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    );
    expect(nextMidnight(new Date('2026-11-21T12:00:00.000Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-21T18:30:00.000Z',
    );
    // Exactly at midnight, the next one is a day later.
    expect(nextMidnight(new Date('2026-11-22T00:00:00.000Z'), 'UTC').toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('handles days that are 23 or 25 hours long', () => {
    // Europe/Berlin: clocks go forward on 2026-03-29 and back on 2026-10-25.
    expect(nextMidnight(new Date('2026-03-28T12:00:00.000Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(nextMidnight(new Date('2026-03-29T12:00:00.000Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(nextMidnight(new Date('2026-10-25T12:00:00.000Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('finds the first minute of the day where a DST jump skips midnight', () => {
    // America/Havana springs forward at 00:00 → 01:00 (2026-03-08): the day begins at 01:00 local (05:00Z).
    const next = nextMidnight(new Date('2026-03-07T20:00:00.000Z'), 'America/Havana');
    expect(calendarDay(next, 'America/Havana')).toBe('2026-03-08');
    expect(calendarDay(new Date(next.getTime() - 1), 'America/Havana')).toBe('2026-03-07');
  });
});

describe('hasClaimedToday', () => {
  const at = (iso: string) => Date.parse(iso);
  const member = {
    last_daily_claim: '2026-11-21T10:00:00Z',
    last_daily_claim_day: '2026-11-21',
    time_zone: 'Europe/Berlin',
  };

  it("compares the last claim's day with today in the member's zone", () => {
    expect(hasClaimedToday(member, at('2026-11-21T22:59:00Z'))).toBe(true);
    expect(hasClaimedToday(member, at('2026-11-21T23:00:00Z'))).toBe(false); // midnight in Berlin
  });

  it('falls back to the claim instant when no day is stored', () => {
    expect(
      hasClaimedToday({ ...member, last_daily_claim_day: null }, at('2026-11-21T12:00:00Z')),
    ).toBe(true);
    expect(
      hasClaimedToday(
        { ...member, last_daily_claim_day: null, last_daily_claim: null },
        at('2026-11-21T12:00:00Z'),
      ),
    ).toBe(false);
  });
});

describe('hasClaimedToday after a change of time zone', () => {
  it('counts a claim made earlier today in another zone', () => {
    // Claimed at 12:00Z in UTC-12 (the 21st there), now in UTC+14 (02:00 on the 22nd there).
    const user = {
      last_daily_claim: '2026-11-21T12:00:00.000Z',
      last_daily_claim_day: '2026-11-21',
      time_zone: 'Pacific/Kiritimati',
    };
    expect(hasClaimedToday(user, new Date('2026-11-21T12:30:00.000Z'))).toBe(true);
    expect(hasClaimedToday(user, new Date('2026-11-22T10:00:00.000Z'))).toBe(false);
    // Moved back to UTC-12 after claiming the 22nd in UTC+14: still claimed there.
    expect(
      hasClaimedToday(
        { ...user, last_daily_claim_day: '2026-11-22', time_zone: 'Etc/GMT+12' },
        new Date('2026-11-21T12:30:00.000Z'),
      ),
    ).toBe(true);
  });
});
