import type { FastifyInstance } from 'fastify';
import { disqualifySchema, staffDrawSchema } from '@lobby/contract-engagement';
import type { AdminActionResponse } from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { validate } from '../../../core/http/validation';
import { staffDraw, staffDrawMessage, staffRedraw, staffRedrawMessage } from './flow';
import type { DrawSubject } from './flow';

/**
 * POST /:id/draw and /:id/disqualify of a feature's admin routes (giveaways, wager raffles):
 * staff's draw and disqualify-and-redraw through the draw flow; `changed` tells open pages.
 */
export function staffDrawRoutes(
  app: FastifyInstance,
  subject: DrawSubject,
  changed: (id: number) => void,
) {
  app.post('/:id/draw', async (request): Promise<AdminActionResponse> => {
    const { params, body } = validate(request, { params: idParamSchema, body: staffDrawSchema });
    const r = await staffDraw(
      subject,
      app.db,
      params.id,
      app.config.drand,
      app.clock(),
      request.user!.id,
      body.without_beacon,
    );
    changed(params.id);
    return { success: true, message: staffDrawMessage(r) };
  });

  /** The place to draw again, by its position. */
  app.post('/:id/disqualify', async (request): Promise<AdminActionResponse> => {
    const { params, body } = validate(request, { params: idParamSchema, body: disqualifySchema });
    const r = await staffRedraw(
      subject,
      app.db,
      params.id,
      body.position,
      body.reason,
      request.user!,
      app.config.drand,
      app.clock(),
    );
    changed(params.id);
    return { success: true, message: staffRedrawMessage(r) };
  });
}
