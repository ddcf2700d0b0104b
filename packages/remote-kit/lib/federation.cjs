// Module Federation as every Lobby build uses it: the plugin's options and one federation runtime
// per page.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { provideBundlerRuntimePlugin } = require('./bundler-runtime.cjs');
const kitPkg = require('../package.json');

/** The Module Federation version the kit builds with (its runtime, when a shell provides it). */
const FEDERATION_VERSION = kitPkg.dependencies['@module-federation/enhanced'];

/**
 * What a remote's production build takes from the shell, as a level the kit raises whenever that
 * grows: 1, the federation runtime; 2, also its bundler runtime, and the shared singletons with no
 * copy of their own in the remote. A shell states the level it provides (lobby-shell.json) and
 * the site refuses a remote that needs a higher one, instead of failing on the page.
 */
const PLATFORM_RUNTIME = 2;

/**
 * The runtime plugin that puts the shell's federation runtime on the page
 * (`provideExternalRuntime`) is imported by its CommonJS file, which requires the CommonJS builds
 * of runtime-core, sdk and error-codes, while the rest of the runtime imports their ES module
 * builds: two copies of the runtime in the shell's bundle (~20 KiB brotli). Its ES module file
 * takes the same runtime as everything else.
 */
class OneFederationRuntimePlugin {
  apply(compiler) {
    const cjs =
      /[\\/]@module-federation[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/;
    new compiler.webpack.NormalModuleReplacementPlugin(cjs, (resource) => {
      resource.request = resource.request.replace(/\.cjs$/, '.js');
    }).apply(compiler);
  }
}

/**
 * The Module Federation plugin of the shell (`kind` 'host') or a remote: `exposes` and `shared`
 * in a `remoteEntry.js` and its manifest; a remote with `externalRuntime` takes the federation
 * runtime from the shell.
 */
function federationPlugin({ dir, kind, name, exposes, shared, externalRuntime }) {
  // One federation runtime per page: the shell puts its runtime core on the page
  // (`provideExternalRuntime`) and a remote's production build takes it from there
  // (`externalRuntime`) instead of carrying its own copy (~20 KiB brotli in each remoteEntry.js).
  // A development build keeps its own: it also runs alone, on its dev server, with no shell.
  const experiments = {
    ...(kind === 'host' ? { provideExternalRuntime: true } : {}),
    ...(externalRuntime ? { externalRuntime: true } : {}),
    // A browser build: the runtime's Node.js script loaders are left out. A remote's own
    // bundler runtime loads no remote (the kit configures none; one it loads at run time goes
    // through the shell's runtime): its handler of configured remotes is left out too. The
    // shell registers each remote by its entry file, read from its manifest itself: its
    // runtime needs no manifest snapshots.
    optimization: {
      target: 'web',
      ...(externalRuntime ? { disableRemote: true } : {}),
      ...(kind === 'host' ? { disableSnapshot: true } : {}),
    },
  };
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared,
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    // The shell also puts its bundler runtime on the page (see bundler-runtime.cjs).
    ...(kind === 'host' ? { runtimePlugins: [provideBundlerRuntimePlugin(dir)] } : {}),
    experiments,
  });
}

module.exports = {
  FEDERATION_VERSION,
  PLATFORM_RUNTIME,
  OneFederationRuntimePlugin,
  federationPlugin,
};
