const preset = require('../jest.preset.js')({ dir: __dirname, env: 'node' });

// ESM-only dependencies (content-disposition under @fastify/static, cookie loaded by @fastify/cookie
// through import()) are turned into CommonJS by swc, since jest runs without vm modules.
module.exports = {
  ...preset,
  transformIgnorePatterns: ['^(?!.*/node_modules/(ky|content-disposition|cookie|@fastify/cookie)/).*/node_modules/'],
  testTimeout: 30_000,
};
