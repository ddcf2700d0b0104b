import { FAKE_FEED_CREDENTIALS } from '../credentials';
import { badRequest, isoRange, notFound, ok } from './answer';
import type { FakeShape } from './answer';

const c = FAKE_FEED_CREDENTIALS.roobet;

/**
 * Roobet: `GET /affiliate/v2/stats?userId&startDate&endDate` (ISO timestamps) with a bearer
 * token → a list of `{ uid, username, wagered, weightedWagered, favoriteGame… }` in dollars.
 */
export const roobetShape: FakeShape = (req) => {
  if (req.path.join('/') !== 'affiliate/v2/stats') return notFound();
  if (req.headers.authorization !== `Bearer ${c.token}`)
    return { status: 401, body: { message: 'Unauthorized' } };
  if (req.query.get('userId') !== c.userId) return { status: 403, body: { message: 'Forbidden' } };
  const range = isoRange(req.query.get('startDate'), req.query.get('endDate'));
  if (!range) return badRequest('startDate and endDate must be ISO 8601 timestamps');
  return ok(
    req.players.map((p, i) => {
      const w = req.wagered(p, range.from, range.to);
      const weighted = Math.floor((w * p.weightPermille) / 1000);
      return req.damage(
        {
          uid: p.uid,
          username: p.username,
          wagered: req.dollars(w, i),
          weightedWagered: req.dollars(weighted, i + 1),
          favoriteGameId: `game-${p.favoriteGame.length}`,
          favoriteGameTitle: p.favoriteGame,
          rankLevel: 1 + (p.ratePerHour % 7),
        },
        i,
        { name: 'username', amount: 'wagered' },
      );
    }),
  );
};
