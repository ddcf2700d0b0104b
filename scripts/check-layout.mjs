#!/usr/bin/env node
// Checks that the tree keeps the one layout written down in docs/architecture.md ("Where does X
// go"): every area's server features, contracts and remote folders named the same way, so a
// newcomer's first guess finds a feature's page, call, contract, route, service and table.
// `--list` prints the features it found per area. What the tree broke before this check existed
// is listed in .layout-known-violations.json: the list may only shrink (`--update` rewrites it
// after a fix); anything new fails.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];
const say = (where, what) => problems.push({ where, what });

const dirs = (p) =>
  existsSync(p) ? readdirSync(p).filter((n) => statSync(join(p, n)).isDirectory()) : [];
const files = (p) =>
  existsSync(p) ? readdirSync(p).filter((n) => statSync(join(p, n)).isFile()) : [];
const isTest = (n) => /\.test\.tsx?$/.test(n);
const stem = (n) => n.replace(/\.(tsx?|md)$/, '');
// One name per concept: a folder may be the collection (`giveaways`) where a file is the thing
// (`giveaway.ts`); both name the same feature.
const singular = (n) => n.replace(/ies$/, 'y').replace(/s$/, '');

/** Files a server feature folder may hold beside its own concern modules, by role. */
const ROLE_FILES = new Set([
  'routes',
  'admin-routes',
  'service',
  'admin-service',
  'repository',
  'tables',
  'jobs',
  'seed',
  'factories',
]);
/** Names that hold a role under another name somewhere; each has its one place above. */
const MISNAMED = [
  [
    /^admin(-(?!routes$|service$).+)?$/,
    'staff logic goes in admin-service.ts, its routes in admin-routes.ts',
  ],
  [/^(retention|cron|scheduled|tasks)$/, 'timed jobs go in jobs.ts'],
  [/^(api|handlers|controller|controllers)$/, 'routes go in routes.ts / admin-routes.ts'],
  [/^(db|queries|store|dao)$/, 'queries go in repository.ts'],
  [/^(schema|types|models)$/, 'tables go in tables.ts, request shapes in the contract'],
];
const AREA_ROOT_FILES = new Set(['index.ts', 'tables.ts', 'events.ts', 'testing.ts', 'README.md']);

const areas = dirs(join(root, 'server/src/areas'));
const featuresOf = new Map();

for (const area of areas) {
  const base = join(root, 'server/src/areas', area);
  const features = dirs(base).filter((d) => d !== 'shared');
  featuresOf.set(area, features);
  for (const f of files(base))
    if (!AREA_ROOT_FILES.has(f) && !isTest(f))
      say(
        `server/src/areas/${area}/${f}`,
        'an area folder holds only index.ts, tables.ts, events.ts, testing.ts, tests and feature folders (shared code in shared/)',
      );
  for (const feature of features) {
    const fb = join(base, feature);
    for (const f of files(fb)) {
      if (isTest(f) || !f.endsWith('.ts')) continue;
      const s = stem(f);
      if (ROLE_FILES.has(s)) continue;
      for (const [re, why] of MISNAMED)
        if (re.test(s)) say(`server/src/areas/${area}/${feature}/${f}`, why);
    }
    for (const d of dirs(fb))
      if (/^migrations?$|^migration-/.test(d) && d !== 'migrations')
        say(`server/src/areas/${area}/${feature}/${d}`, 'migrations go in migrations/');
  }
}

// Contracts: contracts/<area>/src/<feature>.ts and <feature>-admin.ts (a concern of a feature:
// <feature>-<concern>.ts; what features of the area share: shared*.ts).
for (const area of areas) {
  const src = join(root, 'contracts', area, 'src');
  if (!existsSync(src)) continue;
  const known = new Set(featuresOf.get(area).flatMap((f) => [f, singular(f)]));
  const named = (s) =>
    s.startsWith('shared') ||
    [...known].some((f) => s === f || s.startsWith(`${f}-`) || singular(s) === f);
  for (const f of files(src)) {
    if (isTest(f) || f === 'index.ts' || !f.endsWith('.ts')) continue;
    if (!named(stem(f)))
      say(
        `contracts/${area}/src/${f}`,
        `a contract is named <feature>.ts or <feature>-admin.ts after a server feature of ${area} (${featuresOf.get(area).join(', ')})`,
      );
  }
}

// Remotes: features/<feature>/{api,components,hooks,utils,testing}, admin/<feature>/{api,components}.
const FEATURE_DIRS = new Set(['api', 'components', 'hooks', 'utils', 'testing']);
const ADMIN_DIRS = new Set(['api', 'components']);
for (const area of areas) {
  const src = join(root, 'remotes', area, 'src');
  if (!existsSync(src)) continue;
  const known = new Set(featuresOf.get(area).flatMap((f) => [f, singular(f)]));
  for (const feature of dirs(join(src, 'features')))
    for (const d of dirs(join(src, 'features', feature)))
      if (!FEATURE_DIRS.has(d))
        say(
          `remotes/${area}/src/features/${feature}/${d}`,
          `a feature folder holds ${[...FEATURE_DIRS].join(', ')}`,
        );
  for (const feature of dirs(join(src, 'admin'))) {
    const at = `remotes/${area}/src/admin/${feature}`;
    if (feature !== 'shared' && !known.has(feature) && !known.has(singular(feature)))
      say(
        at,
        `an admin folder is named after the server feature it manages (${featuresOf.get(area).join(', ')})`,
      );
    if (feature === 'shared') continue;
    for (const d of dirs(join(src, 'admin', feature)))
      if (!ADMIN_DIRS.has(d))
        say(`${at}/${d}`, 'an admin feature folder holds api/ and components/');
    for (const f of files(join(src, 'admin', feature)))
      if (!isTest(f) && f !== 'index.ts')
        say(`${at}/${f}`, 'admin screens go in components/, their calls in api/');
  }
}

if (process.argv.includes('--list'))
  for (const [area, features] of featuresOf) console.log(`${area}: ${features.join(', ')}`);

// Known violations are kept by place (a message may change as the tree grows).
const baselineFile = join(root, '.layout-known-violations.json');
const known = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : [];
const places = problems.map((p) => p.where);
const show = (list) => list.map((p) => `${p.where}: ${p.what}`).join('\n  ');
if (process.argv.includes('--update')) {
  const kept = places.filter((p) => known.includes(p));
  writeFileSync(baselineFile, `${JSON.stringify(kept.sort(), null, 2)}\n`);
  console.log(
    `✓ ${baselineFile}: ${kept.length} known layout violation(s) (new ones are not added)`,
  );
  process.exit(0);
}
const fresh = problems.filter((p) => !known.includes(p.where));
const gone = known.filter((p) => !places.includes(p));
if (fresh.length) {
  console.error(`Layout (docs/architecture.md, "Where does X go"):\n  ${show(fresh)}`);
  process.exit(1);
}
if (gone.length)
  console.log(
    `${gone.length} known layout violation(s) fixed: run node scripts/check-layout.mjs --update`,
  );
console.log(
  `✓ layout: ${areas.length} areas, ${[...featuresOf.values()].flat().length} features, ${problems.length} known violation(s) left (.layout-known-violations.json)`,
);
