import type { RouteOptions } from 'fastify';

type GuardName = 'onRequest' | 'preHandler';
type Hook = (...args: never[]) => unknown;

const guards = new WeakSet<Hook>();

/**
 * Gives one route a hook that used to be app-wide, in the place the app-wide hook ran: after the
 * guards added this way before it (plugins registered earlier), ahead of the route's own hooks and
 * of those @fastify/rate-limit adds after. Called from an `onRoute` hook, so only the routes that
 * need a check pay for it — a public read runs none of them. The plugin must be registered before
 * any route it guards (app.ts registers routes last).
 */
export function addRouteGuard(
  route: Pick<RouteOptions, GuardName>,
  name: GuardName,
  hook: Hook,
): void {
  const own = ([route[name] ?? []] as Hook[] | Hook[][]).flat() as Hook[];
  let at = 0;
  while (at < own.length && guards.has(own[at]!)) at++;
  guards.add(hook);
  // A new array: Fastify copies a GET route's options for its HEAD route, arrays included.
  (route as Record<GuardName, Hook[]>)[name] = [...own.slice(0, at), hook, ...own.slice(at)];
}
