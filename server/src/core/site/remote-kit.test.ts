import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';

// @lobby/remote-kit is the one webpack/Module Federation configuration of the shell, the
// platform's remotes and outside remotes: its platform ranges must be what the platform ships.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const kit = require(path.join(REPO_ROOT, 'packages/remote-kit/index.cjs'));

const versionOf = (dep: string) =>
  JSON.parse(
    fs.readFileSync(require.resolve(`${dep}/package.json`, { paths: [REPO_ROOT] }), 'utf8'),
  ).version as string;

describe('@lobby/remote-kit', () => {
  it("peers on every singleton in the major the platform's shell is built with", () => {
    for (const dep of kit.SINGLETONS as string[]) {
      expect([dep, kit.PLATFORM_RANGES[dep]]).toEqual([
        dep,
        `^${versionOf(dep).split('.')[0]}.0.0`,
      ]);
    }
    expect(versionOf('@lobby/shared-api')).toMatch(/^1\.\d+\.\d+$/);
    expect(versionOf('@lobby/shared-ui')).toMatch(/^1\.\d+\.\d+$/);
  });

  it('shares every singleton strictly, in the major it was built with', () => {
    const shared = kit.sharedConfig(path.join(REPO_ROOT, 'shell'));
    expect(shared['@lobby/shared-api']).toEqual({
      singleton: true,
      strictVersion: true,
      requiredVersion: '^1.0.0',
    });
    expect(shared['react/']).toEqual(shared.react);
    expect(Object.keys(shared).filter((k) => !k.endsWith('/'))).toEqual(kit.SINGLETONS);
  });

  it("builds a remote with the contract's settings and its descriptor", () => {
    const dir = path.join(REPO_ROOT, 'remotes/support');
    const config = kit.createLobbyConfig({
      dir,
      kind: 'remote',
      name: 'support',
      version: '1.2.3',
      paths: ['/contact'],
      nav: [{ label: 'Contact', path: '/contact' }],
    })({}, { mode: 'production' });
    expect(config.output.publicPath).toBe('auto');
    expect(config.optimization.runtimeChunk).toBe(false);
    const names = config.plugins.map((p: object) => p.constructor.name);
    const mf = config.plugins[names.indexOf('ModuleFederationPlugin')];
    expect(mf._options).toMatchObject({
      name: 'support',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.tsx' },
      shareStrategy: 'loaded-first',
      manifest: true,
    });
    expect(config.plugins[names.indexOf('RemoteDescriptorPlugin')].descriptor).toEqual({
      name: 'support',
      version: '1.2.3',
      paths: ['/contact'],
      expose: './routes',
      nav: [{ label: 'Contact', path: '/contact' }],
      shared: expect.objectContaining({ '@lobby/shared-api': '^1.0.0', react: '^19.0.0' }),
      runtime: { external: true, federation: '2.9.2', platform: 2 },
    });
  });

  it("has one federation runtime per page: the shell provides it, a remote's production build takes it", () => {
    const mfOf = (config: { plugins: object[] }) =>
      config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin') as {
        _options: { experiments?: Record<string, boolean>; runtimePlugins?: string[] };
      };
    const pluginNames = (config: { plugins: object[] }) =>
      config.plugins.map((p: object) => p.constructor.name);
    const build = (opts: object, mode: string) =>
      kit.createLobbyConfig({
        dir: path.join(REPO_ROOT, 'remotes/support'),
        kind: 'remote',
        name: 'support',
        ...opts,
      })({}, { mode });
    const host = kit.createLobbyConfig({
      dir: path.join(REPO_ROOT, 'shell'),
      kind: 'host',
      name: 'shell',
    })({}, { mode: 'production' });
    const web = { optimization: { target: 'web' } };
    // The shell registers remotes by their entry file (no manifest snapshots); a remote's own
    // bundler runtime configures no remote.
    expect(mfOf(host)._options.experiments).toEqual({
      provideExternalRuntime: true,
      optimization: { target: 'web', disableSnapshot: true },
    });
    // …and puts its bundler runtime on the page, which a remote's production build takes.
    const [provide] = mfOf(host)._options.runtimePlugins!;
    expect(fs.readFileSync(provide!, 'utf8')).toMatch(
      /globalThis\.__LOBBY_FEDERATION_BUNDLER_RUNTIME__ = \{ bundlerRuntime: \{ \.\.\.bundlerRuntime, initContainerEntry \}/,
    );

    const remote = build({}, 'production');
    expect(mfOf(remote)._options.experiments).toEqual({
      externalRuntime: true,
      optimization: { target: 'web', disableRemote: true },
    });
    // No standalone page in a production build: without a shell it has no runtime to run on.
    expect(remote.entry).toEqual({});
    expect(pluginNames(remote)).not.toContain('HtmlWebpackPlugin');
    expect(pluginNames(remote)).toContain('TakeBundlerRuntimePlugin');
    // What it takes, its descriptor says; a shell built with the same kit states it provides it
    // (lobby-shell.json), and the site refuses a remote that needs more than its shell states.
    const statedOf = (config: { plugins: object[] }) =>
      (
        config.plugins.find((p) => p.constructor.name === 'ProvidedVersionsPlugin') as {
          runtime: unknown;
        }
      ).runtime;
    const descriptorOf = (config: { plugins: object[] }) =>
      (
        config.plugins.find((p) => p.constructor.name === 'RemoteDescriptorPlugin') as {
          descriptor: { runtime: unknown };
        }
      ).descriptor;
    expect(statedOf(host)).toEqual({ federation: '2.9.2', platform: 2 });
    expect(descriptorOf(remote).runtime).toEqual({
      external: true,
      federation: '2.9.2',
      platform: 2,
    });

    // The dev server's build runs alone: it carries its runtime, and its standalone page.
    const dev = build({}, 'development');
    expect(mfOf(dev)._options.experiments).toEqual(web);
    expect(dev.entry).toEqual({ main: './src/main.ts' });
    expect(pluginNames(dev)).not.toContain('TakeBundlerRuntimePlugin');

    // A release for a site whose shell does not provide the runtime.
    const own = build({ externalRuntime: false }, 'production');
    expect(mfOf(own)._options.experiments).toEqual(web);
    expect(own.entry).toEqual({ main: './src/main.ts' });
    const names = pluginNames(own);
    expect(names).not.toContain('TakeBundlerRuntimePlugin');

    // A build that runs only on the shell's page offers no copy of a singleton (the shell
    // provides each); one that can run alone keeps its copies, and sub-paths keep theirs.
    const sharedOf = (config: { plugins: object[] }) =>
      (mfOf(config) as unknown as { _options: { shared: Record<string, { import?: unknown }> } })
        ._options.shared;
    for (const dep of kit.SINGLETONS) {
      expect(sharedOf(remote)[dep]!.import).toBe(false);
      expect(sharedOf(dev)[dep]!.import).not.toBe(false);
      expect(sharedOf(own)[dep]!.import).not.toBe(false);
    }
    expect(sharedOf(remote)['react/']!.import).not.toBe(false);
    expect(own.plugins[names.indexOf('RemoteDescriptorPlugin')].descriptor.runtime).toEqual({
      external: false,
      federation: '2.9.2',
    });
  });

  it("maps each route of a ./routes module to the module it loads lazily (the page's chunks)", () => {
    const source = `
      export const routes = [
        { path: '/', title: 'Home', Component: lazy(() => import('./pages/home-page')) },
        { path: "/tickets/:id", Component: lazy(() => import("./pages/ticket")) },
        { path: '/plain', Component: Plain },
        { path: '/after', Component: lazy(() => import(\`./pages/after\`)) },
      ];`;
    expect(kit.routeImports(source)).toEqual([
      ['/', './pages/home-page'],
      ['/tickets/:id', './pages/ticket'],
      ['/after', './pages/after'],
    ]);
  });
  it("puts the shell's shared libraries in its first bundle (eager), not a remote's, and precompresses", () => {
    const mfOf = (config: { plugins: object[] }) =>
      config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin') as {
        _options: { shared: Record<string, { eager?: boolean }> };
      };
    const host = kit.createLobbyConfig({
      dir: path.join(REPO_ROOT, 'shell'),
      kind: 'host',
      name: 'shell',
    })({}, { mode: 'production' });
    const remote = kit.createLobbyConfig({
      dir: path.join(REPO_ROOT, 'remotes/support'),
      kind: 'remote',
      name: 'support',
    })({}, { mode: 'production' });
    for (const dep of kit.SINGLETONS) {
      expect(mfOf(host)._options.shared[dep]!.eager).toBe(true);
      expect(mfOf(remote)._options.shared[dep]!.eager).toBeUndefined();
    }
    for (const config of [host, remote])
      expect(config.plugins.map((p: object) => p.constructor.name)).toContain('PrecompressPlugin');
    const dev = kit.createLobbyConfig({
      dir: path.join(REPO_ROOT, 'remotes/support'),
      kind: 'remote',
      name: 'support',
    })({}, { mode: 'development' });
    expect(dev.plugins.map((p: object) => p.constructor.name)).not.toContain('PrecompressPlugin');
  });

  it("shares react-router and react-query as the platform's API of them and provides the shared contract from the shell", () => {
    const host = kit.createLobbyConfig({
      dir: path.join(REPO_ROOT, 'shell'),
      kind: 'host',
      name: 'shell',
      conditionNames: ['lobby-source'],
    })({}, { mode: 'production' });
    const shared = (
      host.plugins.find((p: object) => p.constructor.name === 'ModuleFederationPlugin') as {
        _options: { shared: Record<string, { import?: string; version?: string }> };
      }
    )._options.shared;
    const router = fs.readFileSync(shared['react-router']!.import!, 'utf8');
    expect(router).toMatch(/\buseNavigate\b/);
    expect(router).toMatch(/\bcreateBrowserRouter\b/);
    expect(router).toMatch(/export \{ RouterProvider \} from ".*dom-export\.mjs"/);
    for (const outside of ['createCookie', 'ServerRouter', 'Scripts', 'useFetcher', 'Form'])
      expect(router).not.toMatch(new RegExp(`\\b${outside}\\b`));
    const query = fs.readFileSync(shared['@tanstack/react-query']!.import!, 'utf8');
    expect(query).toMatch(/\buseQuery\b/);
    expect(query).not.toMatch(/\buseSuspenseQuery\b/);
    expect(shared['@tanstack/react-query']).toMatchObject({
      singleton: true,
      eager: true,
      version: versionOf('@tanstack/react-query'),
    });
    // react-router-dom takes react-router's exports object: no second export map of every name.
    expect(fs.readFileSync(shared['react-router-dom']!.import!, 'utf8')).toBe(
      `module.exports = require(${JSON.stringify(shared['react-router']!.import)});\n`,
    );
    expect(shared['react-router-dom']!.version).toBe(versionOf('react-router-dom'));
    // The contract sub-path is a module whose exports are the package index's (which re-exports
    // the contract), so the index does not list every contract name a second time.
    expect(shared['@lobby/shared-api/contract']).toMatchObject({
      shareKey: '@lobby/shared-api/contract',
      singleton: true,
      eager: true,
    });
    expect(fs.readFileSync(shared['@lobby/shared-api/contract']!.import!, 'utf8')).toBe(
      `module.exports = require(${JSON.stringify(path.join(REPO_ROOT, 'shared-api/src/index.ts'))});\n`,
    );
  });
});
