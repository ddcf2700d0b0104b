import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AdminRemote, AdminRemotesResponse } from '@lobby/shared-api/contract';
import { adminRemoteNameSchema, adminRemoteReplaceSchema } from '@lobby/shared-api/contract';
import { audit } from '../audit/audit';
import { withTransaction } from '../db';
import { fieldErrors, HttpError, notFound } from '../http/errors';
import { guardedFetch, outboundUrlProblem } from '../http/outbound-guard';
import type { FetchLike } from '../http/outbound-guard';
import { validate } from '../http/validation';
import { inspectRemote } from './inspect';
import { insertOverride, liveOverride, overrideHistory, revertOverride } from './repository';

const ADMIN_ONLY = { config: { minRole: 'admin' as const } };

/**
 * Admin › Remotes (admins only): the registry as it is served, and per remote a replacement by a
 * new manifest URL (checked first: it answers, it is that container, its shared singletons accept
 * this site's versions, its descriptor lists its paths) and a one-click rollback to the entry
 * before. Entries live in remote_overrides; /remotes.json applies them over LOBBY_REMOTES_FILE and
 * the built remotes, on the next page load of every server process. Each change is audited.
 */
const adminRemotesRoutes: FastifyPluginAsync<{ fetch?: FetchLike }> = async (app, opts) => {
  const doFetch = opts.fetch ?? guardedFetch;

  async function view(request: FastifyRequest, message?: string): Promise<AdminRemotesResponse> {
    const [report, history] = await Promise.all([
      app.remoteRegistry.report(app.siteOrigin(request)),
      overrideHistory(app.db, app.config.basePath),
    ]);
    const remotes: AdminRemote[] = report.remotes.map((r) => {
      const h = history.get(r.name) ?? [];
      return { ...r, history: h, can_roll_back: h.some((e) => e.live) };
    });
    return {
      success: true,
      ...(message ? { message } : {}),
      data: { remotes, problems: report.problems },
    };
  }

  app.get('/', ADMIN_ONLY, async (request) => view(request));

  // "Check now": every remote checked again at once, not on the next tick of the check interval.
  app.post('/check', ADMIN_ONLY, async (request) => {
    app.remoteRegistry.recheck(0);
    return view(request, 'Every remote was checked again.');
  });

  app.post('/:name/replace', ADMIN_ONLY, async (request) => {
    const { params, body } = validate(request, {
      params: adminRemoteNameSchema,
      body: adminRemoteReplaceSchema,
    });
    const origin = app.siteOrigin(request);
    const current = (await app.remoteRegistry.report(origin)).remotes.find(
      (r) => r.name === params.name,
    );
    if (!current) throw notFound(`There is no remote named ${params.name}`);
    const inside = await outboundUrlProblem(body.manifest);
    if (inside) throw fieldErrors({ manifest: [inside] });
    const found = await inspectRemote(
      params.name,
      body.manifest,
      origin,
      app.remoteRegistry.providedShared(),
      doFetch,
    );
    const now = app.clock();
    await withTransaction(app.db, async (trx) => {
      const id = await insertOverride(trx, {
        name: params.name,
        manifest: body.manifest,
        ...found,
        createdBy: request.user!.id,
        at: now,
      });
      await audit(trx, {
        actorId: request.user!.id,
        area: 'remotes',
        action: 'remote.replace',
        entity: 'remote',
        entityId: params.name,
        before: { manifest: current.manifest, version: current.version, source: current.source },
        after: {
          manifest: body.manifest,
          version: found.version,
          paths: found.paths,
          override: id,
        },
        at: now,
      });
    });
    return view(
      request,
      `${params.name} now loads ${found.version} from ${body.manifest} on the next page load.`,
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
        before: { manifest: live.manifest, version: live.version, override: live.id },
        after: previous
          ? { manifest: previous.manifest, version: previous.version, override: previous.id }
          : { source: 'file or built-in entry' },
        at: now,
      });
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
};

export default adminRemotesRoutes;
