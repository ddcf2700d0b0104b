import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AdminRemote,
  AdminRemotesResponse,
  RemoteDrops,
  RemoteStatus,
} from '@lobby/shared-api/contract';
import { audit } from '../audit/audit';
import { afterCommit, withTransaction } from '../db';
import type { Db } from '../db';
import { fieldErrors, notFound } from '../http/errors';
import { guardedFetch, outboundUrlProblem } from '../http/outbound-guard';
import type { FetchLike } from '../http/outbound-guard';
import { REMOTES_TOPIC } from './canary';
import type { InspectedRemote } from './inspect';
import { inspectRemote } from './inspect';
import { canaryHistory, insertOverride, overrideHistory } from './repository';

export const ADMIN_ONLY = { config: { minRole: 'admin' as const } };

/** What `next` leaves out of `current`: its paths, its admin screens, its sidebar entries. */
export function dropsOf(current: RemoteStatus, next: InspectedRemote): RemoteDrops {
  const paths = new Set(next.paths);
  const navPaths = new Set(next.nav.map((n) => n.path));
  return {
    paths: current.paths.filter((p) => !paths.has(p)),
    admin: current.admin === true && !next.admin,
    nav: current.nav.filter((n) => !navPaths.has(n.path)),
  };
}

/** The registry's view of a remote as the columns of an admin entry. */
export const entryOf = (r: RemoteStatus) => ({
  name: r.name,
  manifest: r.manifest,
  version: r.version,
  paths: r.paths,
  nav: r.nav,
  admin: r.admin === true,
});

export const hasDrops = (d: RemoteDrops) => d.paths.length > 0 || d.admin || d.nav.length > 0;

/** One sentence naming what a replacement drops. */
export function dropsText(name: string, d: RemoteDrops): string {
  const parts = [
    d.paths.length > 0 && `its pages ${d.paths.join(', ')}`,
    d.admin && 'its admin screens',
    d.nav.length > 0 && `its sidebar links ${d.nav.map((n) => `"${n.label}"`).join(', ')}`,
  ].filter(Boolean);
  return `The new build of ${name} drops ${parts.join(', ')}.`;
}

/**
 * What every Admin › Remotes route works with: the registry as it is served with each remote's
 * history (the answer of every route), a remote by name, a build checked before it is used, and
 * a new admin entry stored with its audit row; `changed` has every process drop its registry.
 */
export function adminRemotes(app: FastifyInstance, fetch?: FetchLike) {
  const doFetch = fetch ?? guardedFetch;

  async function view(request: FastifyRequest, message?: string): Promise<AdminRemotesResponse> {
    const [report, history, canaries] = await Promise.all([
      app.remoteRegistry.report(app.siteOrigin(request)),
      overrideHistory(app.db, app.config.basePath),
      canaryHistory(app.db, app.config.basePath),
    ]);
    const remotes: AdminRemote[] = report.remotes.map((r) => {
      const h = history.get(r.name) ?? [];
      return {
        ...r,
        history: h,
        can_roll_back: h.some((e) => e.live),
        can_remove: r.source === 'override' || r.source === 'admin',
        canaries: canaries.get(r.name) ?? [],
      };
    });
    const shown = new Set(report.remotes.map((r) => r.name));
    const removed = [...history.entries()].flatMap(([name, h]) => {
      const live = h.find((e) => e.live);
      return live?.removed && !shown.has(name)
        ? [
            {
              name,
              version: live.version,
              manifest: live.manifest,
              removed_at: live.created_at,
              removed_by: live.created_by,
            },
          ]
        : [];
    });
    return {
      success: true,
      ...(message ? { message } : {}),
      data: { remotes, problems: report.problems, removed },
    };
  }

  async function currentOf(request: FastifyRequest, name: string) {
    const current = (await app.remoteRegistry.report(app.siteOrigin(request))).remotes.find(
      (r) => r.name === name,
    );
    if (!current) throw notFound(`There is no remote named ${name}`);
    return current;
  }

  /** The build at `manifest`, checked as the registry would check it before serving it. */
  async function inspect(request: FastifyRequest, name: string, manifest: string) {
    const inside = await outboundUrlProblem(manifest);
    if (inside) throw fieldErrors({ manifest: [inside] });
    const shell = app.remoteRegistry.shellBuild();
    return inspectRemote(
      name,
      manifest,
      app.siteOrigin(request),
      shell.provided,
      shell.runtime,
      doFetch,
    );
  }

  const changed = (trx: Db) => afterCommit(trx, () => app.invalidate(REMOTES_TOPIC));

  /**
   * Stores a new admin entry of a remote with its audit row (`override`: the entry's id), after
   * `check` in the same transaction; every process applies it on its next page load.
   */
  async function saveEntry(
    request: FastifyRequest,
    action: string,
    entry: Omit<Parameters<typeof insertOverride>[1], 'createdBy' | 'at'>,
    audited: { before: unknown; after: Record<string, unknown> },
    check?: (trx: Db) => Promise<void>,
  ): Promise<void> {
    const now = app.clock();
    await withTransaction(app.db, async (trx) => {
      await check?.(trx);
      const id = await insertOverride(trx, { ...entry, createdBy: request.user!.id, at: now });
      await audit(trx, {
        actorId: request.user!.id,
        area: 'remotes',
        action,
        entity: 'remote',
        entityId: entry.name,
        before: audited.before,
        after: { ...audited.after, override: id },
        at: now,
      });
      changed(trx);
    });
  }

  return { view, currentOf, inspect, changed, saveEntry };
}
