#!/usr/bin/env node
// Typecheck and lint of one or more projects, each file type-checked once:
//
//   node scripts/check-project.mjs <project folder>...   (run from anywhere; default: .)
//
// - `tsc -p` and ESLint's typed rules (projectService) would each parse, bind and check the same
//   files: here the programs tsc builds are handed to ESLint (typescript-eslint's `programs`), so
//   the types the promise rules ask for are already computed.
// - Projects checked together whose tsconfigs resolve to the same compiler options share ONE
//   program (the union of their files): the shared packages every remote and the shell import
//   (shared-api, shared-ui, the contracts) are then parsed, bound and checked once, not once per
//   project that imports them. A project that checks more than one program (the server: its core
//   alone, with its own tables only) keeps its programs to itself, since what such a program
//   leaves out is its point.
//
// The result is each project's `typecheck` then `lint` targets'. Which tsconfigs are checked and
// which paths linted is read from each project's own package.json scripts (`tsc -p …` and
// `eslint …`), so the two stay one definition.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const { ESLint } = require('eslint');

const dirs = (process.argv.length > 2 ? process.argv.slice(2) : ['.']).map((d) => resolve(d));

let failed = false;
const host = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
function report(diagnostics) {
  if (!diagnostics.length) return;
  failed = true;
  process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
}

/** Each project's parsed tsconfigs and lint paths, from its package.json scripts. */
const projects = dirs.map((dir) => {
  const scripts = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts ?? {};
  const configs = [...(scripts.typecheck ?? '').matchAll(/tsc -p (\S+)/g)].map((m) => {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      join(dir, m[1]),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) },
    );
    if (!parsed) process.exit(1);
    report(parsed.errors);
    return parsed;
  });
  const lint = (scripts.lint ?? '')
    .replace(/^eslint\s*/, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => join(dir, p));
  return { dir, configs, lint, programs: [] };
});

/** The compiler options with what names the file they came from left out. */
const optionsKey = (options) => JSON.stringify({ ...options, configFilePath: undefined });

// Programs: one per group of single-tsconfig projects with equal options, one per tsconfig of
// a project with several.
const groups = new Map();
for (const project of projects)
  for (const parsed of project.configs) {
    const key =
      project.configs.length === 1 ? optionsKey(parsed.options) : `${project.dir}\0${groups.size}`;
    const group = groups.get(key) ?? { options: parsed.options, files: new Set(), projects: [] };
    for (const f of parsed.fileNames) group.files.add(f);
    group.projects.push(project);
    groups.set(key, group);
  }
for (const group of groups.values()) {
  const program = ts.createProgram({ rootNames: [...group.files], options: group.options });
  report(ts.getPreEmitDiagnostics(program));
  for (const project of group.projects) project.programs.push(program);
}

const linted = projects.filter((p) => p.lint.length);
if (linted.length) {
  // From the root, as `eslint` finds its config there: the config's patterns are relative to it.
  // Each project's files get its own programs (a contract's files are in the contracts' program
  // and, imported, in the clients' one too: the contract's own options decide).
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: linted
      .filter((p) => p.programs.length)
      .map((p) => {
        const at = relative(root, p.dir);
        return {
          files: [at ? `${at}/**/*.{ts,tsx}` : '**/*.{ts,tsx}'],
          languageOptions: { parserOptions: { projectService: false, programs: p.programs } },
        };
      }),
  });
  const results = await eslint.lintFiles(linted.flatMap((p) => p.lint));
  const formatter = await eslint.loadFormatter('stylish');
  const text = await formatter.format(results);
  if (text) process.stdout.write(text);
  if (results.some((r) => r.errorCount > 0)) failed = true;
}

process.exit(failed ? 1 : 0);
