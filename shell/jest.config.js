module.exports = require('../jest.preset.js')({
  dir: __dirname,
  setup: ['<rootDir>/src/test/setup.ts'],
});
