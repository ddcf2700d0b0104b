import type {
  AdminActionResponse,
  AdminSlotCallsResponse,
  OpenSlotCallSessionInput,
  SlotCallBlacklistInput,
  SlotCallStatus,
} from '@lobby/contract-engagement';
import { getJson, postJson, sendJson } from '@lobby/shared-api';

const BASE = 'api/admin/engagement/slot-calls';

export const slotCallKeys = {
  all: () => ['engagement', 'admin', 'slot-calls'] as const,
  page: (page: number) => ['engagement', 'admin', 'slot-calls', page] as const,
};

/** GET …/slot-calls: the open (or latest) session, a page of its queue and the blacklist. */
export const getSlotCalls = (page = 1, perPage?: number) =>
  getJson<AdminSlotCallsResponse>(BASE, { query: { page, per_page: perPage } });
/** POST …/sessions: opens a call session. */
export const openCallSession = (input: OpenSlotCallSessionInput) =>
  postJson<AdminActionResponse>(`${BASE}/sessions`, input);
/** POST …/sessions/{id}/close */
export const closeCallSession = (id: number) =>
  postJson<AdminActionResponse>(`${BASE}/sessions/${id}/close`, {});
/** PATCH …/calls/{id}: played, skipped or back in the queue. */
export const setCallStatus = (id: number, status: SlotCallStatus) =>
  sendJson<AdminActionResponse>('patch', `${BASE}/calls/${id}`, { status });
/** POST …/blacklist: a viewer or a slot. */
export const addToCallBlacklist = (input: SlotCallBlacklistInput) =>
  postJson<AdminActionResponse>(`${BASE}/blacklist`, input);
/** DELETE …/blacklist/{id} */
export const removeFromCallBlacklist = (id: number) =>
  sendJson<AdminActionResponse>('delete', `${BASE}/blacklist/${id}`);
