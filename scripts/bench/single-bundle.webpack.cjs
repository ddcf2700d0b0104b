// The bench's single-bundle build of the same pages: the shell and every remote compiled
// together by one webpack run, no Module Federation (the remote loader's runtime is replaced by
// scripts/bench/single-runtime.js). Each remote still gets its own lazy chunk, as any single-page
// app would split its routes; libraries are bundled once. Output: .bench/single-dist (git-ignored).
const path = require('node:path');
const { PrecompressPlugin } = require('../../packages/remote-kit/index.cjs');

const root = path.resolve(__dirname, '../..');
const shellConfig = require(path.join(root, 'shell/webpack.config.js'));

module.exports = (env, argv = {}) => {
  const config = shellConfig(env, { ...argv, mode: 'production' });
  const ModuleFederationPlugin =
    require('@module-federation/enhanced/webpack').ModuleFederationPlugin;
  config.plugins = config.plugins.filter((p) => !(p instanceof ModuleFederationPlugin));
  if (!config.plugins.some((p) => p instanceof PrecompressPlugin))
    config.plugins.push(new PrecompressPlugin());
  config.entry = { main: path.join(root, 'shell/src/bootstrap.tsx') };
  config.output = {
    ...config.output,
    path: path.join(root, '.bench/single-dist'),
    uniqueName: 'lobby_single',
    publicPath: 'auto',
  };
  config.resolve = {
    ...config.resolve,
    alias: {
      ...config.resolve?.alias,
      '@module-federation/enhanced/runtime$': path.join(__dirname, 'single-runtime.js'),
    },
  };
  // The remotes' sources are compiled like the shell's.
  config.module.rules = config.module.rules.map((rule) =>
    rule.exclude ? { ...rule, exclude: /node_modules/ } : rule,
  );
  // Maps for the breakdown of (b) (scripts/bench/breakdown.mjs), not referenced from the scripts.
  config.devtool = 'hidden-source-map';
  return config;
};
