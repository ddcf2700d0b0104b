import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';

/** Each route's hooks by lifecycle stage, read from Fastify's route tree (function names). */
function hooksByRoute(app: FastifyInstance): Map<string, Record<string, string[]>> {
  const routes = new Map<string, Record<string, string[]>>();
  const paths: string[] = [];
  let current: Record<string, string[]> = {};
  for (const line of app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')) {
    const column = line.search(/[^\s│├└─]/);
    if (column < 0) continue;
    const text = line.slice(column).trim();
    const hooks = /^• \((\w+)\) (\[.*\])$/.exec(text);
    if (hooks) {
      current[hooks[1]!] = (JSON.parse(hooks[2]!) as string[]).map((h) => h.replace(/\(\)$/, ''));
      continue;
    }
    // A node of the tree: its path segment (children are indented 4 more), with the methods of the
    // routes that end there.
    const depth = column / 4 - 1;
    const node = /^(\S+)(?: \(([A-Z, ]+)\))?$/.exec(text);
    if (!node) throw new Error(`unexpected line: ${line}`);
    paths[depth] = (depth ? paths[depth - 1]! : '') + node[1]!;
    current = {};
    for (const method of node[2]?.split(', ') ?? [])
      routes.set(`${method} ${paths[depth]}`, current);
  }
  return routes;
}

// What every request runs, whatever its route: cookies, the security headers, the multipart
// refusal and the session.
const APP_WIDE_ON_REQUEST = [
  'fastifyCookieHandler',
  'securityHeaders',
  'multipartGuard',
  'sessionCookie',
];

describe.each(testDialects())('hooks each route runs (%s)', (dialect) => {
  let t: TestApp;
  let routes: Map<string, Record<string, string[]>>;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    routes = hooksByRoute(t.app);
  });
  afterAll(() => t.close());

  const hooksOf = (key: string) => {
    const hooks = routes.get(key);
    if (!hooks) throw new Error(`no route ${key}`);
    return hooks;
  };

  it('a public read runs only the hooks every request needs', () => {
    for (const key of [
      'GET /api/r/settings',
      'GET /api/r/leaderboard/:slug',
      'GET /api/r/bonus-hunts',
      'GET /api/r/store',
    ])
      expect({ key, hooks: hooksOf(key) }).toEqual({
        key,
        hooks: {
          onRequest: APP_WIDE_ON_REQUEST,
          preValidation: ['inputGuard'],
          preHandler: ['csrfFormCheck'],
          onSend: ['fastifyCookieOnSendHandler'],
          onResponse: ['observeUnmatched', 'observe'],
        },
      });
  });

  it('an admin route checks the role, then (a write) the CSRF header, before its own hooks', () => {
    const read = hooksOf('GET /api/admin/overview').onRequest!;
    expect(read.slice(0, APP_WIDE_ON_REQUEST.length + 1)).toEqual([
      ...APP_WIDE_ON_REQUEST,
      'adminGuard',
    ]);
    expect(read).not.toContain('csrfHeaderCheck');
    // The admin API's wildcard "not found" is left out of Fastify's printed tree; what it checks
    // is tested by its answers (core/admin/roles.test.ts).
    const writes = t.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/admin/') &&
        !r.url.endsWith('*') &&
        r.method !== 'GET' &&
        r.method !== 'HEAD',
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const r of writes)
      expect({
        route: `${r.method} ${r.url}`,
        first: hooksOf(`${r.method} ${r.url}`).onRequest!.slice(0, APP_WIDE_ON_REQUEST.length + 2),
      }).toEqual({
        route: `${r.method} ${r.url}`,
        first: [...APP_WIDE_ON_REQUEST, 'adminGuard', 'csrfHeaderCheck'],
      });
  });

  it('every other write checks the CSRF header first, unless it is exempt', () => {
    const writes = t.app.routeTable.filter(
      (r) =>
        !r.url.startsWith('/api/admin/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    );
    for (const r of writes) {
      const hooks = hooksOf(`${r.method} ${r.url}`).onRequest!;
      expect({ route: `${r.method} ${r.url}`, csrf: hooks[APP_WIDE_ON_REQUEST.length] }).toEqual({
        route: `${r.method} ${r.url}`,
        csrf: r.csrf ? 'csrfHeaderCheck' : hooks[APP_WIDE_ON_REQUEST.length],
      });
      if (!r.csrf) expect(hooks).not.toContain('csrfHeaderCheck');
    }
  });

  it("only upload routes carry @fastify/multipart's own request hooks", () => {
    const uploads = t.app.routeTable.filter((r) => r.upload);
    expect(uploads.length).toBeGreaterThan(3);
    for (const r of uploads) {
      const hooks = hooksOf(`${r.method} ${r.url}`);
      // Its temporary-file clean-up: when the answer ends, and when the client goes away.
      expect({ route: `${r.method} ${r.url}`, onResponse: hooks.onResponse!.sort() }).toEqual({
        route: `${r.method} ${r.url}`,
        onResponse: ['anonymous', 'observe', 'observeUnmatched'],
      });
      expect(hooks.onRequest!.at(-1)).toBe('anonymous');
    }
    expect(hooksOf('POST /api/r/contact').onResponse).toEqual(['observeUnmatched', 'observe']);
  });
});
