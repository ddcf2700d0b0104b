// One webpack configuration for a Lobby shell or remote: the platform's build settings, its
// plugins, and the dev server of a project running alone.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { RemoteDescriptorPlugin } = require('./descriptor.cjs');
const {
  FEDERATION_VERSION,
  PLATFORM_RUNTIME,
  OneFederationRuntimePlugin,
  federationPlugin,
} = require('./federation.cjs');
const { TakeBundlerRuntimePlugin } = require('./bundler-runtime.cjs');
const { PlatformApiPlugin } = require('./platform-api.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');
const { OneShareRuntimePlugin, PruneUnreachedModulesPlugin } = require('./runtime-trim.cjs');
const { requireFromWebpack } = require('./resolve.cjs');
const { SINGLETONS, buildShared } = require('./shared.cjs');
const {
  platformMismatches,
  providedVersions,
  PlatformVersionsPlugin,
  ProvidedVersionsPlugin,
} = require('./versions.cjs');

// webpack's own minimizer plugin (resolved through webpack, whose dependency it is), here to run
// SWC's Rust minifier on JavaScript in place of its default, terser: the same output within a few
// per cent, in a fraction of the time.
const MinimizerPlugin = requireFromWebpack('minimizer-webpack-plugin');

/** The one HTML page of a remote running alone (its own dev server), titled with its name. */
const REMOTE_HTML = path.join(__dirname, '..', 'remote.html');

/** The project's TypeScript and JSX, compiled by SWC (React's automatic runtime). */
function swcRule(production) {
  return {
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
  };
}

/**
 * One webpack configuration for a Lobby shell or remote.
 * @param {import('../index').LobbyConfigOptions} opts
 */
function createLobbyConfig(opts) {
  const { dir, kind = 'remote', name, port = 4100, conditionNames, devServer } = opts;
  const exposes = kind === 'remote' ? (opts.exposes ?? { './routes': './src/routes.tsx' }) : {};
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const externalRuntime = kind === 'remote' && production && opts.externalRuntime !== false;
    const shared = buildShared({ dir, kind, conditionNames, fallbacks: !externalRuntime });
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
          swcRule(production),
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
        federationPlugin({ dir, kind, name, exposes, shared, externalRuntime }),
        ...(externalRuntime ? [new TakeBundlerRuntimePlugin(dir, name)] : []),
        new PlatformApiPlugin(),
        new OneShareRuntimePlugin(),
        new PruneUnreachedModulesPlugin(),
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
          ? [
              new ProvidedVersionsPlugin(providedVersions(dir), {
                federation: FEDERATION_VERSION,
                platform: PLATFORM_RUNTIME,
              }),
            ]
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
                  runtime: {
                    external: externalRuntime,
                    federation: FEDERATION_VERSION,
                    ...(externalRuntime ? { platform: PLATFORM_RUNTIME } : {}),
                  },
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

module.exports = { REMOTE_HTML, swcRule, createLobbyConfig };
