import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Sequencer from '@jest/test-sequencer';

const here = path.dirname(fileURLToPath(import.meta.url));
const durationsFile = path.join(here, 'durations.json');
const durations = JSON.parse(fs.readFileSync(durationsFile, 'utf8'));

/**
 * Jest's order (the last run's failures first, then the slowest files first, so the workers end
 * together), with the seconds in durations.json standing in for a file's time on a machine that
 * has no earlier run in its cache, as CI's fresh clone has not: else jest starts with the largest
 * files, and a long file started last leaves the other worker idle at the end.
 * Refresh durations.json from a run's `npx jest --json --outputFile=run.json` (in server/):
 * `node src/test/jest/sequencer.mjs run.json`.
 */
export default class SlowestFirst extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = durations[path.relative(test.context.config.rootDir, test.path)];
    return seconds == null ? undefined : seconds * 1000;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const root = path.join(here, '../../..');
  const seconds = run.testResults
    .map((r) => [path.relative(root, r.name), Math.round((r.endTime - r.startTime) / 1000)])
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  fs.writeFileSync(durationsFile, `${JSON.stringify(Object.fromEntries(seconds), null, 2)}\n`);
}
