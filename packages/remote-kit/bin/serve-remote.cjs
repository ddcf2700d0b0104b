#!/usr/bin/env node
// lobby-serve-remote [dist] [--port <n>] [--host <address>]
// Serves a built remote (dist/) the way a site needs it: Access-Control-Allow-Origin for any
// origin (the site's shell fetches mf-manifest.json and the chunks from another origin), and
// `Cache-Control: no-cache` (a new build is served at the same URLs). For trying a remote and for
// small set-ups; a CDN with the same headers does the same.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { parseCommandLine, portOption } = require('./cli-args.cjs');

const USAGE = 'usage: lobby-serve-remote [dist] [--port <n>] [--host <address>]';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

function parseArgs(argv) {
  const parsed = parseCommandLine(
    argv,
    {
      port: { type: 'string', default: '4110' },
      host: { type: 'string', default: '127.0.0.1' },
    },
    USAGE,
  );
  if (parsed.positionals.length > 1) throw new Error(USAGE);
  const opts = {
    dir: path.resolve(parsed.positionals[0] ?? 'dist'),
    port: portOption(parsed.values.port),
    host: parsed.values.host,
  };
  if (!fs.existsSync(path.join(opts.dir, 'mf-manifest.json')))
    throw new Error(`${opts.dir} holds no mf-manifest.json: run npm run build first`);
  return opts;
}

function serve({ dir, port, host }) {
  const server = http.createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...cors, allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, cors).end();
      return;
    }
    const file = path.join(dir, rel);
    if (
      !file.startsWith(dir + path.sep) ||
      !fs.statSync(file, { throwIfNoEntry: false })?.isFile()
    ) {
      res.writeHead(404, { ...cors, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      ...cors,
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  });
  server.on('error', (e) => {
    console.error(`lobby-serve-remote: ${e.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.log(`Serving ${dir} on http://${host}:${port}/ (manifest: /mf-manifest.json)`);
  });
}

try {
  serve(parseArgs(process.argv.slice(2)));
} catch (e) {
  console.error(`lobby-serve-remote: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
