import { FAKE_FEED_CREDENTIALS } from '../credentials';
import { badRequest, isoRange, notFound, ok } from './answer';
import type { FakeShape } from './answer';

const c = FAKE_FEED_CREDENTIALS.generic;

/**
 * A generic JSON API: `GET /api/wagers?from&to` (ISO timestamps) with an `X-Api-Key` header →
 * `{ ok, result: { players: [{ player: { id, name }, stats: { wagered, weighted }, topGame }] } }`.
 */
export const genericShape: FakeShape = (req) => {
  if (req.path.join('/') !== 'api/wagers') return notFound();
  if (req.headers['x-api-key'] !== c.secret)
    return { status: 401, body: { ok: false, error: 'Missing or wrong X-Api-Key' } };
  const range = isoRange(req.query.get('from'), req.query.get('to'));
  if (!range) return badRequest('from and to must be ISO 8601 timestamps');
  return ok({
    ok: true,
    result: {
      players: req.players.map((p, i) => {
        const w = req.wagered(p, range.from, range.to);
        return req.damage(
          {
            player: { id: p.uid, name: p.username },
            stats: {
              wagered: req.dollars(w, i),
              weighted: req.dollars(Math.floor((w * p.weightPermille) / 1000), i),
            },
            topGame: p.favoriteGame,
          },
          i,
          { name: 'player.name', amount: 'stats.wagered' },
        );
      }),
    },
  });
};
