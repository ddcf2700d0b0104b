import { FAKE_FEED_CREDENTIALS } from '../credentials';
import { DAY, dollarString } from '../demo-data';
import { badRequest, notFound, ok } from './answer';
import type { FakeShape } from './answer';

const c = FAKE_FEED_CREDENTIALS.rainbet;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Rainbet: `GET /v1/external/affiliates?start_at&end_at&key` (UTC days, `end_at` inclusive, at
 * most 123 days) → `{ affiliates: [{ id, username, wagered_amount }], cache_updated_at }`, the
 * amounts as strings.
 */
export const rainbetShape: FakeShape = (req) => {
  if (req.path.join('/') !== 'v1/external/affiliates') return notFound();
  if (req.query.get('key') !== c.key) return { status: 401, body: { error: 'Invalid API key' } };
  const startAt = req.query.get('start_at') ?? '';
  const endAt = req.query.get('end_at') ?? '';
  if (!DATE.test(startAt) || !DATE.test(endAt))
    return badRequest('start_at and end_at must be dates (YYYY-MM-DD)');
  const from = Date.parse(`${startAt}T00:00:00Z`);
  const to = Date.parse(`${endAt}T00:00:00Z`) + DAY;
  if (!(to > from)) return badRequest('end_at is before start_at');
  if (to - from > 123 * DAY) return badRequest('The date range cannot exceed 123 days');
  return ok({
    affiliates: req.players.map((p, i) => {
      const w = req.wagered(p, from, to);
      return req.damage(
        {
          id: p.uid,
          username: p.username,
          wagered_amount: req.mode === 'string-amounts' ? req.dollars(w, i) : dollarString(w),
        },
        i,
        { name: 'username', amount: 'wagered_amount' },
      );
    }),
    cache_updated_at: new Date(req.now).toISOString(),
  });
};
