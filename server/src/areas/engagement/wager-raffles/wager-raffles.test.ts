import { createHash } from 'node:crypto';
import { parseListText, rangesDrawList, replayDraw } from '@lobby/contract-engagement';
import { findLedgerMismatches } from '../../../core/ledger/points';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import {
  createCasinoLink,
  createLeaderboard,
  createPlatform,
  recomputePlatformWagers,
  storeStandings,
} from '../../community/testing';
import { drawDueWagerRaffles, drawWagerRaffle, redrawWagerRafflePrize } from './draw';
import { createOpenWagerRaffle, setWagerTotal } from './factories';
import { recomputeOpenRaffles, recomputeRaffleTickets } from './tickets';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-01T00:00:00.000Z');
const at = (h: number) => new Date(T0 + h * HOUR);

describe.each(testDialects())('wager raffles (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const participants = async (raffleId: number) =>
    t.db
      .selectFrom('wager_raffle_participants')
      .select(['user_id', 'first_ticket', 'ticket_count', 'total_wagered', 'platform'])
      .where('raffle_id', '=', raffleId)
      .orderBy('first_ticket')
      .execute();

  it('computes tickets from wager data in the window, in the stated order, then freezes them', async () => {
    const a = await createPlatform(t.db, { name: 'Alpha' });
    const b = await createPlatform(t.db, { name: 'Beta' });
    const other = await createPlatform(t.db, { name: 'Other' });
    // One after another: ties in the ticket order fall back to the member id, so the ids must
    // follow the creation order (concurrent inserts on PostgreSQL may interleave).
    const members = [];
    for (let i = 0; i < 5; i++) members.push(await createMember(t.db));
    const [m1, m2, m3, m4, m5] = members;
    // Before the start: m1 had wagered $500 on Alpha.
    await setWagerTotal(t.db, m1!.id, a.id, 500_00);
    const r = await createOpenWagerRaffle(t.db, {
      start: at(0).toISOString(),
      end: at(100).toISOString(),
      platformIds: [a.id, b.id],
    });
    expect(await recomputeRaffleTickets(t.db, r.id, at(-1))).toBe(false);
    // The first run after the start (on time) takes the baseline: nothing earned yet.
    await recomputeRaffleTickets(t.db, r.id, new Date(at(0).getTime() + 60_000));
    expect(await participants(r.id)).toEqual([]);

    await setWagerTotal(t.db, m1!.id, a.id, 800_00); // +$300 → 3 tickets
    await setWagerTotal(t.db, m2!.id, b.id, 150_00); // new: $150 on Beta…
    await setWagerTotal(t.db, m2!.id, a.id, 100_50); // …and $100.50 on Alpha → 2 tickets
    await setWagerTotal(t.db, m3!.id, other.id, 999_00); // not a raffle casino
    await setWagerTotal(t.db, m4!.id, a.id, 99_99); // under one ticket
    await recomputeRaffleTickets(t.db, r.id, at(2));
    expect(await participants(r.id)).toEqual([
      {
        user_id: m1!.id,
        first_ticket: 1,
        ticket_count: 3,
        total_wagered: 300_00,
        platform: 'Alpha',
      },
      {
        user_id: m2!.id,
        first_ticket: 4,
        ticket_count: 2,
        total_wagered: 250_50,
        platform: 'Beta',
      },
    ]);

    // m5 earns later; m1 earns more: earlier earners keep the lower numbers.
    await setWagerTotal(t.db, m5!.id, b.id, 1000_00);
    await setWagerTotal(t.db, m1!.id, a.id, 1000_00);
    await recomputeOpenRaffles(t.db, at(3));
    expect(
      (await participants(r.id)).map((p) => [p.user_id, p.first_ticket, p.ticket_count]),
    ).toEqual([
      [m1!.id, 1, 5],
      [m2!.id, 6, 2],
      [m5!.id, 8, 10],
    ]);

    // The run at the end freezes the tickets; later wagers change nothing.
    await recomputeRaffleTickets(t.db, r.id, at(100));
    await setWagerTotal(t.db, m4!.id, a.id, 5000_00);
    expect(await recomputeRaffleTickets(t.db, r.id, at(101))).toBe(false);
    expect(await participants(r.id)).toHaveLength(3);
    const raffle = await t.db
      .selectFrom('wager_raffles')
      .selectAll()
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(raffle.frozen_at).toBe(at(100).toISOString());
  });

  it('a late first run takes the baseline as of the start, from the standings snapshots', async () => {
    const p = await createPlatform(t.db, { name: 'Latebet' });
    const m = await createMember(t.db);
    const early = await createMember(t.db);
    await createCasinoLink(t.db, m.id, p.id, 'LateLarry', { reviewed_at: at(-100).toISOString() });
    await createCasinoLink(t.db, early.id, p.id, 'EarlyEve', {
      reviewed_at: at(-100).toISOString(),
    });
    const board = await createLeaderboard(t.db, {
      platformId: p.id,
      period_start: at(-50).toISOString(),
      period_end: at(200).toISOString(),
    });
    const sync = async (when: Date, rows: [string, number][]) => {
      await storeStandings(
        t.db,
        board.id,
        rows.map(([username, cents]) => ({ username, wagered: cents, rawWagered: cents })),
        'feed',
        when,
      );
      await recomputePlatformWagers(t.db, p.id, when);
    };
    // Before the start: $400 and $250 wagered in the running period.
    await sync(at(-1), [
      ['LateLarry', 400_00],
      ['EarlyEve', 250_00],
    ]);
    const r = await createOpenWagerRaffle(t.db, {
      start: at(0).toISOString(),
      end: at(100).toISOString(),
      platformIds: [p.id],
    });
    // The servers were down at the start; syncs after it raised the totals before the first run.
    await sync(at(2), [
      ['LateLarry', 700_00],
      ['EarlyEve', 250_00],
    ]);
    await recomputeRaffleTickets(t.db, r.id, at(3));
    // Larry wagered $300 during the window (not $0, as a baseline taken at the late run says).
    expect(await participants(r.id)).toEqual([
      {
        user_id: m.id,
        first_ticket: 1,
        ticket_count: 3,
        total_wagered: 300_00,
        platform: 'Latebet',
      },
    ]);
    const baselines = await t.db
      .selectFrom('wager_raffle_baselines')
      .select(['user_id', 'total_wagered'])
      .where('raffle_id', '=', r.id)
      .orderBy('user_id')
      .execute();
    expect(baselines.map((b) => [b.user_id, Number(b.total_wagered)])).toEqual([
      [m.id, 400_00],
      [early.id, 250_00],
    ]);
  });

  it('answers the list and the detail with the shapes of spec §3', async () => {
    const p = await createPlatform(t.db, { name: 'Gamma' });
    const now = Date.now();
    const iso = (h: number) => new Date(now + h * HOUR).toISOString();
    const active = await createOpenWagerRaffle(t.db, {
      name: 'Running Raffle',
      start: iso(-10),
      end: iso(10),
      platformIds: [p.id],
      perTicket: 10_00,
      prizes: [
        { type: 'cash', value: 500_00, description: '$500 cash' },
        { type: 'points', value: 1000 },
      ],
    });
    const upcoming = await createOpenWagerRaffle(t.db, {
      name: 'Upcoming Raffle',
      start: iso(10),
      end: iso(20),
      platformIds: [p.id],
    });
    const whale = await createMember(t.db, { username: 'whale' });
    const minnow = await createMember(t.db, { username: 'minnow' });
    await recomputeRaffleTickets(t.db, active.id, new Date(now));
    await setWagerTotal(t.db, whale.id, p.id, 1205_00); // 120 tickets at $10
    await setWagerTotal(t.db, minnow.id, p.id, 30_00);
    await recomputeRaffleTickets(t.db, active.id, new Date(now + 1000));

    const list = (await t.app.inject('/api/r/wager-raffles')).json().data;
    const running = list.active_raffles.find((x: { id: number }) => x.id === active.id);
    expect(running).toMatchObject({
      name: 'Running Raffle',
      status: 'active',
      is_active: true,
      has_ended: false,
      auto_draw: true,
      drawn_at: null,
      total_tickets: 123,
      total_wagered: 1235,
      dollars_per_ticket: 10,
      participants_count: 2,
      statistics: { total_participants: 2 },
      casinos: [{ name: `Casino ${p.id}`, platform_type: `p${p.id}` }],
      prizes: [
        {
          position: 1,
          prize_type: 'cash',
          prize_value: 500,
          description: '$500 cash',
          winner: null,
        },
        { position: 2, prize_type: 'points', prize_value: 1000, winner: null },
      ],
    });
    expect(list.active_raffles.find((x: { id: number }) => x.id === upcoming.id)).toMatchObject({
      status: 'upcoming',
      is_active: false,
    });

    const s = await t.login(whale);
    const detail = (
      await t.app.inject({ url: `/api/r/wager-raffles/${active.id}`, headers: headersOf(s) })
    ).json().data;
    expect(detail.user_tickets.ticket_count).toBe(120);
    expect(detail.user_tickets.total_wagered).toBe(1205);
    expect(detail.user_tickets.individual_tickets).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(
      detail.top_participants.map((x: { user: { username: string } }) => x.user.username),
    ).toEqual(['whale', 'minnow']);
    expect(detail.top_participants[1]).toMatchObject({ ticket_count: 3, total_wagered: 30 });
    expect(detail.draw).toMatchObject({ seed: null, list_hash: null, algorithm: 'lobby-draw-v1' });
    const visitor = (await t.app.inject(`/api/r/wager-raffles/${active.id}`)).json().data;
    expect(visitor.user_tickets).toBeNull();

    const missing = await t.app.inject('/api/r/wager-raffles/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Wager raffle not found');
    expect((await t.app.inject('/api/r/wager-raffles/x')).statusCode).toBe(400);
  });

  async function endedRaffle(members: number, prizes = 3) {
    const p = await createPlatform(t.db);
    const r = await createOpenWagerRaffle(t.db, {
      start: at(0).toISOString(),
      end: at(10).toISOString(),
      platformIds: [p.id],
      prizes: Array.from({ length: prizes }, (_, i) =>
        i === 0
          ? { type: 'points' as const, value: 2500 }
          : { type: 'cash' as const, value: 50_00 },
      ),
    });
    await recomputeRaffleTickets(t.db, r.id, at(1));
    const people = [];
    for (let i = 0; i < members; i++) {
      const m = await createMember(t.db);
      people.push(m);
      await setWagerTotal(t.db, m.id, p.id, (i + 1) * 250_00);
    }
    await recomputeRaffleTickets(t.db, r.id, at(5));
    return { r, people };
  }

  it('auto-draws at the end, reproducibly from the published seed and ticket list', async () => {
    const { r } = await endedRaffle(5);
    const before = (await t.app.inject(`/api/r/wager-raffles/${r.id}`)).json().data.draw;
    expect((await t.app.inject(`/api/r/wager-raffles/${r.id}/draw-list`)).statusCode).toBe(404);
    expect(await drawDueWagerRaffles(t.db, at(9))).toBe('drew 0 wager raffles');
    expect(await drawDueWagerRaffles(t.db, at(10))).toMatch(/^drew [1-9]\d* wager raffles?$/);

    const detail = (await t.app.inject(`/api/r/wager-raffles/${r.id}`)).json().data;
    expect(detail.status).toBe('ended');
    expect(detail.frozen_at).toBe(at(10).toISOString());
    expect(detail.draw.commitment).toBe(before.commitment);
    expect(sha256(detail.draw.seed)).toBe(detail.draw.commitment);
    const listed = await t.app.inject(`/api/r/wager-raffles/${r.id}/draw-list`);
    expect(sha256(listed.body)).toBe(detail.draw.list_hash);
    const ranges = parseListText(listed.body).map((x) => ({
      user_id: x.user_id!,
      first_ticket: x.first_ticket!,
      ticket_count: x.ticket_count!,
    }));
    expect(ranges.reduce((n, x) => n + x.ticket_count, 0)).toBe(detail.total_tickets);
    const { winners } = await replayDraw(detail.draw.seed, rangesDrawList(ranges), 3);
    expect(
      detail.prizes.map(
        (p: { winner: { user: { id: number }; winning_ticket_number: number } }) => [
          p.winner.user.id,
          p.winner.winning_ticket_number,
        ],
      ),
    ).toEqual(winners.map((w) => [w!.user_id, w!.index + 1]));
    expect(new Set(winners.map((w) => w!.user_id)).size).toBe(3);
    expect(detail.winners).toHaveLength(3);
    // The points prize is credited through the ledger; every winner is told.
    const first = winners[0]!.user_id;
    const pts = await t.db
      .selectFrom('points_ledger')
      .selectAll()
      .where('user_id', '=', first)
      .where('reason', '=', 'wager_raffle_prize')
      .execute();
    expect(pts.map((x) => Number(x.delta))).toEqual([2500]);
    const notes = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('type', '=', 'wager_raffle_won')
      .where('url', '=', `/affiliate/wager-raffle/${r.id}`)
      .execute();
    expect(notes.map((n) => n.user_id).sort()).toEqual(winners.map((w) => w!.user_id).sort());
    expect(await findLedgerMismatches(t.db)).toEqual([]);
    // The list shows it among ended raffles with its winners.
    const list = (await t.app.inject('/api/r/wager-raffles')).json().data;
    expect(list.ended_raffles.find((x: { id: number }) => x.id === r.id).winners).toHaveLength(3);
  });

  it('draws once when two schedulers race, and refuses a draw before the end', async () => {
    const { r } = await endedRaffle(4, 2);
    await expect(drawWagerRaffle(t.db, r.id, at(9))).rejects.toThrow(
      'This raffle has not ended yet.',
    );
    const staff = await createMember(t.db, { role: 'moderator' });
    const runs = await Promise.all([
      drawDueWagerRaffles(t.db, at(11)),
      drawDueWagerRaffles(t.db, at(11)),
      drawWagerRaffle(t.db, r.id, at(11), staff.id),
    ]);
    expect(runs).toHaveLength(3);
    const notes = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('url', '=', `/affiliate/wager-raffle/${r.id}`)
      .execute();
    expect(notes).toHaveLength(2);
  });

  it('redraws a disqualified winner and stays reproducible', async () => {
    const { r } = await endedRaffle(5, 2);
    const staff = await createMember(t.db, { role: 'moderator' });
    const drawn = (await drawWagerRaffle(t.db, r.id, at(12)))!;
    const prizeIds = (
      await t.db
        .selectFrom('wager_raffle_prizes')
        .select('id')
        .where('raffle_id', '=', r.id)
        .orderBy('position')
        .execute()
    ).map((p) => p.id);
    const out = drawn.winners[1]!.userId;
    const again = await redrawWagerRafflePrize(
      t.db,
      r.id,
      prizeIds[1]!,
      'Self-exclusion',
      staff.id,
      at(13),
    );
    expect(again.userId).not.toBe(out);
    expect(again.userId).not.toBe(drawn.winners[0]!.userId);
    const detail = (await t.app.inject(`/api/r/wager-raffles/${r.id}`)).json().data;
    expect(detail.disqualified).toEqual([
      expect.objectContaining({
        position: 2,
        reason: 'Self-exclusion',
        user: expect.objectContaining({ id: out }),
      }),
    ]);
    const text = (await t.app.inject(`/api/r/wager-raffles/${r.id}/draw-list`)).body;
    const ranges = parseListText(text).map((x) => ({
      user_id: x.user_id!,
      first_ticket: x.first_ticket!,
      ticket_count: x.ticket_count!,
    }));
    const replay = await replayDraw(detail.draw.seed, rangesDrawList(ranges), 2, [{ position: 2 }]);
    expect(replay.winners.map((w) => w!.user_id)).toEqual(
      detail.prizes.map((p: { winner: { user: { id: number } } }) => p.winner.user.id),
    );
  });
});
