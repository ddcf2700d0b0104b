const { createConfig } = require('../../packages/remote-kit/create-config.cjs');
const pkg = require('./package.json');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  port: pkg.lobby.devPort,
  exposes: { './routes': './src/routes.tsx', './admin': './src/admin.tsx' },
});
