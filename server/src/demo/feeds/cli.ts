/**
 * Runs the fake casino feeds on a port, for the demo (`npm start`) and end-to-end tests:
 *
 *   tsx server/src/demo/feeds/cli.ts --port 4600 [--host 127.0.0.1] [--mode normal] [--json]
 *
 * The port also comes from LOBBY_FAKE_FEEDS_PORT (default 4600). `--json` prints one line of
 * JSON ({ url, configs }) instead of the human-readable summary, for scripts. Stops on SIGINT or
 * SIGTERM.
 */
import { parseArgs } from 'node:util';
import { fakeFeedConfigs } from './configs';
import { FAKE_FEED_MODES, startFakeFeeds } from './fake-feeds';
import type { FakeFeedMode } from './fake-feeds';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      mode: { type: 'string', default: 'normal' },
      json: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port ?? process.env.LOBBY_FAKE_FEEDS_PORT ?? 4600);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid port: ${values.port}`);
  if (!FAKE_FEED_MODES.includes(values.mode as FakeFeedMode))
    throw new Error(`--mode must be one of ${FAKE_FEED_MODES.join(', ')}`);

  const feeds = await startFakeFeeds({
    port,
    host: values.host,
    mode: values.mode as FakeFeedMode,
  });
  const configs = fakeFeedConfigs(feeds.url);
  if (values.json) process.stdout.write(`${JSON.stringify({ url: feeds.url, configs })}\n`);
  else {
    process.stdout.write(`Fake casino feeds on ${feeds.url} (mode: ${values.mode})\n`);
    for (const [name, { kind }] of Object.entries(configs))
      process.stdout.write(
        `  ${name.padEnd(8)} ${kind.padEnd(13)} ${feeds.baseUrls[name as keyof typeof feeds.baseUrls]}\n`,
      );
    process.stdout.write(
      `Switch modes: curl -X POST ${feeds.url}/_control/mode -d '{"mode":"error500","platform":"roobet"}'\n`,
    );
  }

  const stop = () => {
    void feeds.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
