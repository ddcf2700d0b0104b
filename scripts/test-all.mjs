#!/usr/bin/env node
// `npm test`: every test — typecheck, lint and module boundaries (Nx's projects, then each module's
// imports with dependency-cruiser, then the folder layout of docs/architecture.md), unit and component tests, the server's integration tests on
// SQLite and on PostgreSQL, then the end-to-end tests in Chromium against the platform built and
// started the way `npm start` does it.
import { ensureInstalled, log, nxStatus, root, runStatus } from './lib.mjs';
import { startThrowawayPostgres } from './postgres.mjs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

ensureInstalled();

const results = [];
function phase(name, fn) {
  log(`── ${name}`);
  const started = Date.now();
  const code = fn();
  results.push({ name, ok: code === 0, secs: Math.round((Date.now() - started) / 1000) });
}

let pg = null;
if (!process.env.LOBBY_TEST_PG_URL) {
  pg = await startThrowawayPostgres();
  if (pg) {
    process.env.LOBBY_TEST_PG_URL = pg.url;
    log(`PostgreSQL for the server tests: ${pg.url}`);
  } else if (process.env.CI) {
    console.error(
      "✖ PostgreSQL is required in CI (install Debian's postgresql or set LOBBY_TEST_PG_URL)",
    );
    process.exit(1);
  } else {
    log(
      '⚠ no PostgreSQL found: the server tests run on SQLite only (install postgresql or set LOBBY_TEST_PG_URL)',
    );
  }
}
const cleanup = () => pg?.stop();
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

// Independent tasks of a phase run side by side, one per core or so (Nx's default is 2).
const parallel = `--parallel=${Math.max(2, Math.min(6, availableParallelism() - 1))}`;

try {
  // Typecheck and lint of each project on one TypeScript program (scripts/check-project.mjs):
  // ESLint's typed rules reuse the types tsc computed instead of building the program again.
  phase(
    'typecheck + lint + module boundaries',
    () =>
      nxStatus(['run-many', '-t', 'check', parallel, '--outputStyle=stream']) ||
      runStatus(process.execPath, [join(root, 'scripts/check-boundaries.mjs')]) ||
      runStatus(process.execPath, [join(root, 'scripts/check-deps.mjs')]) ||
      runStatus(process.execPath, [join(root, 'scripts/check-layout.mjs')]) ||
      runStatus(process.execPath, [
        join(root, 'node_modules/prettier/bin/prettier.cjs'),
        '--check',
        '.',
        '--log-level',
        'warn',
      ]),
  );
  // --excludeTaskDependencies: the typecheck the tests depend on ran in the first phase (with
  // --skip-nx-cache Nx would run every one of them again).
  phase('unit, component and server integration tests', () =>
    nxStatus([
      'run-many',
      '-t',
      'test',
      parallel,
      '--excludeTaskDependencies',
      '--outputStyle=stream',
      '--skip-nx-cache',
    ]),
  );
  phase('build', () =>
    nxStatus([
      'run-many',
      '-t',
      'build',
      '--projects=@lobby/shell,@lobby/remote-*',
      parallel,
      '--outputStyle=stream',
    ]),
  );
  phase('end-to-end (Chromium)', () =>
    runStatus(process.execPath, [
      join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'e2e/playwright.config.ts',
    ]),
  );
} finally {
  cleanup();
}

console.log('\nSummary:');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.name} (${r.secs}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
