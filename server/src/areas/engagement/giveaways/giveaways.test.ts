import { createHash } from 'node:crypto';
import {
  entriesDrawList,
  giveawayListText,
  parseListText,
  replayDraw,
} from '@lobby/contract-engagement';
import type { UserRow } from '../../../core/db/tables';
import { giveOpeningBalance } from '../../../core/ledger/factories';
import { findLedgerMismatches } from '../../../core/ledger/points';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { drawDueGiveaways, drawGiveaway, giveawayListStream, redrawGiveaway } from './draw';
import { createGiveaway } from './factories';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** An entry row as GET /entries answers it, and its lines in the published list. */
type Counted = { id: number; entries: number; user: { id: number } };
const expand = (rows: Counted[]) =>
  rows.flatMap((e) =>
    Array.from({ length: e.entries }, () => ({ entry_id: e.id, user_id: e.user.id })),
  );
const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

describe.each(testDialects())('giveaways (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A member with an opening balance written through the ledger. */
  async function member(points = 0, fields: Partial<UserRow> = {}) {
    const m = await createMember(t.db, fields);
    if (points) await giveOpeningBalance(t.db, m.id, points);
    return m;
  }

  async function enter(who: { id: number }, id: number, body: Record<string, unknown>) {
    const s = await t.login(who);
    return t.app.inject({
      method: 'POST',
      url: `/api/r/giveaways/${id}/enter`,
      headers: headersOf(s),
      payload: body,
    });
  }

  const balance = async (id: number) =>
    Number(
      (await t.db.selectFrom('users').select('points').where('id', '=', id).executeTakeFirst())!
        .points,
    );

  it('lists giveaways with status, counts, entry methods and winners', async () => {
    const winner = await member(0, { username: 'lucky_one' });
    const open = await createGiveaway(t.db, {
      title: 'Open One',
      endAt: inHours(5),
      pointsPerEntry: 100,
      maxPointsEntries: 3,
      password: 'secret',
    });
    const pending = await createGiveaway(t.db, {
      title: 'Pending One',
      endAt: inHours(50),
      accepting: false,
    });
    const ended = await createGiveaway(t.db, {
      title: 'Ended One',
      drawnAt: inHours(-5),
      winners: [winner.id],
    });
    const res = await t.app.inject('/api/r/giveaways');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; status: string }[];
    const byId = new Map(data.map((g) => [g.id, g]));
    expect(byId.get(open.id)).toMatchObject({
      title: 'Open One',
      status: 'active',
      has_ended: false,
      is_accepting_entries: true,
      allow_passwordless_entry: true,
      allow_points_entry: true,
      allow_password_entry: true,
      points_per_entry: 100,
      max_points_entries: 3,
      entries_count: 0,
      winners: [],
    });
    expect(byId.get(pending.id)).toMatchObject({ status: 'pending', is_accepting_entries: false });
    expect(byId.get(ended.id)).toMatchObject({
      status: 'ended',
      has_ended: true,
      entries_count: 1,
      participants_count: 1,
      prize_value: 100,
      winners: [{ position: 1, username: 'lucky_one' }],
    });
    // Open giveaways come before ended ones.
    expect(data.findIndex((g) => g.id === open.id)).toBeLessThan(
      data.findIndex((g) => g.id === ended.id),
    );
    // A passed end makes an undrawn giveaway ended at once.
    const late = await createGiveaway(t.db, { endAt: inHours(-1) });
    const detail = (await t.app.inject(`/api/r/giveaways/${late.id}`)).json().data;
    expect(detail).toMatchObject({ status: 'ended', has_ended: true, is_accepting_entries: false });
    expect(detail.draw).toMatchObject({ seed: null, list_hash: null, algorithm: 'lobby-draw-v1' });
    expect(detail.draw.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers 404 'Raffle not found' for an unknown giveaway and 400 for a bad id", async () => {
    for (const url of ['/api/r/giveaways/999999', '/api/r/giveaways/999999/entries']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Raffle not found');
    }
    expect((await t.app.inject('/api/r/giveaways/abc')).statusCode).toBe(400);
    const m = await member(1000);
    const res = await enter(m, 999999, { entry_type: 'passwordless', kick_username: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Raffle not found');
  });

  it('takes one free entry per member and lists entries with the Kick username given', async () => {
    const g = await createGiveaway(t.db, { endAt: inHours(2) });
    const m = await member(0, { username: 'free_fan', kick_username: 'linkedkick' });
    const ok = await enter(m, g.id, {
      entry_type: 'passwordless',
      kick_username: 'kickfan',
      password: null,
      points_spent: null,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Successfully entered the raffle!',
      entries_added: 1,
    });
    const again = await enter(m, g.id, { entry_type: 'passwordless', kick_username: 'kickfan' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      success: false,
      error: 'You have already used your free entry.',
    });
    const entries = (await t.app.inject(`/api/r/giveaways/${g.id}/entries`)).json();
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        created_at: expect.any(String),
        entry_type: 'passwordless',
        entries: 1,
        points_spent: 0,
        user: { id: m.id, username: 'free_fan', kick_username: 'kickfan', avatar: null },
        // Typed by a member without a linked Kick account.
        kick_verified: false,
      },
    ]);
    const s = await t.login(m);
    const detail = (
      await t.app.inject({ url: `/api/r/giveaways/${g.id}`, headers: headersOf(s) })
    ).json().data;
    expect(detail.user_entries).toEqual({
      total: 1,
      has_free_entry: true,
      has_password_entry: false,
      points_entries: 0,
      points_spent: 0,
    });
  });

  it('asks a visitor to log in', async () => {
    const g = await createGiveaway(t.db, { endAt: inHours(2) });
    const s = await t.anonymous();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/r/giveaways/${g.id}/enter`,
      headers: headersOf(s),
      payload: { entry_type: 'passwordless', kick_username: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('gives exactly one entry for 100 concurrent free entries by one member', async () => {
    const g = await createGiveaway(t.db, { endAt: inHours(2) });
    const m = await member();
    const s = await t.login(m);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/r/giveaways/${g.id}/enter`,
          headers: headersOf(s),
          payload: { entry_type: 'passwordless', kick_username: 'racer' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(99);
    const entries = (await t.app.inject(`/api/r/giveaways/${g.id}/entries`)).json();
    expect(entries).toHaveLength(1);
  });

  it('checks the password and takes one password entry per member', async () => {
    const g = await createGiveaway(t.db, { endAt: inHours(2), free: false, password: 'lobbylive' });
    const m = await member();
    const free = await enter(m, g.id, { entry_type: 'passwordless', kick_username: 'pw' });
    expect(free.json().error).toBe('Free entry is not available for this raffle.');
    const wrong = await enter(m, g.id, {
      entry_type: 'password',
      kick_username: 'pw',
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe('Incorrect password.');
    const right = await enter(m, g.id, {
      entry_type: 'password',
      kick_username: 'pw',
      password: 'lobbylive',
      points_spent: null,
    });
    expect(right.statusCode).toBe(200);
    const twice = await enter(m, g.id, {
      entry_type: 'password',
      kick_username: 'pw',
      password: 'lobbylive',
    });
    expect(twice.json().error).toBe('You have already entered with the password.');
  });

  it('sells points entries through the ledger, capped by max_points_entries', async () => {
    const g = await createGiveaway(t.db, {
      endAt: inHours(2),
      pointsPerEntry: 100,
      maxPointsEntries: 5,
    });
    const m = await member(1000);
    const res = await enter(m, g.id, {
      entry_type: 'points',
      kick_username: 'spender',
      points_spent: 350,
      password: null,
    });
    expect(res.statusCode).toBe(200);
    // 350 points buy 3 entries at 100; the remaining 50 are not taken.
    expect(res.json()).toMatchObject({ entries_added: 3, user_points: 700 });
    expect(await balance(m.id)).toBe(700);
    const over = await enter(m, g.id, {
      entry_type: 'points',
      kick_username: 'spender',
      points_spent: 300,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toBe('You can buy at most 2 more points entries.');
    expect(await balance(m.id)).toBe(700);
    const tooFew = await enter(m, g.id, {
      entry_type: 'points',
      kick_username: 'spender',
      points_spent: 99,
    });
    expect(tooFew.json().error).toBe('You need to spend at least 100 points for one entry.');
    const poor = await member(150);
    const broke = await enter(poor, g.id, {
      entry_type: 'points',
      kick_username: 'poor',
      points_spent: 200,
    });
    expect(broke.statusCode).toBe(422);
    expect(broke.json().error).toBe('You do not have enough points.');
    expect(await balance(poor.id)).toBe(150);
    const ledger = await t.db
      .selectFrom('points_ledger')
      .selectAll()
      .where('user_id', '=', m.id)
      .where('reason', '=', 'giveaway_entry')
      .execute();
    expect(ledger.map((l) => Number(l.delta))).toEqual([-300]);
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });

  it('never overspends with 100 concurrent points entries', async () => {
    const g = await createGiveaway(t.db, { endAt: inHours(2), pointsPerEntry: 100 });
    const m = await member(750);
    const s = await t.login(m);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/r/giveaways/${g.id}/enter`,
          headers: headersOf(s),
          payload: { entry_type: 'points', kick_username: 'rush', points_spent: 100 },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(7);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    expect(await balance(m.id)).toBe(50);
    const entries = (await t.app.inject(`/api/r/giveaways/${g.id}/entries`)).json();
    expect(entries).toEqual([expect.objectContaining({ entries: 7, points_spent: 700 })]);
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });

  it('keeps the cap under 100 concurrent points entries', async () => {
    const g = await createGiveaway(t.db, {
      endAt: inHours(2),
      pointsPerEntry: 10,
      maxPointsEntries: 4,
    });
    const m = await member(10_000);
    const s = await t.login(m);
    await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/r/giveaways/${g.id}/enter`,
          headers: headersOf(s),
          payload: { entry_type: 'points', kick_username: 'capped', points_spent: 10 },
        }),
      ),
    );
    expect((await t.app.inject(`/api/r/giveaways/${g.id}/entries`)).json()).toEqual([
      expect.objectContaining({ entries: 4, points_spent: 40 }),
    ]);
    expect(await balance(m.id)).toBe(10_000 - 40);
  });

  it('takes 90,000 points entries in one request as one row, spending exactly their points', async () => {
    const g = await createGiveaway(t.db, { endAt: inHours(2), pointsPerEntry: 1 });
    const m = await member(100_000);
    const first = await enter(m, g.id, {
      entry_type: 'points',
      kick_username: 'whale',
      points_spent: 90_000,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ entries_added: 90_000, user_points: 10_000 });
    // All or none: 20,000 more cost more than the 10,000 left, so nothing is taken.
    const tooMuch = await enter(m, g.id, {
      entry_type: 'points',
      kick_username: 'whale',
      points_spent: 20_000,
    });
    expect(tooMuch.statusCode).toBe(422);
    const more = await enter(m, g.id, {
      entry_type: 'points',
      kick_username: 'whale',
      points_spent: 500,
    });
    expect(more.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('giveaway_entries')
      .selectAll()
      .where('giveaway_id', '=', g.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.entries)).toBe(90_500);
    expect(Number(rows[0]!.points_spent)).toBe(90_500);
    expect(await balance(m.id)).toBe(100_000 - 90_500);
    const ledger = await t.db
      .selectFrom('points_ledger')
      .select('delta')
      .where('user_id', '=', m.id)
      .where('reason', '=', 'giveaway_entry')
      .orderBy('id')
      .execute();
    expect(ledger.map((l) => Number(l.delta))).toEqual([-90_000, -500]);
    const list = (await t.app.inject(`/api/r/giveaways/${g.id}`)).json().data;
    expect(list).toMatchObject({ entries_count: 90_500, participants_count: 1 });
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });

  it('refuses bad input with a message per field and moves no points', async () => {
    const g = await createGiveaway(t.db, { endAt: inHours(2), pointsPerEntry: 10 });
    const m = await member(500);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { entry_type: 'points', kick_username: 'k', points_spent: -10 },
        'points_spent',
        'Points must be greater than 0',
      ],
      [
        { entry_type: 'points', kick_username: 'k', points_spent: 10.5 },
        'points_spent',
        'Points must be a whole number',
      ],
      [
        { entry_type: 'points', kick_username: 'k', points_spent: 1e15 },
        'points_spent',
        'Points is too large',
      ],
      [
        { entry_type: 'points', kick_username: 'k', points_spent: '10' },
        'points_spent',
        'Points must be a number',
      ],
      [
        { entry_type: 'passwordless', kick_username: 'k', password: 'x' },
        'password',
        'Password is only sent with the password method',
      ],
      [
        { entry_type: 'passwordless', kick_username: 'k', points_spent: 10 },
        'points_spent',
        'Points are only sent with the points method',
      ],
      [
        { entry_type: 'lottery', kick_username: 'k' },
        'entry_type',
        'Choose Free Entry, Points or Password',
      ],
      [
        { entry_type: 'passwordless', kick_username: '  ' },
        'kick_username',
        'Kick username is required',
      ],
      [{ entry_type: 'passwordless' }, 'kick_username', 'Kick username is required'],
      [{ entry_type: 'password', kick_username: 'k' }, 'password', 'Password is required'],
      [
        { entry_type: 'points', kick_username: 'k' },
        'points_spent',
        'Enter how many points to spend',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await enter(m, g.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    }
    expect(await balance(m.id)).toBe(500);
  });

  it('refuses entries to a closed or ended giveaway', async () => {
    const closed = await createGiveaway(t.db, { endAt: inHours(2), accepting: false });
    const ended = await createGiveaway(t.db, { endAt: inHours(-2), pointsPerEntry: 10 });
    const m = await member(100);
    const a = await enter(m, closed.id, { entry_type: 'passwordless', kick_username: 'k' });
    expect(a.statusCode).toBe(422);
    expect(a.json().error).toBe('This raffle is not accepting entries.');
    const b = await enter(m, ended.id, {
      entry_type: 'points',
      kick_username: 'k',
      points_spent: 10,
    });
    expect(b.json().error).toBe('This raffle has ended.');
    expect(await balance(m.id)).toBe(100);
  });

  describe('draws', () => {
    async function filledGiveaway(members: number, opts: Parameters<typeof createGiveaway>[1]) {
      const { endAt, ...rest } = opts ?? {};
      const g = await createGiveaway(t.db, { endAt: inHours(1), pointsPerEntry: 10, ...rest });
      const people = [];
      for (let i = 0; i < members; i++) {
        const m = await member(100);
        people.push(m);
        await enter(m, g.id, { entry_type: 'passwordless', kick_username: `k${i}` });
        if (i % 2 === 0)
          await enter(m, g.id, { entry_type: 'points', kick_username: `k${i}`, points_spent: 30 });
      }
      if (endAt)
        await t.db
          .updateTable('giveaways')
          .set({ end_datetime: endAt })
          .where('id', '=', g.id)
          .execute();
      return { g, people };
    }

    it('is reproducible from the published seed and list, and matches the commitment', async () => {
      const { g } = await filledGiveaway(6, {
        numberOfWinners: 3,
        prizeType: 'points',
        prizeValue: 500,
      });
      const before = (await t.app.inject(`/api/r/giveaways/${g.id}`)).json().data.draw;
      expect(before.seed).toBeNull();
      expect((await t.app.inject(`/api/r/giveaways/${g.id}/draw-list`)).statusCode).toBe(404);
      await t.db
        .updateTable('giveaways')
        .set({ end_datetime: inHours(-0.01) })
        .where('id', '=', g.id)
        .execute();
      expect(await drawDueGiveaways(t.db, new Date())).toMatch(/^drew \d+ giveaways?$/);

      const detail = (await t.app.inject(`/api/r/giveaways/${g.id}`)).json().data;
      const { draw } = detail;
      expect(draw.commitment).toBe(before.commitment);
      expect(sha256(draw.seed)).toBe(draw.commitment);
      // The frozen list, rebuilt from the public entries, hashes to the published hash.
      const entries = (await t.app.inject(`/api/r/giveaways/${g.id}/entries`)).json() as Counted[];
      const text = giveawayListText(expand(entries));
      expect(sha256(text)).toBe(draw.list_hash);
      const published = await t.app.inject(`/api/r/giveaways/${g.id}/draw-list`);
      expect(published.statusCode).toBe(200);
      expect(published.headers['content-type']).toMatch(/^text\/csv/);
      expect(published.body).toBe(text);
      const rows = parseListText(text).map((r) => ({ entry_id: r.entry_id!, user_id: r.user_id! }));
      const { winners } = await replayDraw(draw.seed, entriesDrawList(rows), 3);
      expect(detail.winners.map((w: { user: { id: number } }) => w.user.id)).toEqual(
        winners.map((w) => w!.user_id),
      );
      expect(new Set(winners.map((w) => w!.user_id)).size).toBe(3);
      // Points prizes are credited through the ledger and every winner is told.
      for (const w of winners) {
        expect(await balance(w!.user_id)).toBeGreaterThanOrEqual(500);
        const n = await t.db
          .selectFrom('notifications')
          .selectAll()
          .where('user_id', '=', w!.user_id)
          .where('type', '=', 'giveaway_won')
          .execute();
        expect(n).toHaveLength(1);
        expect(n[0]!.url).toBe(`/raffles/${g.id}`);
      }
      expect(await findLedgerMismatches(t.db)).toEqual([]);
      // An ended giveaway is not drawn again.
      expect(await drawGiveaway(t.db, g.id, new Date())).toBeNull();
    });

    it('draws counted entries as their expanded lines and streams the list in pages', async () => {
      const g = await createGiveaway(t.db, { endAt: inHours(1), pointsPerEntry: 1 });
      const whale = await member(9_000);
      const others = [await member(10), await member(10)];
      await enter(others[0]!, g.id, { entry_type: 'passwordless', kick_username: 'o0' });
      await enter(whale, g.id, { entry_type: 'points', kick_username: 'w', points_spent: 5_000 });
      await enter(others[1]!, g.id, { entry_type: 'points', kick_username: 'o1', points_spent: 3 });
      await enter(whale, g.id, { entry_type: 'passwordless', kick_username: 'w' });
      await enter(whale, g.id, { entry_type: 'points', kick_username: 'w', points_spent: 4_000 });
      const result = (await drawGiveaway(t.db, g.id, new Date()))!;
      const entries = (await t.app.inject(`/api/r/giveaways/${g.id}/entries`)).json() as Counted[];
      expect(entries.map((e) => e.entries)).toEqual([1, 9_000, 3, 1]);
      const text = giveawayListText(expand(entries));
      const published = await t.app.inject(`/api/r/giveaways/${g.id}/draw-list`);
      expect(published.body).toBe(text);
      let paged = '';
      for await (const piece of giveawayListStream(t.db, g.id, 2)) paged += piece;
      expect(paged).toBe(text);
      const detail = (await t.app.inject(`/api/r/giveaways/${g.id}`)).json().data;
      expect(sha256(text)).toBe(detail.draw.list_hash);
      const lines = parseListText(text).map((r) => ({
        entry_id: r.entry_id!,
        user_id: r.user_id!,
      }));
      const replay = await replayDraw(detail.draw.seed, entriesDrawList(lines), 1);
      expect(result.winners).toEqual([
        {
          position: 1,
          userId: replay.winners[0]!.user_id,
          entryId: lines[replay.winners[0]!.index]!.entry_id,
        },
      ]);
    });

    it('draws once when two schedulers and a staff click race', async () => {
      const { g } = await filledGiveaway(4, { numberOfWinners: 2, endAt: inHours(-0.01) });
      const staff = await member(0, { role: 'moderator' });
      const runs = await Promise.all([
        drawDueGiveaways(t.db, new Date()),
        drawDueGiveaways(t.db, new Date()),
        drawGiveaway(t.db, g.id, new Date(), staff.id),
      ]);
      expect(runs).toHaveLength(3);
      const winners = await t.db
        .selectFrom('giveaway_winners')
        .selectAll()
        .where('giveaway_id', '=', g.id)
        .execute();
      expect(winners).toHaveLength(2);
      const notes = await t.db
        .selectFrom('notifications')
        .select('user_id')
        .where('type', '=', 'giveaway_won')
        .where('url', '=', `/raffles/${g.id}`)
        .execute();
      expect(notes).toHaveLength(2);
    });

    it('gives each member at most one prize and fewer winners than places when few entered', async () => {
      const { g, people } = await filledGiveaway(2, { numberOfWinners: 5, endAt: inHours(-0.01) });
      const r = await drawGiveaway(t.db, g.id, new Date());
      expect(r!.winners.map((w) => w.userId).sort()).toEqual(people.map((p) => p.id).sort());
      const empty = await createGiveaway(t.db, { endAt: inHours(-1) });
      expect((await drawGiveaway(t.db, empty.id, new Date()))!.winners).toEqual([]);
    });

    it('redraws a disqualified winner, keeps the first draw visible and stays reproducible', async () => {
      const { g } = await filledGiveaway(5, { numberOfWinners: 2, endAt: inHours(-0.01) });
      const staff = await member(0, { role: 'moderator' });
      const first = (await drawGiveaway(t.db, g.id, new Date()))!;
      const out = first.winners[0]!.userId;
      const again = await redrawGiveaway(t.db, g.id, 1, 'Alt account', staff.id, new Date());
      expect(again.userId).not.toBeNull();
      expect(again.userId).not.toBe(out);
      expect(again.userId).not.toBe(first.winners[1]!.userId);
      const detail = (await t.app.inject(`/api/r/giveaways/${g.id}`)).json().data;
      expect(detail.disqualified).toEqual([
        expect.objectContaining({
          position: 1,
          reason: 'Alt account',
          user: expect.objectContaining({ id: out }),
        }),
      ]);
      const entries = (await t.app.inject(`/api/r/giveaways/${g.id}/entries`)).json() as Counted[];
      const list = entriesDrawList(expand(entries));
      const replay = await replayDraw(detail.draw.seed, list, 2, [{ position: 1 }]);
      expect(replay.winners.map((w) => w!.user_id)).toEqual(
        detail.winners.map((w: { user: { id: number } }) => w.user.id),
      );
      expect(replay.firstDraw.map((p) => p.user_id)).toEqual(first.winners.map((w) => w.userId));
      const log = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'giveaway.redraw')
        .where('entity_id', '=', String(g.id))
        .execute();
      expect(log).toHaveLength(1);
    });
  });
});
