// npm run secrets [-- --rotate]: seals every secret stored in plain text under SECRET_KEY; with
// --rotate also re-seals those sealed by SECRET_KEY_PREVIOUS keys, so the old keys can go.
import { loadConfig } from '../core/config';
import { createDatabase } from '../core/db';
import { resolveSecretKeys, installSecretKeys } from '../core/secrets';
import { resealSecrets } from '../platform';

async function main() {
  const config = loadConfig();
  const rotate = process.argv.includes('--rotate');
  const { keys, file } = resolveSecretKeys(config);
  if (!keys) throw new Error('SECRET_KEY is not set (generate one with: openssl rand -base64 32)');
  const box = installSecretKeys(keys);
  const handle = createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqlitePath;
  try {
    const report = await resealSecrets(handle.db, { rotate });
    console.log(
      `${where}: ${report.stored} stored secrets; ${report.sealed} sealed from plain text` +
        (rotate ? `, ${report.rotated} re-sealed` : '') +
        ` under key ${box.currentId}${file ? ` (${file})` : ''}.`,
    );
    if (rotate && keys.previous.length)
      console.log('Every secret is now under SECRET_KEY: SECRET_KEY_PREVIOUS can be removed.');
  } finally {
    await handle.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
