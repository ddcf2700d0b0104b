// The libraries a Lobby page holds once, shared by the shell with its remotes: which ones, in
// which versions, and the Module Federation `shared` configuration of a build.
const fs = require('node:fs');
const path = require('node:path');
const kitPkg = require('../package.json');
const { installedVersion, resolverFor } = require('./resolve.cjs');
const { platformApiModules } = require('./platform-api.cjs');

/** Packages that must exist once per page. Sub-path imports share via the trailing-slash key. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'zustand',
  '@tanstack/react-query',
  '@lobby/shared-api',
  '@lobby/shared-ui',
];
const WITH_SUBPATHS = ['react', 'react-dom', 'zustand', '@lobby/shared-api'];

/**
 * Sub-paths of the singletons the shell provides whether its own code imports them or not, each
 * with the module whose exports it takes: the contract those of the package's index, which
 * re-exports all of it (see hostSubpathModule).
 */
const HOST_SUBPATHS = { '@lobby/shared-api/contract': '@lobby/shared-api' };

/**
 * The module the shell provides a sub-path by: a CommonJS module whose exports are the exports
 * object of `file` (the module of the package that re-exports the sub-path), written under the
 * project's node_modules/.cache. The sub-path's own module would stay beside the index, which
 * would then re-export each of its names again (~0.6 KiB brotli on every page); webpack provides
 * one file under one share key only, so the index cannot serve both keys itself.
 */
function hostSubpathModule(dir, request, file) {
  const folder = path.join(dir, 'node_modules/.cache/lobby-remote-kit');
  const out = path.join(folder, `${request.replace(/[^A-Za-z0-9.-]+/g, '_')}.cjs`);
  const source = `module.exports = require(${JSON.stringify(file)});\n`;
  fs.mkdirSync(folder, { recursive: true });
  if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== source) fs.writeFileSync(out, source);
  return out;
}

/** The ranges of the singletons the platform provides (this kit's peer dependencies). */
const PLATFORM_RANGES = Object.fromEntries(
  SINGLETONS.map((dep) => [dep, kitPkg.peerDependencies[dep]]),
);

/** '^2.0.0' for 2.3.1: a build asks for the major it was built against. */
const caretOfMajor = (version) => `^${version.split('.')[0]}.0.0`;

/**
 * The Module Federation `shared` configuration: every singleton `singleton` and `strictVersion`,
 * its `requiredVersion` the major of the version installed for the project in `dir` (taken from
 * the package's own package.json), so a build against another major is refused by the shell.
 */
function sharedConfig(dir) {
  const shared = {};
  for (const dep of SINGLETONS) {
    const entry = {
      singleton: true,
      requiredVersion: caretOfMajor(installedVersion(dep, dir)),
      strictVersion: true,
    };
    shared[dep] = entry;
    if (WITH_SUBPATHS.includes(dep)) shared[`${dep}/`] = { ...entry };
  }
  return shared;
}

/**
 * The `shared` configuration of a build of the shell (`kind` 'host') or a remote: sharedConfig,
 * the shell's copies eager and its HOST_SUBPATHS, react-router and @tanstack/react-query as the
 * platform's API of them (PLATFORM_API).
 */
function buildShared({ dir, kind, conditionNames, fallbacks = true }) {
  const shared = sharedConfig(dir);
  // A remote that runs only on the shell's page (its production build) takes each singleton from
  // the shell, which provides every one: it carries no copy of its own to offer the page. Sub-paths
  // (trailing-slash keys) keep theirs: the shell provides those its own code imports.
  if (kind === 'remote' && !fallbacks)
    for (const dep of SINGLETONS) shared[dep] = { ...shared[dep], import: false };
  // The shell's copies of the shared libraries are in its first bundle (eager): a page gets
  // them in one request instead of one chunk per library.
  if (kind === 'host') {
    for (const key of Object.keys(shared)) shared[key] = { ...shared[key], eager: true };
    // Sub-paths the remotes import that the shell's own code may not: provided all the same
    // (by file, so whether the shell imports them or not). One that does not resolve (a
    // package not built yet) is provided only if the shell imports it, as any other.
    const resolveFile = resolverFor(conditionNames);
    for (const [request, provider] of Object.entries(HOST_SUBPATHS)) {
      const pkg = SINGLETONS.find((d) => request.startsWith(`${d}/`));
      let file;
      try {
        file = resolveFile(dir, provider);
      } catch {
        continue;
      }
      shared[request] = {
        ...shared[`${pkg}/`],
        import: hostSubpathModule(dir, request, file),
        shareKey: request,
        version: installedVersion(pkg, dir),
      };
    }
  }
  // react-router, react-router-dom and @tanstack/react-query: the platform's API of them.
  for (const [key, file] of Object.entries(platformApiModules(dir)))
    if (shared[key].import !== false)
      shared[key] = { ...shared[key], import: file, version: installedVersion(key, dir) };
  return shared;
}

module.exports = {
  SINGLETONS,
  WITH_SUBPATHS,
  PLATFORM_RANGES,
  caretOfMajor,
  sharedConfig,
  buildShared,
};
