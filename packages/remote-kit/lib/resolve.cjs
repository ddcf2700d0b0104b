// How the kit finds packages for the project in a folder: their installed versions, their files
// as a browser build's imports resolve, and webpack's own dependencies.
const fs = require('node:fs');
const path = require('node:path');

/** A package webpack depends on (not the kit), resolved through webpack's own folder. */
function requireFromWebpack(request) {
  return require(
    require.resolve(request, {
      paths: [path.dirname(require.resolve('webpack/package.json'))],
    }),
  );
}

/** The version of `dep` installed for the project in `dir`. */
function installedVersion(dep, dir) {
  const file = require.resolve(`${dep}/package.json`, { paths: [dir] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** A file resolver as a browser build's ES module imports resolve (`conditionNames` first). */
function resolverFor(conditionNames = []) {
  const enhancedResolve = requireFromWebpack('enhanced-resolve');
  return enhancedResolve.create.sync({
    conditionNames: [...conditionNames, 'import', 'module', 'browser', 'default'],
    // A package without `exports`: its browser ES module build, as webpack picks it for the web.
    mainFields: ['browser', 'module', 'main'],
    aliasFields: ['browser'],
    extensions: ['.tsx', '.ts', '.mjs', '.js'],
  });
}

module.exports = { requireFromWebpack, installedVersion, resolverFor };
