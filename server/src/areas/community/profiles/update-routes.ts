import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ProfileUpdateResponse } from '@lobby/contract-community';
import {
  BANNER_MAX_BYTES,
  PROFILE_SAVED_MESSAGE,
  profileBioSchema,
  profileCasinoSchema,
  profileSocialSchema,
} from '@lobby/contract-community';
import { fieldErrors } from '../../../core/http/errors';
import { parseOrThrow } from '../../../core/http/validation';
import { getSettings } from '../../../core/settings/service';
import { toUserProfile } from './service';
import type { BannerUpload } from './update-service';
import {
  BANNER_TYPE_MESSAGE,
  checkBanner,
  checkCasinoFields,
  jsonFormOf,
  replaceBanner,
  saveProfileFields,
} from './update-service';

// Per-route multipart limits: one file, at most the banner size. The parser stops reading a
// larger file and marks it truncated (no throw), so the answer can name the banner field.
const MULTIPART_OPTIONS = {
  limits: { fileSize: BANNER_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  throwFileSizeLimit: false,
};

interface MultipartPart {
  type?: 'file' | 'field';
  value?: unknown;
  filename?: string;
  file?: { truncated?: boolean };
  toBuffer?: () => Promise<Buffer>;
}

/** The plain fields and the banner file of a multipart body (attachFieldsToBody). */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; banner: BannerUpload | null }> {
  const body = (request.body ?? {}) as Record<string, MultipartPart | MultipartPart[]>;
  const fields: Record<string, unknown> = {};
  let banner: BannerUpload | null = null;
  for (const [key, raw] of Object.entries(body)) {
    if (Array.isArray(raw)) throw fieldErrors({ [key]: ['Send this field once.'] });
    if (key === 'banner') {
      if (raw.type === 'file' && raw.toBuffer) {
        const bytes = await raw.toBuffer();
        // A file input left empty still sends a nameless, empty part: no new banner.
        if (bytes.length === 0 && !raw.filename) continue;
        banner = { bytes, truncated: raw.file?.truncated === true };
      } else if (typeof raw.value === 'string' && raw.value !== '') {
        throw fieldErrors({ banner: [BANNER_TYPE_MESSAGE] });
      }
      continue;
    }
    if (raw.type === 'file') throw fieldErrors({ [key]: ['Only the banner may be a file.'] });
    fields[key] = raw.value;
  }
  return { fields, banner };
}

/**
 * POST /api/r/profile/update — the member's own profile, in one of three forms (spec part 1 §7):
 * multipart {bio, banner}, JSON social handles, or JSON casino usernames. Answers the saved own
 * profile with 'Saved successfully!'.
 */
const profileUpdateRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/update',
    // Logged-out uploads are refused before their body is read.
    { onRequest: app.requireUser, config: { multipartOptions: MULTIPART_OPTIONS } },
    async (request): Promise<ProfileUpdateResponse> => {
      const user = request.user!;
      const now = app.clock();
      let row;
      if (request.isMultipart()) {
        const { fields, banner } = await readMultipart(request);
        const input = parseOrThrow(profileBioSchema, fields);
        const patch = input.bio === undefined ? {} : { bio: input.bio };
        if (banner) {
          const checked = await checkBanner(banner);
          row = await replaceBanner(app.db, app.config.uploadsDir, user.id, checked, patch, now);
        } else {
          row = await saveProfileFields(app.db, user.id, patch, now);
        }
      } else {
        const form = jsonFormOf(request.body);
        const schema =
          form === 'profile'
            ? profileBioSchema
            : form === 'social'
              ? profileSocialSchema
              : profileCasinoSchema;
        const input = parseOrThrow(schema, request.body) as Record<
          string,
          string | null | undefined
        >;
        if (form === 'casino') {
          const settings = await getSettings(app.db, app.config.basePath, app.config.streamChannel);
          checkCasinoFields(input, settings.casino);
        }
        const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
        row = await saveProfileFields(app.db, user.id, patch, now);
      }
      return {
        success: true,
        message: PROFILE_SAVED_MESSAGE,
        data: toUserProfile(app.config.basePath, row, row.id),
      };
    },
  );
};

export default profileUpdateRoutes;
