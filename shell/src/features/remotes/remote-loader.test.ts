import type { RemoteRoutesModule } from '@lobby/shared-api';
import { fakeRuntime } from '../../test/render-shell';
import {
  consumePreloads,
  createRemoteLoader,
  remoteEntryUrl,
  resolveManifestUrl,
} from './remote-loader';

const entry = (name: string, manifest = `/remotes/${name}/mf-manifest.json`) => ({
  name,
  manifest,
  version: '1.0.0',
  paths: ['/x'],
});
const mod = (): RemoteRoutesModule => ({
  routes: [{ path: '/x', title: 'X', Component: () => null }],
});

describe('resolveManifestUrl', () => {
  it('keeps absolute URLs', () => {
    expect(
      resolveManifestUrl(
        'https://cdn.example.com/support/2.0.0/mf-manifest.json',
        '/lobby',
        'http://site',
      ),
    ).toBe('https://cdn.example.com/support/2.0.0/mf-manifest.json');
  });

  it('resolves relative URLs against origin and base path', () => {
    expect(resolveManifestUrl('/remotes/community/mf-manifest.json', '', 'http://site')).toBe(
      'http://site/remotes/community/mf-manifest.json',
    );
    expect(resolveManifestUrl('remotes/community/mf-manifest.json', '/lobby', 'http://site')).toBe(
      'http://site/lobby/remotes/community/mf-manifest.json',
    );
    expect(resolveManifestUrl('/remotes/community/mf-manifest.json', '/lobby', 'http://site')).toBe(
      'http://site/lobby/remotes/community/mf-manifest.json',
    );
    expect(
      resolveManifestUrl('./remotes/community/mf-manifest.json', '/lobby/', 'http://site'),
    ).toBe('http://site/lobby/remotes/community/mf-manifest.json');
  });

  it('does not add the base path twice', () => {
    expect(
      resolveManifestUrl('/lobby/remotes/community/mf-manifest.json', '/lobby', 'http://site'),
    ).toBe('http://site/lobby/remotes/community/mf-manifest.json');
  });
});

describe('remoteEntryUrl', () => {
  const manifest = (remoteEntry: unknown, publicPath: unknown = 'auto') => ({
    metaData: { remoteEntry, publicPath },
  });
  const url = 'http://site/lobby/remotes/community/mf-manifest.json';

  it('finds the entry next to the manifest (publicPath auto)', () => {
    expect(remoteEntryUrl(url, manifest({ name: 'remoteEntry.js', path: '' }))).toBe(
      'http://site/lobby/remotes/community/remoteEntry.js',
    );
    expect(remoteEntryUrl(url, manifest({ name: 'remoteEntry.js', path: '/js/' }))).toBe(
      'http://site/lobby/remotes/community/js/remoteEntry.js',
    );
  });

  it('finds it under an absolute publicPath', () => {
    expect(
      remoteEntryUrl(url, manifest({ name: 'remoteEntry.js' }, 'https://cdn.example.com/c/2.0.0')),
    ).toBe('https://cdn.example.com/c/2.0.0/remoteEntry.js');
  });

  it('refuses a manifest that names no entry', () => {
    expect(() => remoteEntryUrl(url, { metaData: {} })).toThrow(/names no remote entry/);
    expect(() => remoteEntryUrl(url, null)).toThrow(/names no remote entry/);
  });
});

describe('createRemoteLoader', () => {
  it('registers every remote with an absolute manifest URL', () => {
    const runtime = fakeRuntime();
    createRemoteLoader(runtime, () => '/lobby').register([
      entry('community'),
      entry('support', 'https://cdn.example.com/s/mf-manifest.json'),
    ]);
    expect(runtime.register).toHaveBeenCalledWith(
      [
        { name: 'community', entry: 'http://localhost/lobby/remotes/community/mf-manifest.json' },
        { name: 'support', entry: 'https://cdn.example.com/s/mf-manifest.json' },
      ],
      { force: true },
    );
  });

  it('loads a remote once and caches the promise', async () => {
    const runtime = fakeRuntime({ community: async () => mod() });
    const loader = createRemoteLoader(runtime);
    loader.register([entry('community')]);
    const a = loader.load('community');
    expect(loader.load('community')).toBe(a);
    expect((await a).routes[0]!.title).toBe('X');
    expect(runtime.loadRoutes).toHaveBeenCalledTimes(1);
    expect(runtime.loadRoutes).toHaveBeenCalledWith('community');
  });

  it('accepts a module that only has a default export of routes', async () => {
    const runtime = fakeRuntime({
      community: async () => ({ default: mod().routes }) as unknown as RemoteRoutesModule,
    });
    const loader = createRemoteLoader(runtime);
    expect((await loader.load('community')).routes).toHaveLength(1);
  });

  it('rejects when the remote exposes no routes', async () => {
    const runtime = fakeRuntime({ community: async () => null });
    await expect(createRemoteLoader(runtime).load('community')).rejects.toThrow(
      /did not expose its routes/,
    );
  });

  it('retry drops the cached failure and re-registers the remote with force', async () => {
    let fail = true;
    const runtime = fakeRuntime({
      support: async () => (fail ? Promise.reject(new Error('blocked')) : mod()),
    });
    const loader = createRemoteLoader(runtime);
    loader.register([entry('support')]);
    runtime.register.mockClear();

    await expect(loader.load('support')).rejects.toThrow('blocked');
    await expect(loader.load('support')).rejects.toThrow('blocked');
    expect(runtime.loadRoutes).toHaveBeenCalledTimes(1); // the failure is cached until Retry

    fail = false;
    loader.retry('support');
    expect(runtime.register).toHaveBeenCalledWith(
      [{ name: 'support', entry: 'http://localhost/remotes/support/mf-manifest.json' }],
      { force: true },
    );
    expect((await loader.load('support')).routes).toHaveLength(1);
    expect(runtime.loadRoutes).toHaveBeenCalledTimes(2);
  });

  it("after a failed load, uses up the remote's page preloads before trying again", async () => {
    // The server's preloads for the page: the failed remote's files and another remote's.
    for (const href of [
      '/remotes/support/remoteEntry.js',
      '/remotes/support/1.abc.js',
      '/remotes/commerce/remoteEntry.js',
    ]) {
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', href);
      document.head.appendChild(link);
    }
    // jsdom fetches no script: each one inserted "fails" at once, as the preload did.
    const inserted: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records)
        r.addedNodes.forEach((n) => {
          if (n instanceof HTMLScriptElement) {
            inserted.push(new URL(n.src).pathname);
            n.dispatchEvent(new Event('error'));
          }
        });
    });
    observer.observe(document.head, { childList: true });
    let fail = true;
    const runtime = fakeRuntime({
      support: async () => (fail ? Promise.reject(new Error('blocked')) : mod()),
    });
    const loader = createRemoteLoader(runtime);
    loader.register([entry('support'), entry('commerce')]);
    await expect(loader.load('support')).rejects.toThrow('blocked');
    expect(inserted).toEqual([]);

    fail = false;
    loader.retry('support');
    expect((await loader.load('support')).routes).toHaveLength(1);
    observer.disconnect();
    expect(inserted).toEqual(['/remotes/support/remoteEntry.js', '/remotes/support/1.abc.js']);
    const left = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(left.map((l) => new URL(l.href).pathname)).toEqual(['/remotes/commerce/remoteEntry.js']);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    left.forEach((l) => l.remove());
  });

  it('consumePreloads resolves at once without preloads', async () => {
    await expect(consumePreloads('http://localhost/remotes/x/')).resolves.toBeUndefined();
  });
});
