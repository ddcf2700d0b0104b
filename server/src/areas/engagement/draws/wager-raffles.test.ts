import { createHash, randomUUID } from 'node:crypto';
import { parseListText, rangesDrawList, replayDrawV2 } from '@lobby/contract-engagement';
import type { WagerRaffleDetail } from '@lobby/contract-engagement';
import { createMember } from '../../../core/users/factories';
import { movableClock } from '../../../test/accounts';
import { testDialects } from '../../../test/app';
import { createPlatform } from '../../community/testing';
import { wagerRaffleDraws } from '../wager-raffles/draw';
import { createOpenWagerRaffle, setWagerTotal } from '../wager-raffles/factories';
import { recomputeRaffleTickets } from '../wager-raffles/tickets';
import { expectDrawnWithoutBeacon, useDrandTestApp } from './factories';
import { drawDue } from './flow';
import { fixDrawRound } from './service';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const MINUTE = 60_000;

describe.each(testDialects())('wager raffles drawn with drand (lobby-draw-v2, %s)', (dialect) => {
  const clock = movableClock(new Date('2026-11-22T12:00:00.000Z'));
  const d = useDrandTestApp(dialect, clock);

  const job = () => drawDue(wagerRaffleDraws, d.t.db, d.chain, clock());
  const page = async (id: number) =>
    ((await d.t.app.inject(`/api/r/wager-raffles/${id}`)).json() as { data: WagerRaffleDetail })
      .data;
  const staffPost = (url: string, payload: object = {}) =>
    d.t.app.inject({
      method: 'POST',
      url,
      headers: d.staff,
      payload: payload as Record<string, unknown>,
    });

  /** A raffle open for an hour from now (its round fixed as at creation), `members` wagering. */
  async function openRaffle(members: number, autoDraw = true) {
    const p = await createPlatform(d.t.db, {
      name: `Drand ${dialect} ${randomUUID().slice(0, 8)}`,
    });
    const end = new Date(clock().getTime() + 60 * MINUTE);
    const r = await createOpenWagerRaffle(d.t.db, {
      start: clock().toISOString(),
      end: end.toISOString(),
      platformIds: [p.id],
      autoDraw,
      prizes: [
        { type: 'points', value: 100 },
        { type: 'points', value: 50 },
      ],
    });
    await fixDrawRound(d.t.db, 'wager_raffle', r.id, end.toISOString(), d.chain, clock());
    await recomputeRaffleTickets(d.t.db, r.id, clock());
    for (let i = 0; i < members; i++) {
      const m = await createMember(d.t.db);
      await setWagerTotal(d.t.db, m.id, p.id, (i + 1) * 300_00);
    }
    await recomputeRaffleTickets(d.t.db, r.id, new Date(clock().getTime() + MINUTE));
    return { id: r.id, end };
  }

  it('publishes the round, freezes and hashes the tickets at the end, draws from the verified beacon and redraws from a new round', async () => {
    const { id, end } = await openRaffle(4);
    let p = await page(id);
    expect(p.draw).toMatchObject({
      scheme: 'lobby-draw-v2',
      list_hash: null,
      beacon: { round: d.roundAfter(end), randomness: null },
    });

    clock.set(new Date(end.getTime() + 1000));
    expect(await job()).toMatch(
      new RegExp(`^drew 0 wager raffles; waiting for public randomness: #${id} round `),
    );
    p = await page(id);
    expect(p.frozen_at).not.toBeNull();
    expect(p.draw.list_frozen_at).toBe(clock().toISOString());
    expect(p.draw.list_hash).toMatch(/^[0-9a-f]{64}$/);

    // A relay with a wrong signature is refused; the raffle waits.
    clock.set(p.draw.beacon!.round_at);
    d.relay.setMode('bad-signature');
    expect(await job()).toMatch(/signature does not verify/);
    d.relay.setMode('normal');
    expect(await job()).toBe('drew 1 wager raffle');
    p = await page(id);
    expect(sha256(p.draw.seed!)).toBe(p.draw.commitment);
    const text = (await d.t.app.inject(`/api/r/wager-raffles/${id}/draw-list`)).body;
    expect(sha256(text)).toBe(p.draw.list_hash);
    const list = rangesDrawList(
      parseListText(text).map((x) => ({
        user_id: x.user_id!,
        first_ticket: x.first_ticket!,
        ticket_count: x.ticket_count!,
      })),
    );
    const first = await replayDrawV2(
      p.draw.seed!,
      p.draw.list_hash!,
      p.draw.beacon!.randomness!,
      list,
      2,
    );
    const placed = (d: WagerRaffleDetail) => d.prizes.map((x) => x.winner?.user.id ?? null);
    expect(placed(p)).toEqual(first.winners.map((w) => w!.user_id));
    expect(p.prizes.map((x) => x.winner?.winning_ticket_number)).toEqual(
      first.winners.map((w) => w!.index + 1),
    );

    const dq = await staffPost(`/api/admin/engagement/wager-raffles/${id}/disqualify`, {
      position: 1,
      reason: 'Multi-accounting',
    });
    expect(dq.statusCode).toBe(200);
    expect(dq.json().message).toMatch(/^Place 1 disqualified; drawn again from drand round \d+/);
    p = await page(id);
    expect(p.prizes[0]!.winner).toBeNull();
    expect(p.disqualified).toHaveLength(1);
    const redraw = p.draw.redraws![0]!;
    expect(redraw).toMatchObject({ position: 1, randomness: null, drawn_at: null });
    expect(await job()).toBe('drew 0 wager raffles');
    clock.set(redraw.round_at);
    expect(await job()).toBe('drew 0 wager raffles, redrew 1 place');
    p = await page(id);
    const again = await replayDrawV2(
      p.draw.seed!,
      p.draw.list_hash!,
      p.draw.beacon!.randomness!,
      list,
      2,
      [{ position: 1, randomness: p.draw.redraws![0]!.randomness! }],
    );
    expect(placed(p)).toEqual(again.winners.map((w) => w?.user_id ?? null));
    expect(placed(p)[0]).not.toBe(first.winners[0]!.user_id);
  });

  it('leaves a raffle staff draw themselves to them; after the wait they may draw it without drand, publicly', async () => {
    const { id, end } = await openRaffle(2, false);
    const early = await staffPost(`/api/admin/engagement/wager-raffles/${id}/draw`);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('This raffle has not ended yet.');

    clock.set(new Date(end.getTime() + 1000));
    expect(await job()).toMatch(/^drew 0 wager raffles; waiting/);
    let p = await page(id);
    expect(p.draw.list_hash).toMatch(/^[0-9a-f]{64}$/);
    d.relay.setMode('down');
    clock.set(p.draw.beacon!.round_at);
    clock.advance(MINUTE);
    expect(await job()).toMatch(/waiting for public randomness/);
    p = await page(id);
    expect(p.draw.waiting_since).toBe(clock().toISOString());
    expect(p.draw.fallback_at).toBe(
      new Date(new Date(p.draw.beacon!.round_at).getTime() + 10 * MINUTE).toISOString(),
    );
    const tooSoon = await staffPost(`/api/admin/engagement/wager-raffles/${id}/draw`, {
      without_beacon: true,
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toMatch(/staff may draw without it 10 minutes after/);
    clock.advance(10 * MINUTE);
    await expectDrawnWithoutBeacon(
      () => staffPost(`/api/admin/engagement/wager-raffles/${id}/draw`, { without_beacon: true }),
      () => page(id),
    );
  });
});
