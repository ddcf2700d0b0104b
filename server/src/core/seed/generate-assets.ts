// Writes the demo SVGs to server/assets/demo (committed; re-run after changing assets.ts).
import fs from 'node:fs';
import path from 'node:path';
import { allDemoAssets } from './assets';

const dir = path.resolve(__dirname, '../../../assets/demo');
fs.mkdirSync(dir, { recursive: true });
const files = allDemoAssets();
for (const [name, svg] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), svg);
}
console.log(`Wrote ${Object.keys(files).length} files to ${dir}`);
