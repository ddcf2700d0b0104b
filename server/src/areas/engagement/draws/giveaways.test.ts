import { createHash } from 'node:crypto';
import { countedDrawList, parseGiveawayListText, replayDrawV2 } from '@lobby/contract-engagement';
import type { GiveawayDetail } from '@lobby/contract-engagement';
import { createMember } from '../../../core/users/factories';
import { DEMO_DRAND_CHAIN } from '../../../demo/drand/fake-beacon';
import { movableClock } from '../../../test/accounts';
import { headersOf, testDialects } from '../../../test/app';
import { giveawayDraws } from '../giveaways/draw';
import { expectDrawnWithoutBeacon, useDrandTestApp } from './factories';
import { drawDue } from './flow';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const MINUTE = 60_000;

describe.each(testDialects())('giveaways drawn with drand (lobby-draw-v2, %s)', (dialect) => {
  const clock = movableClock(new Date('2026-11-21T12:00:00.000Z'));
  const d = useDrandTestApp(dialect, clock);

  /** A staff request (moderator). */
  const send = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
    d.t.app.inject({ method, url, headers: d.staff, payload: payload as Record<string, unknown> });
  const body = (endAt: Date) => ({
    title: 'Drand giveaway',
    description: 'Drawn with public randomness.',
    image: null,
    prize_type: 'points',
    prize_value: 500,
    prize_description: null,
    number_of_winners: 2,
    end_datetime: endAt.toISOString(),
    is_accepting_entries: true,
    allow_passwordless_entry: true,
    allow_points_entry: false,
    points_per_entry: 0,
    max_points_entries: 0,
    password: null,
  });
  const page = async (id: number) =>
    ((await d.t.app.inject(`/api/r/giveaways/${id}`)).json() as { data: GiveawayDetail }).data;
  const job = () => drawDue(giveawayDraws, d.t.db, d.chain, clock());
  async function enterMembers(id: number, n: number) {
    for (let i = 0; i < n; i++) {
      const s = await d.t.login(await createMember(d.t.db));
      const r = await d.t.app.inject({
        method: 'POST',
        url: `/api/r/giveaways/${id}/enter`,
        headers: headersOf(s),
        payload: { entry_type: 'passwordless', kick_username: `kick_${dialect}_${id}_${i}` },
      });
      expect(r.statusCode).toBe(200);
    }
  }

  it('fixes the round at creation, follows the close while open, freezes, waits and draws from the verified beacon', async () => {
    const end = new Date(clock().getTime() + 60 * MINUTE);
    const created = await send('POST', '/api/admin/engagement/giveaways', body(end));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    let p = await page(id);
    expect(p.draw).toMatchObject({
      algorithm: 'lobby-draw-v2',
      scheme: 'lobby-draw-v2',
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      seed: null,
      list_hash: null,
      beacon: {
        chain_hash: DEMO_DRAND_CHAIN.chain_hash,
        round: d.roundAfter(end),
        randomness: null,
        signature: null,
      },
    });
    expect(new Date(p.draw.beacon!.round_at).getTime()).toBeGreaterThanOrEqual(
      end.getTime() + 30_000,
    );

    // Moving the close while entries are open re-fixes the round.
    const later = new Date(end.getTime() + 5 * MINUTE);
    expect(
      (await send('PUT', `/api/admin/engagement/giveaways/${id}`, body(later))).statusCode,
    ).toBe(200);
    p = await page(id);
    expect(p.draw.beacon!.round).toBe(d.roundAfter(later));

    await enterMembers(id, 3);
    clock.set(new Date(later.getTime() + 1000));
    // The close passed: the job freezes the list and publishes its hash, then waits for the round.
    expect(await job()).toMatch(
      new RegExp(`waiting for public randomness: #${id} round ${d.roundAfter(later)}`),
    );
    p = await page(id);
    expect(p.draw.list_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(p.draw.list_frozen_at).toBe(clock().toISOString());
    expect(p.draw.drawn_at).toBeNull();
    // The close can no longer move.
    const reopen = new Date(later.getTime() + 60 * MINUTE);
    expect(
      (await send('PUT', `/api/admin/engagement/giveaways/${id}`, body(reopen))).statusCode,
    ).toBe(409);

    // The round is due but drand cannot be reached: it waits and says why.
    clock.set(p.draw.beacon!.round_at);
    clock.advance(1000);
    d.relay.setMode('down');
    expect(await job()).toMatch(/waiting for public randomness/);
    p = await page(id);
    expect(p.draw.waiting_since).toBe(clock().toISOString());
    // Too early for staff to draw without it.
    const early = await send('POST', `/api/admin/engagement/giveaways/${id}/draw`, {
      without_beacon: true,
    });
    expect(early.statusCode).toBe(409);
    // A relay answering with a wrong signature is refused just the same.
    d.relay.setMode('bad-signature');
    expect(await job()).toMatch(/signature does not verify/);
    expect((await page(id)).draw.drawn_at).toBeNull();

    d.relay.setMode('normal');
    expect(await job()).toBe('drew 1 giveaway');
    p = await page(id);
    expect(p.draw).toMatchObject({
      seed: expect.stringMatching(/^[0-9a-f]{64}$/),
      without_beacon: false,
      beacon: {
        randomness: expect.stringMatching(/^[0-9a-f]{64}$/),
        signature: expect.stringMatching(/^[0-9a-f]{96}$/),
      },
    });
    expect(sha256(p.draw.seed!)).toBe(p.draw.commitment);
    // Anyone recomputes the winners from the published list, seed and beacon.
    const text = (await d.t.app.inject(`/api/r/giveaways/${id}/draw-list`)).body;
    expect(sha256(text)).toBe(p.draw.list_hash);
    const again = await replayDrawV2(
      p.draw.seed!,
      p.draw.list_hash!,
      p.draw.beacon!.randomness!,
      countedDrawList(parseGiveawayListText(text)),
      2,
    );
    expect(p.winners.map((w) => w.user.id)).toEqual(again.winners.map((w) => w!.user_id));

    // A disqualification fixes the next round after it; the place is drawn from that round.
    const dq = await send('POST', `/api/admin/engagement/giveaways/${id}/disqualify`, {
      position: 1,
      reason: 'Alt account',
    });
    expect(dq.statusCode).toBe(200);
    const redrawRound = d.roundAfter(clock()) - 10 + 1;
    expect(dq.json().message).toBe(
      `Place 1 disqualified; drawn again from drand round ${redrawRound} once it is out.`,
    );
    p = await page(id);
    expect(p.winners.map((w) => w.position)).toEqual([2]);
    expect(p.draw.redraws).toEqual([
      expect.objectContaining({ position: 1, round: redrawRound, randomness: null }),
    ]);
    expect(await job()).toBe('drew 0 giveaways');
    clock.set(p.draw.redraws![0]!.round_at);
    expect(await job()).toBe('drew 0 giveaways, redrew 1 place');
    p = await page(id);
    const redraw = p.draw.redraws![0]!;
    expect(redraw.randomness).toMatch(/^[0-9a-f]{64}$/);
    const replayed = await replayDrawV2(
      p.draw.seed!,
      p.draw.list_hash!,
      p.draw.beacon!.randomness!,
      countedDrawList(parseGiveawayListText(text)),
      2,
      [{ position: 1, randomness: redraw.randomness! }],
    );
    const byPlace = [...p.winners].sort((a, b) => a.position - b.position);
    expect(byPlace.map((w) => w.user.id)).toEqual(replayed.winners.map((w) => w!.user_id));
    expect(byPlace[0]!.user.id).not.toBe(again.winners[0]!.user_id);
  });

  it("staff's Draw now closes the entries and fixes a round 30 s ahead; after the wait staff may draw without drand, publicly", async () => {
    const created = await send(
      'POST',
      '/api/admin/engagement/giveaways',
      body(new Date(clock().getTime() + 60 * MINUTE)),
    );
    const id = created.json().id as number;
    await enterMembers(id, 2);
    const closed = await send('POST', `/api/admin/engagement/giveaways/${id}/draw`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().message).toMatch(
      /^Entries closed\. Drawn from drand round \d+ once it is out/,
    );
    const p = await page(id);
    expect(p.draw.beacon!.round).toBe(d.roundAfter(clock()));
    expect(p.draw.list_frozen_at).toBe(clock().toISOString());
    const late = await d.t.app.inject({
      method: 'POST',
      url: `/api/r/giveaways/${id}/enter`,
      headers: headersOf(await d.t.login(await createMember(d.t.db))),
      payload: { entry_type: 'passwordless', kick_username: `late_${dialect}` },
    });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);

    d.relay.setMode('down');
    clock.set(p.draw.beacon!.round_at);
    clock.advance(11 * MINUTE);
    expect(await job()).toMatch(/waiting/);
    const bad = await send('POST', `/api/admin/engagement/giveaways/${id}/draw`, {
      without_beacon: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.without_beacon).toBeDefined();
    await expectDrawnWithoutBeacon(
      () => send('POST', `/api/admin/engagement/giveaways/${id}/draw`, { without_beacon: true }),
      () => page(id),
    );
  });

  it('refuses a moderator who entered the disqualification of a winner (403, audited); an admin who entered may', async () => {
    const created = await send(
      'POST',
      '/api/admin/engagement/giveaways',
      body(new Date(clock().getTime() + 60 * MINUTE)),
    );
    const id = created.json().id as number;
    const enter = async (headers: Record<string, string>, name: string) =>
      d.t.app.inject({
        method: 'POST',
        url: `/api/r/giveaways/${id}/enter`,
        headers,
        payload: { entry_type: 'passwordless', kick_username: name },
      });
    const admin = headersOf(await d.t.login(await createMember(d.t.db, { role: 'admin' })));
    expect((await enter(d.staff, `mod_${dialect}_${id}`)).statusCode).toBe(200);
    expect((await enter(admin, `admin_${dialect}_${id}`)).statusCode).toBe(200);
    await enterMembers(id, 2);
    // Closed and drawn without drand: what matters here is who may disqualify.
    d.relay.setMode('down');
    await send('POST', `/api/admin/engagement/giveaways/${id}/draw`);
    clock.set((await page(id)).draw.beacon!.round_at);
    clock.advance(11 * MINUTE);
    await send('POST', `/api/admin/engagement/giveaways/${id}/draw`, { without_beacon: true });
    const dq = { position: 1, reason: 'Alt account' };
    const refused = await send('POST', `/api/admin/engagement/giveaways/${id}/disqualify`, dq);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'You entered this giveaway: a moderator may not disqualify its winners. Ask an admin.',
    );
    const logged = await d.t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'giveaway.redraw.refused')
      .execute();
    expect(logged).toHaveLength(1);
    const allowed = await d.t.app.inject({
      method: 'POST',
      url: `/api/admin/engagement/giveaways/${id}/disqualify`,
      headers: admin,
      payload: dq,
    });
    expect(allowed.statusCode).toBe(200);
  });
});
