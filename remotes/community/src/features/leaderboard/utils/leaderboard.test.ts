import { player } from '../../../testing/fixtures';
import { elapsedShare, podiumOrder, prizeFor, readView } from './leaderboard';

describe('leaderboard helpers', () => {
  it('gives the prize of a place or null', () => {
    expect(prizeFor([500, 250, 100], 1)).toBe(500);
    expect(prizeFor([500, 250, 100], 3)).toBe(100);
    expect(prizeFor([500, 250, 100], 4)).toBeNull();
    expect(prizeFor([500, 0], 2)).toBeNull();
  });

  it('measures the elapsed share of a period, capped at 100%', () => {
    const start = '2026-11-01T00:00:00.000Z';
    const end = '2026-11-11T00:00:00.000Z';
    expect(elapsedShare(start, end, Date.parse('2026-11-06T00:00:00.000Z'))).toBeCloseTo(0.5);
    expect(elapsedShare(start, end, Date.parse('2026-12-01T00:00:00.000Z'))).toBe(1);
    expect(elapsedShare(start, end, Date.parse('2026-10-01T00:00:00.000Z'))).toBe(0);
    expect(elapsedShare(end, start, Date.parse('2026-12-01T00:00:00.000Z'))).toBe(1);
  });

  it('orders the podium second, first, third and skips missing places', () => {
    const [a, b, c] = [player({ rank: 1 }), player({ rank: 2 }), player({ rank: 3 })];
    expect(podiumOrder([a, b, c]).map((p) => p.rank)).toEqual([2, 1, 3]);
    expect(podiumOrder([a, b]).map((p) => p.rank)).toEqual([2, 1]);
    expect(podiumOrder([a]).map((p) => p.rank)).toEqual([1]);
    expect(podiumOrder([])).toEqual([]);
  });

  it('reads the platform and period from the URL', () => {
    expect(readView(new URLSearchParams('platform=stake&period=last'))).toEqual({
      platform: 'stake',
      period: 'last',
    });
    expect(readView(new URLSearchParams('period=forever'))).toEqual({
      platform: null,
      period: 'current',
    });
  });
});
