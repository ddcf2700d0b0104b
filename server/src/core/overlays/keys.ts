import { createHash, createHmac, randomBytes } from 'node:crypto';
import { OVERLAY_KEY_PATTERN, OVERLAY_PREVIEW_PATTERN } from '@lobby/shared-api/contract';
import { tokensMatch } from '../http/csrf';

/** A new overlay key: `ovl_` and 32 random bytes (base64url). */
export const newOverlayKey = (): string => `ovl_${randomBytes(32).toString('base64url')}`;

/** What the table stores instead of the key. */
export const hashOverlayKey = (key: string): string =>
  createHash('sha256').update(`lobby-overlay:${key}`).digest('hex');

/** Enough of a key to tell two apart in a list, never enough to guess it. */
export const keyHint = (key: string): string => `${key.slice(0, 8)}…`;

/** How long a preview address works (the admin screen asks for a new one before it ends). */
export const PREVIEW_TTL_MS = 15 * 60_000;

const previewSignature = (secret: string, id: number, expires: number) =>
  createHmac('sha256', secret).update(`lobby-overlay-preview:${id}:${expires}`).digest('base64url');

/** A token that opens overlay `id` until `expires` (ms), signed with the session secret. */
export function previewToken(secret: string, id: number, expires: number): string {
  return `ovp_${id}_${expires}_${previewSignature(secret, id, expires)}`;
}

export type ParsedOverlayKey =
  { type: 'key'; hash: string } | { type: 'preview'; id: number } | { type: 'invalid' };

/** Reads `?key=`: an overlay key (to look up by hash) or a preview token still valid now. */
export function parseOverlayKey(secret: string, key: unknown, nowMs: number): ParsedOverlayKey {
  if (typeof key !== 'string') return { type: 'invalid' };
  if (OVERLAY_KEY_PATTERN.test(key)) return { type: 'key', hash: hashOverlayKey(key) };
  if (!OVERLAY_PREVIEW_PATTERN.test(key)) return { type: 'invalid' };
  // The signature (base64url) may itself hold '_': id and expiry are digits only.
  const [, id, expires, signature] = /^ovp_(\d+)_(\d+)_(.+)$/.exec(key) ?? [];
  const idNum = Number(id);
  const expiresNum = Number(expires);
  if (!Number.isSafeInteger(idNum) || !Number.isSafeInteger(expiresNum) || expiresNum <= nowMs)
    return { type: 'invalid' };
  return tokensMatch(previewSignature(secret, idNum, expiresNum), signature)
    ? { type: 'preview', id: idNum }
    : { type: 'invalid' };
}
