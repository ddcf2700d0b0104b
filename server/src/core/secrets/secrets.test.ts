import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveSecretKeys, secretKeysFromEnv } from './keys';
import { isSealed, keyId, parseSecretKey, SecretBox } from './secrets';

const A = randomBytes(32);
const B = randomBytes(32);

describe('SecretBox', () => {
  it('seals with AES-256-GCM in a versioned format and opens it again', () => {
    const box = new SecretBox({ current: A, previous: [] });
    const sealed = box.seal('tip-token-1234 ünïcode');
    expect(sealed).toMatch(/^v1:[0-9a-f]{8}:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed.split(':')[1]).toBe(keyId(A));
    expect(sealed).not.toContain('tip-token');
    expect(box.open(sealed)).toBe('tip-token-1234 ünïcode');
    // A fresh IV every time: equal secrets do not look equal at rest.
    expect(box.seal('same')).not.toBe(box.seal('same'));
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses the wrong key and any altered value', () => {
    const sealed = new SecretBox({ current: A, previous: [] }).seal('secret');
    expect(() => new SecretBox({ current: B, previous: [] }).open(sealed)).toThrow(
      /neither SECRET_KEY nor in SECRET_KEY_PREVIOUS/,
    );
    // Same key id, different key bytes (a forged id) → authentication fails.
    const forged = `v1:${keyId(B)}:${sealed.split(':').slice(2).join(':')}`;
    expect(() => new SecretBox({ current: B, previous: [] }).open(forged)).toThrow(/does not open/);
    const parts = sealed.split(':');
    const flipped = Buffer.from(parts[4]!, 'base64url');
    flipped[0]! ^= 1;
    parts[4] = flipped.toString('base64url');
    expect(() => new SecretBox({ current: A, previous: [] }).open(parts.join(':'))).toThrow(
      /does not open/,
    );
    expect(() => new SecretBox(null).open(sealed)).toThrow();
    expect(() => new SecretBox(null).seal('x')).toThrow(/SECRET_KEY is not set/);
  });

  it('opens what previous keys sealed and marks it for rotation; plain text passes as is', () => {
    const old = new SecretBox({ current: A, previous: [] }).seal('old secret');
    const rotated = new SecretBox({ current: B, previous: [A] });
    expect(rotated.open(old)).toBe('old secret');
    expect(rotated.stale(old, { rotate: false })).toBe(false);
    expect(rotated.stale(old, { rotate: true })).toBe(true);
    const fresh = rotated.seal('old secret');
    expect(rotated.stale(fresh, { rotate: true })).toBe(false);
    expect(rotated.open('plain from before')).toBe('plain from before');
    expect(rotated.stale('plain from before', { rotate: false })).toBe(true);
    expect(isSealed(fresh)).toBe(true);
  });
});

describe('keys', () => {
  it('reads SECRET_KEY in base64 or hex, and SECRET_KEY_PREVIOUS as a list', () => {
    const keys = secretKeysFromEnv({
      SECRET_KEY: A.toString('base64'),
      SECRET_KEY_PREVIOUS: `${B.toString('hex')}, ${A.toString('base64url')}`,
    });
    expect(keys?.current.equals(A)).toBe(true);
    expect(keys?.previous.map((k) => k.toString('hex'))).toEqual([
      B.toString('hex'),
      A.toString('hex'),
    ]);
    expect(secretKeysFromEnv({})).toBeNull();
    expect(() => parseSecretKey('too-short')).toThrow(/openssl rand -base64 32/);
    expect(() => parseSecretKey(randomBytes(16).toString('hex'))).toThrow(/32 bytes/);
    expect(() => secretKeysFromEnv({ SECRET_KEY_PREVIOUS: A.toString('hex') })).toThrow(
      /SECRET_KEY is not/,
    );
  });

  it('generates $DATA_DIR/secret.key once (mode 0600) outside production, never in production', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-key-')), 'data');
    const first = resolveSecretKeys({ secretKeys: null, production: false, dataDir });
    expect(first.generated).toBe(path.join(dataDir, 'secret.key'));
    expect(fs.statSync(first.generated!).mode & 0o777).toBe(0o600);
    const second = resolveSecretKeys({ secretKeys: null, production: false, dataDir });
    expect(second.generated).toBeNull();
    expect(second.keys!.current.equals(first.keys!.current)).toBe(true);
    expect(resolveSecretKeys({ secretKeys: null, production: true, dataDir }).keys).toBeNull();
    const given = { current: A, previous: [] };
    expect(resolveSecretKeys({ secretKeys: given, production: false, dataDir }).keys).toBe(given);
  });
});
