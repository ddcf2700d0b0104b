import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { singleLineText } from '@lobby/shared-api/contract';
import { HttpError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validation';
import { judgeCanaryReport } from '../remotes/canary';

const remoteFailureSchema = z.object({
  remote: singleLineText().trim().min(1).max(64),
  version: z
    .string()
    .trim()
    .max(40)
    .regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/, 'Must be a version like 1.2.3'),
  // 'mounted': a page loaded it fine — sent only for a remote under a canary release, to count
  // both sides' loads.
  kind: z.enum(['load', 'render', 'mounted']),
});

/**
 * POST /api/remotes/failures: the shell's report that a remote failed to load or render in a
 * browser (or, under a canary release, that it mounted). Failures are counted into
 * lobby_remote_load_failures_total (by remote and version) and logged with their kind; under a canary each report also counts towards its
 * side's failure rate (core/remotes/canary.ts). Nothing about the visitor is kept. Sent with navigator.sendBeacon, which cannot carry the CSRF header, so the route is
 * CSRF-exempt: a forged report can only move a counter, and the per-IP limit bounds that.
 */
const remoteFailureRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/failures',
    {
      config: {
        csrf: false,
        ...rateLimit({ max: 30, timeWindow: 60_000, bucket: 'remote-failures' }),
      },
    },
    async (request, reply) => {
      const { body } = validate(request, { body: remoteFailureSchema });
      const { remotes } = await app.remoteRegistry.report(app.siteOrigin(request));
      const remote = remotes.find((r) => r.name === body.remote);
      if (!remote)
        throw new HttpError(400, 'Invalid request', { remote: ['Not a remote of this site'] });
      if (body.kind !== 'mounted') {
        app.metrics.remoteFailure(body.remote, body.version);
        request.log.warn(
          { remote: body.remote, version: body.version, kind: body.kind },
          'remote failed in a browser',
        );
      }
      await judgeCanaryReport(app, { remote, version: body.version, kind: body.kind });
      return reply.code(204).send();
    },
  );
};

export default remoteFailureRoutes;
