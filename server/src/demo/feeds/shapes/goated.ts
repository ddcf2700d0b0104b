import { FAKE_FEED_CREDENTIALS } from '../credentials';
import { DAY } from '../demo-data';
import { notFound, ok } from './answer';
import type { FakeShape } from './answer';

const c = FAKE_FEED_CREDENTIALS.goated;

/**
 * Goated: `GET /{user2|user}/affiliate/referral-leaderboard/{code}` (both deployments' paths), a
 * bearer token checked when sent → `{ success, data: [{ uid, name, wagered: { today, this_week,
 * this_month, all_time } }] }` in dollars, totals up to now whatever the period.
 */
export const goatedShape: FakeShape = (req) => {
  const { path } = req;
  if (
    path.length !== 4 ||
    !['user2', 'user'].includes(path[0]!) ||
    path.slice(1, 3).join('/') !== 'affiliate/referral-leaderboard'
  )
    return notFound();
  if (req.headers.authorization && req.headers.authorization !== `Bearer ${c.token}`)
    return { status: 401, body: { success: false, message: 'Invalid token' } };
  if (path[3] !== c.code) return { status: 404, body: { success: false, message: 'Unknown code' } };
  const t = req.now;
  const d = new Date(t);
  const today = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const week = today - ((d.getUTCDay() + 6) % 7) * DAY;
  const month = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  return ok({
    success: true,
    data: req.players.map((p, i) =>
      req.damage(
        {
          uid: p.uid,
          name: p.username,
          wagered: {
            today: req.dollars(req.wagered(p, today, t), i),
            this_week: req.dollars(req.wagered(p, week, t), i),
            this_month: req.dollars(req.wagered(p, month, t), i),
            all_time: req.dollars(req.wagered(p, 0, t), i),
          },
        },
        i,
        { name: 'name', amount: 'wagered', drifted: 'wagered.all_time' },
      ),
    ),
  });
};
