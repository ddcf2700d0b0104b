// The kit's own tests (`npx jest -c packages/remote-kit/jest.config.js`): plain CommonJS, nothing
// to transform, and no part of the published package (`files` in package.json).
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.cjs'],
  transform: {},
};
