// Every project's jest suite but the server's, in one jest run (`npm test`'s client lane): one
// start and one transform cache instead of a jest and an Nx task per project. Each project keeps
// its own configuration (its jest.config.js); `npx jest` in a project's folder runs it alone.
const fs = require('node:fs');
const path = require('node:path');

const folders = ['shell', 'shared-api', 'shared-ui', 'packages/remote-kit'];
for (const parent of ['remotes', 'contracts'])
  for (const entry of fs.readdirSync(path.join(__dirname, parent), { withFileTypes: true }))
    if (entry.isDirectory()) folders.push(`${parent}/${entry.name}`);

module.exports = {
  // A global option: the projects' own (jest.preset.js) count only when they run alone.
  testTimeout: require('./jest.preset.js')({ dir: __dirname }).testTimeout,
  projects: folders
    .filter((folder) => fs.existsSync(path.join(__dirname, folder, 'jest.config.js')))
    .map((folder) => ({
      ...require(path.join(__dirname, folder, 'jest.config.js')),
      displayName: folder,
    })),
};
