import { formatClaimCountdown } from './claim-countdown';

it("formats the countdown as 'Xh Ym Zs'", () => {
  expect(formatClaimCountdown(12 * 3600_000)).toBe('12h 0m 0s');
  expect(formatClaimCountdown(3723_000)).toBe('1h 2m 3s');
  expect(formatClaimCountdown(500)).toBe('0h 0m 1s');
  expect(formatClaimCountdown(-5)).toBe('0h 0m 0s');
});
