// @lobby/remote-kit: the webpack + Module Federation configuration of a Lobby remote, the same one
// the platform's own shell and remotes are built with, usable from any folder (see README.md and
// the remote contract in remotes/README.md of the platform). Each concern is a module of lib/: the
// shared singletons (shared.cjs), the platform's API of react-router, react-query and
// styled-components (platform-api.cjs), Module Federation (federation.cjs) and the runtime code
// its plugin leaves in a build that never runs (runtime-trim.cjs), the remote's descriptor
// (descriptor.cjs), the version checks (versions.cjs), the precompressed files (precompress.cjs),
// the configuration itself (lobby-config.cjs) and a remote's from its package.json
// (remote-config.cjs).
const { RemoteDescriptorPlugin, routeImports } = require('./lib/descriptor.cjs');
const { REMOTE_HTML, createLobbyConfig } = require('./lib/lobby-config.cjs');
const { PrecompressPlugin } = require('./lib/precompress.cjs');
const { createRemoteConfig } = require('./lib/remote-config.cjs');
const { SINGLETONS, WITH_SUBPATHS, PLATFORM_RANGES, sharedConfig } = require('./lib/shared.cjs');
const { platformMismatches } = require('./lib/versions.cjs');

module.exports = {
  SINGLETONS,
  WITH_SUBPATHS,
  PLATFORM_RANGES,
  REMOTE_HTML,
  sharedConfig,
  platformMismatches,
  RemoteDescriptorPlugin,
  routeImports,
  PrecompressPlugin,
  createLobbyConfig,
  createRemoteConfig,
};
