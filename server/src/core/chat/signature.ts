import { createPublicKey, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/** The headers Kick sends with every webhook delivery. */
export const KICK_HEADERS = {
  messageId: 'kick-event-message-id',
  timestamp: 'kick-event-message-timestamp',
  signature: 'kick-event-signature',
  type: 'kick-event-type',
  version: 'kick-event-version',
  subscriptionId: 'kick-event-subscription-id',
} as const;

/** A PEM public key → a key object; null when it is not one. */
export function parsePublicKey(pem: string): KeyObject | null {
  try {
    return createPublicKey(pem);
  } catch {
    return null;
  }
}

/**
 * Kick signs `<message id>.<timestamp>.<raw body>` with its private key and sends the signature
 * base64-encoded: RSA (PKCS#1 v1.5, SHA-256) as Kick documents; an Ed25519 key, should Kick
 * switch, verifies the same bytes without a separate digest.
 */
export function verifyKickSignature(
  key: KeyObject,
  messageId: string,
  timestamp: string,
  rawBody: string,
  signatureB64: string,
): boolean {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(signatureB64)) return false;
  const signature = Buffer.from(signatureB64, 'base64');
  if (signature.length === 0) return false;
  const data = Buffer.from(`${messageId}.${timestamp}.${rawBody}`);
  try {
    return key.asymmetricKeyType === 'ed25519'
      ? verify(null, data, key, signature)
      : verify('sha256', data, key, signature);
  } catch {
    return false;
  }
}

/** Kick's timestamp header: RFC 3339 (`2025-01-14T16:08:06Z`) or Unix seconds. Null if neither. */
export function parseKickTimestamp(value: string): Date | null {
  const v = value.trim();
  if (/^\d{9,11}$/.test(v)) return new Date(Number(v) * 1000);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(v)) return null;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : new Date(t);
}
