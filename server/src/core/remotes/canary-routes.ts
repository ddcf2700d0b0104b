import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminRemoteCanarySchema, adminRemoteNameSchema } from '@lobby/shared-api/contract';
import { audit } from '../audit/audit';
import { withTransaction } from '../db';
import { fieldErrors, HttpError } from '../http/errors';
import type { FetchLike } from '../http/outbound-guard';
import { validate } from '../http/validation';
import { ADMIN_ONLY, adminRemotes } from './admin-service';
import { endCanary, insertCanary, insertOverride, openCanary } from './repository';

/**
 * Admin › Remotes' canary releases (admins only): another build of a remote to a share of
 * visitors beside the stable one, promoted to every visitor or stopped by hand (core/remotes/
 * canary.ts rolls a failing one back by itself). Each change is audited.
 */
const adminCanaryRoutes: FastifyPluginAsync<{ fetch?: FetchLike }> = async (app, opts) => {
  const { view, currentOf, inspect, changed } = adminRemotes(app, opts.fetch);

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

export default adminCanaryRoutes;
