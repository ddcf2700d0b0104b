const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { OneShareRuntimePlugin, PruneUnreachedModulesPlugin } = require('../lib/runtime-trim.cjs');

const REPO_ROOT = path.join(__dirname, '..', '..', '..');

let tmp;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-runtime-trim-'));
  fs.writeFileSync(
    path.join(tmp, 'page.js'),
    "import { createElement } from 'react';\nexport default () => createElement('p', null, 'hi');\n",
  );
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/**
 * A production build (not minified, so it can be read) of a container exposing one module and
 * sharing react, with the kit's trimming plugins or without: its emitted scripts by name.
 */
function build(trim) {
  const out = path.join(tmp, trim ? 'trimmed' : 'plain');
  const compiler = webpack({
    mode: 'production',
    context: tmp,
    entry: {},
    target: ['web', 'es2020'],
    output: { path: out, publicPath: 'auto', uniqueName: 'trim_test' },
    resolve: { modules: [path.join(REPO_ROOT, 'node_modules')] },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'trim_test',
        filename: 'remoteEntry.js',
        exposes: { './page': './page.js' },
        shared: { react: { singleton: true, requiredVersion: '^19.0.0' } },
        manifest: false,
        dts: false,
      }),
      ...(trim ? [new OneShareRuntimePlugin(), new PruneUnreachedModulesPlugin()] : []),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => {});
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      const scripts = {};
      for (const name of fs.readdirSync(out))
        if (name.endsWith('.js')) scripts[name] = fs.readFileSync(path.join(out, name), 'utf8');
      resolve(scripts);
    });
  });
}

/** The ids of the modules a script defines (`/***\/ 123` before each module's factory). */
const definedIn = (source) => [...source.matchAll(/^\/\*{3}\/ (\d+)$/gm)].map((m) => m[1]);
/** The ids of the modules a script requires by a literal id. */
const requiredIn = (source) =>
  [...source.matchAll(/__webpack_require__\((\d+)\)/g)].map((m) => m[1]);
/** The ids of the shared modules a script consumes (their factories come from the share scope). */
const consumedIn = (source) => [...source.matchAll(/^\/\*{6}\/\s+(\d+): \{$/gm)].map((m) => m[1]);
/** The modules the scripts require that none of them defines or consumes. */
function missing(scripts) {
  const sources = Object.values(scripts);
  const known = new Set(sources.flatMap((s) => [...definedIn(s), ...consumedIn(s)]));
  return [...new Set(sources.flatMap(requiredIn))].filter((id) => !known.has(id));
}

let plain;
let trimmed;
beforeAll(async () => {
  [plain, trimmed] = await Promise.all([build(false), build(true)]);
}, 60_000);

test("the container entry keeps Module Federation's sharing runtime only, not webpack's as well", () => {
  const assignments = (source) => source.match(/__webpack_require__\.I = /g) ?? [];
  // Without the plugin: webpack's (with its `register`) and the federation plugin's, which replaces it.
  expect(assignments(plain['remoteEntry.js'])).toHaveLength(2);
  expect(assignments(trimmed['remoteEntry.js'])).toHaveLength(1);
  expect(trimmed['remoteEntry.js']).toMatch(/bundlerRuntime\.I\(\{/);
  expect(trimmed['remoteEntry.js']).not.toMatch(/var register = /);
});

test('the container entry leaves out the modules no code requires, and keeps every one required', () => {
  const entry = (scripts) => scripts['remoteEntry.js'];
  // Hoisted with the federation runtime although nothing imports it (its export is unused).
  expect(entry(plain)).toMatch(/createModuleFederationConfig = /);
  expect(entry(trimmed)).not.toMatch(/createModuleFederationConfig = /);
  expect(definedIn(entry(trimmed)).length).toBeLessThan(definedIn(entry(plain)).length);
  // Every module a script of the build requires is still defined by one of them (or consumed).
  expect(Object.values(trimmed).flatMap(requiredIn).length).toBeGreaterThan(0);
  expect(Object.values(trimmed).flatMap(consumedIn).length).toBeGreaterThan(0);
  expect(missing(plain)).toEqual([]);
  expect(missing(trimmed)).toEqual([]);
  // The exposed module and the shared library's fallback are still built.
  const all = Object.values(trimmed).join('\n');
  expect(all).toContain("('p', null, 'hi')");
  expect(all).toContain('Symbol.for("react.transitional.element")');
});
