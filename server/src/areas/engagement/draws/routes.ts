import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@lobby/shared-api/contract';
import { iso } from '../../../core/clock';
import type { Db } from '../../../core/db';
import { validate } from '../../../core/http/validation';

/** Who reads a draw's page, and when. */
export interface DrawView {
  /** The member reading (their entries, their payout); null: a visitor, or staff. */
  viewerId: number | null;
  nowIso: string;
  /** DRAND_FALLBACK_MINUTES: when staff may draw a waiting v2 draw without drand. */
  fallbackAfterMs?: number;
}

/** What a feature's public draw pages read (giveaways, wager raffles). */
export interface DrawPages<List, Detail> {
  list(db: Db, basePath: string, nowIso: string): Promise<List>;
  detail(db: Db, basePath: string, id: number, view: DrawView): Promise<Detail>;
  /** The published frozen list (404 before the draw): its text, or its pieces as they are read. */
  drawList(db: Db, id: number): Promise<string | AsyncIterable<string>>;
  /** The file name the list is shown under. */
  drawListFile(id: number): string;
}

/** The detail of one, as its page reads it (`viewerId` null: as staff see it). */
export const readDetail = <Detail>(
  app: FastifyInstance,
  pages: Pick<DrawPages<unknown, Detail>, 'detail'>,
  id: number,
  viewerId: number | null,
) =>
  pages.detail(app.db, app.config.basePath, id, {
    viewerId,
    nowIso: iso(app.clock()),
    fallbackAfterMs: app.config.drand.fallbackAfterMs,
  });

/** GET /, /:id and the frozen list /:id/draw-list of a feature's public draw pages. */
export function drawPageRoutes<List, Detail>(app: FastifyInstance, pages: DrawPages<List, Detail>) {
  app.get('/', async (): Promise<{ success: true; data: List }> => ({
    success: true,
    data: await pages.list(app.db, app.config.basePath, iso(app.clock())),
  }));

  app.get('/:id', async (request): Promise<{ success: true; data: Detail }> => {
    const { params } = validate(request, { params: idParamSchema });
    return {
      success: true,
      data: await readDetail(app, pages, params.id, request.user?.id ?? null),
    };
  });

  // Byte for byte the text its published hash covers; a long list is streamed as it is read
  // (one line per entry can be millions of lines).
  app.get('/:id/draw-list', async (request, reply) => {
    const { params } = validate(request, { params: idParamSchema });
    const list = await pages.drawList(app.db, params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `inline; filename="${pages.drawListFile(params.id)}"`)
      .send(typeof list === 'string' ? list : Readable.from(list));
  });
}
