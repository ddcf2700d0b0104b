const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig } = require('../packages/remote-kit/create-config.cjs');

const base = createConfig({ dir: __dirname, kind: 'host', port: 4100 });

/** The comments in src/index.html the server replaces when it serves a page. */
const MARKERS = ['lobby-head', 'lobby-boot'];

/** Fails the build when the emitted index.html lost one of the server's markers. */
class KeepPageMarkers {
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('KeepPageMarkers', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'KeepPageMarkers', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const html = assets['index.html']?.source().toString();
          if (html == null) return;
          for (const marker of MARKERS)
            if (!html.includes(`<!--${marker}-->`))
              compilation.errors.push(
                new WebpackError(`index.html lost the server's <!--${marker}--> marker`),
              );
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  const config = base(env, argv);

  // The shell's index.html loads its bundles itself, from the base path the server writes into
  // the page (see src/index.html): injected relative <script> tags break on deep page paths.
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof HtmlWebpackPlugin
      ? new HtmlWebpackPlugin({
          ...plugin.userOptions,
          inject: false,
          // main.js has no content hash (see packages/remote-kit/lib/lobby-config.cjs): a per-build query busts caches.
          hash: true,
          // webpack's own HTML minimizer (below) minifies index.html once.
          minify: false,
        })
      : plugin,
  );

  // The server replaces the `<!--lobby-head-->` and `<!--lobby-boot-->` markers (the page's data
  // and its first-paint boot screen): the HTML minimizer must keep both, and the build fails
  // if either is gone from the index.html it writes.
  config.optimization = {
    ...config.optimization,
    minimizeOptions: {
      ...config.optimization?.minimizeOptions,
      html: { comments: new RegExp(`^\\s*(${MARKERS.join('|')})\\s*$`) },
    },
  };
  config.plugins.push(new KeepPageMarkers());

  return config;
};
