const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig } = require('../scripts/webpack/create-config.cjs');

const base = createConfig({ dir: __dirname, kind: 'host', port: 4100 });

module.exports = (env, argv) => {
  const config = base(env, argv);

  // The shell's index.html loads its bundles itself, from the base path the server writes into
  // the page (see src/index.html): injected relative <script> tags break on deep page paths.
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof HtmlWebpackPlugin
      ? new HtmlWebpackPlugin({
          ...plugin.userOptions,
          inject: false,
          // main.js has no content hash (see create-config.cjs): a per-build query busts caches.
          hash: true,
          // webpack's own HTML minimizer (below) minifies index.html once.
          minify: false,
        })
      : plugin,
  );

  // The server replaces the `<!--lobby-head-->` marker: the HTML minimizer must keep it.
  config.optimization = {
    ...config.optimization,
    minimizeOptions: {
      ...config.optimization?.minimizeOptions,
      html: { comments: /^\s*lobby-head\s*$/ },
    },
  };

  return config;
};
