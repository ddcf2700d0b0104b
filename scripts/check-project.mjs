#!/usr/bin/env node
// Typecheck and lint of one project with ONE TypeScript program: `tsc -p` and ESLint's typed rules
// (projectService) would each parse, bind and check the same files; here the program tsc builds is
// handed to ESLint (typescript-eslint's `programs`), so the types the promise rules ask for are
// already computed. The result is the same as the project's `typecheck` then `lint` targets.
//
//   node scripts/check-project.mjs <project folder>   (run from anywhere)
//
// Which tsconfigs are checked and which paths linted is read from the project's own package.json
// scripts (`tsc -p …` and `eslint …`), so the two stay one definition.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const { ESLint } = require('eslint');

const dir = resolve(process.argv[2] ?? '.');
const scripts = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts ?? {};
const tsconfigs = [...(scripts.typecheck ?? '').matchAll(/tsc -p (\S+)/g)].map((m) => m[1]);
const lintArgs = (scripts.lint ?? '')
  .replace(/^eslint\s*/, '')
  .split(/\s+/)
  .filter(Boolean);

let failed = false;
const host = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => dir,
  getNewLine: () => '\n',
};

/** Builds the program of one tsconfig and prints its diagnostics as tsc does. */
function check(tsconfig) {
  const file = join(dir, tsconfig);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) },
  );
  if (!parsed) process.exit(1);
  report(parsed.errors);
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
  });
  report(ts.getPreEmitDiagnostics(program));
  return program;
}

function report(diagnostics) {
  if (!diagnostics.length) return;
  failed = true;
  process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
}

const programs = tsconfigs.map(check);

if (lintArgs.length) {
  // From the root, as `eslint` finds its config there: the config's patterns are relative to it.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: programs.length
      ? [
          {
            files: ['**/*.{ts,tsx}'],
            languageOptions: { parserOptions: { projectService: false, programs } },
          },
        ]
      : [],
  });
  const results = await eslint.lintFiles(lintArgs.map((p) => join(dir, p)));
  const formatter = await eslint.loadFormatter('stylish');
  const text = await formatter.format(results);
  if (text) process.stdout.write(text);
  if (results.some((r) => r.errorCount > 0)) failed = true;
}

process.exit(failed ? 1 : 0);
