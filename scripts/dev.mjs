#!/usr/bin/env node
// `npm run dev`: the developer loop with hot reload — the API server under `tsx watch` on :8080,
// the shell's webpack dev server on :4100 and each remote's on :4101–4104. The registry then
// points at the remotes' dev servers (LOBBY_REMOTES_DEV=1). Open http://127.0.0.1:4100.
//   npm run dev -- community support   only these remotes run from source; the others are served
//                                        from their last build (remotes/<name>/dist) by the API server.
import { ensureInstalled, log, npm, readJson, root, run, startChild } from './lib.mjs';
import { join } from 'node:path';

ensureInstalled();
const all = ['community', 'engagement', 'commerce', 'support'];
const picked = process.argv.slice(2).filter((a) => all.includes(a));
const live = picked.length ? picked : all;

const devPorts = live.map((name) => readJson(`remotes/${name}/package.json`).lobby.devPort);
const env = {
  LOBBY_DEMO_LOGIN: '1',
  LOBBY_REMOTES_DEV: live.join(','),
  ...process.env,
  // The registry checks the remotes' dev servers' manifests: those addresses may be reached
  // although they are loopback (core/http/outbound-guard.ts).
  OUTBOUND_ALLOW: [process.env.OUTBOUND_ALLOW, ...devPorts.map((p) => `127.0.0.1:${p}`)]
    .filter(Boolean)
    .join(','),
};
run(npm, ['run', '--silent', '-w', 'server', 'migrate'], { env });
run(npm, ['run', '--silent', '-w', 'server', 'seed'], { env });

const webpack = join(root, 'node_modules/webpack-cli/bin/cli.js');
const children = [
  startChild(
    'server',
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      'watch',
      '--clear-screen=false',
      '--conditions=lobby-source',
      'server/src/main.ts',
    ],
    { env },
  ),
  startChild('shell', process.execPath, [webpack, 'serve', '--mode', 'development'], {
    cwd: join(root, 'shell'),
  }),
  ...live.map((name) =>
    startChild(name, process.execPath, [webpack, 'serve', '--mode', 'development'], {
      cwd: join(root, 'remotes', name),
    }),
  ),
];
for (const name of live)
  log(
    `${name}: http://127.0.0.1:${readJson(`remotes/${name}/package.json`).lobby.devPort} (runs alone too)`,
  );
log('open http://127.0.0.1:4100 — API on http://127.0.0.1:8080');

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
