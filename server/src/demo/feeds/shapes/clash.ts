import { FAKE_FEED_CREDENTIALS } from '../credentials';
import { badRequest, notFound, ok, utcDay } from './answer';
import type { FakeShape } from './answer';

const c = FAKE_FEED_CREDENTIALS.clash;

/**
 * Clash.gg: `GET /affiliates/detailed-summary/v2/{YYYY-MM-DD}` with a bearer token (and the
 * cookie this deployment asks for) → a bare list of `{ userId, name, avatar, wagered, deposited,
 * earned, xp, firstSeen, lastSeen }`, each referral's totals **since that day up to now**,
 * amounts in cents of gems, ids numbers (fixtures/clash.json).
 */
export const clashShape: FakeShape = (req) => {
  if (req.path.length !== 4 || req.path.slice(0, 3).join('/') !== 'affiliates/detailed-summary/v2')
    return notFound();
  if (req.headers.authorization !== `Bearer ${c.token}`)
    return { status: 401, body: { message: 'Unauthorized' } };
  if (req.headers.cookie !== c.cookie) return { status: 403, body: { message: 'Forbidden' } };
  const since = utcDay(req.path[3]!);
  if (since === null) return badRequest('The date must be YYYY-MM-DD');
  return ok(
    req.players.map((p, i) => {
      const w = req.wagered(p, since, req.now);
      return req.damage(
        {
          userId: Number(p.uid),
          name: p.username,
          avatar: null,
          wagered: req.cents(w, i),
          deposited: Math.floor(w / 8),
          earned: Math.floor(w / 100),
          xp: w,
          firstSeen: new Date(p.joinedAt).toISOString(),
          lastSeen: new Date(req.now).toISOString(),
        },
        i,
        { name: 'name', amount: 'wagered' },
      );
    }),
  );
};
