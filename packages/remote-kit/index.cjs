// @lobby/remote-kit: the webpack + Module Federation configuration of a Lobby remote, the same
// one the platform's own shell and remotes are built with, usable from any folder (see README.md
// and the remote contract in remotes/README.md of the platform).
const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
// webpack's own minimizer plugin (resolved through webpack, whose dependency it is), here to run
// SWC's Rust minifier on JavaScript in place of its default, terser: the same output within a few
// per cent, in a fraction of the time.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', {
    paths: [path.dirname(require.resolve('webpack/package.json'))],
  }),
);

const kitPkg = require('./package.json');

/** The Module Federation version the kit builds with (its runtime, when a shell provides it). */
const FEDERATION_VERSION = kitPkg.dependencies['@module-federation/enhanced'];

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

/** The one HTML page of a remote running alone (its own dev server), titled with its name. */
const REMOTE_HTML = path.join(__dirname, 'remote.html');

/** The version of `dep` installed for the project in `dir`. */
function installedVersion(dep, dir) {
  const file = require.resolve(`${dep}/package.json`, { paths: [dir] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

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

/** The singletons installed in a major the platform does not provide: the shell will refuse. */
function platformMismatches(dir) {
  const out = [];
  for (const dep of SINGLETONS) {
    const version = installedVersion(dep, dir);
    const range = PLATFORM_RANGES[dep];
    if (range && caretOfMajor(version) !== caretOfMajor(range.replace(/^[\^~]/, '')))
      out.push(`${dep} ${version} is installed, the platform provides ${range}`);
  }
  return out;
}

/**
 * The exports of react-router a page in a browser has no use for: framework mode's document
 * components and route-module wrappers, server rendering, cookies and sessions, React Server
 * Components, the test stub. A shared module cannot be tree-shaken (the shell cannot know what
 * its remotes will use), so the platform's react-router is the rest, its browser API: ~22 KiB
 * brotli less on every page.
 */
const ROUTER_SERVER_ONLY = new Set([
  'Links',
  'Meta',
  'Scripts',
  'PrefetchPageLinks',
  'ServerRouter',
  'StaticRouter',
  'StaticRouterProvider',
  'createStaticHandler',
  'createStaticRouter',
  'createRequestHandler',
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createSession',
  'createSessionStorage',
  'isCookie',
  'isSession',
  'createRoutesStub',
  'unstable_RSCStaticRouter',
  'unstable_routeRSCServerRequest',
  'unstable_setDevServerHooks',
  'UNSAFE_FrameworkContext',
  'UNSAFE_RSCDefaultRootErrorBoundary',
  'UNSAFE_RemixErrorBoundary',
  'UNSAFE_ServerMode',
  'UNSAFE_SingleFetchRedirectSymbol',
  'UNSAFE_WithComponentProps',
  'UNSAFE_WithErrorBoundaryProps',
  'UNSAFE_WithHydrateFallbackProps',
  'UNSAFE_withComponentProps',
  'UNSAFE_withErrorBoundaryProps',
  'UNSAFE_withHydrateFallbackProps',
  'UNSAFE_createClientRoutes',
  'UNSAFE_createClientRoutesWithHMRRevalidationOptOut',
  'UNSAFE_decodeViaTurboStream',
  'UNSAFE_getHydrationData',
  'UNSAFE_getPatchRoutesOnNavigationFunction',
  'UNSAFE_getTurboStreamSingleFetchDataStrategy',
  'UNSAFE_hydrationRouteProperties',
  'UNSAFE_shouldHydrateRouteLoader',
  'UNSAFE_useFogOFWarDiscovery',
]);

/** A file resolver as a browser build's ES module imports resolve (`conditionNames` first). */
function resolverFor(conditionNames = []) {
  const enhancedResolve = require(
    require.resolve('enhanced-resolve', {
      paths: [path.dirname(require.resolve('webpack/package.json'))],
    }),
  );
  return enhancedResolve.create.sync({
    conditionNames: [...conditionNames, 'import', 'module', 'browser', 'default'],
    extensions: ['.tsx', '.ts', '.mjs', '.js'],
  });
}

/**
 * The modules shared as react-router and react-router-dom, written for the project in `dir`
 * (under its node_modules/.cache): the package's browser API (every export but
 * ROUTER_SERVER_ONLY) with the DOM RouterProvider, as react-router-dom exports it, re-exported
 * from the ES module files by absolute path (a request by package name would be consumed from the
 * share scope again); react-router-dom takes react-router's exports object (each share key
 * needs a module of its own; see hostSubpathModule). Returns their files by package, or null when the installed react-router is not
 * laid out as expected (one `export { … }` list at the end of its index): the packages are then
 * shared as they are.
 */
function routerFacades(dir) {
  const resolveEsm = resolverFor();
  let index;
  let dom;
  try {
    index = resolveEsm(dir, 'react-router');
    dom = resolveEsm(dir, 'react-router/dom');
  } catch {
    return null;
  }
  const list = fs.readFileSync(index, 'utf8').match(/export\s*\{([^}]*)\}\s*;?\s*$/);
  if (!list) return null;
  const names = list[1]
    .split(',')
    .map((s) =>
      s
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter((n) => n && n !== 'RouterProvider' && !ROUTER_SERVER_ONLY.has(n));
  const folder = path.join(dir, 'node_modules/.cache/lobby-remote-kit');
  const files = {
    'react-router': path.join(folder, 'react-router.mjs'),
    'react-router-dom': path.join(folder, 'react-router-dom.cjs'),
  };
  const sources = {
    'react-router':
      `export { ${names.join(', ')} } from ${JSON.stringify(index)};\n` +
      `export { RouterProvider } from ${JSON.stringify(dom)};\n`,
    'react-router-dom': `module.exports = require(${JSON.stringify(files['react-router'])});\n`,
  };
  fs.mkdirSync(folder, { recursive: true });
  for (const [key, file] of Object.entries(files))
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== sources[key])
      fs.writeFileSync(file, sources[key]);
  return files;
}

/**
 * The route patterns of a `./routes` module's source and the module each one loads lazily:
 * every `import('…')` belongs to the last `path: '…'` before it (one route object after the other).
 */
function routeImports(source) {
  const out = [];
  const re = /\bpath\s*:\s*(['"`])([^'"`]+)\1|\bimport\(\s*(['"`])([^'"`]+)\3\s*\)/g;
  let pattern = null;
  for (const m of source.matchAll(re)) {
    if (m[2] !== undefined) pattern = m[2];
    else if (pattern) out.push([pattern, m[4]]);
  }
  return out;
}

/**
 * The chunks each page of the remote loads when it is opened: `{ '/': ['323.d8c58c1a.js'] }`,
 * from the lazy imports of its `./routes` module. The site preloads them with the page.
 */
function pageChunks(compilation, routesFile) {
  if (!routesFile) return undefined;
  const bare = (file) => file.replace(/\.[cm]?[jt]sx?$/, '');
  const resourceOf = (m) => m.resource ?? m.rootModule?.resource;
  const module = [...compilation.modules].find(
    (m) => resourceOf(m) && bare(resourceOf(m)) === bare(routesFile),
  );
  if (!module) return undefined;
  let source;
  try {
    source = fs.readFileSync(resourceOf(module), 'utf8');
  } catch {
    return undefined;
  }
  const imports = routeImports(source);
  if (imports.length === 0) return undefined;
  const filesOf = new Map();
  for (const block of module.blocks ?? []) {
    const request = block.dependencies?.[0]?.request;
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    if (!request || !group) continue;
    const files = group.chunks.flatMap((c) => [...c.files].filter((f) => /\.m?js$/.test(f)));
    filesOf.set(request, files);
  }
  const pages = {};
  for (const [pattern, request] of imports) {
    const files = filesOf.get(request);
    if (files && files.length > 0) pages[pattern] = files;
  }
  return Object.keys(pages).length > 0 ? pages : undefined;
}

/**
 * Writes lobby-remote.json next to the manifest: name, version, paths, nav, shared ranges, the
 * runtime it expects, and the chunks of each page.
 */
class RemoteDescriptorPlugin {
  constructor(descriptor, { routesFile } = {}) {
    this.descriptor = descriptor;
    this.routesFile = routesFile;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemoteDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RemoteDescriptorPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const pages = pageChunks(compilation, this.routesFile);
          compilation.emitAsset(
            'lobby-remote.json',
            new RawSource(
              JSON.stringify({ ...this.descriptor, ...(pages ? { pages } : {}) }, null, 2),
            ),
          );
        },
      );
    });
  }
}

/** What the server may send compressed: scripts, styles, pages, manifests, SVG. Never maps. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/i;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) next to every compressible
 * file of the build above `threshold` bytes, when the result is smaller — the server sends them
 * as they are to a browser that accepts them (@fastify/static `preCompressed`), so nothing is
 * compressed per request.
 */
class PrecompressPlugin {
  constructor({ threshold = 1024 } = {}) {
    this.threshold = threshold;
  }
  apply(compiler) {
    const brotli = promisify(zlib.brotliCompress);
    const gzip = promisify(zlib.gzip);
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const out = compilation.outputOptions.path;
      const files = Object.keys(compilation.assets).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(out, file);
          let buf;
          try {
            buf = await fs.promises.readFile(full);
          } catch {
            return;
          }
          if (buf.length < this.threshold) return;
          const [br, gz] = await Promise.all([
            brotli(buf, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
              },
            }),
            gzip(buf, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < buf.length) await fs.promises.writeFile(`${full}.br`, br);
          if (gz.length < buf.length) await fs.promises.writeFile(`${full}.gz`, gz);
        }),
      );
    });
  }
}

/** Warns in the build's output when a singleton's major is not the platform's. */
class PlatformVersionsPlugin {
  constructor(name, mismatches) {
    this.name = name;
    this.mismatches = mismatches;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PlatformVersionsPlugin', (compilation) => {
      for (const m of this.mismatches)
        compilation.warnings.push(
          new compiler.webpack.WebpackError(
            `[lobby] ${m}: the shell will refuse to mount the ${this.name} remote.`,
          ),
        );
    });
  }
}

/** The shell's build states what it provides: it refuses a remote built against other majors. */
class ProvidedVersionsPlugin {
  constructor(provided) {
    this.provided = provided;
  }
  apply(compiler) {
    new compiler.webpack.DefinePlugin({
      __LOBBY_SHARED_VERSIONS__: JSON.stringify(this.provided),
    }).apply(compiler);
  }
}

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
 * One webpack configuration for a Lobby shell or remote.
 * @param {import('./index').LobbyConfigOptions} opts
 */
function createLobbyConfig(opts) {
  const { dir, kind = 'remote', name, port = 4100, conditionNames, devServer } = opts;
  const exposes = kind === 'remote' ? (opts.exposes ?? { './routes': './src/routes.tsx' }) : {};
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const shared = sharedConfig(dir);
    const externalRuntime = kind === 'remote' && production && opts.externalRuntime !== false;
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
    // react-router and react-router-dom: their browser API (see ROUTER_SERVER_ONLY).
    for (const [key, file] of Object.entries(routerFacades(dir) ?? {}))
      shared[key] = { ...shared[key], import: file, version: installedVersion(key, dir) };
    const provided = Object.fromEntries(SINGLETONS.map((d) => [d, installedVersion(d, dir)]));
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
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // The standalone page (src/main.ts) of a remote is for its dev server only: a production
      // build is the remote entry and its chunks, which need a shell to provide the runtime.
      entry: externalRuntime ? {} : { main: './src/main.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: ['web', 'es2020'],
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: `lobby_${name}`,
        // Entry chunks stay un-hashed: with webpack 5.111 the federation runtime asks for the entry
        // chunk's name while content hashes are still being computed, and '[contenthash]' throws
        // there (module-federation/core#5077). They are served no-cache; lazy chunks keep the hash.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        ...(conditionNames ? { conditionNames: [...conditionNames, '...'] } : {}),
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        runtimeChunk: false,
        // JavaScript by SWC (below); CSS and HTML stay with webpack's default minimizer ('...').
        minimizeOptions: { javascript: false },
        minimizer: [
          '...',
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            test: /\.[cm]?js(\?.*)?$/i,
            minimizerOptions: { compress: { passes: 2 }, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared,
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments,
        }),
        ...(externalRuntime
          ? []
          : [
              new HtmlWebpackPlugin({
                template: opts.html ?? REMOTE_HTML,
                inject: 'body',
                templateParameters: { title: opts.title ?? `Lobby · ${name} (standalone)` },
              }),
            ]),
        ...(production ? [new PrecompressPlugin()] : []),
        ...(kind === 'host' ? [new OneFederationRuntimePlugin()] : []),
        ...(kind === 'host'
          ? [new ProvidedVersionsPlugin(provided)]
          : [
              new RemoteDescriptorPlugin(
                {
                  name,
                  version: opts.version ?? '0.0.0',
                  paths: opts.paths ?? [],
                  expose: './routes',
                  ...(opts.nav && opts.nav.length > 0 ? { nav: opts.nav } : {}),
                  // The site's API reads each page makes as it opens (`{ '/': ['api/r/…'] }`): the
                  // server preloads them with the page.
                  ...(opts.data && Object.keys(opts.data).length > 0 ? { data: opts.data } : {}),
                  // The remote also exposes './admin' (its screens under /admin-new/<name>/).
                  ...(opts.admin ? { admin: true } : {}),
                  shared: Object.fromEntries(SINGLETONS.map((d) => [d, shared[d].requiredVersion])),
                  // The federation runtime the build expects the shell to provide (or its own).
                  runtime: { external: externalRuntime, federation: FEDERATION_VERSION },
                },
                { routesFile: exposes['./routes'] && path.resolve(dir, exposes['./routes']) },
              ),
              new PlatformVersionsPlugin(name, platformMismatches(dir)),
            ]),
      ],
      devServer: {
        port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...devServer,
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

/**
 * The configuration of a remote built outside the platform's repository: reads `lobby` from the
 * project's package.json — `{ name, paths, nav?, devPort? }` — and its version.
 * @param {{ dir: string, apiUrl?: string }} opts
 */
function createRemoteConfig({ dir, apiUrl } = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const lobby = pkg.lobby ?? {};
  if (typeof lobby.name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(lobby.name))
    throw new Error(
      `${path.join(dir, 'package.json')}: "lobby.name" must be the remote's container name (letters, digits, _).`,
    );
  if (!Array.isArray(lobby.paths) || lobby.paths.length === 0)
    throw new Error(
      `${path.join(dir, 'package.json')}: "lobby.paths" must list the remote's paths.`,
    );
  const target = apiUrl ?? process.env.LOBBY_API_URL ?? 'http://127.0.0.1:8080';
  return createLobbyConfig({
    dir,
    kind: 'remote',
    name: lobby.name,
    version: pkg.version,
    paths: lobby.paths,
    nav: lobby.nav,
    admin: lobby.admin === true,
    // `"externalRuntime": false`: the build carries its own federation runtime (for a site whose
    // shell does not provide one); see "One federation runtime per page" in remotes/README.md.
    externalRuntime: lobby.externalRuntime !== false,
    data: lobby.data,
    port: lobby.devPort ?? 4110,
    devServer: {
      proxy: [{ context: ['/api', '/auth', '/logout', '/remotes.json', '/media'], target }],
    },
  });
}

module.exports = {
  SINGLETONS,
  WITH_SUBPATHS,
  PLATFORM_RANGES,
  REMOTE_HTML,
  sharedConfig,
  platformMismatches,
  RemoteDescriptorPlugin,
  routeImports,
  PrecompressPlugin,
  createLobbyConfig,
  createRemoteConfig,
};
