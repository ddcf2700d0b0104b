const { createConfig } = require('../../scripts/webpack/create-config.cjs');
const pkg = require('./package.json');

const base = createConfig({
  dir: __dirname,
  kind: 'remote',
  port: pkg.lobby.devPort,
  exposes: { './routes': './src/routes.tsx' },
});

// webpack 5.111 + @module-federation/enhanced 2.9: the federation runtime module resolves the
// entry chunk's filename while hashes are computed, and `[contenthash]` is not known yet there,
// so a production build of a remote fails ("Path variable [contenthash:8] not implemented in
// this context", module-federation/core#5077, webpack/webpack#22199). Entry chunks (main.js;
// remoteEntry.js never had a hash) go without; lazy chunks keep their content hash.
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.output.filename = '[name].js';
  return config;
};
