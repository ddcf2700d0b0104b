/**
 * Runs the fake drand relay (fake-beacon.ts) on a port, for the demo and end-to-end tests:
 *
 *   node server/dist/fake-drand.js --port 4610 [--host 127.0.0.1]
 *
 * The port also comes from LOBBY_FAKE_DRAND_PORT (default 4610). Stops on SIGINT or SIGTERM.
 */
import { parseArgs } from 'node:util';
import { DEMO_DRAND_CHAIN, startFakeBeacon } from './fake-beacon';

async function main() {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
  });
  const port = Number(values.port ?? process.env.LOBBY_FAKE_DRAND_PORT ?? 4610);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid port: ${values.port}`);
  const beacon = await startFakeBeacon({ port, host: values.host });
  process.stdout.write(
    `Fake drand relay (${DEMO_DRAND_CHAIN.name}) on ${beacon.url}/${DEMO_DRAND_CHAIN.chain_hash}\n`,
  );
  const stop = () => void beacon.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
