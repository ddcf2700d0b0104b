// The shape every area keeps (issue 22), checked by dependency-cruiser on real module imports
// (scripts/check-deps.mjs, in `npm run lint`). Violations that existed when a rule came in are
// listed in .dependency-cruiser-known-violations.json: only those pass, so that list only shrinks.
// Type-only imports count: a cycle or a layering break through types is still one.

// Tests and test factories (as in scripts/eslint/area-boundaries.mjs).
const TEST_CODE = '(\\.test\\.tsx?|/factories\\.ts|/testing\\.ts)$';
// An area's test factories: what another area's or the core's tests may import of it.
const AREA_TESTING = '^server/src/areas/[^/]+/testing\\.ts$';
// What composes the areas into the platform: the core imports neither (rule core-not-to-areas).
const COMPOSITION = ['^server/src/database\\.ts$', '^server/src/platform\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module reaches itself again through its imports (type-only imports count).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-not-to-areas',
      severity: 'error',
      comment:
        "The server's core imports no area, nor what composes them (database.ts, platform.ts): areas plug into the core.",
      from: { path: '^server/src/core/', pathNot: TEST_CODE },
      to: { path: ['^server/src/areas/', ...COMPOSITION] },
    },
    {
      name: 'core-tests-not-to-areas',
      severity: 'error',
      comment:
        "The core's tests make an area's data only through that area's test factories (its testing.ts).",
      from: { path: '^server/src/core/.+' + TEST_CODE },
      to: { path: ['^server/src/areas/', ...COMPOSITION], pathNot: AREA_TESTING },
    },
    {
      name: 'area-not-to-area',
      severity: 'error',
      comment:
        'An area of the server imports no other area; what two areas share belongs in the core.',
      from: { path: '^server/src/areas/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^server/src/areas/([^/]+)/', pathNot: '^server/src/areas/$1/' },
    },
    {
      name: 'area-tests-not-to-area',
      severity: 'error',
      comment:
        "An area's tests reach another area only through its test factories (its testing.ts).",
      from: { path: '^server/src/areas/([^/]+)/.+' + TEST_CODE },
      to: { path: '^server/src/areas/([^/]+)/', pathNot: ['^server/src/areas/$1/', AREA_TESTING] },
    },
    {
      name: 'area-not-to-composition',
      severity: 'error',
      comment:
        'An area imports neither what composes the areas (database.ts, platform.ts) nor the app: what it needs of another area comes through a provider (core/providers.ts).',
      from: { path: '^server/src/areas/', pathNot: TEST_CODE },
      to: { path: [...COMPOSITION, '^server/src/app\\.ts$'] },
    },
    {
      name: 'code-not-to-demo',
      severity: 'error',
      comment:
        "The core's and the areas' code never imports the demo's fakes of outside services (server/src/demo): only npm start, the builds and the tests use them.",
      from: { path: '^server/src/(core|areas)/', pathNot: TEST_CODE },
      to: { path: '^server/src/demo/' },
    },
    {
      name: 'shared-not-to-apps',
      severity: 'error',
      comment: 'The shared packages and the contracts never import the shell or a remote.',
      from: { path: '^(shared-api|shared-ui|contracts/[^/]+)/' },
      to: { path: '^(shell|remotes)/' },
    },
    {
      name: 'remote-not-to-remote-or-shell',
      severity: 'error',
      comment:
        'A remote imports neither another remote nor the shell: it may be built and deployed alone.',
      from: { path: '^remotes/([^/]+)/' },
      to: { path: ['^remotes/([^/]+)/', '^shell/'], pathNot: '^remotes/$1/' },
    },
  ],
  options: {
    includeOnly: '^(server|shell|remotes|shared-api|shared-ui|contracts|packages|e2e|scripts)/',
    exclude: { path: '(^|/)(node_modules|dist|coverage|test-results|playwright-report)/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // The workspace packages resolve to their TypeScript sources, as in the builds and the tests.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['lobby-source', 'types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    cache: false,
    progress: { type: 'none' },
  },
};
