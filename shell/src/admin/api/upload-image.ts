import type { AdminUploadResponse } from '@lobby/shared-api';
import { sendJson } from '@lobby/shared-api';

/** POST /api/admin/uploads: stores an image for an admin form; answers its path and URL. */
export async function uploadAdminImage(file: File): Promise<AdminUploadResponse['data']> {
  const form = new FormData();
  form.append('file', file);
  return (
    await sendJson<AdminUploadResponse>('post', 'api/admin/uploads', form, { timeout: 60_000 })
  ).data;
}
