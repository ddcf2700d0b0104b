// Debug aid, not part of `npm run bench`: the cold home load's timeline in Chromium — when each
// resource started and ended relative to navigation, first paint and time to content.
// Usage: node scripts/bench/probe-home.mjs [runs]
import { DESKTOP, launch, measureLoad } from './browser.mjs';
import { startLobby } from './common.mjs';

const runs = Number(process.argv[2] ?? 1);
const browser = await launch();
const lobby = await startLobby();
try {
  await fetch(`${lobby.url}/`);
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: DESKTOP });
    const r = await measureLoad(context, `${lobby.url}/`, { timeline: true });
    await context.close();
    console.log(`\nrun ${i + 1}: ${r.requests} requests, content ${r.contentMs} ms`);
    for (const e of r.timeline ?? [])
      console.log(
        `  ${String(e.start).padStart(5)} → ${String(e.end).padStart(5)}  ${e.name}`,
      );
  }
} finally {
  await browser.close();
  await lobby.stop();
}
