import type { FastifyPluginAsync } from 'fastify';
import {
  GIVEAWAYS_CHANNEL,
  adminGiveawaySchema,
  adminPageQuerySchema,
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
import { validate } from '../../../core/http/validation';
import { staffDrawRoutes } from '../draws/admin-routes';
import { sendCsv } from '../shared/admin-replies';
import {
  adminCreateGiveaway,
  adminListGiveaways,
  adminUpdateGiveaway,
  entriesCsv,
} from './admin-service';
import { giveawayDraws } from './draw';
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
    const data = await getGiveaway(
      app.db,
      base,
      params.id,
      null,
      iso(app.clock()),
      app.config.drand.fallbackAfterMs,
    );
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
    const id = await adminCreateGiveaway(
      app.db,
      body,
      request.user!,
      app.clock(),
      app.config.drand,
    );
    changed(id);
    reply.code(201);
    return { success: true, message: 'Giveaway created.', id };
  });

  app.put('/:id', async (request): Promise<AdminActionResponse> => {
    const { params, body } = validate(request, {
      params: idParamSchema,
      body: adminGiveawaySchema,
    });
    await adminUpdateGiveaway(
      app.db,
      params.id,
      body,
      request.user!,
      app.clock(),
      app.config.drand,
    );
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

  staffDrawRoutes(app, giveawayDraws, changed);
};

export default giveawayAdminRoutes;
