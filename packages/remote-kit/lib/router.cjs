// react-router as a page in a browser uses it: the modules the kit shares as react-router and
// react-router-dom, its browser API without what runs only on a server.
const fs = require('node:fs');
const path = require('node:path');
const { resolverFor } = require('./resolve.cjs');

/**
 * The exports of react-router a page in a browser has no use for: framework mode's document
 * components and route-module wrappers, server rendering, cookies and sessions, React Server
 * Components, the test stub. A shared module cannot be tree-shaken (the shell cannot know what
 * its remotes will use), so the platform's react-router is the rest, its browser API: ~22 KiB
 * brotli less on every page.
 */
const ROUTER_SERVER_ONLY = new Set([
  'Links',
  'Meta',
  'Scripts',
  'PrefetchPageLinks',
  'ServerRouter',
  'StaticRouter',
  'StaticRouterProvider',
  'createStaticHandler',
  'createStaticRouter',
  'createRequestHandler',
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createSession',
  'createSessionStorage',
  'isCookie',
  'isSession',
  'createRoutesStub',
  'unstable_RSCStaticRouter',
  'unstable_routeRSCServerRequest',
  'unstable_setDevServerHooks',
  'UNSAFE_FrameworkContext',
  'UNSAFE_RSCDefaultRootErrorBoundary',
  'UNSAFE_RemixErrorBoundary',
  'UNSAFE_ServerMode',
  'UNSAFE_SingleFetchRedirectSymbol',
  'UNSAFE_WithComponentProps',
  'UNSAFE_WithErrorBoundaryProps',
  'UNSAFE_WithHydrateFallbackProps',
  'UNSAFE_withComponentProps',
  'UNSAFE_withErrorBoundaryProps',
  'UNSAFE_withHydrateFallbackProps',
  'UNSAFE_createClientRoutes',
  'UNSAFE_createClientRoutesWithHMRRevalidationOptOut',
  'UNSAFE_decodeViaTurboStream',
  'UNSAFE_getHydrationData',
  'UNSAFE_getPatchRoutesOnNavigationFunction',
  'UNSAFE_getTurboStreamSingleFetchDataStrategy',
  'UNSAFE_hydrationRouteProperties',
  'UNSAFE_shouldHydrateRouteLoader',
  'UNSAFE_useFogOFWarDiscovery',
]);

/**
 * The modules shared as react-router and react-router-dom, written for the project in `dir`
 * (under its node_modules/.cache): the package's browser API (every export but
 * ROUTER_SERVER_ONLY) with the DOM RouterProvider, as react-router-dom exports it, re-exported
 * from the ES module files by absolute path (a request by package name would be consumed from the
 * share scope again); react-router-dom takes react-router's exports object (each share key needs a module
 * of its own). Returns their files by package, or null when the installed react-router is not
 * laid out as expected (one `export { … }` list at the end of its index): the packages are then
 * shared as they are.
 */
function routerFacades(dir) {
  const resolveEsm = resolverFor();
  let index;
  let dom;
  try {
    index = resolveEsm(dir, 'react-router');
    dom = resolveEsm(dir, 'react-router/dom');
  } catch {
    return null;
  }
  const list = fs.readFileSync(index, 'utf8').match(/export\s*\{([^}]*)\}\s*;?\s*$/);
  if (!list) return null;
  const names = list[1]
    .split(',')
    .map((s) =>
      s
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter((n) => n && n !== 'RouterProvider' && !ROUTER_SERVER_ONLY.has(n));
  const folder = path.join(dir, 'node_modules/.cache/lobby-remote-kit');
  const files = {
    'react-router': path.join(folder, 'react-router.mjs'),
    'react-router-dom': path.join(folder, 'react-router-dom.cjs'),
  };
  const sources = {
    'react-router':
      `export { ${names.join(', ')} } from ${JSON.stringify(index)};\n` +
      `export { RouterProvider } from ${JSON.stringify(dom)};\n`,
    'react-router-dom': `module.exports = require(${JSON.stringify(files['react-router'])});\n`,
  };
  fs.mkdirSync(folder, { recursive: true });
  for (const [key, file] of Object.entries(files))
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== sources[key])
      fs.writeFileSync(file, sources[key]);
  return files;
}

module.exports = { ROUTER_SERVER_ONLY, routerFacades };
