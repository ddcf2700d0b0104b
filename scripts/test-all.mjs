#!/usr/bin/env node
// `npm test`: every test — typecheck, lint and module boundaries (Nx's projects, then each module's
// imports with dependency-cruiser, then the folder layout of docs/architecture.md), unit and
// component tests, the server's integration tests on SQLite and on PostgreSQL, then the
// end-to-end tests in Chromium against the platform built and started the way `npm start` does
// it. Within a phase, independent tasks run side by side (their output prefixed by the task's
// name); each task's time and each phase's are printed, and again in the summary.
import { ensureInstalled, log, nxInvocation, root, startChild } from './lib.mjs';
import { startThrowawayPostgres } from './postgres.mjs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

ensureInstalled();

const results = [];
/** Runs a phase's tasks side by side (each an async function answering an exit code). */
async function phase(name, tasks) {
  log(`── ${name}`);
  const started = Date.now();
  const parts = await Promise.all(
    Object.entries(tasks).map(async ([task, fn]) => {
      const from = Date.now();
      const code = await fn();
      const secs = Math.round((Date.now() - from) / 1000);
      log(`${code === 0 ? '✔' : '✖'} ${task} (${secs}s)`);
      return { task, code, secs };
    }),
  );
  results.push({
    name,
    ok: parts.every((p) => p.code === 0),
    secs: Math.round((Date.now() - started) / 1000),
    parts: parts.length > 1 ? parts : [],
  });
}

/** A child process with its output prefixed by `name`; answers its exit code. */
function exec(name, cmd, args, env = {}) {
  return new Promise((resolve) => {
    // Piped, the children would print without colours.
    const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = startChild(name, cmd, args, { env: { ...colour, ...env } });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}
const node = (name, script, args = []) =>
  exec(name, process.execPath, [join(root, script), ...args]);
/** Nx as nxStatus (lib.mjs) runs it. */
const nxTask = (name, args) => {
  const invocation = nxInvocation(args);
  return exec(name, process.execPath, invocation.args, invocation.env);
};
/** Runs the steps one after the other, up to the first that fails. */
async function serial(...steps) {
  for (const step of steps) {
    const code = await step();
    if (code !== 0) return code;
  }
  return 0;
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

const prettier = 'node_modules/prettier/bin/prettier.cjs';
const testArgs = ['--excludeTaskDependencies', '--outputStyle=stream', '--skip-nx-cache'];

// Each phase keeps both cores busy: what runs on one core (the module and format checks, the
// client tests' jest, a project's last task) runs beside work that would leave the other idle.
try {
  // Typecheck and lint of each project on one TypeScript program (scripts/check-project.mjs):
  // ESLint's typed rules reuse the types tsc computed instead of building the program again.
  await phase('typecheck + lint + module boundaries', {
    'typecheck + lint': () =>
      nxTask('check', ['run-many', '-t', 'check', parallel, '--outputStyle=stream']),
    'boundaries, imports, layout, formatting': () =>
      serial(
        () => node('boundaries', 'scripts/check-boundaries.mjs'),
        () => node('imports', 'scripts/check-deps.mjs'),
        () => node('layout', 'scripts/check-layout.mjs'),
        () => node('prettier', prettier, ['--check', '.', '--log-level', 'warn']),
      ),
  });
  // --excludeTaskDependencies: the typecheck the tests depend on ran in the first phase (with
  // --skip-nx-cache Nx would run every one of them again). The server's suite, the longest, runs
  // from the start on its jest workers; beside it, the other projects' tests (one project at a
  // time, on one jest worker each), then the build the end-to-end tests start.
  await phase('unit, component and server integration tests; build', {
    'server tests': () => nxTask('server', ['run', '@lobby/server:test', ...testArgs]),
    'client tests, then build': () =>
      serial(
        () =>
          nxTask('tests', [
            'run-many',
            '-t',
            'test',
            '--exclude=@lobby/server',
            '--parallel=1',
            ...testArgs,
          ]),
        // The remote kit is no Nx project (it is packed for outside teams as it is).
        () =>
          node('kit tests', 'node_modules/jest/bin/jest.js', [
            '-c',
            'packages/remote-kit/jest.config.js',
          ]),
        () =>
          nxTask('build', [
            'run-many',
            '-t',
            'build',
            // The server too: both servers the end-to-end tests start would build it otherwise.
            '--projects=@lobby/shell,@lobby/remote-*,@lobby/server',
            parallel,
            '--outputStyle=stream',
          ]),
      ),
  });
  await phase('end-to-end (Chromium)', {
    playwright: () =>
      exec('e2e', process.execPath, [
        join(root, 'node_modules/@playwright/test/cli.js'),
        'test',
        '-c',
        'e2e/playwright.config.ts',
      ]),
  });
} finally {
  cleanup();
}

console.log('\nSummary:');
for (const r of results) {
  console.log(`  ${r.ok ? '✔' : '✖'} ${r.name} (${r.secs}s)`);
  for (const p of r.parts) console.log(`      ${p.code === 0 ? '✔' : '✖'} ${p.task} (${p.secs}s)`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
