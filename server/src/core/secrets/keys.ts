import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseSecretKey } from './secrets';
import type { SecretKeys } from './secrets';

/** SECRET_KEY and SECRET_KEY_PREVIOUS (comma list) from the environment; null when unset. */
export function secretKeysFromEnv(env: NodeJS.ProcessEnv): SecretKeys | null {
  const previous = (env.SECRET_KEY_PREVIOUS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => parseSecretKey(s, 'SECRET_KEY_PREVIOUS'));
  const raw = env.SECRET_KEY?.trim();
  if (!raw) {
    if (previous.length) throw new Error('SECRET_KEY_PREVIOUS is set but SECRET_KEY is not');
    return null;
  }
  return { current: parseSecretKey(raw), previous };
}

export interface ResolvedSecretKeys {
  keys: SecretKeys | null;
  /** The key file written now (a first start without SECRET_KEY outside production). */
  generated: string | null;
  /** The key file read or written, when the key came from one. */
  file: string | null;
}

/**
 * The keys to use: SECRET_KEY when set. Outside production without it, `$DATA_DIR/secret.key`
 * (written once, mode 0600, on the first start — next to the database it protects, so `npm start`
 * needs no setup). In production without it: none (the server then refuses to start when secrets
 * are stored, and refuses to store one).
 */
export function resolveSecretKeys(opts: {
  secretKeys: SecretKeys | null;
  production: boolean;
  dataDir: string;
}): ResolvedSecretKeys {
  if (opts.secretKeys || opts.production)
    return { keys: opts.secretKeys, generated: null, file: null };
  const file = path.join(opts.dataDir, 'secret.key');
  let generated: string | null = null;
  fs.mkdirSync(opts.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    generated = file;
  } catch (e) {
    // Another process (a cluster worker, the seed) wrote it first: read that one.
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return {
    keys: { current: parseSecretKey(fs.readFileSync(file, 'utf8'), file), previous: [] },
    generated,
    file,
  };
}
