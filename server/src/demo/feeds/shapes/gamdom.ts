import { FAKE_FEED_CREDENTIALS } from '../credentials';
import { badRequest, notFound, ok, utcDay } from './answer';
import type { FakeShape } from './answer';

const c = FAKE_FEED_CREDENTIALS.gamdom;

/** The UTC calendar months from the one before `from` to the one holding `to`, as [start, end). */
function months(from: number, to: number): { month: string; start: number; end: number }[] {
  const d = new Date(from);
  const out = [];
  for (let m = d.getUTCMonth() - 1; ; m++) {
    const start = Date.UTC(d.getUTCFullYear(), m, 1);
    if (start > to) return out;
    out.push({
      month: new Date(start).toISOString().slice(0, 7),
      start,
      end: Date.UTC(d.getUTCFullYear(), m + 1, 1),
    });
  }
}

/**
 * Gamdom: `GET /api/affiliates/leaderboard?apikey&after=YYYY-MM-DD` → `{ data: [{ user_id,
 * username, wager_data: [{ month, total_wager_usd }] }] }`: one bucket per calendar month (UTC)
 * with wagers, in dollars, **starting the month before `after`** (the answer that made a reader of
 * `wager_data[0]` rank last month); hidden players are "Hidden User", each with its own id
 * (fixtures/gamdom.json).
 */
export const gamdomShape: FakeShape = (req) => {
  if (req.path.join('/') !== 'api/affiliates/leaderboard') return notFound();
  if (req.query.get('apikey') !== c.key)
    return { status: 401, body: { success: false, message: 'Invalid API key' } };
  const after = utcDay(req.query.get('after'));
  if (after === null) return badRequest('after must be a date (YYYY-MM-DD)');
  const buckets = months(after, req.now);
  return ok({
    data: req.players.map((p, i) =>
      req.damage(
        {
          user_id: Number(p.uid),
          username: p.hidden ? 'Hidden User' : p.username,
          wager_data: buckets
            .map((b) => ({ month: b.month, cents: req.wagered(p, b.start, b.end) }))
            .filter((b) => b.cents > 0)
            .map((b) => ({ month: b.month, total_wager_usd: req.dollars(b.cents, i) })),
        },
        i,
        { name: 'username', amount: 'wager_data', drifted: 'wager_data[].total_wager_usd' },
      ),
    ),
  });
};
