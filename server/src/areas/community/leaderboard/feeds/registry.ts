import { openSecret, sealSecret } from '../../../../core/secrets';
import { chickenAdapter } from './adapters/chicken';
import { clashAdapter } from './adapters/clash';
import { gamdomAdapter } from './adapters/gamdom';
import { genericJsonAdapter } from './adapters/generic-json';
import { goatedAdapter } from './adapters/goated';
import { packdrawAdapter } from './adapters/packdraw';
import { rainbetAdapter } from './adapters/rainbet';
import { roobetAdapter } from './adapters/roobet';
import { shuffleAdapter } from './adapters/shuffle';
import { maskSecret } from './errors';
import type { FieldErrors } from './errors';
import { toFieldErrors } from './rows';
import type { FeedKind, WagerFeedAdapter } from './types';

/** Every adapter by kind (the value stored in a platform's feed settings). */
export const feedAdapters: Readonly<Record<FeedKind, WagerFeedAdapter>> = {
  roobet: roobetAdapter as WagerFeedAdapter,
  rainbet: rainbetAdapter as WagerFeedAdapter,
  goated: goatedAdapter as WagerFeedAdapter,
  shuffle: shuffleAdapter as WagerFeedAdapter,
  clash: clashAdapter as WagerFeedAdapter,
  gamdom: gamdomAdapter as WagerFeedAdapter,
  chicken: chickenAdapter as WagerFeedAdapter,
  packdraw: packdrawAdapter as WagerFeedAdapter,
  'generic-json': genericJsonAdapter as WagerFeedAdapter,
};

export const FEED_KINDS = Object.keys(feedAdapters) as FeedKind[];

export const isFeedKind = (kind: unknown): kind is FeedKind =>
  typeof kind === 'string' && Object.hasOwn(feedAdapters, kind);

/** The adapter of a kind, or undefined for an unknown kind. */
export function getFeedAdapter(kind: string): WagerFeedAdapter | undefined {
  return isFeedKind(kind) ? feedAdapters[kind] : undefined;
}

export type FeedConfigCheck =
  { ok: true; config: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/**
 * Validates an admin's feed settings for `kind`: `{ ok, config }` with the normalised config to
 * store, or `{ ok: false, errors }` in the contract's per-field shape (for a 400).
 */
export function validateFeedConfig(kind: string, raw: unknown): FeedConfigCheck {
  const adapter = getFeedAdapter(kind);
  if (!adapter) return { ok: false, errors: { kind: [`Unknown feed type "${kind}"`] } };
  const result = adapter.configSchema.safeParse(raw);
  return result.success
    ? { ok: true, config: result.data as Record<string, unknown> }
    : { ok: false, errors: toFieldErrors(result.error.issues) };
}

/** A stored config as an admin screen may show it: each secret field masked (`••••abcd`). */
export function maskFeedConfig(
  kind: string,
  config: Record<string, unknown>,
): Record<string, unknown> {
  const adapter = getFeedAdapter(kind);
  const out = { ...config };
  for (const field of adapter?.secretFields ?? []) {
    const v = out[field];
    if (typeof v === 'string') out[field] = maskSecret(v);
  }
  return out;
}

/**
 * Merges an edited config with the stored one so an admin need not retype a secret: a secret
 * field sent empty, absent, or equal to its masked form keeps the stored value. (To remove an
 * optional secret, the admin clears its name field too; see the generic adapter's rules.)
 */
export function keepUnchangedSecrets(
  kind: string,
  stored: Record<string, unknown> | null | undefined,
  incoming: Record<string, unknown>,
): Record<string, unknown> {
  const adapter = getFeedAdapter(kind);
  if (!adapter || !stored) return { ...incoming };
  const out = { ...incoming };
  for (const field of adapter.secretFields) {
    const before = stored[field];
    const now = out[field];
    if (typeof before !== 'string' || !before) continue;
    if (now === undefined || now === null || now === '' || now === maskSecret(before))
      out[field] = before;
  }
  return out;
}

/** The secrets of a stored config, to redact from anything logged about this feed. */
export function feedSecrets(kind: string, config: Record<string, unknown>): string[] {
  const adapter = getFeedAdapter(kind);
  return (adapter?.secretFields ?? [])
    .map((f) => config[f])
    .filter((v): v is string => typeof v === 'string' && v.length > 0);
}

/**
 * A config with its secret fields passed through `convert` (sealing them to store the config,
 * opening them to use it; see core/secrets). Other fields are kept as they are.
 */
export function mapFeedSecrets(
  kind: string,
  config: Record<string, unknown>,
  convert: (value: string) => string,
): Record<string, unknown> {
  const out = { ...config };
  for (const field of getFeedAdapter(kind)?.secretFields ?? []) {
    const v = out[field];
    if (typeof v === 'string' && v) out[field] = convert(v);
  }
  return out;
}

/** The config as stored: secret fields sealed. */
export const sealFeedSecrets = (kind: string, config: Record<string, unknown>) =>
  mapFeedSecrets(kind, config, sealSecret);

/** The stored config ready to use: secret fields opened (plain ones, from before, as they are). */
export const openFeedSecrets = (kind: string, config: Record<string, unknown>) =>
  mapFeedSecrets(kind, config, openSecret);
