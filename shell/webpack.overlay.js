// The overlay page (/overlay/<kind>?key=…, an OBS browser source): a small bundle of its own,
// without Module Federation — it loads no remote and needs no shell, session or registry. Built
// into dist/overlay-app/ after the shell (whose build cleans dist/); the server fills in the
// page's base path and settings (server/src/core/overlays/page.ts).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { swcRule } = require('../packages/remote-kit/create-config.cjs');

module.exports = (_env, argv = {}) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { overlay: './src/overlay/main.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(__dirname, 'dist', 'overlay-app'),
      // The page prefixes files with the site's base path itself (index.html).
      publicPath: '',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // The shared packages from their TypeScript sources, as the shell's own build reads them.
      conditionNames: ['lobby-source', '...'],
    },
    module: {
      rules: [swcRule(production)],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'src/overlay/index.html'),
        filename: 'index.html',
        inject: false,
        minify: false,
      }),
    ],
    // webpack's HTML minimizer keeps the marker the server replaces with the page's config.
    optimization: { minimizeOptions: { html: { comments: /^\s*lobby-overlay\s*$/ } } },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
};
