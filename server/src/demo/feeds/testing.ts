import { startFakeFeeds } from './fake-feeds';
import type { FakeFeeds, FakeFeedsOptions } from './fake-feeds';

/** The fake's clock in tests: 2026-11-20 12:34:56 UTC unless moved. */
export const TEST_NOW = Date.UTC(2026, 10, 20, 12, 34, 56);

/** November 2026 in UTC: the period most tests ask for. */
export const NOVEMBER_UTC = {
  start: new Date(Date.UTC(2026, 10, 1)),
  end: new Date(Date.UTC(2026, 11, 1)),
  timeZone: 'UTC',
};

/**
 * Starts an in-process fake with a clock the test moves (`fake.clock.set(ms)`), for adapter
 * tests. Call `close()` in afterAll/afterEach.
 */
export async function startTestFeeds(opts: FakeFeedsOptions = {}) {
  let now = TEST_NOW;
  const feeds: FakeFeeds = await startFakeFeeds({ now: () => new Date(now), ...opts });
  return Object.assign(feeds, {
    clock: {
      set: (ms: number) => {
        now = ms;
      },
      get: () => now,
    },
  });
}

/** The fetch context of an adapter test: adapters ask no feed about time after the fake's clock. */
export const AT_TEST_NOW = { now: new Date(TEST_NOW) };

/** The fetch context of a test asking for the whole of November once it has ended. */
export const AFTER_NOVEMBER = { now: new Date(Date.UTC(2026, 11, 10)) };
