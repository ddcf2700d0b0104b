module.exports = require('../../jest.preset.js')({ dir: __dirname, env: 'node' });
