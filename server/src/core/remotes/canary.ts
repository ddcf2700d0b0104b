import type { FastifyInstance } from 'fastify';
import type { RemoteStatus } from '@lobby/shared-api/contract';
import { audit } from '../audit/audit';
import { afterCommit, withTransaction } from '../db';
import { notify } from '../notifications/service';
import { canarySideOf } from '../site/remote-canary';
import { countCanarySample, rollBackFailingCanary } from './repository';

/** The cache topic every process drops its registry on when an admin entry or a canary changes. */
export const REMOTES_TOPIC = 'remotes';

const percent = (failures: number, loads: number) =>
  loads > 0 ? `${Math.round((failures / loads) * 1000) / 10} %` : '0 %';

/**
 * A browser's report of a remote (as the registry serves it) under a canary release: counted
 * into its side, the canary's version or the stable one's, then the canary
 * is judged. When its failure rate over at least the minimum sample exceeds the stable version's
 * by more than the margin, it is rolled back (one conditional update: one process wins), the
 * reason goes into its history and the audit log, every admin is notified and every process
 * drops its registry, so the next page of every visitor loads the stable version.
 */
export async function judgeCanaryReport(
  app: FastifyInstance,
  report: { remote: RemoteStatus; version: string; kind: 'mounted' | 'load' | 'render' },
): Promise<void> {
  const side = canarySideOf(report.remote, report.version);
  if (!side) return;
  const { minSample, margin } = app.config.canary;
  const row = await countCanarySample(app.db, report.remote.name, side, report.kind);
  if (!row || Number(row.canary_loads) < minSample) return;
  const reason =
    `Rolled back by itself: ${row.version} failed in ${percent(row.canary_failures, row.canary_loads)} ` +
    `of ${row.canary_loads} loads, ${row.stable_version} in ` +
    `${percent(row.stable_failures, row.stable_loads)} of ${row.stable_loads} ` +
    `(the limit is ${Math.round(margin * 100)} points more over at least ${minSample} loads).`;
  const now = app.clock();
  await withTransaction(app.db, async (trx) => {
    if (!(await rollBackFailingCanary(trx, Number(row.id), { minSample, margin, reason, at: now })))
      return;
    await audit(trx, {
      actorId: null,
      area: 'remotes',
      action: 'remote.canary.rollback',
      entity: 'remote',
      entityId: row.name,
      before: { canary: row.version, percent: Number(row.percent), manifest: row.manifest },
      after: { version: row.stable_version, reason },
      at: now,
    });
    const admins = await trx.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    for (const a of admins)
      await notify(
        trx,
        Number(a.id),
        {
          type: 'remote_canary_rolled_back',
          title: `The ${row.name} canary ${row.version} was rolled back`,
          message: reason,
          url: '/admin-new/remotes',
        },
        now,
      );
    afterCommit(trx, () => app.invalidate(REMOTES_TOPIC));
    app.log.warn({ remote: row.name, version: row.version }, reason);
  });
}
