// Builds remotes the way a team outside the repository does: the shared packages and the kit are
// packed (`npm pack`), unpacked into a project in a temporary folder outside the workspace, the
// project is scaffolded by the kit's `lobby-create-remote` and built with webpack. Nothing else
// comes from the network: the other dependencies (react, webpack…) are links to the workspace's
// node_modules.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const workspaceModules = path.join(root, 'node_modules');

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_loglevel: 'error', npm_config_update_notifier: 'false' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** `npm pack` of a workspace package into `dest`: its path (prepack builds dist/ first). */
export function pack(pkgDir: string, dest: string): string {
  const out = run('npm', ['pack', '--pack-destination', dest, '--json'], path.join(root, pkgDir));
  const [info] = JSON.parse(out.slice(out.indexOf('['))) as { filename: string }[];
  return path.join(dest, info!.filename);
}

/** Unpacks a tarball as `npm install <tgz>` lays it out: node_modules/<name>/. */
function unpack(tgz: string, modules: string, edit?: (pkg: Record<string, unknown>) => void) {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-unpack-'));
  run('tar', ['-xzf', tgz, '-C', staging], staging);
  const pkgFile = path.join(staging, 'package', 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as Record<string, unknown>;
  if (edit) {
    edit(pkg);
    fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  }
  const target = path.join(modules, String(pkg.name));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(path.join(staging, 'package'), target);
  fs.rmSync(staging, { recursive: true, force: true });
}

/** Links every package of the workspace's node_modules except the platform's own (@lobby/*). */
function linkThirdParty(modules: string) {
  fs.mkdirSync(modules, { recursive: true });
  for (const entry of fs.readdirSync(workspaceModules)) {
    if (entry === '@lobby' || entry.startsWith('.')) continue;
    fs.symlinkSync(path.join(workspaceModules, entry), path.join(modules, entry));
  }
  fs.mkdirSync(path.join(modules, '.bin'));
}

export interface Tarballs {
  sharedApi: string;
  sharedUi: string;
  kit: string;
}

export interface OutsideRemote {
  dir: string;
  dist: string;
  buildOutput: string;
}

/**
 * Scaffolds a remote with the kit in `dir` (outside the workspace), installs the packed
 * packages, builds it. `sharedApiVersion` re-labels the packed @lobby/shared-api (a build
 * against another major).
 */
export function buildOutsideRemote(
  dir: string,
  tarballs: Tarballs,
  opts: { name: string; path: string; title: string; nav?: string; sharedApiVersion?: string },
): OutsideRemote {
  const modules = path.join(dir, 'node_modules');
  linkThirdParty(modules);
  unpack(tarballs.kit, modules);
  unpack(tarballs.sharedUi, modules);
  unpack(tarballs.sharedApi, modules, (pkg) => {
    if (opts.sharedApiVersion) pkg.version = opts.sharedApiVersion;
  });
  run(
    process.execPath,
    [
      path.join(modules, '@lobby/remote-kit/bin/create-remote.cjs'),
      dir,
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
  const buildOutput = run(
    process.execPath,
    [path.join(modules, 'webpack-cli/bin/cli.js'), '--mode', 'production'],
    dir,
  );
  return { dir, dist: path.join(dir, 'dist'), buildOutput };
}

/** Type-checks the scaffolded remote against the packed packages' declarations. */
export function typecheck(dir: string): string {
  return run(process.execPath, [path.join(workspaceModules, 'typescript/bin/tsc'), '-p', '.'], dir);
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
