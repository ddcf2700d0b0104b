import { game } from '../testing/fixtures';
import { PROVIDER_NAME_MAX, SLOT_NAME_MAX, parseHuntTab } from './constants';
import {
  bestGameId,
  cardText,
  displayName,
  formatWhen,
  gameMultiplier,
  isSettled,
  multiplierTier,
  profilePath,
} from './hunt-display';

describe('hunt display helpers', () => {
  it('cuts slot names to 12 and providers to 10 characters without a dangling space', () => {
    expect(cardText('Gates of Olympus', SLOT_NAME_MAX)).toBe('Gates of Oly…');
    expect(cardText('Wanted Dead or a Wild', SLOT_NAME_MAX)).toBe('Wanted Dead…');
    expect(cardText('Big Bass Bon', SLOT_NAME_MAX)).toBe('Big Bass Bon');
    expect(cardText('Pragmatic Play', PROVIDER_NAME_MAX)).toBe('Pragmatic…');
    expect(cardText('Hacksaw Gaming', PROVIDER_NAME_MAX)).toBe('Hacksaw Ga…');
  });

  it('names a member by Kick handle, else username, and links the username', () => {
    expect(displayName({ username: 'alice', kick_username: 'AliceSpins' })).toBe('AliceSpins');
    expect(displayName({ username: 'bob', kick_username: null })).toBe('bob');
    expect(profilePath({ username: 'dj spin' })).toBe('/profile/dj%20spin');
  });

  it('treats a bonus as settled only with a win that is not pending', () => {
    expect(isSettled(game())).toBe(true);
    expect(isSettled(game({ slot_win: null }))).toBe(false);
    expect(isSettled(game({ pending_win: true }))).toBe(false);
  });

  it("uses the server's multiplier, else win / bet", () => {
    expect(gameMultiplier(game({ multiplier: 25 }))).toBe(25);
    expect(gameMultiplier(game({ multiplier: null, slot_bet: 4, slot_win: 10 }))).toBe(2.5);
    expect(
      gameMultiplier(game({ slot_win: null, pending_win: true, multiplier: null })),
    ).toBeNull();
  });

  it('finds the best settled bonus and ranks multipliers', () => {
    expect(
      bestGameId([
        game({ id: 1, multiplier: 3 }),
        game({ id: 2, multiplier: 140 }),
        game({ id: 3, slot_win: null, multiplier: null }),
      ]),
    ).toBe(2);
    expect(bestGameId([game({ id: 3, slot_win: null, multiplier: null })])).toBeNull();
    expect([
      multiplierTier(0.4),
      multiplierTier(3),
      multiplierTier(30),
      multiplierTier(120),
      multiplierTier(null),
    ]).toEqual(['loss', 'normal', 'big', 'huge', 'loss']);
  });

  it('reads the tab from the URL, defaulting to the current hunt', () => {
    expect(parseHuntTab('history')).toBe('history');
    expect(parseHuntTab('predictions')).toBe('predictions');
    expect(parseHuntTab(null)).toBe('current');
    expect(parseHuntTab('bogus')).toBe('current');
  });

  it('dates a prediction without the year when it is this year', () => {
    const iso = '2026-11-20T14:05:00.000Z';
    const sameYear = formatWhen(iso, new Date('2026-12-01T00:00:00Z').getTime());
    const otherYear = formatWhen(iso, new Date('2027-02-01T00:00:00Z').getTime());
    expect(sameYear).toMatch(/^Nov 20, \d{1,2}:05 [AP]M$/);
    expect(otherYear).toMatch(/^Nov 20, 2026, \d{1,2}:05 [AP]M$/);
  });
});
