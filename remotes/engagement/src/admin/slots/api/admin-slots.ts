import type {
  AdminSlotsResponse,
  SlotImportResponse,
  SlotInput,
  SlotResponse,
} from '@lobby/contract-engagement';
import { getJson, postJson, sendJson } from '@lobby/shared-api';

const BASE = 'api/admin/engagement/slots';

export const adminSlotKeys = {
  all: () => ['engagement', 'admin', 'slots'] as const,
  list: (search: string, page: number) =>
    ['engagement', 'admin', 'slots', 'list', search, page] as const,
};

export const listAdminSlots = (search: string, page: number) =>
  getJson<AdminSlotsResponse>(BASE, { query: { search, page } });
export const createSlot = (input: SlotInput) => postJson<SlotResponse>(BASE, input);
export const updateSlot = (id: number, input: SlotInput) =>
  sendJson<SlotResponse>('put', `${BASE}/${id}`, input);
export const importSlots = (csv: string) =>
  postJson<SlotImportResponse>(`${BASE}/import`, { csv }, { timeout: 60_000 });
