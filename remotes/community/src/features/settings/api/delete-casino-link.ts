import { sendJson } from '@lobby/shared-api';

/** DELETE /api/r/casino-links/{id} */
export const deleteCasinoLink = (id: number) =>
  sendJson<{ success: true; message: string }>('delete', `api/r/casino-links/${id}`);
