import type { Kysely } from 'kysely';
import type {
  AdminFeedInput,
  AdminFeedKind,
  AdminFeedPreviewResponse,
} from '@lobby/contract-community';
import { audit } from '../../../core/audit/audit';
import type { Database } from '../../../core/db';
import { withTransaction } from '../../../core/db';
import { fieldErrors, unprocessable } from '../../../core/http/errors';
import { outboundUrlProblem } from '../../../core/http/outbound-guard';
import { AREA, platformOr404 } from './admin-service';
import {
  feedAdapters,
  formatCents,
  getFeedAdapter,
  isFeedError,
  keepUnchangedSecrets,
  maskFeedConfig,
  sealFeedSecrets,
  validateFeedConfig,
} from './feeds';
import { parseFeedConfig } from './sync';

export function feedKinds(): AdminFeedKind[] {
  return [
    ...Object.values(feedAdapters).map((a) => ({
      kind: a.kind,
      label: a.label,
      description: a.description,
      secret_fields: [...a.secretFields],
      provides_weighted: a.providesWeighted,
      range_mode: a.rangeMode,
    })),
    {
      kind: 'csv' as const,
      label: 'CSV import',
      description:
        'No API: upload a CSV export (username, wagered) from the casino; preview it, then commit.',
      secret_fields: [],
      provides_weighted: true,
      range_mode: 'import' as const,
    },
  ];
}

/**
 * Saves a platform's feed. The adapter validates the settings (400 per field, under `config.`);
 * a secret left empty or still masked keeps the stored one. Secrets are never audited.
 */
export async function saveFeed(
  db: Kysely<Database>,
  actorId: number,
  platformId: number,
  input: {
    kind: AdminFeedInput['kind'];
    config: Record<string, unknown>;
    enabled: boolean;
    sync_interval_s: number;
  },
  now: Date,
): Promise<void> {
  // Before the transaction: resolving a name may take a while.
  await refuseInsideAddresses(input.config);
  await withTransaction(db, async (trx) => {
    await platformOr404(trx, platformId);
    const stored = await trx
      .selectFrom('platform_feeds')
      .selectAll()
      .where('platform_id', '=', platformId)
      .executeTakeFirst();
    let config: Record<string, unknown> = {};
    if (input.kind !== 'csv') {
      const merged = keepUnchangedSecrets(
        input.kind,
        stored && stored.kind === input.kind ? parseFeedConfig(stored) : null,
        input.config,
      );
      config = checkedConfig(input.kind, merged);
    }
    const at = now.toISOString();
    const values = {
      kind: input.kind,
      config_json: JSON.stringify(
        input.kind === 'csv' ? config : sealFeedSecrets(input.kind, config),
      ),
      enabled: input.enabled ? (1 as const) : (0 as const),
      sync_interval_s: input.sync_interval_s,
      updated_at: at,
      // A changed feed is synced at the next run.
      next_attempt_at: at,
      failures: 0,
      failing_since: null,
    };
    if (stored)
      await trx.updateTable('platform_feeds').set(values).where('id', '=', stored.id).execute();
    else
      await trx
        .insertInto('platform_feeds')
        .values({ ...values, platform_id: platformId, created_at: at })
        .execute();
    const masked = (kind: string, c: Record<string, unknown>) =>
      kind === 'csv' ? {} : maskFeedConfig(kind, c);
    await audit(trx, {
      actorId,
      area: AREA,
      action: 'feed.update',
      entity: 'platform',
      entityId: platformId,
      before: stored
        ? {
            kind: stored.kind,
            config: masked(stored.kind, parseFeedConfig(stored)),
            enabled: stored.enabled,
            sync_interval_s: stored.sync_interval_s,
          }
        : undefined,
      after: {
        kind: input.kind,
        config: masked(input.kind, config),
        enabled: input.enabled,
        sync_interval_s: input.sync_interval_s,
      },
      at: now,
    });
  });
}

/** 400 for a feed address inside the server's network (the fetch refuses it too). */
async function refuseInsideAddresses(config: Record<string, unknown> | undefined) {
  const inside: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(config ?? {})) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) continue;
    const problem = await outboundUrlProblem(value.trim());
    if (problem) inside[`config.${key}`] = [problem];
  }
  if (Object.keys(inside).length) throw fieldErrors(inside);
}

/** The adapter's validated config, or a 400 with its messages under `config.<field>`. */
function checkedConfig(kind: string, config: Record<string, unknown>) {
  const check = validateFeedConfig(kind, config);
  if (!check.ok)
    throw fieldErrors(
      Object.fromEntries(Object.entries(check.errors).map(([k, v]) => [`config.${k}`, v])),
    );
  return check.config;
}

const PREVIEW_ROWS = 50;

/**
 * The rows a feed's settings yield for the platform's current period (or the last 7 days when
 * it has none), without saving anything: settings checked as on save (400 per field, addresses
 * inside the network refused), a secret left empty or masked taken from the stored feed, and a
 * failing feed answered 422 with the adapter's message.
 */
export async function previewFeed(
  db: Kysely<Database>,
  platformId: number,
  input: { kind: AdminFeedInput['kind']; config: Record<string, unknown> },
  now: Date,
): Promise<AdminFeedPreviewResponse['data']> {
  if (input.kind === 'csv')
    throw fieldErrors({ kind: ['A CSV import is previewed by uploading its file'] });
  await refuseInsideAddresses(input.config);
  const platform = await platformOr404(db, platformId);
  const stored = await db
    .selectFrom('platform_feeds')
    .selectAll()
    .where('platform_id', '=', platformId)
    .executeTakeFirst();
  const config = checkedConfig(
    input.kind,
    keepUnchangedSecrets(
      input.kind,
      stored && stored.kind === input.kind ? parseFeedConfig(stored) : null,
      input.config,
    ),
  );
  const board = await db
    .selectFrom('leaderboards')
    .select(['period_start', 'period_end', 'created_at'])
    .where('platform_id', '=', platformId)
    .where('status', '=', 'current')
    .executeTakeFirst();
  const period = board
    ? {
        start: new Date(board.period_start ?? board.created_at),
        end: new Date(board.period_end),
      }
    : { start: new Date(now.getTime() - 7 * 86_400_000), end: now };
  const adapter = getFeedAdapter(input.kind)!;
  let result;
  try {
    result = await adapter.fetchWagers(
      config,
      { ...period, timeZone: platform.time_zone },
      { now },
    );
  } catch (error) {
    if (!isFeedError(error)) throw error;
    if (error.fieldErrors)
      throw fieldErrors(
        Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [`config.${k}`, v])),
      );
    throw unprocessable(error.message);
  }
  return {
    period: {
      start: period.start.toISOString(),
      end: (now < period.end ? now : period.end).toISOString(),
    },
    received: result.received,
    dropped: result.dropped,
    dropped_samples: result.droppedSamples,
    rows: result.rows.slice(0, PREVIEW_ROWS).map((r) => ({
      username: r.username,
      wagered: formatCents(r.wagered),
      weighted_wagered: r.weightedWagered === undefined ? null : formatCents(r.weightedWagered),
      favorite_game: r.favoriteGameTitle ?? null,
      uid: r.uid ?? null,
      hidden: r.anonymous === true,
    })),
    total_rows: result.rows.length,
  };
}
