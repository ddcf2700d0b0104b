import { dateInZone, EMPTY_RESULT, periodUpToNow } from '../rows';
import type { FeedFetchResult, FeedPeriod } from '../types';
import { diffFromSnapshot } from './goated';

/**
 * The wagers of a period from an API that only answers "everything since day D, up to now"
 * (Clash.gg's summary since a date, Packdraw's `after`): a running period is the answer since
 * its first day; a period that has ended is the answer since its first day minus the answer
 * since the day it ended, player by player (by platform id when there is one, else by name; a
 * total that went down counts 0). Days are UTC days, so boundaries at midnight UTC are exact.
 */
export async function sinceDateWagers(
  period: FeedPeriod,
  now: Date,
  since: (day: Date) => Promise<FeedFetchResult>,
): Promise<FeedFetchResult> {
  const asked = periodUpToNow(period, now);
  if (!asked) return EMPTY_RESULT;
  const startDay = new Date(`${dateInZone(asked.start, 'UTC')}T00:00:00Z`);
  const endDay = new Date(`${dateInZone(period.end, 'UTC')}T00:00:00Z`);
  if (endDay.getTime() > now.getTime()) return since(startDay);
  const [all, after] = [await since(startDay), await since(endDay)];
  return {
    rows: diffFromSnapshot(after.rows, all.rows),
    dropped: all.dropped,
    droppedSamples: all.droppedSamples,
    received: all.received,
  };
}
