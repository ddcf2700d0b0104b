import { createVipTier } from '../../areas/commerce/testing';
import { createCasinoLink, createPlatform } from '../../areas/community/testing';
import { createGiveaway } from '../../areas/engagement/testing';
import { startFakeTipping } from '../../demo/fake-tipping';
import type { FakeTipping } from '../../demo/fake-tipping';
import { movableClock } from '../../test/accounts';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { createMember } from '../users/factories';
import { MAX_ATTEMPTS, sendDuePayouts } from './jobs';
import { requestPayout } from './service';

describe.each(testDialects())('Automatic payouts (%s)', (dialect) => {
  let t: TestApp;
  let tips: FakeTipping;
  const clock = movableClock(new Date('2026-11-23T10:00:00.000Z'));
  let admin: Record<string, string>;
  let mod: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    tips = await startFakeTipping();
    t = await buildTestApp(dialect, { clock, config: { outboundTimeoutMs: 2_000 } });
    admin = headersOf(await t.login(await createMember(t.db, { role: 'admin' })));
    mod = headersOf(await t.login(await createMember(t.db, { role: 'moderator' })));
  });
  afterAll(async () => {
    await t.close();
    await tips.close();
  });

  /** Approves or retries a payout as `headers` (a member, a moderator, an admin). */
  const payoutAction = (id: number, action: 'approve' | 'retry', headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/admin/payouts/${id}/${action}`, headers });

  /** Saves a platform's tipping provider as an admin. */
  const saveProvider = (platformId: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/providers/${platformId}`,
      headers: admin,
      payload,
    });

  /** A platform whose tipping API is the fake, with caps in dollars. */
  async function platformWithTipping(caps = { per: 100, daily: 250, approval: 50 }) {
    const p = await createPlatform(t.db, { name: `Casino ${++n}` });
    const res = await saveProvider(p.id, {
      enabled: true,
      api_url: tips.url,
      api_token: 'tip-secret',
      per_payout_cap: caps.per,
      daily_cap: caps.daily,
      approval_threshold: caps.approval,
    });
    expect(res.statusCode).toBe(200);
    return p;
  }

  it('refuses a tipping API address inside the server network', async () => {
    const p = await createPlatform(t.db, { name: `Casino ${++n}` });
    const res = await saveProvider(p.id, {
      enabled: true,
      api_url: 'http://192.168.1.20/tips',
      api_token: 'tip-secret',
      per_payout_cap: 10,
      daily_cap: 10,
      approval_threshold: 10,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.api_url[0]).toMatch(/inside the server's network.*OUTBOUND_ALLOW/);
  });

  async function verifiedMember(platformId: number, name = `casino_${++n}`) {
    const m = await createMember(t.db);
    await createCasinoLink(t.db, m.id, platformId, name);
    return m;
  }

  const ask = (userId: number, platformId: number, cents: number, ref = `r${++n}`) =>
    requestPayout(t.db, {
      userId,
      platformId,
      source: 'test',
      sourceRef: ref,
      description: 'a test prize',
      amountCents: cents,
      at: clock(),
    });

  const run = () => sendDuePayouts({ db: t.db, now: clock(), timeoutMs: 2_000 });
  const get = (id: number) =>
    t.db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('pays only verified names, once per prize, with the token, nonce and amount', async () => {
    const p = await platformWithTipping();
    const unverified = await createMember(t.db);
    await createCasinoLink(t.db, unverified.id, p.id, 'pending_name', { status: 'pending' });
    expect(await ask(unverified.id, p.id, 20_00)).toBeNull();
    const nobody = await createMember(t.db);
    expect(await ask(nobody.id, p.id, 20_00)).toBeNull();

    const m = await verifiedMember(p.id, 'LuckyLuke');
    const first = await ask(m.id, p.id, 20_00, 'prize-1');
    const again = await ask(m.id, p.id, 20_00, 'prize-1');
    expect(first).toMatchObject({ status: 'pending', recipient: 'LuckyLuke' });
    expect(again!.id).toBe(first!.id);
    expect(await run()).toBe('1 sent');
    expect(tips.paid).toEqual([
      expect.objectContaining({
        nonce: first!.nonce,
        receiverName: 'LuckyLuke',
        amount: '20.00',
        authorization: 'Bearer tip-secret',
      }),
    ]);
    const sent = await get(first!.id);
    expect(sent.status).toBe('sent');
    expect(await run()).toBe('No payouts due');
    expect(tips.paid).toHaveLength(1);
    const note = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(note.message).toContain('$20.00');
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'payout')
      .where('entity_id', '=', String(first!.id))
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['payout.request', 'payout.sent']);
  });

  it('never exceeds the per-payout cap and asks an admin to approve above the threshold', async () => {
    const p = await platformWithTipping({ per: 100, daily: 1000, approval: 50 });
    const m = await verifiedMember(p.id);
    const over = await ask(m.id, p.id, 100_01);
    expect(over).toMatchObject({ status: 'failed' });
    expect(over!.last_error).toContain('per-payout cap');
    const big = await ask(m.id, p.id, 75_00);
    expect(big!.status).toBe('needs_approval');
    const before = tips.paid.length;
    await run();
    expect(tips.paid).toHaveLength(before);

    const member = headersOf(await t.login(m));
    expect((await payoutAction(big!.id, 'approve', member)).statusCode).toBe(403);
    // Above the approval threshold only an admin (not the payee) approves.
    const byMod = await payoutAction(big!.id, 'approve', mod);
    expect(byMod.statusCode).toBe(403);
    expect(byMod.json().message).toBe(
      'Only an admin may approve a payout above the approval threshold of $50.00.',
    );
    const ok = await payoutAction(big!.id, 'approve', admin);
    expect(ok.statusCode).toBe(200);
    const twice = await payoutAction(big!.id, 'approve', admin);
    expect(twice.statusCode).toBe(409);
    await run();
    expect((await get(big!.id)).status).toBe('sent');
    expect(tips.paid).toHaveLength(before + 1);
    // Retrying the over-cap one fails again without a call.
    const retry = await payoutAction(over!.id, 'retry', admin);
    expect(retry.statusCode).toBe(200);
    await run();
    expect((await get(over!.id)).status).toBe('failed');
    expect(tips.paid).toHaveLength(before + 1);
  });

  it('holds payouts over the daily cap until the next UTC day', async () => {
    const p = await platformWithTipping({ per: 100, daily: 150, approval: 100 });
    const m = await verifiedMember(p.id);
    const a = await ask(m.id, p.id, 100_00);
    const b = await ask(m.id, p.id, 60_00);
    await run();
    expect((await get(a!.id)).status).toBe('sent');
    const held = await get(b!.id);
    expect(held.status).toBe('pending');
    expect(held.last_error).toContain('Daily cap');
    expect(held.next_attempt_at).toBe('2026-11-24T00:00:00.000Z');
    clock.set('2026-11-24T00:00:01.000Z');
    await run();
    expect((await get(b!.id)).status).toBe('sent');
  });

  it('honours 429 Retry-After, backs off on 5xx, and pays a timed-out tip once on retry', async () => {
    clock.set('2026-11-25T10:00:00.000Z');
    const p = await platformWithTipping({ per: 100, daily: 1000, approval: 100 });
    const m = await verifiedMember(p.id);
    const x = await ask(m.id, p.id, 10_00);
    tips.queue({ kind: 'rate-limit', retryAfterSeconds: 600 });
    expect(await run()).toBe('0 sent, 1 to retry');
    let row = await get(x!.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, uncertain: 0 });
    expect(row.next_attempt_at).toBe('2026-11-25T10:10:00.000Z');
    clock.advance(5 * 60_000);
    expect(await run()).toBe('No payouts due');
    clock.advance(5 * 60_000);

    tips.queue({ kind: 'fail', status: 503 });
    await run();
    row = await get(x!.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, uncertain: 1 });
    expect(row.next_attempt_at).toBe('2026-11-25T10:11:00.000Z');
    clock.advance(60_000);

    // Paid by the casino, but the answer comes after our deadline: unknown, retried with the same nonce.
    const paidBefore = tips.paid.length;
    tips.queue({ kind: 'timeout', delayMs: 4_000 });
    await run();
    row = await get(x!.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 3, uncertain: 1 });
    expect(tips.paid).toHaveLength(paidBefore + 1);
    clock.advance(10 * 60_000);
    await run();
    expect((await get(x!.id)).status).toBe('sent');
    // The retry carried the same nonce: still one tip.
    expect(tips.paid.filter((tp) => tp.nonce === row.nonce)).toHaveLength(1);
  });

  it('fails for good on a refusal and after too many attempts; failures are visible to staff', async () => {
    clock.set('2026-11-26T10:00:00.000Z');
    const p = await platformWithTipping({ per: 100, daily: 1000, approval: 100 });
    const m = await verifiedMember(p.id);
    const refused = await ask(m.id, p.id, 5_00);
    tips.queue({ kind: 'refuse', message: 'unknown user' });
    await run();
    expect(await get(refused!.id)).toMatchObject({ status: 'failed', uncertain: 0 });

    const flaky = await ask(m.id, p.id, 6_00);
    tips.queue(
      ...Array.from({ length: MAX_ATTEMPTS }, () => ({ kind: 'fail' as const, status: 500 })),
    );
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await run();
      clock.advance(2 * 60 * 60_000);
    }
    const gaveUp = await get(flaky!.id);
    expect(gaveUp.status).toBe('failed');
    expect(gaveUp.last_error).toContain(`gave up after ${MAX_ATTEMPTS} attempts`);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payouts?status=failed',
      headers: mod,
    });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.data.map((x: { id: number }) => x.id)).toEqual(
      expect.arrayContaining([refused!.id, flaky!.id]),
    );
    expect(body.data.every((x: { status: string }) => x.status === 'failed')).toBe(true);
    expect(JSON.stringify(body)).not.toContain('tip-secret');
    // Moderators cannot retry or configure; admins can.
    expect((await payoutAction(flaky!.id, 'retry', mod)).statusCode).toBe(403);
    expect((await payoutAction(flaky!.id, 'retry', admin)).statusCode).toBe(200);
    await run();
    expect((await get(flaky!.id)).status).toBe('sent');
  });

  it('validates the provider settings per field', async () => {
    const p = await createPlatform(t.db);
    const res = await saveProvider(p.id, {
      enabled: true,
      api_url: 'javascript:alert(1)',
      per_payout_cap: -1,
      daily_cap: 10,
      approval_threshold: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['api_url', 'approval_threshold', 'per_payout_cap'].sort(),
    );
    const noToken = await saveProvider(p.id, {
      enabled: true,
      api_url: tips.url,
      per_payout_cap: 1,
      daily_cap: 10,
      approval_threshold: 1,
    });
    expect(noToken.statusCode).toBe(422);
  });

  it('pays a VIP cash claim automatically and shows it in the member’s claim history', async () => {
    clock.set('2026-11-27T10:00:00.000Z');
    const p = await platformWithTipping({ per: 100, daily: 1000, approval: 100 });
    const m = await verifiedMember(p.id, 'VipPlayer');
    const tierId = await createVipTier(t.db, {
      platformId: p.id,
      rewardAmount: 25_00,
      minWagered: 0,
    });
    const h = headersOf(await t.login(m));
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/r/vip-rewards/${tierId}/claim`,
      headers: h,
    });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().data.claim.payout).toEqual({ status: 'pending', sent_at: null });
    // Staff cannot also pay it by hand.
    const claimId = claim.json().data.claim.id;
    const manual = await t.app.inject({
      method: 'POST',
      url: `/api/admin/commerce/vip/claims/${claimId}/pay`,
      headers: admin,
    });
    expect(manual.statusCode).toBe(409);
    await run();
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/r/vip-rewards/history',
      headers: h,
    });
    const mine = history.json().data.find((c: { id: number }) => c.id === claimId);
    expect(mine.processed).toBe(true);
    expect(mine.payout.status).toBe('sent');
  });

  it('pays a drawn cash giveaway’s winner on the platform set for prizes, and shows it to them', async () => {
    clock.set('2026-11-28T10:00:00.000Z');
    const p = await platformWithTipping({ per: 100, daily: 1000, approval: 100 });
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/payouts/settings',
      headers: admin,
      payload: { prize_platform_id: p.id },
    });
    expect(settings.statusCode).toBe(200);
    const winner = await verifiedMember(p.id, 'GiveawayWinner');
    const g = await createGiveaway(t.db, {
      prizeType: 'cash',
      prizeValue: 30_00,
      numberOfWinners: 1,
      endAt: '2026-11-28T09:00:00.000Z',
    });
    await t.db
      .insertInto('giveaway_entries')
      .values({
        giveaway_id: g.id,
        user_id: winner.id,
        entry_type: 'passwordless',
        kick_username: 'k',
        points_spent: 0,
        created_at: '2026-11-28T08:00:00.000Z',
      })
      .execute();
    const draw = await t.app.inject({
      method: 'POST',
      url: `/api/admin/engagement/giveaways/${g.id}/draw`,
      headers: admin,
    });
    expect(draw.statusCode).toBe(200);
    await run();
    expect(tips.paid.at(-1)).toMatchObject({ receiverName: 'GiveawayWinner', amount: '30.00' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/r/giveaways/${g.id}`,
      headers: headersOf(await t.login(winner)),
    });
    expect(page.json().data.user_payout).toMatchObject({ status: 'sent' });
  });
});
