// One webpack + Module Federation configuration for the shell and every remote of this
// repository, so the shared singletons are declared identically everywhere (see
// remotes/README.md). The configuration itself is this kit's (index.cjs): the kit an outside team
// builds its remote with is the one the platform's own remotes are built with. This file only adds
// what is particular to the platform's repository (its root package.json, the shared packages read
// from source, the dev-server proxy), so it is not among the package's published `files`.
const path = require('node:path');
const kit = require('./index.cjs');
const { swcRule } = require('./lib/lobby-config.cjs');

const root = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(root, 'package.json'));

/**
 * @param {{ dir: string, kind: 'host' | 'remote', port: number, exposes?: Record<string,string> }} opts
 */
function createConfig({ dir, kind, port, exposes }) {
  const pkg = require(path.join(dir, 'package.json'));
  const name = kind === 'host' ? 'shell' : pkg.lobby.name;
  const apiTarget = process.env.LOBBY_API_URL || 'http://127.0.0.1:8080';
  return kit.createLobbyConfig({
    dir,
    kind,
    name,
    version: pkg.version,
    paths: pkg.lobby?.paths,
    nav: pkg.lobby?.nav,
    admin: pkg.lobby?.admin === true,
    data: pkg.lobby?.data,
    port,
    exposes,
    // The shared packages are read from their TypeScript sources here, not from their dist/.
    conditionNames: ['lobby-source'],
    ...(kind === 'host' ? { html: path.join(dir, 'src/index.html'), title: 'Lobby' } : {}),
    devServer: {
      proxy: [
        {
          context: [
            '/api',
            '/auth',
            '/logout',
            '/notifications',
            '/uploads',
            '/media',
            '/remotes.json',
            '/__lobby',
          ],
          target: apiTarget,
          changeOrigin: false,
        },
      ],
    },
  });
}

module.exports = {
  createConfig,
  // The platform's other bundles (the shell's overlay page) compile their sources as it does.
  swcRule,
  sharedConfig: () => kit.sharedConfig(root),
  SINGLETONS: kit.SINGLETONS,
  rootVersion: rootPkg.version,
};
