// A second server process on the same SQLite file, for the concurrent daily-claim test:
// tsx claim-worker.ts <dataDir> <cookie> <csrf> <count> [<now ISO>]: prints READY, waits for a line on stdin,
// fires the claims and prints {"200":n,"409":m}.
import { buildApp } from '../app';
import { loadConfig } from '../core/config';
import { createDatabase } from '../core/db';

async function main() {
  const [dataDir, cookie, csrf, count, nowIso] = process.argv.slice(2);
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), databaseUrl: null };
  const handle = createDatabase({ databaseUrl: null, sqlitePath: config.sqlitePath });
  const clock = () => (nowIso ? new Date(nowIso) : new Date());
  const app = await buildApp({ config, db: handle.db, clock, logger: false });
  await app.ready();
  // Fire only when the test says so, so both instances claim at the same time.
  process.stdout.write('READY\n');
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  const results = await Promise.all(
    Array.from({ length: Number(count) }, () =>
      app.inject({
        method: 'POST',
        url: '/api/r/profile/claim-daily',
        headers: { cookie: cookie!, 'x-csrf-token': csrf! },
        payload: {},
      }),
    ),
  );
  const tally: Record<string, number> = {};
  for (const r of results) tally[r.statusCode] = (tally[r.statusCode] ?? 0) + 1;
  await app.close();
  await handle.destroy();
  process.stdout.write(JSON.stringify(tally));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
