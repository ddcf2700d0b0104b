#!/usr/bin/env node
// The module-level rules of .dependency-cruiser.cjs (no import circle anywhere; the server's core
// imports no area; an area no other area; the shared packages no app; a remote neither another
// remote nor the shell), checked with dependency-cruiser in `npm run lint`.
//
// Violations listed in .dependency-cruiser-known-violations.json are the ones left from before a
// rule existed: they pass, every other one fails. A listed violation that is gone fails too, until
// `node scripts/check-deps.mjs --update` writes the list again: the list only ever shrinks.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = '.dependency-cruiser.cjs';
const KNOWN = '.dependency-cruiser-known-violations.json';
const DIRS = [
  'server',
  'shell',
  'remotes',
  'shared-api',
  'shared-ui',
  'contracts',
  'packages',
  'e2e',
  'scripts',
];
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

function cruise(args) {
  const res = spawnSync(process.execPath, [depcruise, '--config', CONFIG, ...args, ...DIRS], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (res.error) throw res.error;
  return res;
}

if (process.argv.includes('--update')) {
  const res = cruise(['--output-type', 'baseline', '--output-to', KNOWN]);
  if (res.status !== 0) process.exit(res.status ?? 1);
  // Formatted as `prettier --check .` in the lint wants it.
  spawnSync(
    process.execPath,
    [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', '--log-level', 'warn', KNOWN],
    { cwd: root, stdio: 'inherit' },
  );
  const known = JSON.parse(readFileSync(join(root, KNOWN), 'utf8'));
  console.log(`${KNOWN}: ${known.length} known violation(s)`);
  process.exit(0);
}

const started = Date.now();
const res = cruise(['--output-type', 'json']);
let result;
try {
  result = JSON.parse(res.stdout);
} catch {
  console.error(`✖ dependency-cruiser failed (exit ${res.status})`);
  process.exit(1);
}

/** One violation as a line: its rule, the import, and the circle it closes. */
const describe = (v) =>
  `${v.rule.name}: ${v.from} → ${v.to}` +
  (v.cycle ? `\n      (${[v.from, ...v.cycle.map((c) => c.name ?? c)].join(' → ')})` : '');
const keyOf = (v) =>
  [v.rule.name, v.from, v.to, ...(v.cycle ?? []).map((c) => c.name ?? c)].join('|');

const knownFile = join(root, KNOWN);
const known = existsSync(knownFile) ? JSON.parse(readFileSync(knownFile, 'utf8')) : [];
const knownKeys = new Set(known.map(keyOf));
const violations = result.summary.violations.filter((v) => v.rule.severity !== 'ignore');
const currentKeys = new Set(violations.map(keyOf));
const added = violations.filter((v) => !knownKeys.has(keyOf(v)));
const gone = known.filter((v) => !currentKeys.has(keyOf(v)));
const comments = new Map(
  (result.summary.ruleSetUsed?.forbidden ?? []).map((r) => [r.name, r.comment]),
);

const { totalCruised, totalDependenciesCruised } = result.summary;
const secs = ((Date.now() - started) / 1000).toFixed(1);
if (added.length) {
  console.error(`✖ ${added.length} new dependency violation(s):`);
  for (const v of added)
    console.error(`  ${describe(v)}\n      ${comments.get(v.rule.name) ?? ''}`);
}
if (gone.length) {
  console.error(
    `✖ ${gone.length} violation(s) of ${KNOWN} are fixed: run \`node scripts/check-deps.mjs --update\` so they cannot come back:`,
  );
  for (const v of gone) console.error(`  ${describe(v)}`);
}
if (added.length || gone.length) process.exit(1);
console.log(
  `dependency rules hold: ${totalCruised} modules, ${totalDependenciesCruised} imports, ` +
    `${known.length} known violation(s) left (${KNOWN}), ${secs}s`,
);
