import { sql } from 'kysely';
import { createPlatform } from '../../areas/community/testing';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import * as platformRef from '../db/migrations/20261127073000-core-payouts-platform-ref';
import { createMember } from '../users/factories';

describe.each(testDialects())('The payout tables reference only core tables (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  /** The tables a table's foreign keys point at. */
  const referenced = async (table: string) => {
    const r =
      dialect === 'postgres'
        ? await sql<{ name: string }>`select confrelid::regclass::text as name from pg_constraint
            where conrelid = ${table}::regclass and contype = 'f'`.execute(t.db)
        : await sql<{ name: string }>`select "table" as name
            from pragma_foreign_key_list(${table})`.execute(t.db);
    return [...new Set(r.rows.map((row) => row.name.replace(/"/g, '')))].sort();
  };

  const indexes = async (table: string) => {
    const r =
      dialect === 'postgres'
        ? await sql<{ name: string }>`select indexname as name from pg_indexes
            where schemaname = current_schema() and tablename = ${table}`.execute(t.db)
        : await sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = ${table}`.execute(t.db);
    return r.rows.map((row) => row.name).sort();
  };

  const addPayout = async (userId: number, platformId: number, ref: string) => {
    const at = new Date().toISOString();
    const row = await t.db
      .insertInto('payouts')
      .values({
        user_id: userId,
        platform_id: platformId,
        source: 'test',
        source_ref: ref,
        description: '',
        amount_cents: 500,
        recipient: 'lucky',
        nonce: `nonce-${ref}`,
        status: 'pending',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('drops the references to platforms, keeping the rows, the indexes and the ids', async () => {
    expect(await referenced('payouts')).toEqual(['users']);
    expect(await referenced('payout_providers')).toEqual(['users']);
    const indexesBefore = await indexes('payouts');
    expect(indexesBefore).toEqual(
      expect.arrayContaining(['payouts_cap', 'payouts_due', 'payouts_user']),
    );

    const member = await createMember(t.db);
    const platform = await createPlatform(t.db);
    await t.db
      .insertInto('payout_providers')
      .values({
        platform_id: platform.id,
        enabled: 1,
        api_url: 'https://casino.test/tip',
        api_token: '',
        per_payout_cap_cents: 10_000,
        daily_cap_cents: 50_000,
        approval_threshold_cents: 5_000,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const first = await addPayout(member.id, platform.id, 'a');
    await t.db.deleteFrom('payouts').where('id', '=', first).execute();
    const second = await addPayout(member.id, platform.id, 'b');

    await platformRef.down(t.db, dialect);
    expect(await referenced('payouts')).toEqual(['platforms', 'users']);
    expect(await referenced('payout_providers')).toEqual(['platforms', 'users']);
    await platformRef.up(t.db, dialect);
    expect(await referenced('payouts')).toEqual(['users']);
    expect(await indexes('payouts')).toEqual(indexesBefore);

    const rows = await t.db.selectFrom('payouts').select(['id', 'source_ref']).execute();
    expect(rows).toEqual([{ id: second, source_ref: 'b' }]);
    expect(await t.db.selectFrom('payout_providers').select('platform_id').execute()).toEqual([
      { platform_id: platform.id },
    ]);
    // A deleted payout's id is never given again; the unique (source, ref) still holds.
    expect(await addPayout(member.id, platform.id, 'c')).toBeGreaterThan(second);
    const again = await addPayout(member.id, platform.id, 'b').then(
      () => 'inserted',
      (error: unknown) => String(error),
    );
    expect(again).toMatch(/unique|duplicate/i);
  });
});
