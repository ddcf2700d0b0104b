#!/usr/bin/env node
// `npm start`: install, build the shell and the four remotes, migrate, seed demo data and serve the
// whole platform on one port (SQLite under data/ unless DATABASE_URL is set).
//   --skip-install  --skip-build   (used by the end-to-end tests, which start the platform this way)
// The server runs as plain JavaScript from server/dist (server/build.mjs), built here when one of
// its sources changed since the last build (under a second), even with --skip-build, which skips
// the front-end builds only.
// It turns the demo login on (LOBBY_DEMO_LOGIN=1 unless set: anyone can log in as anyone, admin
// included) and says so. It also runs the local fake casino feeds (LOBBY_FAKE_FEEDS_PORT, default
// 4600; LOBBY_FAKE_FEEDS=0 to skip) that the demo platforms' feeds point at, so the leaderboards
// sync without any outside service.
import { ensureInstalled, log, nxRun, root, run } from './lib.mjs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const args = new Set(process.argv.slice(2));
if (!args.has('--skip-install')) ensureInstalled();
if (!args.has('--skip-build')) {
  log('building the shell and the remotes…');
  nxRun([
    'run-many',
    '-t',
    'build',
    '--projects=@lobby/shell,@lobby/remote-*',
    '--outputStyle=stream',
  ]);
}
run(process.execPath, [join(root, 'server/build.mjs'), '--if-changed']);

const fakeFeedsPort = Number(process.env.LOBBY_FAKE_FEEDS_PORT || 4600);
const runFakeFeeds = process.env.LOBBY_FAKE_FEEDS !== '0';
const env = {
  LOBBY_DEMO_LOGIN: process.env.LOBBY_DEMO_LOGIN ?? '1',
  LOBBY_FAKE_FEEDS_URL: `http://127.0.0.1:${fakeFeedsPort}`,
  ...process.env,
  // The server refuses addresses inside its network (core/http/outbound-guard.ts) unless listed:
  // the fake feeds are, by address and port, and nothing else.
  OUTBOUND_ALLOW: [process.env.OUTBOUND_ALLOW, runFakeFeeds && `127.0.0.1:${fakeFeedsPort}`]
    .filter(Boolean)
    .join(','),
};

let fakeFeeds = null;
if (runFakeFeeds) {
  log(`starting the fake casino feeds on port ${fakeFeedsPort}…`);
  fakeFeeds = spawn(
    process.execPath,
    [join(root, 'server/dist/fake-feeds.js'), '--port', String(fakeFeedsPort)],
    { cwd: root, stdio: 'inherit', env },
  );
  fakeFeeds.on('exit', (code) => {
    if (code) log(`the fake casino feeds stopped (exit ${code}); the demo feeds will show errors`);
  });
}
log('migrating and seeding the database…');
run(process.execPath, ['--enable-source-maps', join(root, 'server/dist/migrate.js')], { env });
run(process.execPath, ['--enable-source-maps', join(root, 'server/dist/seed.js')], { env });

// The server's own rule (server/src/core/config.ts): LOBBY_DEMO_LOGIN, and in production also
// LOBBY_DEMO_LOGIN_IN_PRODUCTION.
const on = (v) => ['1', 'true', 'yes', 'on'].includes((v ?? '').trim().toLowerCase());
if (
  on(env.LOBBY_DEMO_LOGIN) &&
  (env.NODE_ENV !== 'production' || on(env.LOBBY_DEMO_LOGIN_IN_PRODUCTION))
)
  log(
    '\x1b[33mdemo login ON: anyone can log in as anyone, admin included, by typing a name on ' +
      '/login. For a local demo only; LOBBY_DEMO_LOGIN=0 turns it off.\x1b[0m',
  );
else log('demo login off (LOBBY_DEMO_LOGIN=1 turns it on for a local demo).');
log('starting the server…');
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'server/dist/main.js')],
  { cwd: root, stdio: 'inherit', env },
);
const stop = (sig) => {
  server.kill(sig);
  fakeFeeds?.kill(sig);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => {
  fakeFeeds?.kill('SIGTERM');
  process.exit(code ?? (signal ? 0 : 1));
});
