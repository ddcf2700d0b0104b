import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRemoteRegistry } from './remote-registry';

const ORIGIN = 'http://127.0.0.1:8080';

/** A fake repository: remotes/<name>/{package.json,dist/…} and shell/dist/mf-manifest.json. */
function fixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-registry-'));
  const remotesDir = path.join(root, 'remotes');
  const shellDist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(shellDist, { recursive: true });
  fs.writeFileSync(
    path.join(shellDist, 'mf-manifest.json'),
    JSON.stringify({
      id: 'shell',
      shared: [
        { name: 'react', version: '19.2.0', requiredVersion: '^19.0.0' },
        { name: '@lobby/shared-api', version: '1.0.0', requiredVersion: '^1.0.0' },
        { name: '@lobby/shared-ui', version: '1.0.0', requiredVersion: '^1.0.0' },
      ],
    }),
  );
  const remote = (
    name: string,
    files: { descriptor?: string | object; manifest?: object; lobby?: object } = {},
  ) => {
    const dist = path.join(remotesDir, name, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(
      path.join(remotesDir, name, 'package.json'),
      JSON.stringify({ name: `@lobby/remote-${name}`, version: '1.0.0', lobby: files.lobby ?? {} }),
    );
    if (files.descriptor !== undefined)
      fs.writeFileSync(
        path.join(dist, 'lobby-remote.json'),
        typeof files.descriptor === 'string' ? files.descriptor : JSON.stringify(files.descriptor),
      );
    fs.writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify(
        files.manifest ?? {
          id: name,
          shared: [
            { name: 'react', version: '19.2.0', requiredVersion: '^19.0.0' },
            { name: '@lobby/shared-api', version: '1.0.0', requiredVersion: '^1.0.0' },
          ],
        },
      ),
    );
  };
  const warnings: string[] = [];
  const registry = (overrideFile: string | null = null) =>
    createRemoteRegistry({
      remotesDir,
      basePath: '',
      dev: [],
      overrideFile,
      shellDist,
      log: { warn: (m) => warnings.push(m) },
    });
  return { root, remotesDir, remote, registry, warnings };
}

const descriptor = (name: string, paths: string[], extra: object = {}) => ({
  name,
  version: '1.0.0',
  paths,
  expose: './routes',
  ...extra,
});

describe('remote registry honesty', () => {
  let f: ReturnType<typeof fixture>;
  beforeEach(() => {
    f = fixture();
  });
  afterEach(() => fs.rmSync(f.root, { recursive: true, force: true }));

  it('reports a healthy remote as ok with its nav entries', async () => {
    f.remote('support', {
      descriptor: descriptor('support', ['/contact', '/faq'], {
        nav: [{ label: 'FAQ', path: '/faq' }, { label: 42 }],
      }),
    });
    const report = await f.registry().report(ORIGIN);
    expect(report).toEqual({
      problems: [],
      remotes: [
        {
          name: 'support',
          version: '1.0.0',
          manifest: '/remotes/support/mf-manifest.json',
          paths: ['/contact', '/faq'],
          nav: [{ label: 'FAQ', path: '/faq' }],
          state: 'ok',
          source: 'build',
        },
      ],
    });
    expect(f.warnings).toEqual([]);
  });

  it('a remote folder without its descriptor is in error, on its declared paths, and logged', async () => {
    f.remote('support', { lobby: { name: 'support', paths: ['/contact', '/tickets'] } });
    const registry = f.registry();
    const { remotes } = await registry.get(ORIGIN);
    expect(remotes).toEqual([
      {
        name: 'support',
        manifest: '/remotes/support/mf-manifest.json',
        version: '0.0.0',
        paths: ['/contact', '/tickets'],
        state: 'error',
        error:
          'The support remote has no descriptor: remotes/support/dist/lobby-remote.json is missing (build the remote).',
      },
    ]);
    expect(f.warnings).toEqual([
      '[remotes] The support remote has no descriptor: remotes/support/dist/lobby-remote.json is missing (build the remote).',
    ]);
    await registry.report(ORIGIN);
    expect(f.warnings).toHaveLength(1); // each problem is logged once
  });

  it('a remote with neither descriptor nor declared paths is in error on no path', async () => {
    // The registry knows an area's paths only from its remote (descriptor or package), not by name.
    f.remote('engagement');
    const { remotes } = await f.registry().get(ORIGIN);
    expect(remotes[0]).toMatchObject({ name: 'engagement', state: 'error', paths: [] });
  });

  it('a descriptor that does not parse is in error with the parser message', async () => {
    f.remote('commerce', {
      descriptor: '{"name": "commerce", "paths": [',
      lobby: { name: 'commerce', paths: ['/store', '/vip-rewards'] },
    });
    const { remotes } = await f.registry().report(ORIGIN);
    expect(remotes[0]).toMatchObject({
      name: 'commerce',
      state: 'error',
      paths: ['/store', '/vip-rewards'],
      reason: expect.stringMatching(
        /^The commerce remote's descriptor remotes\/commerce\/dist\/lobby-remote\.json is not valid JSON \(.+\)\.$/,
      ),
    });
    expect(f.warnings[0]).toMatch(/is not valid JSON/);
  });

  it('keeps the last known paths when a descriptor breaks after it was read', async () => {
    f.remote('support', { descriptor: descriptor('support', ['/contact', '/help']) });
    const registry = f.registry();
    expect((await registry.get(ORIGIN)).remotes[0]!.state).toBe('ok');
    const file = path.join(f.remotesDir, 'support', 'dist', 'lobby-remote.json');
    fs.writeFileSync(file, 'not json');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect((await registry.get(ORIGIN)).remotes[0]).toMatchObject({
      state: 'error',
      paths: ['/contact', '/help'],
    });
  });

  it('an invalid LOBBY_REMOTES_FILE entry for a built remote keeps its paths and reports why', async () => {
    f.remote('support', { descriptor: descriptor('support', ['/contact']) });
    const file = path.join(f.root, 'remotes.override.json');
    fs.writeFileSync(file, JSON.stringify([{ name: 'support', version: '2.0.0' }]));
    const { remotes } = await f.registry(file).report(ORIGIN);
    expect(remotes[0]).toMatchObject({
      name: 'support',
      source: 'override',
      state: 'error',
      paths: ['/contact'],
      reason:
        'The support remote\'s LOBBY_REMOTES_FILE entry #1 is invalid: it needs "manifest" (the URL of its mf-manifest.json).',
    });
  });

  it('an unreadable LOBBY_REMOTES_FILE is a problem; the built remotes still load', async () => {
    f.remote('support', { descriptor: descriptor('support', ['/contact']) });
    const file = path.join(f.root, 'remotes.override.json');
    fs.writeFileSync(file, '{ remotes: ');
    const report = await f.registry(file).report(ORIGIN);
    expect(report.remotes[0]!.state).toBe('ok');
    expect(report.problems).toEqual([
      expect.stringMatching(/^LOBBY_REMOTES_FILE .+ is not valid JSON \(.+\); it is ignored\.$/),
    ]);
    expect(f.warnings).toEqual([`[remotes] ${report.problems[0]}`]);
  });

  it('refuses a remote built against another major of a shared singleton, naming the versions', async () => {
    f.remote('support', {
      descriptor: descriptor('support', ['/contact']),
      manifest: {
        id: 'support',
        shared: [
          { name: 'react', version: '19.2.0', requiredVersion: '^19.0.0' },
          { name: '@lobby/shared-api', version: '2.0.0', requiredVersion: '^2.0.0' },
          { name: 'left-pad', version: '9.0.0', requiredVersion: '^9.0.0' },
        ],
      },
    });
    f.remote('commerce', { descriptor: descriptor('commerce', ['/store']) });
    const { remotes } = await f.registry().get(ORIGIN);
    expect(remotes.find((r) => r.name === 'commerce')!.state).toBe('ok');
    expect(remotes.find((r) => r.name === 'support')).toEqual({
      name: 'support',
      manifest: '/remotes/support/mf-manifest.json',
      version: '1.0.0',
      paths: ['/contact'],
      state: 'error',
      error: 'The support remote needs @lobby/shared-api ^2.0.0, this site provides 1.0.0.',
    });
    expect(f.warnings).toEqual([
      '[remotes] The support remote needs @lobby/shared-api ^2.0.0, this site provides 1.0.0.',
    ]);
  });

  it("refuses a remote built to run on another major of the shell's federation runtime", async () => {
    const shellManifest = path.join(f.root, 'shell', 'dist', 'mf-manifest.json');
    const shell = JSON.parse(fs.readFileSync(shellManifest, 'utf8'));
    fs.writeFileSync(
      shellManifest,
      JSON.stringify({ ...shell, metaData: { pluginVersion: '2.9.2' } }),
    );
    const runtime = (federation: string, external = true) => ({
      runtime: { external, federation },
    });
    f.remote('support', { descriptor: descriptor('support', ['/contact'], runtime('3.0.1')) });
    f.remote('commerce', { descriptor: descriptor('commerce', ['/store'], runtime('2.10.0')) });
    // Built with its own runtime: any version loads.
    f.remote('community', { descriptor: descriptor('community', ['/'], runtime('3.0.0', false)) });
    const { remotes } = await f.registry().get(ORIGIN);
    expect(remotes.find((r) => r.name === 'commerce')!.state).toBe('ok');
    expect(remotes.find((r) => r.name === 'community')!.state).toBe('ok');
    expect(remotes.find((r) => r.name === 'support')).toMatchObject({
      state: 'error',
      error:
        'The support remote is built to run on the site\'s Module Federation runtime 3.0.1, this site provides 2.9.2: rebuild it with this site\'s @lobby/remote-kit, or with "externalRuntime": false.',
    });
  });

  it('refuses a remote that takes more from the shell than its build provides, naming the fix', async () => {
    const platform = (level?: number) => ({
      runtime: {
        external: true,
        federation: '2.9.2',
        ...(level === undefined ? {} : { platform: level }),
      },
    });
    f.remote('support', { descriptor: descriptor('support', ['/contact'], platform(2)) });
    f.remote('commerce', { descriptor: descriptor('commerce', ['/store'], platform()) });
    // A shell built before it stated what it provides: the federation runtime only (level 1).
    let { remotes } = await f.registry().get(ORIGIN);
    expect(remotes.find((r) => r.name === 'commerce')!.state).toBe('ok');
    expect(remotes.find((r) => r.name === 'support')).toMatchObject({
      state: 'error',
      error:
        "The support remote is built with a newer @lobby/remote-kit: it takes platform runtime 2 from the site's shell (the shell's bundler runtime and shared libraries), this site's shell provides 1: rebuild the shell with that kit, or the remote with \"externalRuntime\": false.",
    });
    // The shell's build states its level (lobby-shell.json, written by the kit).
    const statement = path.join(f.root, 'shell', 'dist', 'lobby-shell.json');
    fs.writeFileSync(statement, JSON.stringify({ runtime: { federation: '2.9.2', platform: 2 } }));
    ({ remotes } = await f.registry().get(ORIGIN));
    expect(remotes.map((r) => [r.name, r.state])).toEqual([
      ['commerce', 'ok'],
      ['support', 'ok'],
    ]);
    f.remote('community', { descriptor: descriptor('community', ['/'], platform(3)) });
    ({ remotes } = await f.registry().get(ORIGIN));
    expect(remotes.find((r) => r.name === 'community')).toMatchObject({
      state: 'error',
      error: expect.stringContaining('takes platform runtime 3'),
    });
  });

  it('a remote whose manifest is missing is in error', async () => {
    f.remote('support', { descriptor: descriptor('support', ['/contact']) });
    fs.rmSync(path.join(f.remotesDir, 'support', 'dist', 'mf-manifest.json'));
    const { remotes } = await f.registry().report(ORIGIN);
    expect(remotes[0]!.reason).toMatch(
      /^The support remote is not mounted: its manifest remotes\/support\/dist\/mf-manifest\.json cannot be read/,
    );
  });
});
