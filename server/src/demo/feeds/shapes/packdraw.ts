import { FAKE_FEED_CREDENTIALS } from '../credentials';
import { badRequest, notFound, ok } from './answer';
import type { FakeShape } from './answer';

const c = FAKE_FEED_CREDENTIALS.packdraw;

/**
 * Packdraw: `GET /api/v1/affiliates/leaderboard?after=M-D-YYYY&apiKey` → `{ after, before, asOf,
 * leaderboard: [{ username, wagerAmount, image }] }`, each player's wagers **since `after`** up to
 * now in dollars; there is no end parameter (fixtures/packdraw.json).
 */
export const packdrawShape: FakeShape = (req) => {
  if (req.path.join('/') !== 'api/v1/affiliates/leaderboard') return notFound();
  if (req.query.get('apiKey') !== c.key) return { status: 401, body: { error: 'Invalid API key' } };
  const m = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(req.query.get('after') ?? '');
  const after = m ? Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])) : NaN;
  const day = new Date(after);
  if (!m || day.getUTCMonth() + 1 !== Number(m[1]) || day.getUTCDate() !== Number(m[2]))
    return badRequest('after must be a date written M-D-YYYY');
  return ok({
    after: new Date(after).toISOString(),
    before: null,
    asOf: new Date(req.now).toISOString(),
    leaderboard: req.players.map((p, i) =>
      req.damage(
        {
          username: p.username,
          wagerAmount: req.dollars(req.wagered(p, after, req.now), i),
          image: null,
        },
        i,
        { name: 'username', amount: 'wagerAmount' },
      ),
    ),
  });
};
