import fs from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A second origin serving remote builds, as a CDN would: /<build>/mf-manifest.json and
 * /<build>/lobby-remote.json, with CORS for every origin unless `cors: false`. The builds object
 * is read at each request, so a test may change a build while it is served.
 */
export async function startRemoteBuildServer(
  builds: Record<string, { manifest: unknown; descriptor: unknown; cors?: boolean }>,
) {
  const server: Server = createServer((req, res) => {
    const [, build, file] = (req.url ?? '').split('/');
    const b = build ? builds[build] : undefined;
    const body =
      b &&
      (file === 'mf-manifest.json'
        ? b.manifest
        : file === 'lobby-remote.json'
          ? b.descriptor
          : undefined);
    if (!b || body === undefined) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(b.cors === false ? {} : { 'access-control-allow-origin': '*' }),
    });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: (p: string) => `http://127.0.0.1:${port}${p}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** A remote build's mf-manifest.json: container `name`, React 19 and shared-api `sharedApi`. */
export const remoteManifest = (name: string, sharedApi = '^1.0.0') => ({
  id: name,
  name,
  metaData: { name, type: 'app' },
  shared: [
    { name: 'react', version: '19.2.0', requiredVersion: '^19.0.0' },
    { name: '@lobby/shared-api', version: '1.0.0', requiredVersion: sharedApi },
  ],
  exposes: [{ name: 'routes', path: './routes' }],
});

/**
 * A built site in a test app's folders: the shell's index.html and mf-manifest.json (React 19,
 * shared-api 1.0.0) and each remote's dist (its descriptor and manifest).
 */
export function writeBuiltSite(
  config: { shellDist: string; remotesDir: string },
  remotes: Record<string, unknown>,
) {
  fs.mkdirSync(config.shellDist, { recursive: true });
  fs.writeFileSync(
    path.join(config.shellDist, 'index.html'),
    '<!doctype html><html><head><title>Lobby</title><!--lobby-head--></head><body></body></html>',
  );
  fs.writeFileSync(
    path.join(config.shellDist, 'mf-manifest.json'),
    JSON.stringify({
      shared: [
        { name: 'react', version: '19.2.0' },
        { name: '@lobby/shared-api', version: '1.0.0' },
      ],
    }),
  );
  for (const [name, descriptor] of Object.entries(remotes)) {
    const dist = path.join(config.remotesDir, name, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'lobby-remote.json'), JSON.stringify(descriptor));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(remoteManifest(name)));
  }
}
