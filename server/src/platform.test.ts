import { sql } from 'kysely';
import { mergeMigrations } from './core/db/migrations';
import {
  AREAS,
  MIGRATIONS,
  PUBLIC_UPLOAD_FOLDERS,
  SEED_STEPS,
  migrateToLatest,
  migrateToNothing,
} from './platform';
import { buildTestApp, testDialects } from './test/app';

const noop = { up: async () => undefined, down: async () => undefined };

describe('platform composition', () => {
  it('keeps the migration names databases have recorded, in order', () => {
    // Kysely records these names as applied: renaming one would run it again (the founding ones
    // are split by owner under the same name: FOUNDING_MIGRATIONS). Newer migrations (core or
    // areas) follow them in name order.
    const names = Object.keys(MIGRATIONS);
    expect(names).toEqual([...names].sort());
    expect(names.slice(0, 6)).toEqual([
      '20260101000000-core',
      '20260101000100-leaderboards',
      '20260101000200-engagement',
      '20260101000300-commerce',
      '20260101000400-support',
      '20260102000000-oauth-states',
    ]);
    expect(names).toContain('20261123000000-core-audit');
  });

  it('merges the areas’ migrations by name and refuses clashes and untimestamped names', () => {
    const merged = mergeMigrations([
      { owner: 'core', migrations: { '20260301000000-core-x': noop } },
      { owner: 'area a', migrations: { '20260201000000-a-y': noop } },
    ]);
    expect(Object.keys(merged)).toEqual(['20260201000000-a-y', '20260301000000-core-x']);
    expect(() =>
      mergeMigrations([
        { owner: 'area a', migrations: { '20260201000000-x': noop } },
        { owner: 'area b', migrations: { '20260201000000-x': noop } },
      ]),
    ).toThrow("Migration '20260201000000-x' exists twice (area a and area b)");
    expect(() => mergeMigrations([{ owner: 'area a', migrations: { 'add-table': noop } }])).toThrow(
      "Migration 'add-table' of area a is not named YYYYMMDDHHMMSS-<what>",
    );
  });

  it('runs the parts of a founding migration as one: in the owners’ order up, in reverse down', async () => {
    const calls: string[] = [];
    const part = (who: string) => ({
      up: async () => void calls.push(`up ${who}`),
      down: async () => void calls.push(`down ${who}`),
    });
    const merged = mergeMigrations(
      [
        { owner: 'core', migrations: { '20260101000000-x': part('core') } },
        { owner: 'area a', migrations: { '20260101000000-x': part('a') } },
        { owner: 'area b', migrations: { '20260101000000-x': part('b') } },
      ],
      ['20260101000000-x'],
    );
    expect(Object.keys(merged)).toEqual(['20260101000000-x']);
    const db = {} as Parameters<(typeof merged)[string]['up']>[0];
    await merged['20260101000000-x']!.up(db, 'sqlite');
    await merged['20260101000000-x']!.down(db, 'sqlite');
    expect(calls).toEqual(['up core', 'up a', 'up b', 'down b', 'down a', 'down core']);
  });

  it('registers each area once and gives the demo seed steps of distinct order', () => {
    expect(AREAS.map((a) => a.name)).toEqual(['community', 'engagement', 'commerce', 'support']);
    const orders = SEED_STEPS.map((s) => s.order);
    expect(new Set(orders).size).toBe(orders.length);
    for (const area of AREAS)
      expect(SEED_STEPS.some((s) => s.name.startsWith(`${area.name}:`))).toBe(true);
    expect(SEED_STEPS.reduce((a, s) => (s.order > a.order ? s : a)).name).toBe(
      'core:points-ledger',
    );
  });

  it('serves the core’s public upload folders and those the areas declare, no others', () => {
    expect([...PUBLIC_UPLOAD_FOLDERS].sort()).toEqual(
      ['banners', 'engagement', 'platforms', 'site', 'store'].sort(),
    );
  });
});

describe.each(testDialects())('migrations (%s)', (dialect) => {
  it('applies every migration of the core and the areas, recorded under its name', async () => {
    const t = await buildTestApp(dialect);
    try {
      const applied = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(t.db);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
    } finally {
      await t.close();
    }
  });

  it('reverts every migration to an empty database, then applies them all again', async () => {
    // `npm run migrate -- --reset` and a rollback depend on every down(); a failing step throws
    // "Migration <name> failed: …".
    const t = await buildTestApp(dialect);
    const tables = async () => {
      const r =
        dialect === 'postgres'
          ? await sql<{ name: string }>`select table_name as name from information_schema.tables
              where table_schema = current_schema() order by table_name`.execute(t.db)
          : await sql<{ name: string }>`select name from sqlite_master
              where type = 'table' and name not like 'sqlite_%' order by name`.execute(t.db);
      return r.rows.map((row) => row.name);
    };
    try {
      const created = await tables();
      const reverted = await migrateToNothing(t.db, dialect);
      expect(reverted).toEqual(Object.keys(MIGRATIONS).reverse());
      // Each down() drops what its up() created: only Kysely's own bookkeeping is left.
      expect(await tables()).toEqual(['kysely_migration', 'kysely_migration_lock']);
      expect(await migrateToLatest(t.db, dialect)).toEqual(Object.keys(MIGRATIONS));
      expect(await tables()).toEqual(created);
    } finally {
      await t.close();
    }
  });
});
