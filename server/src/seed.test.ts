import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { findLedgerMismatches } from './core/ledger/points';
import { allDemoAssets } from './core/seed/assets';
import { seedDemo } from './platform';
import { buildTestApp, testDialects } from './test/app';
import type { TestApp } from './test/app';

const TABLES_SEEDED = [
  'users',
  'points_ledger',
  'daily_claims',
  'notifications',
  'friendships',
  'settings',
  'affiliates',
  'platforms',
  'leaderboards',
  'leaderboard_entries',
  'slots',
  'bonus_hunts',
  'bonus_hunt_games',
  'bonus_hunt_predictions',
  'store_items',
  'store_redemptions',
  'giveaways',
  'giveaway_entries',
  'giveaway_winners',
  'wager_raffles',
  'casinos',
  'wager_raffle_casinos',
  'wager_raffle_prizes',
  'wager_raffle_participants',
  'tournaments',
  'tournament_matches',
  'tournament_predictions',
  'challenges',
  'challenge_claims',
  'vip_tiers',
  'vip_claims',
  'user_platform_wagers',
  'platform_feeds',
  'casino_links',
  'achievements',
  'user_achievements',
  'activities',
  'tickets',
  'ticket_replies',
  'contact_messages',
] as const;

describe.each(testDialects())('demo seed (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: true });
  });
  afterAll(() => t.close());

  it('covers every area', async () => {
    for (const table of TABLES_SEEDED) {
      const r = await sql<{ c: number }>`select count(*) as c from ${sql.table(table)}`.execute(
        t.db,
      );
      expect({ table, rows: Number(r.rows[0]!.c) > 0 }).toEqual({ table, rows: true });
    }
    const roles = await t.db.selectFrom('users').select('role').distinct().execute();
    expect(roles.map((r) => r.role).sort()).toEqual(['admin', 'member', 'moderator', 'vip']);
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'admin')
        .where('role', '=', 'admin')
        .executeTakeFirst(),
    ).toBeDefined();
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'moderator')
        .where('role', '=', 'moderator')
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it("fills the audit log with the demo staff's actions in every area, by real staff", async () => {
    const rows = await t.db
      .selectFrom('audit_log as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select(['a.area', 'a.action', 'a.created_at', 'u.role'])
      .execute();
    const areas = new Set(rows.map((r) => r.area));
    for (const area of [
      'site',
      'affiliates',
      'members',
      'community',
      'engagement',
      'commerce',
      'support',
    ])
      expect({ area, audited: areas.has(area) }).toEqual({ area, audited: true });
    expect(rows.every((r) => r.role === 'admin' || r.role === 'moderator')).toBe(true);
    expect(rows.every((r) => r.created_at <= new Date().toISOString())).toBe(true);
    // The points adjustment has its ledger row.
    const adjusted = await t.db
      .selectFrom('points_ledger')
      .select('id')
      .where('ref_type', '=', 'admin_adjustment')
      .execute();
    expect(adjusted).toHaveLength(rows.filter((r) => r.action === 'member.points').length);
  });

  it("keeps every member's balance equal to their ledger", async () => {
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });

  it('refers only to demo files that exist and are generated from assets.ts', async () => {
    const dir = path.resolve(__dirname, '../assets/demo');
    const generated = allDemoAssets();
    for (const [name, svg] of Object.entries(generated))
      expect({ name, same: fs.readFileSync(path.join(dir, name), 'utf8') === svg }).toEqual({
        name,
        same: true,
      });
    const refs = new Set<string>();
    const collect = (v: string | null | undefined) =>
      v?.startsWith('/media/demo/') && refs.add(v.slice('/media/demo/'.length));
    for (const r of await t.db.selectFrom('users').select(['avatar', 'banner']).execute())
      [r.avatar, r.banner].forEach(collect);
    for (const r of await t.db.selectFrom('affiliates').select('logo_url').execute())
      collect(r.logo_url);
    for (const r of await t.db.selectFrom('platforms').select('image').execute()) collect(r.image);
    for (const r of await t.db.selectFrom('slots').select('image').execute()) collect(r.image);
    for (const r of await t.db.selectFrom('store_items').select('image').execute())
      collect(r.image);
    for (const r of await t.db.selectFrom('bonus_hunt_games').select('slot_image').execute())
      collect(r.slot_image);
    for (const r of await t.db.selectFrom('giveaways').select('image').execute()) collect(r.image);
    for (const r of await t.db.selectFrom('settings').select('value').execute()) collect(r.value);
    expect(refs.size).toBeGreaterThan(50);
    for (const file of refs)
      expect({ file, exists: fs.existsSync(path.join(dir, file)) }).toEqual({ file, exists: true });
  });

  it('seeds only an empty database', async () => {
    const result = await seedDemo(t.db, { dialect: t.dialect });
    expect(result.seeded).toBe(false);
    const users = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('c'))
      .executeTakeFirstOrThrow();
    expect(Number(users.c)).toBe(30);
  });
});
