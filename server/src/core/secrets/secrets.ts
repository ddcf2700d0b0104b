import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { HttpError } from '../http/errors';

/**
 * Secrets at rest (tipping API tokens, feed keys, the Discord webhook URL): AES-256-GCM under
 * SECRET_KEY, stored as `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts). The key id (the
 * first 8 hex digits of the key's SHA-256) says which key sealed a value, so keys listed in
 * SECRET_KEY_PREVIOUS still open what they sealed until `npm run secrets -- --rotate` re-seals
 * everything under the current key.
 */

export interface SecretKeys {
  current: Buffer;
  /** Older keys: they open values, never seal them. */
  previous: Buffer[];
}

const PREFIX = 'v1:';
const SEALED = /^v1:([0-9a-f]{8}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

export const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** A 32-byte key from base64 (or base64url) or hex text; throws naming `name` otherwise. */
export function parseSecretKey(raw: string, name = 'SECRET_KEY'): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : null;
  if (!key || key.length !== 32)
    throw new Error(
      `${name} must be 32 bytes in base64 or hex (generate one with: openssl rand -base64 32)`,
    );
  return key;
}

/** Whether a stored value is sealed (else it is plain text written before encryption). */
export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export class SecretKeyError extends Error {
  override readonly name = 'SecretKeyError';
}

export class SecretBox {
  private readonly byId = new Map<string, Buffer>();
  readonly currentId: string | null;

  constructor(readonly keys: SecretKeys | null) {
    this.currentId = keys ? keyId(keys.current) : null;
    if (keys) for (const k of [keys.current, ...keys.previous]) this.byId.set(keyId(k), k);
  }

  get hasKey(): boolean {
    return this.keys !== null;
  }

  /** Encrypts `plain` under the current key. */
  seal(plain: string): string {
    if (!this.keys) throw new SecretKeyError('SECRET_KEY is not set: secrets cannot be stored');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys.current, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return `${PREFIX}${this.currentId}:${iv.toString('base64url')}:${tag.toString('base64url')}:${data.toString('base64url')}`;
  }

  /** The plain text of a stored value; a value that is not sealed (older rows) is answered as is. */
  open(stored: string): string {
    if (!isSealed(stored)) return stored;
    const m = SEALED.exec(stored);
    if (!m) throw new SecretKeyError('A stored secret is damaged (not a v1 sealed value)');
    const key = this.byId.get(m[1]!);
    if (!key)
      throw new SecretKeyError(
        `A stored secret was sealed with key ${m[1]}, which is neither SECRET_KEY nor in SECRET_KEY_PREVIOUS`,
      );
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(m[2]!, 'base64url'));
      decipher.setAuthTag(Buffer.from(m[3]!, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(m[4]!, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretKeyError(`A stored secret does not open with key ${m[1]} (altered?)`);
    }
  }

  /** Whether a stored value should be written again: plain text, or sealed by an older key. */
  stale(stored: string, { rotate }: { rotate: boolean }): boolean {
    if (!isSealed(stored)) return stored !== '';
    return rotate && !stored.startsWith(`${PREFIX}${this.currentId}:`);
  }
}

let processBox = new SecretBox(null);

/** Sets the keys the process seals and opens with (main, the CLI, buildApp). */
export function installSecretKeys(keys: SecretKeys | null): SecretBox {
  processBox = new SecretBox(keys);
  return processBox;
}

/** The process's secret box. */
export const secretBox = () => processBox;

/**
 * Seals a secret to store it; without SECRET_KEY (production) the request is refused with a 503
 * saying what to set, rather than storing the secret in plain text.
 */
export function sealSecret(plain: string): string {
  if (!processBox.hasKey)
    throw new HttpError(
      503,
      'Secrets cannot be stored: set SECRET_KEY (openssl rand -base64 32) and restart the server.',
    );
  return processBox.seal(plain);
}

/** Opens a stored secret (plain text written before encryption is answered as is). */
export const openSecret = (stored: string) => processBox.open(stored);
