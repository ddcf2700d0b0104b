const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const BIN = path.join(__dirname, '..', 'bin', 'serve-remote.cjs');

let tmp;
let child;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-serve-remote-'));
});
afterEach(() => {
  child?.kill();
  child = undefined;
  fs.rmSync(tmp, { recursive: true, force: true });
});

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the command on a free port over `dir`; its base URL once it listens. */
async function serve(dir) {
  const port = await freePort();
  child = spawn(process.execPath, [BIN, dir, '--port', '1', '--port', String(port)]);
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

test('serves a build with CORS for any origin and nothing outside it', async () => {
  const dist = path.join(tmp, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"giveaways"}');
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var giveaways;');
  fs.writeFileSync(path.join(tmp, 'package.json'), '{}');
  const base = await serve(dist);

  const manifest = await fetch(`${base}/mf-manifest.json`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(await manifest.json()).toEqual({ id: 'giveaways' });
  const entry = await fetch(`${base}/remoteEntry.js`);
  expect(entry.headers.get('content-type')).toMatch(/^text\/javascript/);

  expect((await fetch(`${base}/%2e%2e/package.json`)).status).toBe(404);
  expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  expect((await fetch(`${base}/`)).status).toBe(404);
  const preflight = await fetch(`${base}/remoteEntry.js`, { method: 'OPTIONS' });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect((await fetch(`${base}/remoteEntry.js`, { method: 'POST' })).status).toBe(405);
});

test('refuses a folder with no build in it, and a port that is not one', async () => {
  const run = (args) =>
    new Promise((resolve) => {
      const p = spawn(process.execPath, [BIN, ...args]);
      let stderr = '';
      p.stderr.on('data', (d) => (stderr += d));
      p.on('exit', (code) => resolve({ code, stderr }));
    });
  const empty = await run([tmp]);
  expect(empty.code).toBe(1);
  expect(empty.stderr).toContain('holds no mf-manifest.json: run npm run build first');
  const badPort = await run([tmp, '--port', 'eighty']);
  expect(badPort.code).toBe(1);
  expect(badPort.stderr).toContain('--port must be a port number (1-65535): eighty');
});
