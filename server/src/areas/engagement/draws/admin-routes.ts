import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  adminPageQuerySchema,
  disqualifySchema,
  staffDrawSchema,
} from '@lobby/contract-engagement';
import type { AdminActionResponse } from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import type { PagedQuery, PagedResponse } from '@lobby/shared-api/contract';
import type { Actor } from '../../../core/admin/duties';
import { iso } from '../../../core/clock';
import type { Database, Db } from '../../../core/db';
import { validate } from '../../../core/http/validation';
import type { DrandChainConfig } from '../../../core/randomness/drand';
import { sendCsv } from '../shared/admin-replies';
import { staffDraw, staffDrawMessage, staffRedraw, staffRedrawMessage } from './flow';
import type { DrawSubject } from './flow';
import { readDetail } from './routes';
import type { DrawPages } from './routes';

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

/** What a feature's admin draw pages do (giveaways, wager raffles). */
export interface DrawAdmin<Input, Row> {
  subject: DrawSubject;
  /** How a message names one ('Giveaway', 'Wager raffle'). */
  label: string;
  schema: z.ZodType<Input>;
  list(db: Db, basePath: string, nowIso: string, page: PagedQuery): Promise<unknown>;
  detail: DrawPages<unknown, unknown>['detail'];
  create(
    db: Kysely<Database>,
    input: Input,
    actor: Actor,
    now: Date,
    /** lobby-draw-v2: the chain whose round, fixed now, will decide the draw. */
    drand?: DrandChainConfig,
  ): Promise<number>;
  update(
    db: Kysely<Database>,
    id: number,
    input: Input,
    actor: Actor,
    now: Date,
    drand?: DrandChainConfig,
  ): Promise<void>;
  /** What an entry is called in the URLs ('entries', 'tickets') and the CSV's name. */
  entries: string;
  entriesPage(db: Db, basePath: string, id: number, page: PagedQuery): Promise<PagedResponse<Row>>;
  /** All of them as CSV. */
  entriesCsv(db: Db, basePath: string, id: number): Promise<string>;
  /** The CSV's file name. */
  csvFile(id: number): string;
}

/**
 * A feature's admin draw routes: GET / (a page), GET/PUT /:id, POST /, GET /:id/<entries> (a
 * page) and /:id/<entries>.csv, and the staff draw routes. `changed` tells open pages after a
 * draw; `saved`, when given, after a create or an edit.
 */
export function drawAdminRoutes<Input, Row>(
  app: FastifyInstance,
  admin: DrawAdmin<Input, Row>,
  changed: (id: number) => void,
  saved: (id: number) => void = () => {},
) {
  const base = app.config.basePath;

  app.get('/', async (request) => {
    const { query } = validate(request, { query: adminPageQuerySchema });
    return admin.list(app.db, base, iso(app.clock()), query);
  });

  app.get('/:id', async (request) => {
    const { params } = validate(request, { params: idParamSchema });
    return { success: true, data: await readDetail(app, admin, params.id, null) };
  });

  app.post('/', async (request, reply): Promise<AdminActionResponse & { id: number }> => {
    const { body } = validate(request, { body: admin.schema });
    const id = await admin.create(app.db, body, request.user!, app.clock(), app.config.drand);
    saved(id);
    reply.code(201);
    return { success: true, message: `${admin.label} created.`, id };
  });

  app.put('/:id', async (request): Promise<AdminActionResponse> => {
    const { params, body } = validate(request, { params: idParamSchema, body: admin.schema });
    await admin.update(app.db, params.id, body, request.user!, app.clock(), app.config.drand);
    saved(params.id);
    return { success: true, message: `${admin.label} saved.` };
  });

  app.get(`/:id/${admin.entries}`, async (request): Promise<PagedResponse<Row>> => {
    const { params, query } = validate(request, {
      params: idParamSchema,
      query: adminPageQuerySchema,
    });
    return admin.entriesPage(app.db, base, params.id, query);
  });

  app.get(`/:id/${admin.entries}.csv`, async (request, reply) => {
    const { params } = validate(request, { params: idParamSchema });
    return sendCsv(
      reply,
      admin.csvFile(params.id),
      await admin.entriesCsv(app.db, base, params.id),
    );
  });

  staffDrawRoutes(app, admin.subject, changed);
}
