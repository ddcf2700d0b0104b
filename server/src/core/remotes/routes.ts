import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  AdminRemote,
  AdminRemoteReplacePreviewResponse,
  AdminRemotesResponse,
  RemoteDrops,
  RemoteStatus,
} from '@lobby/shared-api/contract';
import {
  adminRemoteAddSchema,
  adminRemoteCanarySchema,
  adminRemoteNameSchema,
  adminRemoteNavSchema,
  adminRemoteReplaceSchema,
} from '@lobby/shared-api/contract';
import { audit } from '../audit/audit';
import { afterCommit, withTransaction } from '../db';
import type { Db } from '../db';
import { fieldErrors, HttpError, notFound } from '../http/errors';
import { guardedFetch, outboundUrlProblem } from '../http/outbound-guard';
import type { FetchLike } from '../http/outbound-guard';
import { validate } from '../http/validation';
import { matchRank } from '../site/page-assets';
import { REMOTES_TOPIC } from './canary';
import type { InspectedRemote } from './inspect';
import { inspectRemote } from './inspect';
import {
  canaryHistory,
  endCanary,
  insertCanary,
  insertOverride,
  liveOverride,
  openCanary,
  overrideHistory,
  revertOverride,
} from './repository';

const ADMIN_ONLY = { config: { minRole: 'admin' as const } };

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
const entryOf = (r: RemoteStatus) => ({
  name: r.name,
  manifest: r.manifest,
  version: r.version,
  paths: r.paths,
  nav: r.nav,
  admin: r.admin === true,
});

const hasDrops = (d: RemoteDrops) => d.paths.length > 0 || d.admin || d.nav.length > 0;

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
 * Admin › Remotes (admins only): the registry as it is served; a remote of one's own added under
 * its own name; per remote a replacement by a new manifest URL (checked first: it answers, it is
 * that container, its shared singletons accept this site's versions, its descriptor lists its
 * paths, and what it drops is confirmed), its sidebar icons, a removal, a canary release to a
 * share of visitors (promoted or stopped by hand, rolled back by itself when it fails), and a
 * one-click rollback to the entry before. Entries live in remote_overrides and remote_canaries;
 * every process applies them on its next page load (the registry reads them, and the bus drops
 * each process's copy). Each change is audited.
 */
const adminRemotesRoutes: FastifyPluginAsync<{ fetch?: FetchLike }> = async (app, opts) => {
  const doFetch = opts.fetch ?? guardedFetch;

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
    return inspectRemote(
      name,
      manifest,
      app.siteOrigin(request),
      app.remoteRegistry.providedShared(),
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

  app.get('/', ADMIN_ONLY, async (request) => view(request));

  // "Check now": every remote checked again at once, not on the next tick of the check interval.
  app.post('/check', ADMIN_ONLY, async (request) => {
    app.remoteRegistry.recheck(0);
    return view(request, 'Every remote was checked again.');
  });

  // Add: a remote beside the others under its own name, with its own paths and sidebar entries.
  app.post('/', ADMIN_ONLY, async (request) => {
    const { body } = validate(request, { body: adminRemoteAddSchema });
    const { remotes } = await app.remoteRegistry.report(app.siteOrigin(request));
    if (remotes.some((r) => r.name === body.name))
      throw fieldErrors({
        name: [`There is a remote named ${body.name} already: replace it, or pick another name.`],
      });
    const found = await inspect(request, body.name, body.manifest);
    const taken = found.paths.flatMap((p) => {
      const owner = remotes.find((r) => r.paths.some((q) => q === p || matchRank(q, p) !== null));
      return owner ? [`${p} (${owner.name})`] : [];
    });
    if (taken.length > 0)
      throw new HttpError(422, 'Its paths belong to other remotes.', {
        manifest: [
          `The build's paths ${taken.join(', ')} belong to other remotes: give it paths of its own, or replace that remote.`,
        ],
      });
    await saveEntry(
      request,
      'remote.add',
      { name: body.name, manifest: body.manifest, ...found },
      {
        before: null,
        after: { manifest: body.manifest, version: found.version, paths: found.paths },
      },
    );
    return view(
      request,
      `${body.name} ${found.version} was added on ${found.paths.join(', ')}; pages load it on their next load.`,
    );
  });

  /** The remote a Replace names and the new build it asks for, checked. */
  async function replacement(request: FastifyRequest) {
    const { params, body } = validate(request, {
      params: adminRemoteNameSchema,
      body: adminRemoteReplaceSchema,
    });
    const current = await currentOf(request, params.name);
    const found = await inspect(request, params.name, body.manifest);
    return { params, body, current, found };
  }

  // What a replacement would drop, for the admin to confirm before replacing.
  app.post('/:name/replace/preview', ADMIN_ONLY, async (request) => {
    const { current, found } = await replacement(request);
    const answer: AdminRemoteReplacePreviewResponse = {
      success: true,
      data: { version: found.version, drops: dropsOf(current, found) },
    };
    return answer;
  });

  app.post('/:name/replace', ADMIN_ONLY, async (request) => {
    const { params, body, current, found } = await replacement(request);
    const drops = dropsOf(current, found);
    if (hasDrops(drops) && body.accept_drops !== true) {
      const text = dropsText(params.name, drops);
      throw new HttpError(409, `${text} Confirm to replace it anyway.`, { manifest: [text] });
    }
    await saveEntry(
      request,
      'remote.replace',
      { name: params.name, manifest: body.manifest, ...found },
      {
        before: { manifest: current.manifest, version: current.version, source: current.source },
        after: {
          manifest: body.manifest,
          version: found.version,
          paths: found.paths,
          ...(hasDrops(drops) ? { dropped: drops } : {}),
        },
      },
    );
    return view(
      request,
      `${params.name} now loads ${found.version} from ${body.manifest} on the next page load.`,
    );
  });

  // The sidebar icons of a remote's entries: a new admin entry with the same build.
  app.post('/:name/nav', ADMIN_ONLY, async (request) => {
    const { params, body } = validate(request, {
      params: adminRemoteNameSchema,
      body: adminRemoteNavSchema,
    });
    const current = await currentOf(request, params.name);
    const icons = new Map(body.nav.map((n) => [n.path, n.icon ?? null]));
    const unknown = [...icons.keys()].filter((p) => !current.nav.some((n) => n.path === p));
    if (unknown.length > 0)
      throw fieldErrors({
        nav: [`${unknown.join(', ')} is not a sidebar entry of ${params.name}.`],
      });
    const nav = current.nav.map((n) => {
      const icon = icons.has(n.path) ? icons.get(n.path) : n.icon;
      return { label: n.label, path: n.path, ...(icon ? { icon } : {}) };
    });
    await saveEntry(
      request,
      'remote.nav',
      { ...entryOf(current), nav },
      { before: { nav: current.nav }, after: { nav } },
    );
    return view(request, `${params.name}'s sidebar icons were saved.`);
  });

  // Remove: an entry of LOBBY_REMOTES_FILE or of Admin › Remotes off the site; Roll back undoes it.
  app.post('/:name/remove', ADMIN_ONLY, async (request) => {
    const { params } = validate(request, { params: adminRemoteNameSchema });
    const current = await currentOf(request, params.name);
    if (current.source !== 'override' && current.source !== 'admin')
      throw new HttpError(
        409,
        `${params.name} is built with the site: it cannot be removed, only replaced by another build.`,
      );
    await saveEntry(
      request,
      'remote.remove',
      { ...entryOf(current), removed: true },
      {
        before: { manifest: current.manifest, version: current.version, source: current.source },
        after: { removed: true },
      },
      async (trx) => {
        if (await openCanary(trx, params.name))
          throw new HttpError(409, `${params.name} has a canary release under way: end it first.`);
      },
    );
    return view(
      request,
      `${params.name} was removed: pages no longer load it. Roll back brings it back.`,
    );
  });

  app.post('/:name/rollback', ADMIN_ONLY, async (request) => {
    const { params } = validate(request, { params: adminRemoteNameSchema });
    const now = app.clock();
    const origin = app.siteOrigin(request);
    const before = (await app.remoteRegistry.report(origin)).remotes.find(
      (r) => r.name === params.name,
    );
    await withTransaction(app.db, async (trx) => {
      const live = await liveOverride(trx, params.name);
      if (!live) throw new HttpError(409, `${params.name} has no admin entry to roll back.`);
      if (!(await revertOverride(trx, live.id, request.user!.id, now)))
        throw new HttpError(409, `${params.name} was rolled back by someone else just now.`);
      const previous = await liveOverride(trx, params.name);
      await audit(trx, {
        actorId: request.user!.id,
        area: 'remotes',
        action: 'remote.rollback',
        entity: 'remote',
        entityId: params.name,
        before: {
          manifest: live.manifest,
          version: live.version,
          override: live.id,
          ...(Number(live.removed) === 1 ? { removed: true } : {}),
        },
        after: previous
          ? { manifest: previous.manifest, version: previous.version, override: previous.id }
          : { source: 'file or built-in entry' },
        at: now,
      });
      changed(trx);
    });
    const after = (await app.remoteRegistry.report(origin)).remotes.find(
      (r) => r.name === params.name,
    );
    return view(
      request,
      `${params.name} rolled back${before ? ` from ${before.version}` : ''}${
        after ? ` to ${after.version} (${after.manifest})` : ''
      }; pages use it on their next load.`,
    );
  });

  // Canary release: another build to `percent` % of visitors, beside the stable one.
  app.post('/:name/canary', ADMIN_ONLY, async (request) => {
    const { params, body } = validate(request, {
      params: adminRemoteNameSchema,
      body: adminRemoteCanarySchema,
    });
    const current = await currentOf(request, params.name);
    if (current.state !== 'ok')
      throw new HttpError(
        409,
        `${params.name} is not mounted: fix or replace it before releasing a canary beside it.`,
      );
    const found = await inspect(request, params.name, body.manifest);
    if (found.version === current.version)
      throw fieldErrors({
        manifest: [
          `The build is ${found.version}, the version already served: a canary needs a version of its own to be told apart.`,
        ],
      });
    const now = app.clock();
    await withTransaction(app.db, async (trx) => {
      if (await openCanary(trx, params.name))
        throw new HttpError(409, `${params.name} has a canary release under way already.`);
      const id = await insertCanary(trx, {
        name: params.name,
        manifest: body.manifest,
        ...found,
        percent: body.percent,
        stableVersion: current.version,
        createdBy: request.user!.id,
        at: now,
      });
      await audit(trx, {
        actorId: request.user!.id,
        area: 'remotes',
        action: 'remote.canary',
        entity: 'remote',
        entityId: params.name,
        before: { manifest: current.manifest, version: current.version },
        after: {
          manifest: body.manifest,
          version: found.version,
          percent: body.percent,
          canary: id,
        },
        at: now,
      });
      changed(trx);
    });
    return view(
      request,
      `${found.version} of ${params.name} is released to ${body.percent} % of visitors, beside ${current.version}.`,
    );
  });

  /** Ends the canary under way (promoted or stopped by an admin); 409 when none is. */
  async function endByHand(request: FastifyRequest, outcome: 'promoted' | 'stopped') {
    const { params } = validate(request, { params: adminRemoteNameSchema });
    const now = app.clock();
    const ended = await withTransaction(app.db, async (trx) => {
      const open = await openCanary(trx, params.name);
      if (!open) throw new HttpError(409, `${params.name} has no canary release under way.`);
      const reason =
        outcome === 'promoted'
          ? `Promoted to every visitor by ${request.user!.username}.`
          : `Stopped by ${request.user!.username}.`;
      if (!(await endCanary(trx, open.id, { outcome, by: request.user!.id, reason, at: now })))
        throw new HttpError(409, `${params.name}'s canary release ended just now.`);
      let override: number | null = null;
      if (outcome === 'promoted')
        override = await insertOverride(trx, {
          name: params.name,
          manifest: open.manifest,
          version: open.version,
          paths: JSON.parse(open.paths) as string[],
          nav: JSON.parse(open.nav) as unknown[],
          admin: Number(open.admin) === 1,
          createdBy: request.user!.id,
          at: now,
        });
      await audit(trx, {
        actorId: request.user!.id,
        area: 'remotes',
        action: outcome === 'promoted' ? 'remote.canary.promote' : 'remote.canary.stop',
        entity: 'remote',
        entityId: params.name,
        before: {
          canary: open.version,
          percent: Number(open.percent),
          stable: open.stable_version,
        },
        after:
          outcome === 'promoted'
            ? { version: open.version, override }
            : { version: open.stable_version },
        at: now,
      });
      changed(trx);
      return open;
    });
    return view(
      request,
      outcome === 'promoted'
        ? `${ended.version} of ${params.name} is released to every visitor.`
        : `The ${ended.version} canary of ${params.name} was stopped: every visitor loads ${ended.stable_version}.`,
    );
  }

  app.post('/:name/canary/promote', ADMIN_ONLY, async (request) => endByHand(request, 'promoted'));
  app.post('/:name/canary/stop', ADMIN_ONLY, async (request) => endByHand(request, 'stopped'));
};

export default adminRemotesRoutes;
