const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const kitPkg = require('../package.json');

const BIN = path.join(__dirname, '..', 'bin', 'create-remote.cjs');
const TARBALLS = [
  'lobby-shared-api-1.0.0.tgz',
  'lobby-shared-ui-1.0.0.tgz',
  `lobby-remote-kit-${kitPkg.version}.tgz`,
];

let tmp;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-create-remote-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A folder holding `files` (the tarballs' contents do not matter to the command). */
function folder(name, files) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(dir, file), file);
  return dir;
}

function create(dir, ...args) {
  return spawnSync(
    process.execPath,
    [BIN, dir, '--name', 'giveaways', '--path', '/giveaway-wall', ...args],
    { encoding: 'utf8' },
  );
}

const readPkg = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

test('copies the tarballs of --packages into vendor/ and refers to them with file:', () => {
  const packages = folder('packages', TARBALLS);
  const dir = folder('remote', ['.npmrc']);
  const result = create(dir, '--packages', packages, '--nav', 'Giveaway Wall', '--port', '4120');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);

  const pkg = readPkg(dir);
  expect(pkg.dependencies['@lobby/shared-api']).toBe('file:vendor/lobby-shared-api-1.0.0.tgz');
  expect(pkg.dependencies['@lobby/shared-ui']).toBe('file:vendor/lobby-shared-ui-1.0.0.tgz');
  expect(pkg.devDependencies['@lobby/remote-kit']).toBe(
    `file:vendor/lobby-remote-kit-${kitPkg.version}.tgz`,
  );
  expect(pkg.dependencies.react).toBe(kitPkg.peerDependencies.react);
  expect(pkg.scripts.serve).toBe('lobby-serve-remote dist --port 4120');
  expect(pkg.lobby).toEqual({
    name: 'giveaways',
    paths: ['/giveaway-wall'],
    nav: [{ label: 'Giveaway Wall', path: '/giveaway-wall' }],
    devPort: 4120,
  });
  expect(fs.readdirSync(path.join(dir, 'vendor')).sort()).toEqual([...TARBALLS].sort());
  expect(fs.readdirSync(packages).sort()).toEqual([...TARBALLS].sort());
  expect(fs.readFileSync(path.join(dir, '.gitignore'), 'utf8')).toContain('node_modules/');
  // Every placeholder of the template is filled in (a formatter turns __X__ into **X** in Markdown).
  for (const file of [
    'README.md',
    'src/routes.tsx',
    'src/bootstrap.tsx',
    'src/pages/home-page.tsx',
  ])
    expect(fs.readFileSync(path.join(dir, file), 'utf8')).not.toMatch(/__[A-Z]+__|\*\*[A-Z]+\*\*/);
  expect(fs.readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain(
    '# `lobby-remote-giveaways`',
  );
});

test('takes the tarballs lying in the folder itself and moves them into vendor/', () => {
  const dir = folder('remote', [...TARBALLS, '.gitattributes']);
  const result = create(dir);
  expect(result.status).toBe(0);
  expect(readPkg(dir).dependencies['@lobby/shared-ui']).toBe(
    'file:vendor/lobby-shared-ui-1.0.0.tgz',
  );
  expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tgz'))).toEqual([]);
  expect(fs.readdirSync(path.join(dir, 'vendor')).sort()).toEqual([...TARBALLS].sort());
});

test('without tarballs, the packages come from a registry in the platform ranges', () => {
  const dir = folder('remote', []);
  expect(create(dir).status).toBe(0);
  const pkg = readPkg(dir);
  expect(pkg.dependencies['@lobby/shared-api']).toBe(kitPkg.peerDependencies['@lobby/shared-api']);
  expect(pkg.devDependencies['@lobby/remote-kit']).toBe(`^${kitPkg.version}`);
  expect(fs.existsSync(path.join(dir, 'vendor'))).toBe(false);
});

test('refuses a folder with other files, a missing or a doubled tarball, an unknown option', () => {
  const notEmpty = create(folder('taken', ['index.js']));
  expect(notEmpty.status).toBe(1);
  expect(notEmpty.stderr).toMatch(/taken is not empty \(index\.js…\)/);

  const missing = create(folder('a', []), '--packages', folder('p1', TARBALLS.slice(1)));
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain('lacks the packed @lobby/shared-api');

  const doubled = create(
    folder('b', []),
    '--packages',
    folder('p2', [...TARBALLS, 'lobby-shared-api-2.0.0.tgz']),
  );
  expect(doubled.status).toBe(1);
  expect(doubled.stderr).toContain('several @lobby/shared-api tarballs');

  const unknown = create(folder('d', []), '--colour', 'red');
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toContain("Unknown option '--colour'");

  const none = create(folder('c', []), '--packages', folder('p3', []));
  expect(none.status).toBe(1);
  expect(none.stderr).toContain('holds none of the packed');
  expect(fs.readdirSync(path.join(tmp, 'c'))).toEqual([]);
});
