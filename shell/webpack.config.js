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
          // webpack's own HTML minimizer (below) minifies index.html once.
          minify: false,
        })
      : plugin,
  );

  // The server replaces the `<!--lobby-head-->` marker: the HTML minimizer must keep it.
  config.optimization = {
    ...config.optimization,
    minimizeOptions: { ...config.optimization?.minimizeOptions, html: { comments: /^\s*lobby-head\s*$/ } },
  };

  // webpack 5.111 asks the federation runtime module for the entry chunk's file name while it is
  // still computing content hashes (module-federation/core#5077, webpack/webpack#22199), which
  // throws for `[contenthash]`. The runtime only needs the name's directory, so answer with the
  // un-hashed name until the hash exists; emitted files keep their content hash.
  const hashed = config.output.filename;
  if (typeof hashed === 'string' && hashed.includes('[contenthash')) {
    const plain = hashed.replace(/\.\[contenthash(?::\d+)?\]/, '');
    config.output.filename = (pathData) => (pathData.chunk?.contentHash?.javascript ? hashed : plain);
  }
  return config;
};
