// The bundle sizes `npm run bench` reports: the JavaScript in each project's dist/, raw, gzip and
// brotli (the build's .gz/.br files where it wrote them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { root } from '../lib.mjs';
import { kib, section } from './common.mjs';

const PROJECTS = [
  'shell',
  'remotes/community',
  'remotes/engagement',
  'remotes/commerce',
  'remotes/support',
];

/** `{ [project]: { raw, gz, br } }` of the projects built, printed. */
export function bundleSizes() {
  section(
    'JavaScript in dist/ (raw / gzip / brotli; what a remote ships, shared fallbacks included)',
  );
  const bundles = {};
  for (const dir of PROJECTS) {
    let files;
    try {
      files = readdirSync(join(root, dir, 'dist')).filter((f) => f.endsWith('.js'));
    } catch {
      console.log(`  ${dir.padEnd(20)} not built`);
      continue;
    }
    let raw = 0,
      gz = 0,
      br = 0;
    for (const f of files) {
      const buf = readFileSync(join(root, dir, 'dist', f));
      raw += buf.length;
      gz += existsSync(join(root, dir, 'dist', `${f}.gz`))
        ? readFileSync(join(root, dir, 'dist', `${f}.gz`)).length
        : gzipSync(buf).length;
      br += existsSync(join(root, dir, 'dist', `${f}.br`))
        ? readFileSync(join(root, dir, 'dist', `${f}.br`)).length
        : brotliCompressSync(buf).length;
    }
    bundles[dir] = { raw, gz, br };
    console.log(
      `  ${dir.padEnd(20)} ${kib(raw).padStart(11)} ${kib(gz).padStart(11)} ${kib(br).padStart(11)}`,
    );
  }
  return bundles;
}
