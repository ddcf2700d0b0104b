const preset = require('../jest.preset.js')({
  dir: __dirname,
  setup: ['<rootDir>/src/test/setup.ts'],
});

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // What `loadRemote('<area>/routes')` gives the shell at run time, from the remote's source:
    // page-level tests render the shell with a real remote page inside (src/app/page-load.test.tsx).
    '^remote:(community|engagement|commerce|support)/routes$':
      '<rootDir>/../remotes/$1/src/routes.tsx',
  },
};
