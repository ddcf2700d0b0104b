import type { Kysely } from 'kysely';
import type { AdminFeedInput, AdminFeedKind } from '@lobby/contract-community';
import { audit } from '../../../core/audit/audit';
import type { Database } from '../../../core/db';
import { withTransaction } from '../../../core/db';
import { fieldErrors } from '../../../core/http/errors';
import { outboundUrlProblem } from '../../../core/http/outbound-guard';
import { AREA, platformOr404 } from './admin-service';
import {
  feedAdapters,
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
  const inside: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(input.config ?? {})) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) continue;
    const problem = await outboundUrlProblem(value.trim());
    if (problem) inside[`config.${key}`] = [problem];
  }
  if (Object.keys(inside).length) throw fieldErrors(inside);
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
      const check = validateFeedConfig(input.kind, merged);
      if (!check.ok)
        throw fieldErrors(
          Object.fromEntries(Object.entries(check.errors).map(([k, v]) => [`config.${k}`, v])),
        );
      config = check.config;
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
