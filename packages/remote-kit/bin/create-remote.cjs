#!/usr/bin/env node
// lobby-create-remote <dir> --name <container> --path </page> [--path </other>…]
//                     [--title <page title>] [--nav <sidebar label>] [--version <x.y.z>] [--port <n>]
// Writes a Lobby remote into <dir> (empty, or holding only node_modules): package.json with the
// platform's shared packages and this kit, webpack.config.js, tsconfig.json and a first page that
// reads the member from the site's session store.
const fs = require('node:fs');
const path = require('node:path');
const kitPkg = require('../package.json');

const USAGE =
  'usage: lobby-create-remote <dir> --name <container> --path </page> [--path </other>] [--title <title>] [--nav <sidebar label>] [--version <x.y.z>] [--port <n>]';

function parseArgs(argv) {
  const opts = { paths: [] };
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value\n${USAGE}`);
      return v;
    };
    if (arg === '--name') opts.name = value();
    else if (arg === '--path') opts.paths.push(value());
    else if (arg === '--title') opts.title = value();
    else if (arg === '--nav') opts.nav = value();
    else if (arg === '--version') opts.version = value();
    else if (arg === '--port') opts.port = Number(value());
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else rest.push(arg);
  }
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

function main() {
  const opts = parseArgs(process.argv.slice(2));
  fs.mkdirSync(opts.dir, { recursive: true });
  // An `npm install <kit>` made before may have left package.json: its dependencies are kept.
  const kept = new Set(['node_modules', '.git', 'package.json', 'package-lock.json']);
  const present = fs.readdirSync(opts.dir).filter((f) => !kept.has(f));
  if (present.length > 0)
    throw new Error(`${opts.dir} is not empty (${present.slice(0, 3).join(', ')}…)`);

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
    const target = path.join(opts.dir, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, replace(fs.readFileSync(path.join(templateDir, rel), 'utf8')));
  }

  const peers = kitPkg.peerDependencies;
  const pkg = {
    name: pkgName,
    version: opts.version ?? '1.0.0',
    private: true,
    description: `${title}: a remote for a Lobby site`,
    scripts: {
      build: 'webpack --mode production',
      dev: 'webpack serve --mode development',
      typecheck: 'tsc -p tsconfig.json',
    },
    lobby: {
      name: opts.name,
      paths: opts.paths,
      ...(opts.nav ? { nav: [{ label: opts.nav, path: opts.paths[0] }] } : {}),
      devPort: port,
    },
    // The shared singletons in the ranges the platform provides (the shell refuses other majors).
    dependencies: Object.fromEntries(
      [
        'react',
        'react-dom',
        'react-router',
        'react-router-dom',
        'styled-components',
        'zustand',
        '@tanstack/react-query',
        '@lobby/shared-api',
        '@lobby/shared-ui',
      ].map((dep) => [dep, peers[dep]]),
    ),
    devDependencies: {
      '@lobby/remote-kit': `^${kitPkg.version}`,
      '@types/react': '^19.0.0',
      '@types/react-dom': '^19.0.0',
      typescript: '^5.9.0',
      'webpack-dev-server': '^5.2.0',
    },
  };
  const pkgFile = path.join(opts.dir, 'package.json');
  if (fs.existsSync(pkgFile)) {
    const existing = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    pkg.dependencies = { ...existing.dependencies, ...pkg.dependencies };
    pkg.devDependencies = { ...existing.devDependencies, ...pkg.devDependencies };
    // Where the kit came from (a tarball, a registry) stays as it was installed.
    for (const deps of [existing.dependencies, existing.devDependencies])
      if (deps?.['@lobby/remote-kit']) {
        delete pkg.dependencies['@lobby/remote-kit'];
        pkg.devDependencies['@lobby/remote-kit'] = deps['@lobby/remote-kit'];
      }
  }
  fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  console.log(`Created the ${opts.name} remote in ${opts.dir} (${opts.paths.join(', ')}).`);
  console.log('Next: npm install, then npm run build (or npm run dev).');
}

try {
  main();
} catch (e) {
  console.error(`lobby-create-remote: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
