import type { EnterGiveawayInput, EnterGiveawayResponse } from '@lobby/contract-engagement';
import { postJson } from '@lobby/shared-api';

/** POST /api/r/giveaways/{id}/enter — {entry_type, kick_username, password, points_spent}. */
export const enterGiveaway = (id: number, body: EnterGiveawayInput) =>
  postJson<EnterGiveawayResponse>(`api/r/giveaways/${id}/enter`, body);
