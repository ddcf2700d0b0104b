// What the JavaScript of a page load is made of: each script the browser fetched, attributed
// byte by byte to the sources it was compiled from (through the build's source maps, as
// source-map-explorer does), grouped by library or project, and scaled to the bytes that went
// over the wire (brotli). The groups of the federated build and of the single bundle side by side
// show what federation adds.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from '../lib.mjs';

/** Libraries reported under one name (a package and the packages only it brings). */
const LIBRARY_GROUPS = [
  [/^react-dom$|^scheduler$/, 'react-dom'],
  [/^react$/, 'react'],
  [/^react-router(-dom)?$|^cookie$|^set-cookie-parser$/, 'react-router'],
  [
    /^styled-components$|^stylis$|^@emotion\/|^tslib$|^shallowequal$|^css-to-react-native$|^postcss-value-parser$|^css-color-keywords$|^camelize$/,
    'styled-components',
  ],
  [/^@tanstack\//, 'react-query'],
  [/^zustand$|^use-sync-external-store$/, 'zustand'],
  [/^ky$/, 'ky'],
  [/^zod$/, 'zod'],
  [/^@module-federation\//, 'federation runtime'],
  // The federation entry webpack writes, and the kit's react-router module (remote-kit).
  [/^\.federation$/, 'webpack + federation glue'],
  [/^\.cache$/, 'react-router'],
];

/** The package a path under node_modules belongs to (`@scope/name` or `name`). */
function packageOf(path) {
  const at = path.lastIndexOf('/node_modules/');
  const rest = path.slice(at + '/node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

/**
 * The group of one source of a source map: a library, a project of the repository (shell,
 * shared-ui, shared-api, contracts, a remote's own code), or webpack's and federation's glue.
 */
export function groupOf(source, projectDir) {
  const bare = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (
    /^webpack\/(runtime|container-entry|startup|sharing)/.test(bare) ||
    /^(external|consume|provide|remote) /.test(bare)
  )
    return 'webpack + federation glue';
  const abs = resolve(projectDir, bare.replace(/ \+ \d+ modules?$/, '').replace(/\?.*$/, ''));
  if (abs.includes('/node_modules/')) {
    const pkg = packageOf(abs);
    for (const [re, name] of LIBRARY_GROUPS) if (re.test(pkg)) return name;
    return pkg;
  }
  const rel = abs.startsWith(root + '/') ? abs.slice(root.length + 1) : abs;
  const [top, second] = rel.split('/');
  if (top === 'shared-ui' || top === 'shared-api' || top === 'shell') return top;
  if (top === 'contracts') return 'contracts';
  if (top === 'remotes') return `${second} remote`;
  if (top === 'scripts') return 'bench stand-in';
  return rel;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The segments of a source map's `mappings`, per generated line: `[column, sourceIndex]`
 * (sourceIndex -1 for a segment with no source). Decoded here, base64 VLQ, so the raw `sources`
 * stay as written (a source-map library normalises `webpack://x/../a` into `webpack://x/a`).
 */
export function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = BASE64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Minified bytes of `file` per source group, from its source map (null when it has none). */
export function bytesBySource(file, projectDir) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const groups = map.sources.map((s) => groupOf(s, projectDir));
  const segmentsOf = decodeMappings(map.mappings);
  const out = new Map();
  const add = (source, n) => {
    const group = source >= 0 ? groups[source] : '(unmapped)';
    if (n > 0) out.set(group, (out.get(group) ?? 0) + n);
  };
  // A segment runs to the next one, across lines: a template literal (styled-components' CSS)
  // keeps its line breaks in the minified code, and its lines have no segment of their own.
  let current = -1;
  for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    const segments = (segmentsOf[i] ?? []).sort((a, b) => a[0] - b[0]);
    add(current, Buffer.byteLength(line.slice(0, segments[0]?.[0] ?? line.length)) + 1);
    for (const [j, [column, source]] of segments.entries()) {
      add(source, Buffer.byteLength(line.slice(column, segments[j + 1]?.[0] ?? line.length)));
      current = source;
    }
  }
  return out;
}

/**
 * The file of the build a script URL of the running site was served from: `/remotes/<name>/<f>`
 * from that remote's dist/, anything else from the shell's (`shellDist`).
 */
export function fileOfUrl(url, shellDist) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  if (remote)
    return {
      file: join(root, 'remotes', remote[1], 'dist', remote[2]),
      dir: join(root, 'remotes', remote[1]),
    };
  return { file: join(shellDist, pathname.split('/').pop()), dir: join(root, 'shell') };
}

/**
 * Each script of a load (`scripts`: `{ url, body }`, body = compressed bytes sent) split into
 * groups: the script's compressed bytes shared out in proportion to the minified bytes of each.
 * Returns `{ requests: [{ name, body, groups }], groups: Map<group, bytes> }`.
 */
export function breakdown(scripts, shellDist) {
  const groups = new Map();
  const requests = [];
  for (const { url, body } of scripts) {
    const { file, dir } = fileOfUrl(url, shellDist);
    const bySource = existsSync(file) ? bytesBySource(file, dir) : null;
    const parts = new Map();
    if (bySource) {
      const total = [...bySource.values()].reduce((a, n) => a + n, 0);
      for (const [group, n] of bySource) parts.set(group, (body * n) / total);
    } else parts.set('(no source map)', body);
    for (const [group, n] of parts) groups.set(group, (groups.get(group) ?? 0) + n);
    requests.push({ name: new URL(url).pathname, body, groups: parts });
  }
  return { requests, groups };
}
