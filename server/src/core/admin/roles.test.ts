import type { InjectOptions } from 'fastify';
import type { SessionHeaders, TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { RouteEntry } from '../http/route-table';
import { createMember } from '../users/factories';

/** The JSON body, or null (a HEAD answer has none). */
const bodyOf = (res: { body: string; json: () => unknown }) => {
  try {
    return res.body ? res.json() : null;
  } catch {
    return null;
  }
};

const GUARD_MESSAGE = 'You do not have permission to do this';

/** '/api/admin/x/:id/*' → '/api/admin/x/1/x': a URL the route matches. */
const concrete = (url: string) => url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '1').replace(/\*/g, 'x');

describe.each(testDialects())('every /api/admin/** route is guarded by role (%s)', (dialect) => {
  let t: TestApp;
  let visitor: SessionHeaders;
  let member: SessionHeaders;
  let vip: SessionHeaders;
  let moderator: SessionHeaders;
  let admin: SessionHeaders;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.anonymous();
    member = await t.login(await createMember(t.db));
    vip = await t.login(await createMember(t.db, { role: 'vip' }));
    moderator = await t.login(await createMember(t.db, { role: 'moderator' }));
    admin = await t.login(await createMember(t.db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  /** Every admin route of every area, as registered (so routes added later are covered too). */
  const adminRoutes = (): RouteEntry[] => {
    const seen = new Set<string>();
    return t.app.routeTable.filter((r) => {
      const key = `${r.method} ${r.url}`;
      if (!r.url.startsWith('/api/admin/') || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };

  const call = (route: RouteEntry, session: SessionHeaders) => {
    const opts: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url: concrete(route.url),
      headers: headersOf(session),
    };
    if (!['GET', 'HEAD', 'OPTIONS'].includes(route.method)) opts.payload = {};
    return t.app.inject(opts);
  };

  it('finds the admin routes in the route table', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/admin/overview']));
  });

  it('a visitor gets 401 on each', async () => {
    for (const route of adminRoutes()) {
      const res = await call(route, visitor);
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it('a visitor with no session at all (no cookie, no CSRF token) gets 401 on each, writes included', async () => {
    const routes = adminRoutes();
    const methods = new Set(routes.map((r) => r.method));
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(methods).toContain(m);
    for (const route of routes) {
      const opts: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url: concrete(route.url),
      };
      if (!['GET', 'HEAD', 'OPTIONS'].includes(route.method)) opts.payload = {};
      const res = await t.app.inject(opts);
      const label = `${route.method} ${route.url}`;
      expect({ label, status: res.statusCode }).toEqual({ label, status: 401 });
    }
  });

  it('a member (and a VIP) gets 403 on each', async () => {
    for (const session of [member, vip]) {
      for (const route of adminRoutes()) {
        const res = await call(route, session);
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 403,
        });
      }
    }
  });

  it('a moderator gets 403 on each admin-only route, and passes the guard on the others', async () => {
    for (const route of adminRoutes()) {
      const res = await call(route, moderator);
      const label = `${route.method} ${route.url}`;
      if (route.minRole === 'admin') {
        expect({ label, status: res.statusCode }).toEqual({ label, status: 403 });
        if (route.method !== 'HEAD')
          expect({ label, body: bodyOf(res) }).toEqual({
            label,
            body: expect.objectContaining({ message: GUARD_MESSAGE }),
          });
      } else if (res.statusCode === 403) {
        // a route may refuse for its own reasons, but never with the guard's answer
        expect({ label, body: bodyOf(res) }).not.toEqual({
          label,
          body: expect.objectContaining({ message: GUARD_MESSAGE }),
        });
      } else {
        expect({ label, status: res.statusCode }).not.toEqual({ label, status: 401 });
      }
    }
  });

  it('an admin passes the guard on every route', async () => {
    for (const route of adminRoutes()) {
      const res = await call(route, admin);
      const label = `${route.method} ${route.url}`;
      expect({ label, status: res.statusCode }).not.toEqual({ label, status: 401 });
      if (res.statusCode === 403 && route.method !== 'HEAD')
        expect({ label, body: bodyOf(res) }).not.toEqual({
          label,
          body: expect.objectContaining({ message: GUARD_MESSAGE }),
        });
    }
  });

  it('a path under /api/admin that no route has answers as the real ones do: 401, 403, staff 404', async () => {
    const made = (method: InjectOptions['method'], session?: SessionHeaders) =>
      t.app.inject({
        method,
        url: '/api/admin/no-such-area/no-such-feature?x=1',
        ...(session ? { headers: headersOf(session) } : {}),
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
      });
    for (const method of ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'] as const) {
      const seen = {
        none: (await made(method)).statusCode,
        visitor: (await made(method, visitor)).statusCode,
        member: (await made(method, member)).statusCode,
        moderator: (await made(method, moderator)).statusCode,
        admin: (await made(method, admin)).statusCode,
      };
      expect({ method, seen }).toEqual({
        method,
        seen: { none: 401, visitor: 401, member: 403, moderator: 404, admin: 404 },
      });
    }
    const staff = await made('GET', admin);
    expect(staff.json()).toEqual({ success: false, message: 'API route not found' });
    // A real route with a method it does not have answers the same.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/overview' })).statusCode).toBe(
      401,
    );
  });
});
