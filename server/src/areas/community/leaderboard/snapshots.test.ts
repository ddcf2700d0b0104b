import type {
  LeaderboardPeriodResponse,
  LeaderboardSnapshotFile,
  LeaderboardSnapshotsResponse,
} from '@lobby/contract-community';
import { withTransaction } from '../../../core/db';
import { buildTestApp, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createFeed, createLeaderboard, createPlatform } from './factories';
import { storeStandings } from './standings';

describe.each(testDialects())('public snapshots and freshness (%s)', (dialect) => {
  let t: TestApp;
  const now = new Date('2026-11-20T12:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => now });
  });
  afterAll(() => t.close());

  it('answers when the data was last updated and offers each snapshot as JSON and CSV', async () => {
    const p = await createPlatform(t.db, { slug: 'proofed', name: 'Proofed' });
    const board = await createLeaderboard(t.db, { platformId: p.id });
    await createFeed(t.db, p.id, 'roobet', {}, { last_success_at: '2026-11-20T11:55:00.000Z' });
    await withTransaction(t.db, (trx) =>
      storeStandings(
        trx,
        board.id,
        [
          { username: 'Alpha', wagered: 1_000_05, rawWagered: 1_000_05 },
          { username: '=cmd', wagered: 5_00, rawWagered: 5_00 },
        ],
        'feed',
        now,
      ),
    );

    const period = (
      await t.app.inject({ url: '/api/r/leaderboard?platform=proofed' })
    ).json() as LeaderboardPeriodResponse;
    expect(period.data.last_updated_at).toBe('2026-11-20T11:55:00.000Z');
    expect(period.data.latest_snapshot).toMatchObject({ source: 'feed', row_count: 2 });
    expect(period.data.latest_snapshot!.hash).toMatch(/^[0-9a-f]{64}$/);

    const list = (
      await t.app.inject({ url: '/api/r/leaderboard/snapshots?platform=proofed' })
    ).json() as LeaderboardSnapshotsResponse;
    expect(list.data.snapshots).toHaveLength(1);
    const id = list.data.snapshots[0]!.id;

    const json = await t.app.inject({ url: `/api/r/leaderboard/snapshots/${id}` });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(
      /attachment; filename="proofed-leaderboard-/,
    );
    const file = json.json() as LeaderboardSnapshotFile;
    expect(file.rows).toEqual([
      { rank: 1, username: 'Alpha', wagered: '1000.05' },
      { rank: 2, username: '=cmd', wagered: '5.00' },
    ]);
    const csv = await t.app.inject({ url: `/api/r/leaderboard/snapshots/${id}?format=csv` });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    // A name that a spreadsheet would run as a formula is defused.
    expect(csv.body).toBe("rank,username,wagered\r\n1,Alpha,1000.05\r\n2,'=cmd,5.00\r\n");

    // Masked platforms mask their downloads too.
    await t.db.updateTable('platforms').set({ mask_usernames: 1 }).where('id', '=', p.id).execute();
    const masked = (await t.app.inject({ url: `/api/r/leaderboard/snapshots/${id}` })).json();
    expect(masked.rows[0].username).toBe('Al***ha');
    const board2 = (
      await t.app.inject({ url: '/api/r/leaderboard?platform=proofed' })
    ).json() as LeaderboardPeriodResponse;
    expect(board2.data.top_three[0]!.username).toBe('Al***ha');

    expect((await t.app.inject({ url: '/api/r/leaderboard/snapshots/999999' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/r/leaderboard/snapshots/abc' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: `/api/r/leaderboard/snapshots/${id}?format=xml` })).statusCode,
    ).toBe(400);
  });
});
