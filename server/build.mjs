#!/usr/bin/env node
// `npm run build -w server` (the Nx target `@lobby/server:build`): the server as plain JavaScript
// in server/dist/, so production and `npm start` run `node dist/main.js` without a transpiler.
// One CommonJS bundle per entry (the server, its CLI commands, the demo's fake casino feeds): the
// server's own code and the workspace packages it imports (@lobby/shared-api/contract,
// @lobby/contract-*, read from their TypeScript sources) are bundled in; every other package stays
// a require() of node_modules (native modules — better-sqlite3, sharp, @resvg/resvg-js — included).
//   --if-changed   build only when a source the last build read (or this file, or the server's
//                  package.json) is newer than it: what scripts/start.mjs runs at every start.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(serverDir, '..');
const outdir = join(serverDir, 'dist');
const metaFile = join(outdir, 'meta.json');

const ENTRIES = {
  main: 'src/main.ts',
  migrate: 'src/cli/migrate.ts',
  seed: 'src/cli/seed.ts',
  'fake-feeds': 'src/demo/feeds/cli.ts',
  'fake-drand': 'src/demo/drand/cli.ts',
};

/** True when dist/ holds every entry and no input of the last build changed since. */
function upToDate() {
  if (!existsSync(metaFile)) return false;
  const built = statSync(metaFile).mtimeMs;
  if (Object.keys(ENTRIES).some((name) => !existsSync(join(outdir, `${name}.js`)))) return false;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(metaFile, 'utf8')).inputs;
  } catch {
    return false;
  }
  if (!Array.isArray(inputs)) return false;
  const files = [
    ...inputs.map((p) => resolve(repoRoot, p)),
    fileURLToPath(import.meta.url),
    join(serverDir, 'package.json'),
    join(serverDir, 'tsconfig.json'),
    join(repoRoot, 'tsconfig.base.json'),
  ];
  return files.every((file) => existsSync(file) && statSync(file).mtimeMs <= built);
}

// Bare imports stay external unless they name a workspace package (bundled from source).
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lobby/') ? undefined : { path: args.path, external: true },
    );
  },
};

if (process.argv.includes('--if-changed') && upToDate()) process.exit(0);

const t0 = Date.now();
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  absWorkingDir: repoRoot,
  entryPoints: Object.fromEntries(
    Object.entries(ENTRIES).map(([name, src]) => [name, join(serverDir, src)]),
  ),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: `node${process.versions.node.split('.')[0]}`,
  // The shared packages' own TypeScript sources, as tsx reads them (their `lobby-source` export).
  conditions: ['lobby-source'],
  tsconfig: join(serverDir, 'tsconfig.json'),
  plugins: [externalPackages],
  sourcemap: true,
  // Sources in the maps are paths relative to dist/, so stack traces name server/src/… files.
  sourcesContent: false,
  keepNames: true,
  metafile: true,
  logLevel: 'warning',
});
// The metafile names the inputs relative to the repository root; --if-changed reads it.
writeFileSync(metaFile, JSON.stringify({ inputs: Object.keys(result.metafile.inputs) }));
const size = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(
    ([file, out]) =>
      `${relative(serverDir, join(repoRoot, file))} ${(out.bytes / 1024).toFixed(0)} KiB`,
  );
console.log(`server built in ${Date.now() - t0} ms: ${size.join(', ')}`);
