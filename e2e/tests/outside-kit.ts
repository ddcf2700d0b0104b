// Builds remotes the way a team outside the repository does, with the commands of
// remotes/README.md ("A remote from outside this repository") run literally: the platform's
// packages are packed, a new folder outside the workspace gets its project from the kit's
// `lobby-create-remote` (through npx, from the packed kit), then `npm install`, `npm run build`
// and `npm run serve`. The npm registry is the only network: the installs share a cache kept in
// the system's temporary folder between runs and prefer it to asking the registry again.
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const npmCache = path.join(os.tmpdir(), 'lobby-e2e-npm-cache');

/** npm as a user's shell runs it: none of the npm_* settings of the npm that started the tests. */
function npmEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD'),
  );
  return {
    ...env,
    npm_config_cache: npmCache,
    npm_config_prefer_offline: 'true',
    npm_config_loglevel: 'error',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: npmEnv(),
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** `run` without blocking: two outside remotes install (mostly waiting on I/O) side by side. */
function runAsync(cmd: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      cmd,
      args,
      { cwd, encoding: 'utf8', env: npmEnv(), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error
          ? reject(
              new Error(`${cmd} ${args.join(' ')} in ${cwd} failed: ${error.message}\n${stderr}`),
            )
          : resolve(stdout),
    );
  });
}

export interface Packages {
  /** The folder holding the three tarballs. */
  dir: string;
  kit: string;
}

/** `npm pack ./shared-api ./shared-ui ./packages/remote-kit` into `dest` (prepack builds dist/). */
export function packPlatform(dest: string): Packages {
  fs.mkdirSync(dest, { recursive: true });
  run(
    'npm',
    ['pack', './shared-api', './shared-ui', './packages/remote-kit', '--pack-destination', dest],
    root,
  );
  const kit = fs.readdirSync(dest).find((f) => /^lobby-remote-kit-.*\.tgz$/.test(f));
  if (!kit) throw new Error(`npm pack wrote no lobby-remote-kit tarball into ${dest}`);
  return { dir: dest, kit: path.join(dest, kit) };
}

/**
 * A copy of `packages` in `dest` whose @lobby/shared-api says `version` (a team building against
 * another major), re-packed as npm pack names it.
 */
export function relabelSharedApi(packages: Packages, dest: string, version: string): Packages {
  fs.mkdirSync(dest, { recursive: true });
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-relabel-'));
  for (const file of fs.readdirSync(packages.dir)) {
    const from = path.join(packages.dir, file);
    if (!file.startsWith('lobby-shared-api-')) {
      fs.copyFileSync(from, path.join(dest, file));
      continue;
    }
    run('tar', ['-xzf', from, '-C', staging], staging);
    const pkgFile = path.join(staging, 'package', 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(pkgFile, JSON.stringify({ ...pkg, version }, null, 2));
    run('tar', ['-czf', path.join(dest, `lobby-shared-api-${version}.tgz`), 'package'], staging);
  }
  fs.rmSync(staging, { recursive: true, force: true });
  return { dir: dest, kit: path.join(dest, path.basename(packages.kit)) };
}

/**
 * Removes what npx installed in the shared cache to run a kit from under `dir` (~200 MB each,
 * under a name of its own for each tarball path).
 */
export function forgetNpxInstalls(dir: string): void {
  const npx = path.join(npmCache, '_npx');
  if (!fs.existsSync(npx)) return;
  for (const entry of fs.readdirSync(npx)) {
    const pkgFile = path.join(npx, entry, 'package.json');
    if (fs.existsSync(pkgFile) && fs.readFileSync(pkgFile, 'utf8').includes(dir))
      fs.rmSync(path.join(npx, entry), { recursive: true, force: true });
  }
}

export interface OutsideRemote {
  dir: string;
  dist: string;
  buildOutput: string;
}

/**
 * Creates a remote with the kit in the new folder `dir` (outside the workspace) from the packed
 * packages, installs and builds it: the README's commands. `forcePeers`: `npm install
 * --legacy-peer-deps`, as a team has to force a @lobby/shared-api outside the kit's peer range.
 */
export async function buildOutsideRemote(
  dir: string,
  packages: Packages,
  opts: { name: string; path: string; title: string; nav?: string; forcePeers?: boolean },
): Promise<OutsideRemote> {
  fs.mkdirSync(dir);
  await runAsync(
    'npx',
    [
      '--yes',
      '--package',
      packages.kit,
      'lobby-create-remote',
      '.',
      '--packages',
      packages.dir,
      '--name',
      opts.name,
      '--path',
      opts.path,
      '--title',
      opts.title,
      ...(opts.nav ? ['--nav', opts.nav] : []),
    ],
    dir,
  );
  await runAsync('npm', ['install', ...(opts.forcePeers ? ['--legacy-peer-deps'] : [])], dir);
  const buildOutput = await runAsync('npm', ['run', 'build'], dir);
  return { dir, dist: path.join(dir, 'dist'), buildOutput };
}

export interface OutsideRemotes {
  /** A streamer's remote of its own. */
  outside: OutsideRemote;
  /** A release of support built against @lobby/shared-api 2.0.0, which the shell refuses. */
  supportV2: OutsideRemote;
}

/** Where the outside remotes are built, one folder per run (playwright.config.ts names it). */
export const outsideDir = (): string => process.env.LOBBY_E2E_OUTSIDE_DIR!;
const builtFile = (dir: string) => path.join(dir, 'built.json');

/**
 * Packs the platform and builds the two remotes outside-remote.spec.ts swaps in, into `dir`
 * (emptied first); `dir`/built.json then says what was built.
 */
export async function buildOutsideRemotes(dir: string): Promise<OutsideRemotes> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const packages = packPlatform(path.join(dir, 'packages'));
  const [outside, supportV2] = await Promise.all([
    buildOutsideRemote(path.join(dir, 'outside'), packages, {
      name: 'outside',
      path: '/outside',
      title: 'Outside Corner',
      nav: 'Outside Corner',
    }),
    buildOutsideRemote(
      path.join(dir, 'support-v2'),
      relabelSharedApi(packages, path.join(dir, 'packages-v2'), '2.0.0'),
      { name: 'support', path: '/contact', title: 'Contact v2', forcePeers: true },
    ),
  ]);
  const built = { outside, supportV2 };
  fs.writeFileSync(builtFile(dir), JSON.stringify(built));
  return built;
}

/**
 * The remotes the project `outside-build` built while the other specs ran (playwright.config.ts);
 * without it (`--no-deps`), built now.
 */
export async function outsideRemotes(dir: string): Promise<OutsideRemotes> {
  const file = builtFile(dir);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as OutsideRemotes;
  return buildOutsideRemotes(dir);
}

/** Removes the outside remotes' folder and what npx installed in the shared cache to make them. */
export function removeOutsideRemotes(dir: string): void {
  forgetNpxInstalls(dir);
  fs.rmSync(dir, { recursive: true, force: true });
}

/** `npm run typecheck` of the created remote, against the packed packages' declarations. */
export function typecheck(dir: string): string {
  return run('npm', ['run', 'typecheck'], dir);
}

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/mf-manifest.json`).then(
    (r) => r.ok,
    () => false,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `npm run serve -- --port <port>` in `dir`, once it answers; stop() ends npm and its server and
 * resolves once the port is free again.
 */
export async function npmRunServe(
  dir: string,
  port: number,
): Promise<{ stop: () => Promise<void> }> {
  const child = spawn('npm', ['run', 'serve', '--', '--port', String(port)], {
    cwd: dir,
    env: npmEnv(),
    stdio: 'ignore',
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid)
      process.kill(-child.pid, 'SIGTERM');
    for (let i = 0; i < 40 && (await answers(port)); i++) await sleep(250);
  };
  const deadline = Date.now() + 30_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm run serve in ${dir} did not serve on port ${port}`);
    }
    await sleep(250);
  }
  return { stop };
}

/**
 * A static file server standing for a CDN: `/<prefix>/…` serves `mounts[prefix].dir`, with
 * `Access-Control-Allow-Origin: *` unless the mount says `cors: false`.
 */
export function serveStatic(
  port: number,
  mounts: Record<string, { dir: string; cors: boolean }>,
): Promise<http.Server> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.json': 'application/json',
    '.html': 'text/html',
    '.map': 'application/json',
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const [, prefix, ...rest] = url.pathname.split('/');
    const mount = mounts[prefix ?? ''];
    const file = mount ? path.join(mount.dir, ...rest) : '';
    if (!mount || !file.startsWith(mount.dir) || !fs.existsSync(file) || rest.length === 0) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      ...(mount.cors ? { 'access-control-allow-origin': '*' } : {}),
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
