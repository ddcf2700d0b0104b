import {
  dataOf,
  dataPreloads,
  matchRank,
  pagesOf,
  preloadTags,
  remoteForPath,
  remotePreloads,
  routeForPath,
} from './page-assets';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['__federation_expose_routes.f7a87da3.js'], async: ['323.a.js'] } },
    },
    { path: './admin', assets: { js: { sync: ['__federation_expose_admin.1.js'], async: [] } } },
  ],
};

describe('matchRank', () => {
  it('matches React Router patterns: static, parameters, optional and splat segments', () => {
    expect(matchRank('/', '/')).not.toBeNull();
    expect(matchRank('/', '/store')).toBeNull();
    expect(matchRank('/store', '/store/')).not.toBeNull();
    expect(matchRank('/store', '/Store')).not.toBeNull();
    expect(matchRank('/store', '/store/3')).toBeNull();
    expect(matchRank('/profile/:username', '/profile/ana')).not.toBeNull();
    expect(matchRank('/profile/:username', '/profile')).toBeNull();
    expect(matchRank('/tickets/:id?', '/tickets')).not.toBeNull();
    expect(matchRank('/docs/*', '/docs/a/b')).not.toBeNull();
  });

  it('ranks a static segment above a parameter', () => {
    expect(matchRank('/profile/settings', '/profile/settings')!).toBeGreaterThan(
      matchRank('/profile/:username', '/profile/settings')!,
    );
  });
});

describe('remoteForPath', () => {
  const remotes = [
    { name: 'community', manifest: '/remotes/community/mf-manifest.json', paths: ['/', '/p/:id'] },
    { name: 'support', manifest: '/remotes/support/mf-manifest.json', paths: ['/p/new'] },
    { name: 'broken', manifest: '/x.json', paths: ['/broken'], state: 'error' as const },
  ];

  it('picks the remote owning the path, the most specific pattern first', () => {
    expect(remoteForPath(remotes, '/')?.name).toBe('community');
    expect(remoteForPath(remotes, '/p/7')?.name).toBe('community');
    expect(remoteForPath(remotes, '/p/new')?.name).toBe('support');
  });

  it('says which pattern matched', () => {
    expect(routeForPath(remotes, '/p/7')?.pattern).toBe('/p/:id');
  });

  it('skips remotes in error and paths nobody owns', () => {
    expect(remoteForPath(remotes, '/broken')).toBeNull();
    expect(remoteForPath(remotes, '/nowhere')).toBeNull();
  });
});

describe('remotePreloads', () => {
  it("lists the manifest, the remote entry and the ./routes module's synchronous chunks", () => {
    expect(remotePreloads('/lobby/remotes/community/mf-manifest.json', manifest)).toEqual([
      { href: '/lobby/remotes/community/mf-manifest.json', as: 'fetch' },
      { href: '/lobby/remotes/community/remoteEntry.js', as: 'script' },
      { href: '/lobby/remotes/community/__federation_expose_routes.f7a87da3.js', as: 'script' },
    ]);
  });

  it("adds the page's own chunks (from the descriptor) after the routes chunk, once each", () => {
    const links = remotePreloads('/remotes/community/mf-manifest.json', manifest, [
      '323.a.js',
      '__federation_expose_routes.f7a87da3.js',
    ]);
    expect(links.map((l) => l.href)).toEqual([
      '/remotes/community/mf-manifest.json',
      '/remotes/community/remoteEntry.js',
      '/remotes/community/__federation_expose_routes.f7a87da3.js',
      '/remotes/community/323.a.js',
    ]);
  });

  it('resolves against an explicit public path (a CDN)', () => {
    const cdn = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/support' },
    };
    expect(remotePreloads('https://cdn.example/support/mf-manifest.json', cdn)[1]).toEqual({
      href: 'https://cdn.example/support/remoteEntry.js',
      as: 'script',
    });
  });

  it('preloads only the manifest when it is unknown or its file names are not plain', () => {
    expect(remotePreloads('/m.json', undefined)).toEqual([{ href: '/m.json', as: 'fetch' }]);
    const odd = {
      metaData: { publicPath: 'auto', remoteEntry: { name: '../../etc/x.js', path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['"><script>.js'] } } }],
    };
    expect(remotePreloads('/r/m.json', odd)).toEqual([{ href: '/r/m.json', as: 'fetch' }]);
  });
});

describe('pagesOf', () => {
  it("keeps a descriptor's plain chunk names per pattern and drops anything else", () => {
    expect(
      pagesOf({ '/': ['1.a.js', '../x.js', 3], '/b': 'x.js', '/c': [], '/d': ['d/2.b.js'] }),
    ).toEqual({ '/': ['1.a.js'], '/d': ['d/2.b.js'] });
    expect(pagesOf(null)).toEqual({});
    expect(pagesOf(['1.js'])).toEqual({});
  });
});

describe('dataOf and dataPreloads', () => {
  it("keeps a descriptor's plain API reads and drops anything else", () => {
    expect(
      dataOf({
        '/': [
          'api/r/leaderboard',
          'api/r/x?platform=a&period=current',
          '/api/abs',
          'http://e.x/api',
        ],
        '/b': ['api/../admin', 'api/r/"x'],
      }),
    ).toEqual({ '/': ['api/r/leaderboard', 'api/r/x?platform=a&period=current'] });
    expect(dataOf('api/r/x')).toEqual({});
  });

  it('preloads them under the base path, with the cookies', () => {
    expect(dataPreloads('/lobby', ['api/r/stream'])).toEqual([
      { href: '/lobby/api/r/stream', as: 'fetch', credentials: true },
    ]);
    expect(dataPreloads('', undefined)).toEqual([]);
  });
});

describe('preloadTags', () => {
  it('writes scripts without crossorigin (as the runtime loads them), the manifest and API reads as the shell fetches them', () => {
    expect(
      preloadTags([
        { href: '/m.json', as: 'fetch' },
        { href: '/e.js?a&b', as: 'script' },
        { href: '/api/r/x', as: 'fetch', credentials: true },
      ]),
    ).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/m.json">' +
        '<link rel="preload" as="script" href="/e.js?a&amp;b">' +
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/r/x">',
    );
  });
});
