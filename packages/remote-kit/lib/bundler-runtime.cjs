// Module Federation's webpack bundler runtime (the functions a build's webpack runtime calls to
// consume and provide shared modules and to start a container) once per page: the shell puts its
// own on the page, and a remote's production build takes it from there instead of carrying a copy
// in its remoteEntry.js (~2.5 KiB brotli on every page that shows a remote).
const fs = require('node:fs');
const path = require('node:path');
const { resolverFor } = require('./resolve.cjs');

/** The global the shell's bundler runtime is put on. */
const GLOBAL = '__LOBBY_FEDERATION_BUNDLER_RUNTIME__';

/** The bundler runtime's ES module files, as the federation plugin (the kit's dependency) takes them. */
function bundlerRuntimeFiles() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const index = resolverFor()(enhanced, '@module-federation/webpack-bundler-runtime');
  return { index, initContainerEntry: path.join(path.dirname(index), 'initContainerEntry.js') };
}

/** Writes `source` as `name` under the project's node_modules/.cache; its path. */
function cacheModule(dir, name, source) {
  const folder = path.join(dir, 'node_modules/.cache/lobby-remote-kit');
  const file = path.join(folder, name);
  fs.mkdirSync(folder, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source)
    fs.writeFileSync(file, source);
  return file;
}

/**
 * The shell's runtime plugin (a file for the federation plugin's `runtimePlugins`) that puts its
 * bundler runtime on the page when the shell's federation starts, with the container start-up a
 * shell without exposes leaves out of its own.
 */
function provideBundlerRuntimePlugin(dir) {
  const { index, initContainerEntry } = bundlerRuntimeFiles();
  return cacheModule(
    dir,
    'provide-bundler-runtime.mjs',
    `import { attachShareScopeMap, bundlerRuntime } from ${JSON.stringify(index)};\n` +
      `import { initContainerEntry } from ${JSON.stringify(initContainerEntry)};\n\n` +
      `export default function lobbyProvideBundlerRuntime() {\n` +
      `  globalThis.${GLOBAL} = { bundlerRuntime: { ...bundlerRuntime, initContainerEntry }, attachShareScopeMap };\n` +
      `  return { name: 'lobby-provide-bundler-runtime' };\n` +
      `}\n`,
  );
}

/**
 * A remote's production build: the module its federation entry imports as the bundler runtime
 * (webpack-bundler-runtime's `bundler.js`) is replaced by one that takes the shell's functions
 * and keeps the build's own `init` of `@module-federation/runtime` (its instance is the remote's;
 * the bundler runtime calls nothing else of it, and the rest would carry the runtime's error
 * messages again). A page whose shell does not provide them (a shell built with an older kit)
 * gets an error naming the remote when its entry runs: the shell shows the remote's failure,
 * nothing else breaks.
 */
class TakeBundlerRuntimePlugin {
  constructor(dir, name) {
    this.file = cacheModule(
      dir,
      'take-bundler-runtime.mjs',
      `import { getRemoteEntry, init } from '@module-federation/runtime';\n\n` +
        `const provided = globalThis.${GLOBAL};\n` +
        `if (!provided)\n` +
        `  throw new Error(${JSON.stringify(`The ${name} remote takes Module Federation's bundler runtime from the site's shell, which does not provide it: rebuild the shell with this @lobby/remote-kit, or this remote with "externalRuntime": false`)});\n\n` +
        `export default {\n` +
        `  runtime: { init, getRemoteEntry },\n` +
        `  instance: undefined,\n` +
        `  initOptions: undefined,\n` +
        `  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },\n` +
        `  attachShareScopeMap: provided.attachShareScopeMap,\n` +
        `  bundlerRuntimeOptions: {},\n` +
        `};\n`,
    );
  }
  apply(compiler) {
    const bundler = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
    new compiler.webpack.NormalModuleReplacementPlugin(bundler, this.file).apply(compiler);
  }
}

module.exports = { GLOBAL, provideBundlerRuntimePlugin, TakeBundlerRuntimePlugin };
