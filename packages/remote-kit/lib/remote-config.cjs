// The configuration of a remote built outside the platform's repository, from its package.json.
const fs = require('node:fs');
const path = require('node:path');
const { createLobbyConfig } = require('./lobby-config.cjs');

/**
 * The configuration of a remote built outside the platform's repository: reads `lobby` from the
 * project's package.json — `{ name, paths, nav?, devPort? }` — and its version.
 * @param {{ dir: string, apiUrl?: string }} opts
 */
function createRemoteConfig({ dir, apiUrl } = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const lobby = pkg.lobby ?? {};
  if (typeof lobby.name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(lobby.name))
    throw new Error(
      `${path.join(dir, 'package.json')}: "lobby.name" must be the remote's container name (letters, digits, _).`,
    );
  if (!Array.isArray(lobby.paths) || lobby.paths.length === 0)
    throw new Error(
      `${path.join(dir, 'package.json')}: "lobby.paths" must list the remote's paths.`,
    );
  const target = apiUrl ?? process.env.LOBBY_API_URL ?? 'http://127.0.0.1:8080';
  return createLobbyConfig({
    dir,
    kind: 'remote',
    name: lobby.name,
    version: pkg.version,
    paths: lobby.paths,
    nav: lobby.nav,
    admin: lobby.admin === true,
    // `"externalRuntime": false`: the build carries its own federation runtime (for a site whose
    // shell does not provide one); see "One federation runtime per page" in remotes/README.md.
    externalRuntime: lobby.externalRuntime !== false,
    data: lobby.data,
    port: lobby.devPort ?? 4110,
    devServer: {
      proxy: [{ context: ['/api', '/auth', '/logout', '/remotes.json', '/media'], target }],
    },
  });
}

module.exports = { createRemoteConfig };
