import type { ProfileCasinoField } from '@lobby/contract-community';
import {
  BANNER_MAX_BYTES,
  BANNER_MIME_TYPES,
  CASINO_FIELD_FLAG,
  PROFILE_CASINO_FIELDS,
  PROFILE_SOCIAL_FIELDS,
} from '@lobby/contract-community';
import type { CasinoSettings } from '@lobby/shared-api/contract';
import type { Db } from '../../../core/db';
import type { UserRow } from '../../../core/db/tables';
import { fieldErrors, HttpError } from '../../../core/http/errors';
import type { Storage } from '../../../core/storage';
import { IMAGE_MAX_SIDE } from '../../../core/uploads/images';
import type { CheckedUpload, UploadRule } from '../../../core/uploads/pipeline';
import { acceptUpload, storeUpload } from '../../../core/uploads/pipeline';
import { removeUpload } from '../../../core/uploads/uploads';
import { findUserById } from '../../../core/users/repository';
import type { EditableProfileFields } from './repository';
import { swapBanner, updateProfileColumns } from './repository';

/** Site path banners are served under (the base path is added when answering). */
export const BANNER_URL_PREFIX = '/media/uploads/banners/';
/** Folder of DATA_DIR/uploads holding banners. */
export const BANNER_FOLDER = 'banners';

export const BANNER_TYPE_MESSAGE = 'The banner must be a PNG, JPEG, WebP or GIF image.';
export const BANNER_DIMENSIONS_MESSAGE = `The banner may be at most ${IMAGE_MAX_SIDE}×${IMAGE_MAX_SIDE} pixels.`;
export const BANNER_UNREADABLE_MESSAGE = 'The banner image could not be read.';
export const BANNER_SIZE_MESSAGE = `The banner may be at most ${BANNER_MAX_BYTES / (1024 * 1024)} MB.`;
export const CASINO_FIELD_OFF_MESSAGE = 'This casino username field is turned off.';
export const CASINO_FIELD_LINKED_MESSAGE =
  "Link this casino username in Settings › Casino, with a screenshot of the casino's referral page.";

export type ProfileForm = 'profile' | 'social' | 'casino';

/**
 * Which of the three forms of POST /api/r/profile/update a JSON body is, by its keys: `bio`
 * (profile), social handles, or casino usernames. Mixing forms or sending none is a 400.
 */
export function jsonFormOf(body: unknown): ProfileForm {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw fieldErrors({ _: ['Send the fields to save as a JSON object.'] });
  }
  const keys = Object.keys(body).filter((k) => k !== '_csrf');
  const forms = new Set<ProfileForm>();
  for (const key of keys) {
    if (key === 'bio') forms.add('profile');
    else if ((PROFILE_SOCIAL_FIELDS as readonly string[]).includes(key)) forms.add('social');
    else if ((PROFILE_CASINO_FIELDS as readonly string[]).includes(key)) forms.add('casino');
  }
  if (forms.size === 0) {
    throw fieldErrors({ _: ['Nothing to save: send a bio, social handles or casino usernames.'] });
  }
  if (forms.size > 1) {
    throw fieldErrors({
      _: ['Save the profile, social handles and casino usernames in separate requests.'],
    });
  }
  return [...forms][0]!;
}

/**
 * The casino fields are the member's casino links (casino-links): a name counts only with its
 * evidence, so this form saves none of them: 400 per field, saying where a name is linked (or
 * that the casino block has turned the field off).
 */
export function refuseCasinoFields(
  input: Partial<Record<ProfileCasinoField, unknown>>,
  casino: CasinoSettings,
): never {
  const errors: Record<string, string[]> = {};
  for (const field of PROFILE_CASINO_FIELDS) {
    if (input[field] !== undefined)
      errors[field] = [
        casino[CASINO_FIELD_FLAG[field]] ? CASINO_FIELD_LINKED_MESSAGE : CASINO_FIELD_OFF_MESSAGE,
      ];
  }
  throw fieldErrors(errors);
}

/** A banner upload as the multipart parser hands it over. */
export interface BannerUpload {
  bytes: Buffer;
  /** The parser stopped reading at the size limit. */
  truncated: boolean;
}

/** What a banner may be: one of the four web image types, re-encoded without metadata. */
export const BANNER_UPLOAD: UploadRule = {
  field: 'banner',
  maxBytes: BANNER_MAX_BYTES,
  images: BANNER_MIME_TYPES,
  messages: {
    size: BANNER_SIZE_MESSAGE,
    type: BANNER_TYPE_MESSAGE,
    dimensions: BANNER_DIMENSIONS_MESSAGE,
    unreadable: BANNER_UNREADABLE_MESSAGE,
  },
};

/**
 * A banner through the upload pipeline (core/uploads/pipeline.ts): size, real type from the
 * bytes, dimensions, re-encoded without metadata, which is what gets stored and served.
 */
export const checkBanner = (upload: BannerUpload) => acceptUpload(BANNER_UPLOAD, upload);

const bannerName = (value: string | null): string | null =>
  value && value.startsWith(BANNER_URL_PREFIX) ? value.slice(BANNER_URL_PREFIX.length) : null;

/** Saves the given profile columns; answers the member's row afterwards. */
export async function saveProfileFields(
  db: Db,
  userId: number,
  fields: EditableProfileFields,
  now: Date,
): Promise<UserRow> {
  if (Object.keys(fields).length) await updateProfileColumns(db, userId, fields, now.toISOString());
  const row = await findUserById(db, userId);
  if (!row) throw new HttpError(401, 'Authentication required');
  return row;
}

/**
 * Stores a new banner under a random name, points the member at it together with `fields`, and
 * deletes the banner file it replaced (an uploaded one; seeded media are left alone). The swap is
 * a compare-and-swap on the stored banner, so concurrent replacements never leak or double-delete
 * a file. When the database write fails the new file is removed again.
 */
export async function replaceBanner(
  db: Db,
  storage: Storage,
  userId: number,
  banner: CheckedUpload,
  fields: EditableProfileFields,
  now: Date,
): Promise<UserRow> {
  const folder = `uploads/${BANNER_FOLDER}`;
  const name = await storeUpload(storage, folder, banner);
  const value = `${BANNER_URL_PREFIX}${name}`;
  let replaced: string | null = null;
  try {
    for (let attempt = 0; ; attempt += 1) {
      const current = await findUserById(db, userId);
      if (!current) throw new HttpError(401, 'Authentication required');
      if (await swapBanner(db, userId, current.banner, value, fields, now.toISOString())) {
        replaced = current.banner;
        break;
      }
      if (attempt >= 10)
        throw new HttpError(409, 'The profile changed while saving. Please try again.');
    }
  } catch (error) {
    await removeUpload(storage, folder, name);
    throw error;
  }
  const old = bannerName(replaced);
  if (old && old !== name) await removeUpload(storage, folder, old);
  const row = await findUserById(db, userId);
  if (!row) throw new HttpError(401, 'Authentication required');
  return row;
}
