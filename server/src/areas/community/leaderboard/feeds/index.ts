/**
 * Casino affiliate feeds: the adapters behind one interface, the CSV import, and the helpers a
 * sync job needs (normalisation, Goated snapshots, backoff, masking). See README.md here.
 */
export type {
  FeedFetchContext,
  FeedFetchResult,
  FeedKind,
  FeedPeriod,
  FeedRangeMode,
  FeedRow,
  DroppedRow,
  WagerFeedAdapter,
} from './types';
export { FeedError, isFeedError, maskSecret, redactSecrets, describeUrl } from './errors';
export type { FeedErrorKind, FieldErrors } from './errors';
export { parseCents, addCents, formatCents, MAX_CENTS, MAX_CENTS_FROM_NUMBER } from './cents';
export type { AmountUnit, CentsResult } from './cents';
export { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS } from './http';
export type { FetchLike } from './http';
export {
  feedAdapters,
  FEED_KINDS,
  isFeedKind,
  getFeedAdapter,
  validateFeedConfig,
  maskFeedConfig,
  keepUnchangedSecrets,
  feedSecrets,
} from './registry';
export type { FeedConfigCheck } from './registry';
export { mapFeedSecrets, openFeedSecrets, sealFeedSecrets } from './registry';
export { roobetAdapter, roobetConfigSchema } from './adapters/roobet';
export type { RoobetConfig } from './adapters/roobet';
export { rainbetAdapter, rainbetConfigSchema, dateOnlyRange } from './adapters/rainbet';
export type { RainbetConfig } from './adapters/rainbet';
export { goatedAdapter, goatedConfigSchema, diffFromSnapshot } from './adapters/goated';
export type { GoatedConfig } from './adapters/goated';
export { shuffleAdapter, shuffleConfigSchema } from './adapters/shuffle';
export type { ShuffleConfig } from './adapters/shuffle';
export { clashAdapter, clashConfigSchema } from './adapters/clash';
export type { ClashConfig } from './adapters/clash';
export { gamdomAdapter, gamdomConfigSchema } from './adapters/gamdom';
export type { GamdomConfig } from './adapters/gamdom';
export { chickenAdapter, chickenConfigSchema } from './adapters/chicken';
export type { ChickenConfig } from './adapters/chicken';
export { packdrawAdapter, packdrawConfigSchema } from './adapters/packdraw';
export type { PackdrawConfig } from './adapters/packdraw';
export { genericJsonAdapter, genericJsonConfigSchema } from './adapters/generic-json';
export type { GenericJsonConfig } from './adapters/generic-json';
export { parseWagerCsv, CSV_MAX_BYTES } from './csv';
export type { CsvPreviewRow, CsvRowError, ParseWagerCsvOptions, WagerCsvResult } from './csv';
export {
  normaliseRows,
  excludeUsernames,
  mergeDuplicates,
  maskUsername,
  usernameKey,
  compareEntries,
} from './normalise';
export type { NormaliseOptions, NormaliseResult, WagerBasis, WagerEntry } from './normalise';
export { nextBackoff } from './backoff';
export type { BackoffOptions } from './backoff';
