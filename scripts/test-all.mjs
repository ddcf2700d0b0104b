#!/usr/bin/env node
// `npm test`: every test — typecheck, lint and module boundaries (Nx's projects, then each module's
// imports with dependency-cruiser, then the folder layout of docs/architecture.md), unit and
// component tests, the server's integration tests on SQLite and on PostgreSQL, and the
// end-to-end tests in Chromium against the platform built and started the way `npm start` does
// it. Within a phase, independent lanes of tasks run side by side (their output prefixed by the
// task's name); each task's time and each phase's are printed, and again in the summary.
import { ensureInstalled, log, nxInvocation, readJson, root, startChild } from './lib.mjs';
import { startThrowawayPostgres } from './postgres.mjs';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

ensureInstalled();

const results = [];
/** The tasks of the phase running now, as each ends. */
let parts = [];
/**
 * Runs a phase's lanes side by side (each an async function answering an exit code, made of
 * task()s, one after the other within a lane).
 */
async function phase(name, lanes) {
  log(`── ${name}`);
  const started = Date.now();
  parts = [];
  const codes = await Promise.all(lanes.map((lane) => lane()));
  results.push({
    name,
    ok: codes.every((code) => code === 0),
    secs: Math.round((Date.now() - started) / 1000),
    parts: parts.length > 1 ? parts : [],
  });
}
/** A step of a phase whose time is printed when it ends, and again in the summary. */
const task = (name, fn) => async () => {
  const from = Date.now();
  const code = await fn();
  const secs = Math.round((Date.now() - from) / 1000);
  log(`${code === 0 ? '✔' : '✖'} ${name} (${secs}s)`);
  parts.push({ task: name, code, secs });
  return code;
};

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
/** Runs every step, one after the other; answers the first failure's code. */
async function each(...steps) {
  let failed = 0;
  for (const step of steps) {
    const code = await step();
    failed ||= code;
  }
  return failed;
}

/** The workspace folders whose package.json has a `check` script (scripts/check-project.mjs). */
function checkedProjects() {
  const folders = readJson('package.json').workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  return folders.filter(
    (dir) =>
      existsSync(join(root, dir, 'package.json')) &&
      readJson(join(dir, 'package.json')).scripts?.check,
  );
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

// Each phase keeps both cores busy: the first with types, lint, the checks and the client tests;
// the second with the server's suite beside the build and the end-to-end tests. Sampled through
// a whole run on an idle 2-core machine, both cores are 99–100 % busy in both phases, so only
// less work, not more parallelism, shortens the run (README, Tests: where the CPU goes).
try {
  // Typecheck and lint on shared TypeScript programs (scripts/check-project.mjs): ESLint's typed
  // rules reuse the types tsc computed, and the projects with the same compiler options share one
  // program (321 CPU-seconds as one Nx task per project, 172 so, on an idle 2-core machine).
  // Beside them, on one core, the module and format checks, then the other projects' tests
  // (run whatever the checks found).
  await phase('typecheck + lint + module boundaries; client tests', [
    // Two processes: the server's (its whole program and its core's alone), and every other
    // project's in one, where the projects with the same compiler options share one program, so
    // the packages they all import are checked once (scripts/check-project.mjs).
    task('typecheck + lint', async () => {
      const others = checkedProjects().filter((dir) => dir !== 'server');
      const codes = await Promise.all([
        node('check server', 'scripts/check-project.mjs', ['server']),
        node('check', 'scripts/check-project.mjs', others),
      ]);
      return codes.find((code) => code !== 0) ?? 0;
    }),
    () =>
      each(
        task('boundaries, imports, layout, formatting', () =>
          serial(
            () => node('boundaries', 'scripts/check-boundaries.mjs'),
            () => node('imports', 'scripts/check-deps.mjs'),
            () => node('layout', 'scripts/check-layout.mjs'),
            () => node('prettier', prettier, ['--check', '.', '--log-level', 'warn']),
          ),
        ),
        // Every other project's suite (and the remote kit's, no Nx project) in one jest run: one
        // start instead of a jest and an Nx task per project. Two workers: the typecheck lane
        // ends first, and the client tests then keep both cores busy instead of one (on one
        // worker, the second core idled for the phase's last ~150 s).
        task('client tests', () =>
          node('client tests', 'node_modules/jest/bin/jest.js', [
            '-c',
            'jest.clients.config.js',
            '--maxWorkers=2',
          ]),
        ),
      ),
  ]);
  // --excludeTaskDependencies: the typecheck the tests depend on ran in the first phase (with
  // --skip-nx-cache Nx would run every one of them again). The server's suite, the longest, runs
  // from the start on its jest workers; beside it, the build the end-to-end tests start, then
  // those tests.
  await phase('server integration tests; build, then end-to-end (Chromium)', [
    task('server tests', () => nxTask('server', ['run', '@lobby/server:test', ...testArgs])),
    () =>
      serial(
        task('build', () =>
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
        task('end-to-end (Chromium)', () =>
          exec('e2e', process.execPath, [
            join(root, 'node_modules/@playwright/test/cli.js'),
            'test',
            '-c',
            'e2e/playwright.config.ts',
          ]),
        ),
      ),
  ]);
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
