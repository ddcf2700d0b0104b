// Starts a throwaway PostgreSQL cluster from Debian's packages for the server's tests, when no
// LOBBY_TEST_PG_URL is given. Root cannot run postgres, so the cluster runs as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** @returns {Promise<{ url: string, stop: () => void } | null>} */
export async function startThrowawayPostgres() {
  const bin = findBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'lobby-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const runAs = (cmd, args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const port = await freePort();
  const data = join(dir, 'data');
  const [c1, a1] = runAs(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  execFileSync(c1, a1, { stdio: 'ignore' });
  const [c2, a2] = runAs(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  execFileSync(c2, a2, { stdio: 'ignore' });
  const stop = () => {
    const [c3, a3] = runAs(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    spawnSync(c3, a3, { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
