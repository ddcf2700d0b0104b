import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AdminRemoteReplacePreviewResponse } from '@lobby/shared-api/contract';
import {
  adminRemoteAddSchema,
  adminRemoteNameSchema,
  adminRemoteNavSchema,
  adminRemoteReplaceSchema,
} from '@lobby/shared-api/contract';
import { audit } from '../audit/audit';
import { withTransaction } from '../db';
import { fieldErrors, HttpError } from '../http/errors';
import type { FetchLike } from '../http/outbound-guard';
import { validate } from '../http/validation';
import { matchRank } from '../site/page-assets';
import { ADMIN_ONLY, adminRemotes, dropsOf, dropsText, entryOf, hasDrops } from './admin-service';
import adminCanaryRoutes from './canary-routes';
import { liveOverride, openCanary, revertOverride } from './repository';

/**
 * Admin › Remotes (admins only): the registry as it is served; a remote of one's own added under
 * its own name; per remote a replacement by a new manifest URL (checked first: it answers, it is
 * that container, its shared singletons accept this site's versions, its descriptor lists its
 * paths, and what it drops is confirmed), its sidebar icons, a removal, a one-click rollback to
 * the entry before, and its canary releases (canary-routes.ts). Entries live in remote_overrides and remote_canaries;
 * every process applies them on its next page load (the registry reads them, and the bus drops
 * each process's copy). Each change is audited.
 */
const adminRemotesRoutes: FastifyPluginAsync<{ fetch?: FetchLike }> = async (app, opts) => {
  const { view, currentOf, inspect, changed, saveEntry } = adminRemotes(app, opts.fetch);

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

  await app.register(adminCanaryRoutes, { fetch: opts.fetch });
};

export default adminRemotesRoutes;
