#!/usr/bin/env node
// lobby-create-remote <dir> --name <container> --path </page> [--path </other>…]
//                     [--packages <folder of .tgz>] [--title <page title>] [--nav <sidebar label>]
//                     [--version <x.y.z>] [--port <n>]
// Writes a Lobby remote into <dir> (empty, or holding only the packed tarballs and dotfiles):
// package.json with the platform's shared packages and this kit, webpack.config.js, tsconfig.json
// and a first page that reads the member from the site's session store. The packed
// @lobby/shared-api, @lobby/shared-ui and @lobby/remote-kit (from --packages, or lying in <dir>)
// are copied into <dir>/vendor/ and referenced as `file:` dependencies: they are on no registry.
const fs = require('node:fs');
const path = require('node:path');
const kitPkg = require('../package.json');
const { SINGLETONS } = require('../lib/shared.cjs');
const { parseCommandLine, portOption } = require('./cli-args.cjs');

const USAGE =
  'usage: lobby-create-remote <dir> --name <container> --path </page> [--path </other>] [--packages <folder of the .tgz files>] [--title <title>] [--nav <sidebar label>] [--version <x.y.z>] [--port <n>]';

/** The platform's packages, as `npm pack` names their tarballs (`@lobby/x@1.2.3` → lobby-x-1.2.3.tgz). */
const PACKED = ['@lobby/shared-api', '@lobby/shared-ui', '@lobby/remote-kit'];
const VENDOR = 'vendor';

function parseArgs(argv) {
  const parsed = parseCommandLine(
    argv,
    {
      name: { type: 'string' },
      path: { type: 'string', multiple: true, default: [] },
      packages: { type: 'string' },
      title: { type: 'string' },
      nav: { type: 'string' },
      version: { type: 'string' },
      port: { type: 'string' },
    },
    USAGE,
  );
  const { path: paths, packages, port, ...values } = parsed.values;
  const opts = { ...values, paths };
  if (packages !== undefined) opts.packages = path.resolve(packages);
  if (port !== undefined) opts.port = portOption(port);
  const rest = parsed.positionals;
  if (rest.length !== 1) throw new Error(USAGE);
  opts.dir = path.resolve(rest[0]);
  if (!opts.name || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(opts.name))
    throw new Error(`--name must be a container name (letters, digits, _)\n${USAGE}`);
  if (opts.paths.length === 0) throw new Error(`--path is required\n${USAGE}`);
  for (const p of opts.paths)
    if (!p.startsWith('/')) throw new Error(`a path starts with '/': ${p}`);
  if (opts.version && !/^\d+\.\d+\.\d+/.test(opts.version))
    throw new Error(`--version must be a semantic version: ${opts.version}`);
  return opts;
}

/** Every file of the template, relative to it. */
function templateFiles(root, dir = root) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? templateFiles(root, full) : [path.relative(root, full)];
  });
}

/**
 * The tarball of each platform package in `folder` (`{ '@lobby/shared-api': 'lobby-shared-api-1.0.0.tgz', … }`),
 * or null when `folder` holds none of them. The kit's own is the version running.
 */
function findTarballs(folder) {
  if (!fs.existsSync(folder)) throw new Error(`--packages: ${folder} does not exist`);
  const files = fs.readdirSync(folder).filter((f) => f.endsWith('.tgz'));
  const found = {};
  for (const dep of PACKED) {
    const prefix = `${dep.slice(1).replace('/', '-')}-`;
    const own = dep === kitPkg.name ? [`${prefix}${kitPkg.version}.tgz`] : null;
    const matches = files.filter((f) =>
      own ? own.includes(f) : f.startsWith(prefix) && /^\d+\.\d+\.\d+/.test(f.slice(prefix.length)),
    );
    if (matches.length > 1)
      throw new Error(`${folder} holds several ${dep} tarballs (${matches.join(', ')}): keep one`);
    if (matches.length === 1) found[dep] = matches[0];
  }
  const missing = PACKED.filter((dep) => !found[dep]);
  if (missing.length === PACKED.length) return null;
  if (missing.length > 0)
    throw new Error(
      `${folder} lacks the packed ${missing.join(', ')} (npm pack of the platform's shared-api, shared-ui and packages/remote-kit; the kit is ${kitPkg.version})`,
    );
  return found;
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  fs.mkdirSync(opts.dir, { recursive: true });
  // The packed tarballs may wait in the folder (they move into vendor/), and dotfiles (.git,
  // .npmrc…) stay; anything else would be overwritten or mixed in.
  const present = fs.readdirSync(opts.dir).filter((f) => !f.startsWith('.') && !f.endsWith('.tgz'));
  if (present.length > 0)
    throw new Error(
      `${opts.dir} is not empty (${present.slice(0, 3).join(', ')}…): use an empty folder, or one holding only the packed .tgz files`,
    );
  const source = opts.packages ?? opts.dir;
  const tarballs = findTarballs(source);
  if (!tarballs && opts.packages)
    throw new Error(
      `${opts.packages} holds none of the packed ${PACKED.join(', ')} (npm pack of the platform's shared-api, shared-ui and packages/remote-kit)`,
    );

  const title =
    opts.title ?? opts.name.replace(/[_-]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const port = opts.port ?? 4110;
  const pkgName = `lobby-remote-${opts.name.toLowerCase().replace(/_/g, '-')}`;
  const replace = (text) =>
    text
      .replaceAll('__NAME__', opts.name)
      .replaceAll('__PATH__', opts.paths[0])
      .replaceAll('__TITLE__', title)
      .replaceAll('__PACKAGE__', pkgName)
      .replaceAll('__PORT__', String(port));

  const templateDir = path.join(__dirname, '..', 'template');
  for (const rel of templateFiles(templateDir)) {
    // npm pack leaves out files named .gitignore: the template's is `gitignore`.
    const target = path.join(opts.dir, rel === 'gitignore' ? '.gitignore' : rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, replace(fs.readFileSync(path.join(templateDir, rel), 'utf8')));
  }

  // Without tarballs the packages come from a registry they are published to, in these ranges.
  const specs = { ...kitPkg.peerDependencies, [kitPkg.name]: `^${kitPkg.version}` };
  if (tarballs) {
    fs.mkdirSync(path.join(opts.dir, VENDOR), { recursive: true });
    for (const [dep, file] of Object.entries(tarballs)) {
      const from = path.join(source, file);
      const to = path.join(opts.dir, VENDOR, file);
      if (source === opts.dir) fs.renameSync(from, to);
      else fs.copyFileSync(from, to);
      specs[dep] = `file:${VENDOR}/${file}`;
    }
  }

  const pkg = {
    name: pkgName,
    version: opts.version ?? '1.0.0',
    private: true,
    description: `${title}: a remote for a Lobby site`,
    scripts: {
      build: 'webpack --mode production',
      dev: 'webpack serve --mode development',
      serve: `lobby-serve-remote dist --port ${port}`,
      typecheck: 'tsc -p tsconfig.json',
    },
    lobby: {
      name: opts.name,
      paths: opts.paths,
      ...(opts.nav ? { nav: [{ label: opts.nav, path: opts.paths[0] }] } : {}),
      devPort: port,
    },
    // The shared singletons in the ranges the platform provides (the shell refuses other majors).
    dependencies: Object.fromEntries(SINGLETONS.map((dep) => [dep, specs[dep]])),
    devDependencies: {
      '@lobby/remote-kit': specs[kitPkg.name],
      '@types/react': '^19.0.0',
      '@types/react-dom': '^19.0.0',
      typescript: '^5.9.0',
      'webpack-dev-server': '^5.2.0',
    },
  };
  fs.writeFileSync(path.join(opts.dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  console.log(`Created the ${opts.name} remote in ${opts.dir} (${opts.paths.join(', ')}).`);
  if (tarballs)
    console.log(`The packed packages are in ${VENDOR}/: ${Object.values(tarballs).join(', ')}.`);
  console.log('Next: npm install, npm run build, then npm run serve (or npm run dev).');
}

try {
  main();
} catch (e) {
  console.error(`lobby-create-remote: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
