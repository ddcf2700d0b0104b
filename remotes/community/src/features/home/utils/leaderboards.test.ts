import { platform } from '../../../testing/fixtures';
import { activePlatforms, timeframeLabel } from './leaderboards';

describe('activePlatforms', () => {
  it('keeps only platforms with an active leaderboard, in order', () => {
    const list = [
      platform({ id: 1 }),
      platform({ id: 2, active_leaderboard: null }),
      platform({ id: 3 }),
    ];
    expect(activePlatforms(list).map((p) => p.id)).toEqual([1, 3]);
    expect(activePlatforms(undefined)).toEqual([]);
  });
});

describe('timeframeLabel', () => {
  it('names the timeframes', () => {
    expect(timeframeLabel('weekly')).toBe('Weekly');
    expect(timeframeLabel('biweekly')).toBe('Bi-weekly');
    expect(timeframeLabel('monthly')).toBe('Monthly');
    expect(timeframeLabel('daily')).toBe('Daily');
    expect(timeframeLabel(null)).toBe('');
  });
});
