#!/usr/bin/env node
// `npm start`: install, build the shell and the four remotes, migrate, seed demo data and serve the
// whole platform on one port (SQLite under data/ unless DATABASE_URL is set).
//   --skip-install  --skip-build   (used by the end-to-end tests, which start the platform this way)
import { ensureInstalled, log, npm, nxRun, root, run } from './lib.mjs';
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

const env = {
  LOBBY_DEMO_LOGIN: process.env.LOBBY_DEMO_LOGIN ?? '1',
  ...process.env,
};
log('migrating and seeding the database…');
run(npm, ['run', '--silent', '-w', 'server', 'migrate'], { env });
run(npm, ['run', '--silent', '-w', 'server', 'seed'], { env });

log('starting the server…');
const server = spawn(
  process.execPath,
  [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'server/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
const stop = (sig) => server.kill(sig);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
