import type { FastifyPluginAsync } from 'fastify';
import {
  GIVEAWAYS_CHANNEL,
  adminGiveawaySchema,
  adminPageQuerySchema,
  disqualifySchema,
  giveawayChannel,
} from '@lobby/contract-engagement';
import type {
  AdminActionResponse,
  AdminGiveawayEntriesResponse,
  AdminGiveawayResponse,
  AdminGiveawaysResponse,
} from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { iso } from '../../../core/clock';
import { HttpError } from '../../../core/http/errors';
import { validate } from '../../../core/http/validation';
import { redrawnMessage, sendCsv } from '../shared/admin-replies';
import {
  adminCreateGiveaway,
  adminListGiveaways,
  adminUpdateGiveaway,
  entriesCsv,
} from './admin-service';
import { drawGiveaway, redrawGiveaway } from './draw';
import { findGiveaway } from './repository';
import { getGiveaway, getGiveawayEntries, getGiveawayEntriesPage } from './service';

/** Admin › Giveaways at /api/admin/engagement/giveaways (moderator; guarded by the core). */
const giveawayAdminRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;
  /** Tells open overlays and pages that a giveaway changed (live channel). */
  const changed = (id: number) => {
    app.live.publish(giveawayChannel(id), { type: 'giveaway', giveaway_id: id });
    app.live.publish(GIVEAWAYS_CHANNEL, { type: 'giveaway', giveaway_id: id });
  };

  app.get('/', async (request): Promise<AdminGiveawaysResponse> => {
    const { query } = validate(request, { query: adminPageQuerySchema });
    return adminListGiveaways(app.db, base, iso(app.clock()), query);
  });

  app.get('/:id', async (request): Promise<AdminGiveawayResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    const data = await getGiveaway(app.db, base, params.id, null, iso(app.clock()));
    const row = await findGiveaway(app.db, params.id);
    return {
      success: true,
      data: {
        ...data,
        has_password: row?.password_hash != null,
        chat_entry: Number(row?.chat_entry) === 1,
        chat_keyword: row?.chat_keyword ?? null,
      },
    };
  });

  app.post('/', async (request, reply): Promise<AdminActionResponse & { id: number }> => {
    const { body } = validate(request, { body: adminGiveawaySchema });
    const id = await adminCreateGiveaway(app.db, body, request.user!, app.clock());
    changed(id);
    reply.code(201);
    return { success: true, message: 'Giveaway created.', id };
  });

  app.put('/:id', async (request): Promise<AdminActionResponse> => {
    const { params, body } = validate(request, {
      params: idParamSchema,
      body: adminGiveawaySchema,
    });
    await adminUpdateGiveaway(app.db, params.id, body, request.user!, app.clock());
    changed(params.id);
    return { success: true, message: 'Giveaway saved.' };
  });

  app.get('/:id/entries', async (request): Promise<AdminGiveawayEntriesResponse> => {
    const { params, query } = validate(request, {
      params: idParamSchema,
      query: adminPageQuerySchema,
    });
    return getGiveawayEntriesPage(app.db, base, params.id, query);
  });

  app.get('/:id/entries.csv', async (request, reply) => {
    const { params } = validate(request, { params: idParamSchema });
    const csv = entriesCsv(await getGiveawayEntries(app.db, base, params.id));
    return sendCsv(reply, `giveaway-${params.id}-entries.csv`, csv);
  });

  app.post('/:id/draw', async (request): Promise<AdminActionResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    if (!(await findGiveaway(app.db, params.id))) throw new HttpError(404, 'Giveaway not found');
    const result = await drawGiveaway(app.db, params.id, app.clock(), request.user!.id);
    if (!result) throw new HttpError(409, 'This giveaway is drawn already.');
    changed(params.id);
    const n = result.winners.length;
    return {
      success: true,
      message: n ? `Drawn: ${n} ${n === 1 ? 'winner' : 'winners'}.` : 'Drawn: nobody entered.',
    };
  });

  app.post('/:id/disqualify', async (request): Promise<AdminActionResponse> => {
    const { params, body } = validate(request, { params: idParamSchema, body: disqualifySchema });
    const r = await redrawGiveaway(
      app.db,
      params.id,
      body.position,
      body.reason,
      request.user!.id,
      app.clock(),
    );
    changed(params.id);
    return { success: true, message: redrawnMessage(r) };
  });
};

export default giveawayAdminRoutes;
