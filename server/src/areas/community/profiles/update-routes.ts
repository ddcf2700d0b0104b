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
import { multipart, readMultipart } from '../../../core/http/multipart';
import { parseOrThrow } from '../../../core/http/validation';
import { getSettings } from '../../../core/settings/service';
import { casinoFieldNames } from '../casino-links/service';
import { toUserProfile } from './service';
import type { BannerUpload } from './update-service';
import {
  BANNER_TYPE_MESSAGE,
  BANNER_UPLOAD,
  checkBanner,
  refuseCasinoFields,
  jsonFormOf,
  replaceBanner,
  saveProfileFields,
} from './update-service';

// One file, at most the banner size, plus the bio: anything larger is refused before it is read.
// A larger file is cut at the limit (truncated), so the answer can name the banner field.
const UPLOAD_LIMITS = multipart({
  fileBytes: BANNER_MAX_BYTES,
  files: 1,
  fields: 10,
  requestBytes: BANNER_MAX_BYTES + 64 * 1024,
  accept: BANNER_UPLOAD,
});

/** The plain fields and the banner file of the multipart form. */
async function readBannerForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; banner: BannerUpload | null }> {
  const { fields, files } = await readMultipart(request);
  let banner: BannerUpload | null = null;
  if (typeof fields.banner === 'string' && fields.banner !== '')
    throw fieldErrors({ banner: [BANNER_TYPE_MESSAGE] });
  delete fields.banner;
  for (const file of files) {
    if (file.field !== 'banner')
      throw fieldErrors({ [file.field]: ['Only the banner may be a file.'] });
    // A file input left empty still sends a nameless, empty part: no new banner.
    if (file.bytes.length === 0 && !file.filename) continue;
    banner = { bytes: file.bytes, truncated: file.truncated };
  }
  return { fields: { ...fields }, banner };
}

/**
 * POST /api/r/profile/update — the member's own profile, in one of three forms (spec part 1 §7):
 * multipart {bio, banner}, JSON social handles, or JSON casino usernames. Answers the saved own
 * profile with 'Saved successfully!'.
 */
const profileUpdateRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/update',
    // Logged-out uploads, and uploads without the CSRF header, are refused before their body is read.
    { onRequest: app.requireUser, config: UPLOAD_LIMITS },
    async (request): Promise<ProfileUpdateResponse> => {
      const user = request.user!;
      const now = app.clock();
      let row;
      if (request.isMultipart()) {
        const { fields, banner } = await readBannerForm(request);
        const input = parseOrThrow(profileBioSchema, fields);
        const patch = input.bio === undefined ? {} : { bio: input.bio };
        if (banner) {
          const checked = await checkBanner(banner);
          row = await replaceBanner(app.db, app.storage, user.id, checked, patch, now);
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
          refuseCasinoFields(input, settings.casino);
        }
        const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
        row = await saveProfileFields(app.db, user.id, patch, now);
      }
      const { casino } = await getSettings(app.db, app.config.basePath, app.config.streamChannel);
      return {
        success: true,
        message: PROFILE_SAVED_MESSAGE,
        data: toUserProfile(
          app.config.basePath,
          row,
          row.id,
          await casinoFieldNames(app.db, row.id, casino),
        ),
      };
    },
  );
};

export default profileUpdateRoutes;
