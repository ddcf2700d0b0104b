import { sql } from 'kysely';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createLeaderboard, createPlatform } from './factories';
import { leaderboardSearchUpkeepJob } from './jobs';
import { compactNameIndex, listRankedPage } from './repository';

describe.each(testDialects())('leaderboard search upkeep (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => void (t = await buildTestApp(dialect)));
  afterAll(() => t.close());

  /** The FTS5 index's stored rows (its b-trees' pages and their structure). */
  const indexRows = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from leaderboard_entries_fts_data`.execute(
          t.db,
        )
      ).rows[0]?.n,
    );

  /** Each term's players, as a search of the whole period finds them (counted, then walked). */
  const found = async (boardId: number, terms: string[]) => {
    const out: Record<string, string[]> = {};
    for (const search of terms)
      for (const fewMatches of [1000, 0])
        out[`${search}/${fewMatches}`] = (
          await listRankedPage(t.db, boardId, {
            skip: 0,
            offset: 0,
            limit: 100,
            search,
            fewMatches,
          })
        ).rows.map((r) => r.username);
    return out;
  };

  it('merges what many small writes left into one index; searches find the same players', async () => {
    const p = await createPlatform(t.db, { slug: 'upkeep', name: 'Upkeep' });
    const board = await createLeaderboard(t.db, {
      platformId: p.id,
      entries: [{ username: 'first_wolf', wagered: 1_000_00 }],
    });
    // Forty writes of their own, as forty feed syncs each adding a player would make: each
    // leaves a segment of the name index.
    for (let i = 0; i < 40; i++)
      await t.db
        .insertInto('leaderboard_entries')
        .values({
          leaderboard_id: board.id,
          username: `player_${i}${i % 3 ? '' : '_wolf'}`,
          username_key: `player_${i}${i % 3 ? '' : '_wolf'}`,
          display_name: i % 4 ? `player_${i}` : `Grey Wolf ${i}`,
          wagered: (500 - i) * 100,
          updated_at: new Date().toISOString(),
        })
        .execute();
    const terms = ['wolf', 'player_1', 'grey', 'zzqx', 'wol'];
    const before = await found(board.id, terms);
    expect(before['wolf/1000']).toHaveLength(1 + 14 + 10 - 4);

    const first = await compactNameIndex(t.db);
    if (dialect === 'sqlite') {
      expect(first).toMatchObject({ index: 'fts', done: true });
      expect(first.steps).toBeGreaterThan(0);
      const merged = await indexRows();
      // Nothing left to merge: a second pass writes nothing.
      expect(await compactNameIndex(t.db)).toEqual({ index: 'fts', steps: 0, done: true });
      expect(await indexRows()).toBe(merged);
    } else {
      expect(first).toEqual({ index: 'trgm', steps: 0, done: true });
    }
    expect(await found(board.id, terms)).toEqual(before);
  });

  it('stops after the steps it is given and goes on from there', async () => {
    if (dialect === 'postgres') {
      // Nothing to merge there, whatever the steps.
      expect(await compactNameIndex(t.db, { maxSteps: 1 })).toEqual({
        index: 'trgm',
        steps: 0,
        done: true,
      });
      return;
    }
    const p = await createPlatform(t.db, { slug: 'upkeep-steps', name: 'Upkeep steps' });
    const board = await createLeaderboard(t.db, { platformId: p.id, entries: [] });
    for (let i = 0; i < 30; i++)
      await t.db
        .insertInto('leaderboard_entries')
        .values({
          leaderboard_id: board.id,
          username: `stepper_${i}`,
          username_key: `stepper_${i}`,
          display_name: `stepper_${i}`,
          wagered: i * 100,
          updated_at: new Date().toISOString(),
        })
        .execute();
    expect(await compactNameIndex(t.db, { maxSteps: 1 })).toEqual({
      index: 'fts',
      steps: 1,
      done: false,
    });
    const rest = await compactNameIndex(t.db);
    expect(rest.done).toBe(true);
    expect(await compactNameIndex(t.db)).toEqual({ index: 'fts', steps: 0, done: true });
  });

  it('runs as a job an admin sees in Admin › Jobs and can run now', async () => {
    if (dialect === 'sqlite') {
      // A new player since the last merge: one step merges its segment into the index.
      const p = await createPlatform(t.db, { slug: 'upkeep-job', name: 'Upkeep job' });
      await createLeaderboard(t.db, {
        platformId: p.id,
        entries: [{ username: 'newcomer', wagered: 1_00 }],
      });
    }
    const run = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/jobs/${leaderboardSearchUpkeepJob.name}/run`,
        headers: headersOf(admin),
      });
      expect(res.statusCode).toBe(200);
      return res.json().run;
    };
    const admin = await t.login(await createMember(t.db, { role: 'admin' }));
    if (dialect === 'sqlite') {
      expect(await run()).toMatchObject({
        outcome: 'ok',
        summary: 'Merged the name index in 1 step',
      });
      expect(await run()).toMatchObject({
        outcome: 'ok',
        summary: 'The name index was already merged',
      });
    } else {
      expect(await run()).toMatchObject({
        outcome: 'ok',
        summary: 'Nothing to do: PostgreSQL’s autovacuum keeps the name index',
      });
    }
  });
});
