const preset = require('../jest.preset.js')({ dir: __dirname, setup: ['<rootDir>/src/test/setup.ts'] });

// msw 2 pulls in packages published as ESM only (.mjs: rettime, @open-draft/*…): let swc turn
// every .mjs into CommonJS too, besides ky and until-async (ESM in .js).
const [swc] = Object.values(preset.transform);
module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(ky|until-async)/).+\\.c?js$'],
};
