const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, kind: 'host', port: 4100 });
