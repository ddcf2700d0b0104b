// One webpack + Module Federation configuration for the shell and every remote, so the
// shared singletons are declared identically everywhere (see remotes/README.md).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const root = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(root, 'package.json'));

function versionOf(dep) {
  return require(require.resolve(`${dep}/package.json`, { paths: [root] })).version;
}

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

function sharedConfig() {
  const shared = {};
  for (const dep of SINGLETONS) {
    const major = versionOf(dep).split('.')[0];
    const range = dep.startsWith('@lobby/') ? `^${versionOf(dep)}` : `^${major}.0.0`;
    const entry = { singleton: true, requiredVersion: range, strictVersion: false };
    shared[dep] = entry;
    if (WITH_SUBPATHS.includes(dep)) shared[`${dep}/`] = { ...entry };
  }
  return shared;
}

/** Writes lobby-remote.json next to the manifest: the remote's name, version and owned paths. */
class RemoteDescriptorPlugin {
  constructor(descriptor) {
    this.descriptor = descriptor;
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
          compilation.emitAsset(
            'lobby-remote.json',
            new RawSource(JSON.stringify(this.descriptor, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * @param {{ dir: string, kind: 'host' | 'remote', port: number, exposes?: Record<string,string>, proxyTo?: string }} opts
 */
function createConfig({ dir, kind, port, exposes }) {
  const pkg = require(path.join(dir, 'package.json'));
  const name = kind === 'host' ? 'shell' : pkg.lobby.name;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const apiTarget = process.env.LOBBY_API_URL || 'http://127.0.0.1:8080';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/main.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
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
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
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
      optimization: { runtimeChunk: false },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes || {},
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'src/index.html'),
          inject: 'body',
          templateParameters: { title: kind === 'host' ? 'Lobby' : `Lobby · ${name} (standalone)` },
        }),
        ...(kind === 'remote'
          ? [
              new RemoteDescriptorPlugin({
                name,
                version: pkg.version,
                paths: pkg.lobby.paths,
                expose: './routes',
              }),
            ]
          : []),
      ],
      devServer: {
        port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: [
              '/api',
              '/auth',
              '/logout',
              '/notifications',
              '/uploads',
              '/media',
              '/remotes.json',
              '/__lobby',
            ],
            target: apiTarget,
            changeOrigin: false,
          },
        ],
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createConfig, sharedConfig, SINGLETONS, rootVersion: rootPkg.version };
