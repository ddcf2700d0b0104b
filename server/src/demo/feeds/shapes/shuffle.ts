import { FAKE_FEED_CREDENTIALS } from '../credentials';
import { badRequest, notFound, ok } from './answer';
import type { FakeShape } from './answer';

const c = FAKE_FEED_CREDENTIALS.shuffle;

/**
 * Shuffle: `GET /stats/{secret}?startTime&endTime` (epoch seconds; an end after now is refused
 * with `400 INVALID_DATE`, as peers report) → a list of `{ username, campaignCode, wagerAmount }`,
 * one row per player and campaign code, in dollars.
 */
export const shuffleShape: FakeShape = (req) => {
  if (req.path.length !== 2 || req.path[0] !== 'stats') return notFound();
  if (req.path[1] !== c.secret) return { status: 401, body: { error: 'Invalid secret' } };
  const start = Number(req.query.get('startTime'));
  const end = Number(req.query.get('endTime'));
  if (!Number.isInteger(start) || !Number.isInteger(end) || end <= start)
    return badRequest('startTime and endTime must be epoch seconds, end after start');
  if (end * 1000 > req.now) return badRequest('INVALID_DATE');
  const rows: { username: string; campaignCode: string; wagerAmount: number }[] = [];
  for (const p of req.players) {
    const total = req.wagered(p, start * 1000, end * 1000);
    const codes = p.codes.length ? p.codes : [{ code: 'LOBBY', permille: 1000 }];
    let left = total;
    codes.forEach((code, k) => {
      const part = k === codes.length - 1 ? left : Math.floor((total * code.permille) / 1000);
      left -= part;
      rows.push({ username: p.username, campaignCode: code.code, wagerAmount: part });
    });
  }
  return ok(
    rows.map((r, i) =>
      req.damage({ ...r, wagerAmount: req.dollars(r.wagerAmount, i) }, i, {
        name: 'username',
        amount: 'wagerAmount',
      }),
    ),
  );
};
