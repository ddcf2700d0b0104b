// The shared libraries' API as the platform supports it: the names of react-router,
// @tanstack/react-query and styled-components a Lobby page may import, the modules the kit shares them by, and the
// build check that holds every build to them.
const fs = require('node:fs');
const path = require('node:path');
const { resolverFor } = require('./resolve.cjs');

/**
 * The names a shell or remote may import from each library, declared once here. A shared module
 * cannot be tree-shaken (the shell cannot know what a remote built later will use), so the kit
 * shares each library as a module exporting these names only: what the platform's pages use and
 * the common names a remote team needs, not the library's whole surface (server rendering,
 * framework mode, the router's data loading and mutations as a page's data goes through
 * react-query, suspense and hydration helpers, server-side style sheets). A build that imports
 * another name fails (PlatformApiPlugin): on the page, the shell's copy would not have it.
 */
const PLATFORM_API = {
  'react-router': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'RouterProvider',
    'Routes',
    'ScrollRestoration',
    'UNSAFE_DataRouterContext',
    'createBrowserRouter',
    'createMemoryRouter',
    'createSearchParams',
    'generatePath',
    'isRouteErrorResponse',
    'matchPath',
    'useBlocker',
    'useHref',
    'useInRouterContext',
    'useLocation',
    'useMatch',
    'useNavigate',
    'useNavigationType',
    'useOutletContext',
    'useParams',
    'useResolvedPath',
    'useRouteError',
    'useRoutes',
    'useSearchParams',
  ],
  '@tanstack/react-query': [
    'MutationCache',
    'QueryCache',
    'QueryClient',
    'QueryClientProvider',
    'infiniteQueryOptions',
    'keepPreviousData',
    'mutationOptions',
    'queryOptions',
    'skipToken',
    'useInfiniteQuery',
    'useIsFetching',
    'useIsMutating',
    'useMutation',
    'useQuery',
    'useQueryClient',
  ],
  'styled-components': [
    'default',
    'styled',
    'css',
    'keyframes',
    'createGlobalStyle',
    'ThemeProvider',
    'ThemeContext',
    'useTheme',
    'isStyledComponent',
    'StyleSheetManager',
  ],
};

/** The import requests each list holds (react-router-dom is react-router's list too). */
const API_OF_REQUEST = {
  'react-router': 'react-router',
  'react-router-dom': 'react-router',
  '@tanstack/react-query': '@tanstack/react-query',
  'styled-components': 'styled-components',
};

/** `export { a, b } from "<file>";` */
const reexport = (names, file) => `export { ${names.join(', ')} } from ${JSON.stringify(file)};\n`;

/**
 * The modules shared as react-router, react-router-dom, @tanstack/react-query and
 * styled-components, written for the
 * project in `dir` (under its node_modules/.cache): each library's PLATFORM_API names, re-exported
 * from its ES module files by absolute path (a request by package name would be consumed from the
 * share scope again); RouterProvider is the DOM one, as react-router-dom exports it, and
 * react-router-dom takes react-router's exports object (each share key needs a module of its own).
 * Returns their files by package; a library not installed for the project is left out (shared as
 * it is).
 */
function platformApiModules(dir) {
  const resolveEsm = resolverFor();
  const folder = path.join(dir, 'node_modules/.cache/lobby-remote-kit');
  const sources = {};
  try {
    const index = resolveEsm(dir, 'react-router');
    const dom = resolveEsm(dir, 'react-router/dom');
    const names = PLATFORM_API['react-router'].filter((n) => n !== 'RouterProvider');
    sources['react-router'] = [
      'react-router.mjs',
      reexport(names, index) + reexport(['RouterProvider'], dom),
    ];
    sources['react-router-dom'] = [
      'react-router-dom.cjs',
      `module.exports = require(${JSON.stringify(path.join(folder, 'react-router.mjs'))});\n`,
    ];
  } catch {
    /* not installed for this project */
  }
  for (const [pkg, name] of [
    ['@tanstack/react-query', 'react-query.mjs'],
    ['styled-components', 'styled-components.mjs'],
  ])
    try {
      sources[pkg] = [name, reexport(PLATFORM_API[pkg], resolveEsm(dir, pkg))];
    } catch {
      /* not installed for this project */
    }
  fs.mkdirSync(folder, { recursive: true });
  const files = {};
  for (const [key, [name, source]] of Object.entries(sources)) {
    const file = path.join(folder, name);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source)
      fs.writeFileSync(file, source);
    files[key] = file;
  }
  return files;
}

/**
 * Fails the build at an import of a name outside PLATFORM_API from one of its libraries (named
 * imports and re-exports; a namespace import is not checked), naming the module and the name.
 */
class PlatformApiPlugin {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    const allowed = Object.fromEntries(
      Object.entries(API_OF_REQUEST).map(([request, api]) => [request, new Set(PLATFORM_API[api])]),
    );
    compiler.hooks.normalModuleFactory.tap('PlatformApiPlugin', (factory) => {
      const check = (parser, statement, source, name) => {
        if (name == null || !Object.hasOwn(allowed, source) || allowed[source].has(name)) return;
        const error = new WebpackError(
          `"${name}" is not part of the platform's ${source}: a Lobby page provides ${API_OF_REQUEST[source]}'s names listed in @lobby/remote-kit (PLATFORM_API in lib/platform-api.cjs) only`,
        );
        error.module = parser.state.module;
        error.loc = statement.loc;
        parser.state.compilation.errors.push(error);
      };
      for (const type of ['javascript/auto', 'javascript/esm'])
        factory.hooks.parser.for(type).tap('PlatformApiPlugin', (parser) => {
          parser.hooks.importSpecifier.tap('PlatformApiPlugin', (statement, source, name) => {
            check(parser, statement, source, name);
          });
          parser.hooks.exportImportSpecifier.tap('PlatformApiPlugin', (statement, source, name) => {
            check(parser, statement, source, name);
          });
        });
    });
  }
}

module.exports = { PLATFORM_API, platformApiModules, PlatformApiPlugin };
