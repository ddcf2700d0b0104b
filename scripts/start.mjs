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
// sync without any outside service, and a local fake drand relay (LOBBY_FAKE_DRAND_PORT, default
// 4610; LOBBY_FAKE_DRAND=0 to skip and use the DRAND_* settings, League of Entropy quicknet by
// default) whose demo chain gives the giveaways' draws their public randomness.
import { ensureInstalled, log, nxRun, root, run } from './lib.mjs';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
const fakeDrandPort = Number(process.env.LOBBY_FAKE_DRAND_PORT || 4610);
const runFakeDrand = process.env.LOBBY_FAKE_DRAND !== '0';
const demoChain = JSON.parse(readFileSync(join(root, 'server/src/demo/drand/chain.json'), 'utf8'));
const env = {
  LOBBY_DEMO_LOGIN: process.env.LOBBY_DEMO_LOGIN ?? '1',
  LOBBY_FAKE_FEEDS_URL: `http://127.0.0.1:${fakeFeedsPort}`,
  ...process.env,
  ...(runFakeDrand && {
    DRAND_URLS: `http://127.0.0.1:${fakeDrandPort}`,
    DRAND_CHAIN_HASH: demoChain.chain_hash,
    DRAND_PUBLIC_KEY: demoChain.public_key,
    DRAND_PERIOD: String(demoChain.period),
    DRAND_GENESIS: String(demoChain.genesis_time),
  }),
  // The server refuses addresses inside its network (core/http/outbound-guard.ts) unless listed:
  // the fake feeds and the fake drand relay are, by address and port, and nothing else.
  OUTBOUND_ALLOW: [
    process.env.OUTBOUND_ALLOW,
    runFakeFeeds && `127.0.0.1:${fakeFeedsPort}`,
    runFakeDrand && `127.0.0.1:${fakeDrandPort}`,
  ]
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
let fakeDrand = null;
if (runFakeDrand) {
  log(`starting the fake drand relay (${demoChain.name}) on port ${fakeDrandPort}…`);
  fakeDrand = spawn(
    process.execPath,
    [join(root, 'server/dist/fake-drand.js'), '--port', String(fakeDrandPort)],
    { cwd: root, stdio: 'inherit', env },
  );
  fakeDrand.on('exit', (code) => {
    if (code) log(`the fake drand relay stopped (exit ${code}); draws will wait for randomness`);
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
  fakeDrand?.kill(sig);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => {
  fakeFeeds?.kill('SIGTERM');
  fakeDrand?.kill('SIGTERM');
  process.exit(code ?? (signal ? 0 : 1));
});
