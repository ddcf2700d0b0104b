import { levelFromXp, levelProgress, nextTier, roleLabel, tierFromPoints } from './level';

describe('levelFromXp', () => {
  it.each([
    [0, 1],
    [999, 1],
    [1000, 2],
    [1999, 2],
    [48_250, 49],
    [-5, 1],
    [Number.NaN, 1],
  ])('xp %p is level %p', (xp, level) => {
    expect(levelFromXp(xp)).toBe(level);
  });
});

describe('levelProgress', () => {
  it('is xp mod 1000 out of 1000', () => {
    expect(levelProgress(48_250)).toEqual({ current: 250, needed: 1000, fraction: 0.25 });
    expect(levelProgress(1000)).toEqual({ current: 0, needed: 1000, fraction: 0 });
    expect(levelProgress(999)).toEqual({ current: 999, needed: 1000, fraction: 0.999 });
  });
});

describe('tierFromPoints', () => {
  it.each([
    [0, 'Member'],
    [999, 'Member'],
    [1000, 'Bronze'],
    [9999, 'Bronze'],
    [10_000, 'Silver'],
    [24_999, 'Silver'],
    [25_000, 'Gold'],
    [50_000, 'Platinum'],
    [99_999, 'Platinum'],
    [100_000, 'Diamond'],
    [2_000_000, 'Diamond'],
  ])('%p points is %s', (points, tier) => {
    expect(tierFromPoints(points)).toBe(tier);
  });

  it('tells the next tier and the points missing', () => {
    expect(nextTier(800)).toEqual({ name: 'Bronze', min: 1000, missing: 200 });
    expect(nextTier(30_000)).toEqual({ name: 'Platinum', min: 50_000, missing: 20_000 });
    expect(nextTier(100_000)).toBeNull();
  });
});

describe('roleLabel', () => {
  it('shows Admin, Moderator, VIP, otherwise Member', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('moderator')).toBe('Moderator');
    expect(roleLabel('vip')).toBe('VIP');
    expect(roleLabel('member')).toBe('Member');
    expect(roleLabel('something')).toBe('Member');
  });
});
