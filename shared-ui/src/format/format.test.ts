import { pageWindow } from '../components/pagination';
import {
  formatCountdown,
  formatHoursMinutes,
  formatMoney,
  formatMultiplier,
  formatNumber,
  formatRelativeLong,
  formatRelativeShort,
  formatUSD,
  initialOf,
  truncate,
} from './format';

describe('formatters', () => {
  it('formats money and multipliers', () => {
    expect(formatUSD(1234.5)).toBe('$1,234.50');
    expect(formatUSD(1234.5, { cents: false })).toBe('$1,235');
    expect(formatMultiplier(2)).toBe('2.00x');
    expect(formatMultiplier(null)).toBe('N/A');
  });

  it('groups thousands everywhere: one number format across the site', () => {
    expect(formatUSD(5000)).toBe('$5,000.00');
    expect(formatMoney(5000, '$', { cents: true })).toBe('$5,000.00');
    expect(formatMoney(1234567.891, '€')).toBe('€1,234,568');
    expect(formatNumber(6000)).toBe('6,000');
    expect(formatMultiplier(1250)).toBe('1,250.00x');
  });

  it('formats the banner time left', () => {
    expect(formatHoursMinutes(0)).toBe('Ended');
    expect(formatHoursMinutes(59 * 60_000)).toBe('59m');
    expect(formatHoursMinutes((5 * 60 + 7) * 60_000)).toBe('5h 7m');
  });

  it('formats countdowns', () => {
    expect(formatCountdown(-1)).toBe('Ended');
    expect(formatCountdown((26 * 3600 + 61) * 1000)).toBe('1d 02h 01m 01s');
  });

  it('formats relative times in both styles', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(formatRelativeShort('2026-11-21T11:59:30Z', now)).toBe('Just now');
    expect(formatRelativeShort('2026-11-21T11:55:00Z', now)).toBe('5m ago');
    expect(formatRelativeShort('2026-11-21T09:00:00Z', now)).toBe('3h ago');
    expect(formatRelativeShort('2026-11-19T12:00:00Z', now)).toBe('2d ago');
    expect(formatRelativeLong('2026-11-21T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeLong('2026-11-21T11:00:00Z', now)).toBe('1 hour ago');
    expect(formatRelativeLong('2026-11-01T11:00:00Z', now)).toMatch(/Nov 1, 2026/);
  });

  it('truncates and takes initials', () => {
    expect(truncate('Gates of Olympus', 12)).toBe('Gates of Oly…');
    expect(initialOf(' zed')).toBe('Z');
    expect(initialOf('')).toBe('?');
  });

  it('windows page buttons to five', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(7, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});
