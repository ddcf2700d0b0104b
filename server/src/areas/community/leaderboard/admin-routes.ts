import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminCorrectionSchema,
  adminFeedPreviewSchema,
  adminFeedSchema,
  adminPeriodSchema,
  adminPlatformParamsSchema,
  adminPlatformSchema,
} from '@lobby/contract-community';
import type {
  AdminCsvCommitResponse,
  AdminCsvPreviewResponse,
  AdminEntriesResponse,
  AdminFeedPreviewResponse,
  AdminLeaderboardsResponse,
  AdminPlatformResponse,
  AdminSyncResponse,
} from '@lobby/contract-community';
import { singleLineText } from '@lobby/shared-api/contract';
import { fieldErrors } from '../../../core/http/errors';
import { multipart } from '../../../core/http/multipart';
import { validate } from '../../../core/http/validation';
import type { UploadRule } from '../../../core/uploads/pipeline';
import { acceptUpload, storeUpload, WEB_IMAGE_TYPES } from '../../../core/uploads/pipeline';
import { removeUpload } from '../../../core/uploads/uploads';
import { readMultipartFile } from '../casino-links/routes';
import {
  getAdminPlatform,
  listAdminPlatforms,
  savePeriod,
  savePlatform,
  setPlatformImage,
} from './admin-service';
import { commitCsv, correctEntry, listAdminEntries, previewCsv } from './entries-admin-service';
import { feedKinds, previewFeed, saveFeed } from './feed-admin-service';
import { CSV_MAX_BYTES } from './feeds';
import { syncPlatform } from './sync';

const PLATFORM_IMAGE: UploadRule = {
  field: 'image',
  maxBytes: 10 * 1024 * 1024,
  images: WEB_IMAGE_TYPES,
  messages: {
    size: 'The image may be at most 10 MB.',
    type: 'The image must be a PNG, JPEG, WebP or GIF image.',
  },
};
// Read, never stored: only UTF-8 text reaches the parser (which says more about what it finds).
const WAGER_CSV: UploadRule = {
  field: 'file',
  maxBytes: CSV_MAX_BYTES,
  text: { mime: 'text/csv; charset=utf-8', ext: 'csv' },
  messages: {
    size: 'The file may be at most 10 MB.',
    type: 'The file is not CSV text. Export it as "CSV UTF-8" (a .xlsx workbook cannot be read).',
  },
};

// One file (a CSV or an image) per upload: anything larger is refused before it is read.
const limits = (accept: UploadRule) =>
  multipart({
    fileBytes: accept.maxBytes,
    files: 1,
    fields: 2,
    requestBytes: accept.maxBytes + 64 * 1024,
    accept,
  });
const IMAGE_UPLOAD = limits(PLATFORM_IMAGE);
const CSV_UPLOAD = limits(WAGER_CSV);
/** Where platform logos are stored (uploads/<folder>), served publicly. */
export const PLATFORM_IMAGES = 'platforms';
const entriesQuerySchema = z.object({
  q: singleLineText().trim().max(64, 'Search is too long').optional(),
});

/**
 * /api/admin/community/leaderboard — Admin › Leaderboards. Moderators run the day-to-day (sync
 * now, corrections, CSV imports); creating platforms, periods and feeds (with their secrets) is
 * for admins.
 */
const leaderboardAdminRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;
  const admin = { config: { minRole: 'admin' as const } };

  const platformAnswer = async (id: number, message: string): Promise<AdminPlatformResponse> => ({
    success: true,
    message,
    data: await getAdminPlatform(app.db, base, id),
  });

  /**
   * A staff change to one platform: the address and the body checked (`body`), the change made
   * by `save` as the signed-in staff member (which audits it), the platform answered again.
   */
  const platformChange =
    <S extends z.ZodType>(
      body: S,
      save: (
        db: typeof app.db,
        actorId: number,
        platformId: number,
        input: z.output<S>,
        now: Date,
      ) => Promise<unknown>,
      message: string,
    ) =>
    async (request: FastifyRequest): Promise<AdminPlatformResponse> => {
      const parsed = validate(request, { params: adminPlatformParamsSchema, body });
      await save(app.db, request.user!.id, parsed.params.id, parsed.body, app.clock());
      return platformAnswer(parsed.params.id, message);
    };

  /** The CSV file of an upload, checked to be UTF-8 text. */
  const readCsv = async (request: FastifyRequest) => {
    const { file } = await readMultipartFile(request, 'file');
    if (!file) throw fieldErrors({ file: ['Choose a CSV file'] });
    if (!file.bytes.length) throw fieldErrors({ file: ['The file is empty.'] });
    return acceptUpload(WAGER_CSV, file);
  };

  app.get('/', async (): Promise<AdminLeaderboardsResponse> => ({
    success: true,
    data: { platforms: await listAdminPlatforms(app.db, base), feed_kinds: feedKinds() },
  }));

  app.post('/platforms', admin, async (request) => {
    const { body } = validate(request, { body: adminPlatformSchema });
    const id = await savePlatform(app.db, request.user!.id, null, body, app.clock());
    return platformAnswer(id, 'Platform created.');
  });

  app.put(
    '/platforms/:id',
    admin,
    platformChange(adminPlatformSchema, savePlatform, 'Platform saved.'),
  );

  app.post(
    '/platforms/:id/image',
    { config: { minRole: 'admin' as const, ...IMAGE_UPLOAD } },
    async (request) => {
      const { params } = validate(request, { params: adminPlatformParamsSchema });
      const { file } = await readMultipartFile(request, 'image');
      if (!file || !file.bytes.length) throw fieldErrors({ image: ['Choose an image'] });
      const image = await acceptUpload(PLATFORM_IMAGE, file);
      const folder = `uploads/${PLATFORM_IMAGES}`;
      const name = await storeUpload(app.storage, folder, image);
      const previous = await setPlatformImage(
        app.db,
        request.user!.id,
        params.id,
        `/media/uploads/${PLATFORM_IMAGES}/${name}`,
        app.clock(),
      ).catch(async (error: unknown) => {
        await removeUpload(app.storage, folder, name);
        throw error;
      });
      const prefix = `/media/uploads/${PLATFORM_IMAGES}/`;
      if (previous?.startsWith(prefix))
        await removeUpload(app.storage, folder, previous.slice(prefix.length));
      return platformAnswer(params.id, 'Image saved.');
    },
  );

  app.put(
    '/platforms/:id/period',
    admin,
    platformChange(adminPeriodSchema, savePeriod, 'Period saved.'),
  );

  app.put('/platforms/:id/feed', admin, platformChange(adminFeedSchema, saveFeed, 'Feed saved.'));

  app.post(
    '/platforms/:id/feed/preview',
    admin,
    async (request): Promise<AdminFeedPreviewResponse> => {
      const { params, body } = validate(request, {
        params: adminPlatformParamsSchema,
        body: adminFeedPreviewSchema,
      });
      const data = await previewFeed(app.db, params.id, body, app.clock());
      return {
        success: true,
        message: `The feed answered ${data.total_rows} players${data.dropped ? ` (${data.dropped} unreadable rows left out)` : ''}.`,
        data,
      };
    },
  );

  app.post('/platforms/:id/sync', async (request): Promise<AdminSyncResponse> => {
    const { params } = validate(request, { params: adminPlatformParamsSchema });
    const r = await syncPlatform(app.db, params.id, app.clock(), {
      onOutcome: app.metrics.feedSync,
    });
    if (r.status === 'ok' && r.changed) app.live.publish('leaderboard', { type: 'sync' });
    const message =
      r.status === 'ok'
        ? `Synced ${r.rows} players${r.changed ? '' : ' (no change)'}.`
        : r.status === 'failed'
          ? `Sync failed: ${r.error}`
          : r.reason;
    return {
      success: r.status === 'ok',
      message,
      data: await getAdminPlatform(app.db, base, params.id),
    };
  });

  app.get('/platforms/:id/entries', async (request): Promise<AdminEntriesResponse> => {
    const { params, query } = validate(request, {
      params: adminPlatformParamsSchema,
      query: entriesQuerySchema,
    });
    return { success: true, data: await listAdminEntries(app.db, params.id, query.q) };
  });

  app.post(
    '/platforms/:id/corrections',
    platformChange(adminCorrectionSchema, correctEntry, 'Entry corrected.'),
  );

  app.post(
    '/platforms/:id/csv/preview',
    { config: CSV_UPLOAD },
    async (request): Promise<AdminCsvPreviewResponse> => {
      validate(request, { params: adminPlatformParamsSchema });
      const csv = await readCsv(request);
      return { success: true, data: previewCsv(csv.bytes) };
    },
  );

  app.post(
    '/platforms/:id/csv/commit',
    { config: CSV_UPLOAD },
    async (request): Promise<AdminCsvCommitResponse> => {
      const { params } = validate(request, { params: adminPlatformParamsSchema });
      const csv = await readCsv(request);
      const r = await commitCsv(app.db, request.user!.id, params.id, csv.bytes, app.clock());
      return {
        success: true,
        message: `Imported ${r.rows} players${r.skipped ? `, skipped ${r.skipped} bad rows` : ''}.`,
        data: { ...r, platform: await getAdminPlatform(app.db, base, params.id) },
      };
    },
  );
};

export default leaderboardAdminRoutes;
