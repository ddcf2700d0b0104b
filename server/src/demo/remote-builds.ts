import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
