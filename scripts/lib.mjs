// Small helpers shared by the start, test and dev scripts (node builtins only: they run before install).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const nx = join(root, 'node_modules/nx/dist/bin/nx.js');

export function log(msg) {
  console.log(`\x1b[35m▸ lobby\x1b[0m ${msg}`);
}

/** Runs a command, streaming its output; exits the process when it fails. */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    ...opts,
    env: { ...process.env, ...opts.env },
  });
  if (res.status !== 0) {
    console.error(`✖ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

/** Runs a command and answers its exit code instead of exiting. */
export function runStatus(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    ...opts,
    env: { ...process.env, ...opts.env },
  });
  return res.status ?? 1;
}

/** npm install when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs)
    return;
  log('installing npm packages…');
  // `npm install`, not `npm ci`: npm 11 leaves other platforms' optional binaries (swc, rspack)
  // out of the lock file here, and `npm ci` then refuses the lock as out of sync.
  run(npm, ['install', '--no-audit', '--no-fund']);
}

export function nxRun(args, env = {}) {
  run(process.execPath, [nx, ...args], {
    env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', ...env },
  });
}

export function nxStatus(args, env = {}) {
  const nxArgs = nxInvocation(args, env);
  return runStatus(process.execPath, nxArgs.args, { env: nxArgs.env });
}

/** The node arguments and environment nxStatus runs Nx with (for a caller spawning it itself). */
export function nxInvocation(args, env = {}) {
  // CI builds from scratch: Nx keeps its cache outside the checkout by default, so a CI run
  // neither reads nor writes it, and the cache directory is pinned inside the checkout.
  const ci = Boolean(process.env.CI);
  return {
    args: [nx, ...args, ...(ci && !args.includes('--skip-nx-cache') ? ['--skip-nx-cache'] : [])],
    env: {
      NX_DAEMON: 'false',
      NX_NO_CLOUD: 'true',
      NX_TUI: 'false',
      ...(ci ? { NX_CACHE_DIRECTORY: join(root, '.nx/cache') } : {}),
      ...env,
    },
  };
}

/** Starts a long-running child with prefixed output. */
export function startChild(name, cmd, args, opts = {}) {
  const child = spawn(cmd, args, {
    cwd: root,
    ...opts,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[36m[${name}]\x1b[0m `;
  const pipe = (stream, out) => {
    let buf = '';
    stream.on('data', (d) => {
      buf += d;
      const lines = buf.split('\n');
      buf = lines.pop();
      for (const l of lines) out.write(prefix + l + '\n');
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  return child;
}

export function readJson(path) {
  return JSON.parse(readFileSync(join(root, path), 'utf8'));
}
