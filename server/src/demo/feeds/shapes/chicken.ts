import { FAKE_FEED_CREDENTIALS } from '../credentials';
import { badRequest, notFound, ok } from './answer';
import type { FakeShape } from './answer';

const c = FAKE_FEED_CREDENTIALS.chicken;

/**
 * Chicken.gg: `GET /affiliate/v1/referrals?key&minTime&maxTime` (epoch milliseconds) →
 * `{ referrals: [{ displayName, imageUrl, wagerAmount, depositAmount, commissionAmount }] }` in
 * coins; a player who hides the name has `displayName: null` (fixtures/chicken.json).
 */
export const chickenShape: FakeShape = (req) => {
  if (req.path.join('/') !== 'affiliate/v1/referrals') return notFound();
  if (req.query.get('key') !== c.key)
    return { status: 401, body: { error: 'Unauthorized', message: 'Invalid key' } };
  const from = Number(req.query.get('minTime'));
  const to = Number(req.query.get('maxTime'));
  if (
    !req.query.get('minTime') ||
    !Number.isSafeInteger(from) ||
    !Number.isSafeInteger(to) ||
    to <= from
  )
    return badRequest('minTime and maxTime must be epoch milliseconds, maxTime after minTime');
  return ok({
    referrals: req.players.map((p, i) => {
      const w = req.wagered(p, from, to);
      return req.damage(
        {
          displayName: p.hidden ? null : p.username,
          imageUrl: null,
          wagerAmount: req.dollars(w, i),
          depositAmount: req.dollars(Math.floor(w / 8), i),
          commissionAmount: req.dollars(Math.floor(w / 200), i),
        },
        i,
        { name: 'displayName', amount: 'wagerAmount' },
      );
    }),
  });
};
