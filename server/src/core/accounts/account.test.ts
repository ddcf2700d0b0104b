import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../app';
import { createStoreItem } from '../../areas/commerce/testing';
import { achievementDefinition } from '../../areas/community/testing';
import { createMember } from '../../core/users/factories';
import { movableClock } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import { REPO_ROOT } from '../config';
import { createDatabase } from '../db';
import { findLedgerMismatches } from '../ledger/points';
import { findUserById } from '../users/repository';
import { ALREADY_CLAIMED } from './daily-claim';

const CLAIM = '/api/r/profile/claim-daily';
// A member's first daily claim also unlocks this achievement (its points, XP and notification).
const FIRST = achievementDefinition('first_daily_claim');

describe.each(testDialects())('daily claim on %s', (dialect) => {
  let t: TestApp;
  const clock = movableClock(new Date('2026-11-21T12:00:00.000Z'));

  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock });
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set('2026-11-21T12:00:00.000Z'));

  const claim = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: CLAIM, headers, payload: {} });
  const ledgerOf = (userId: number) =>
    t.db
      .selectFrom('points_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  it("awards points and XP once per calendar day in the member's time zone", async () => {
    const m = await createMember(t.db, { time_zone: 'Europe/Berlin' });
    const s = headersOf(await t.login(m.username));
    const res = await claim(s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      points_awarded: t.config.dailyClaimPoints,
      xp_awarded: t.config.dailyClaimXp,
      points: t.config.dailyClaimPoints + FIRST.points,
      last_daily_claim: '2026-11-21T12:00:00.000Z',
      last_daily_claim_day: '2026-11-21',
      next_claim_at: '2026-11-21T23:00:00.000Z', // midnight in Berlin
    });
    const row = await findUserById(t.db, m.id);
    expect(row).toMatchObject({ last_daily_claim_day: '2026-11-21' });
    expect(Number(row!.points)).toBe(t.config.dailyClaimPoints + FIRST.points);
    expect(Number(row!.xp)).toBe(t.config.dailyClaimXp + FIRST.xp);
    expect(await ledgerOf(m.id)).toEqual([
      expect.objectContaining({
        delta: t.config.dailyClaimPoints,
        balance_after: t.config.dailyClaimPoints,
        reason: 'daily_claim',
        ref_type: 'daily_claim',
      }),
      expect.objectContaining({
        delta: FIRST.points,
        balance_after: t.config.dailyClaimPoints + FIRST.points,
        reason: 'achievement',
      }),
    ]);

    // Later the same Berlin day: refused, nothing changes.
    clock.set('2026-11-21T22:59:59.000Z');
    const again = await claim(s);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: ALREADY_CLAIMED });
    expect(Number((await findUserById(t.db, m.id))!.points)).toBe(
      t.config.dailyClaimPoints + FIRST.points,
    );

    // Past Berlin midnight (still the 21st in UTC): a new day.
    clock.set('2026-11-21T23:00:00.000Z');
    const next = await claim(s);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({
      last_daily_claim_day: '2026-11-22',
      points: 2 * t.config.dailyClaimPoints + FIRST.points,
    });
    // The achievement came once.
    expect(await ledgerOf(m.id)).toHaveLength(3);
  });

  it('creates a daily_reward notification', async () => {
    const m = await createMember(t.db);
    const s = headersOf(await t.login(m.username));
    await claim(s);
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: s });
    expect(list.json()).toEqual([
      expect.objectContaining({
        type: 'daily_reward',
        read_at: null,
        data: {
          type: 'daily_reward',
          title: 'Daily reward claimed',
          message: `+${t.config.dailyClaimPoints} points added to your balance`,
          url: null,
        },
      }),
      expect.objectContaining({ type: 'achievement' }),
    ]);
  });

  it('moving the time zone back cannot reopen a claimed day', async () => {
    const m = await createMember(t.db, { time_zone: 'Pacific/Kiritimati' }); // UTC+14
    const s = headersOf(await t.login(m.username));
    expect((await claim(s)).json().last_daily_claim_day).toBe('2026-11-22');
    const tz = await t.app.inject({
      method: 'POST',
      url: '/api/r/profile/time-zone',
      headers: s,
      payload: { time_zone: 'Pacific/Pago_Pago' },
    });
    expect(tz.statusCode).toBe(200);
    expect(await findUserById(t.db, m.id)).toMatchObject({ time_zone: 'Pacific/Pago_Pago' });
    expect((await claim(s)).statusCode).toBe(409); // 2026-11-21 there, before the day already claimed
  });

  it('moving the time zone forward between claims gives no second claim that day', async () => {
    const m = await createMember(t.db, { time_zone: 'Etc/GMT+12' }); // UTC-12: 00:00 on the 21st
    const s = headersOf(await t.login(m.username));
    expect((await claim(s)).json().last_daily_claim_day).toBe('2026-11-21');
    const tz = await t.app.inject({
      method: 'POST',
      url: '/api/r/profile/time-zone',
      headers: s,
      payload: { time_zone: 'Pacific/Kiritimati' }, // UTC+14: 02:00 on the 22nd
    });
    expect(tz.statusCode).toBe(200);
    const twice = await claim(s);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_CLAIMED);
    // The claim and its first-claim achievement; nothing from the refused one.
    expect((await ledgerOf(m.id)).map((l) => l.reason)).toEqual(['daily_claim', 'achievement']);
    // The next day in the new zone (00:00 on the 23rd in Kiritimati) it opens again.
    clock.set('2026-11-22T10:00:00.000Z');
    const next = await claim(s);
    expect(next.statusCode).toBe(200);
    expect(next.json().last_daily_claim_day).toBe('2026-11-23');
  });

  it('POST /api/r/profile/time-zone validates the zone', async () => {
    const m = await createMember(t.db);
    const s = headersOf(await t.login(m.username));
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/r/profile/time-zone',
      headers: s,
      payload: { time_zone: 'Not/AZone' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ time_zone: ['Unknown time zone'] });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/r/profile/time-zone',
      headers: s,
      payload: {},
    });
    expect(missing.json().errors.time_zone).toEqual(['Time zone is required']);
  });

  it('is member-only', async () => {
    const anon = headersOf(await t.anonymous());
    expect((await claim(anon)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/r/profile/time-zone',
          headers: anon,
          payload: { time_zone: 'UTC' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('100 concurrent claims by one member: exactly one succeeds, points move once', async () => {
    const m = await createMember(t.db);
    const s = headersOf(await t.login(m.username));
    const results = await Promise.all(Array.from({ length: 100 }, () => claim(s)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    const row = await findUserById(t.db, m.id);
    expect(Number(row!.points)).toBe(t.config.dailyClaimPoints + FIRST.points);
    expect(Number(row!.xp)).toBe(t.config.dailyClaimXp + FIRST.xp);
    expect(await ledgerOf(m.id)).toHaveLength(2);
    const claims = await t.db
      .selectFrom('daily_claims')
      .selectAll()
      .where('user_id', '=', m.id)
      .execute();
    expect(claims).toHaveLength(1);
    const notes = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', m.id)
      .execute();
    expect(notes).toHaveLength(2);
  });

  it('concurrent claims through two server instances on one database: exactly one succeeds', async () => {
    const m = await createMember(t.db);
    const session = await t.login(m.username);
    const s = headersOf(session);
    const fire = (app: typeof t.app, n: number) =>
      Promise.all(
        Array.from({ length: n }, () =>
          app.inject({ method: 'POST', url: CLAIM, headers: s, payload: {} }),
        ),
      );
    let codes: number[];

    if (dialect === 'postgres') {
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0]!
        .s;
      const second = createDatabase({
        databaseUrl: t.config.databaseUrl,
        sqlitePath: '',
        pgSchema: schema,
      });
      const other = await buildApp({ config: t.config, db: second.db, clock, logger: false });
      try {
        const [a, b] = await Promise.all([fire(t.app, 50), fire(other, 50)]);
        codes = [...a, ...b].map((r) => r.statusCode);
      } finally {
        await other.close();
        await second.destroy();
      }
    } else {
      // SQLite: the second instance is another process (better-sqlite3 waits for locks synchronously).
      const tally = await new Promise<Record<string, number>>((resolve, reject) => {
        const child = spawn(
          path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
          [
            // The shared packages' TypeScript sources (their package exports point at dist/).
            '--conditions=lobby-source',
            path.join(__dirname, '../../test/claim-worker.ts'),
            path.join(t.dir, 'data'),
            session.cookie,
            session['x-csrf-token'],
            '50',
            clock().toISOString(),
          ],
          { stdio: ['pipe', 'pipe', 'pipe'] },
        );
        let out = '';
        let err = '';
        let fired: Promise<unknown> | null = null;
        child.stdout.on('data', (d) => {
          out += d;
          if (!fired && out.includes('READY\n')) {
            child.stdin.end('GO\n');
            fired = fire(t.app, 50).then((rs) => rs.map((r) => r.statusCode));
          }
        });
        child.stderr.on('data', (d) => (err += d));
        child.on('error', reject);
        child.on('exit', (code) => {
          if (code !== 0 || !fired)
            return reject(new Error(`claim worker failed (${code}): ${err}`));
          fired.then((mine) => {
            const theirs = JSON.parse(out.slice(out.indexOf('READY\n') + 6)) as Record<
              string,
              number
            >;
            for (const c of mine as number[]) theirs[c] = (theirs[c] ?? 0) + 1;
            resolve(theirs);
          }, reject);
        });
      });
      codes = Object.entries(tally).flatMap(([c, n]) => Array<number>(n).fill(Number(c)));
    }
    expect(codes).toHaveLength(100);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
    expect(Number((await findUserById(t.db, m.id))!.points)).toBe(
      t.config.dailyClaimPoints + FIRST.points,
    );
    expect(await ledgerOf(m.id)).toHaveLength(2);
  }, 60_000);

  it("every member's points equal the sum of their ledger deltas (claims and redemptions)", async () => {
    // Claims by several members (each twice: the second is refused) and a store redemption.
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(t.db)));
    for (const m of members) {
      const s = headersOf(await t.login(m));
      expect((await claim(s)).statusCode).toBe(200);
      expect((await claim(s)).statusCode).toBe(409);
    }
    const item = await createStoreItem(t.db, { cost: 80 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/r/store/${item.id}/redeem`,
      headers: headersOf(await t.login(members[0]!)),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    // The first redemption also earns its achievement (points through the ledger, reason
    // 'achievement', like the first claim's): the balance is the claim, plus every achievement,
    // minus the item.
    const achievements = await t.db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('total'))
      .where('user_id', '=', members[0]!.id)
      .where('reason', '=', 'achievement')
      .executeTakeFirstOrThrow();
    expect(res.json().data.user_points).toBe(
      t.config.dailyClaimPoints + Number(achievements.total) - 80,
    );
    expect(await findLedgerMismatches(t.db)).toEqual([]);
    const negative = await t.db
      .selectFrom('points_ledger')
      .select('id')
      .where('balance_after', '<', 0)
      .execute();
    expect(negative).toEqual([]);
  });
});
