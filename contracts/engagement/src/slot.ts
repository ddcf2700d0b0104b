import { z } from 'zod';
import { multiLineText, singleLineText } from '@lobby/shared-api/contract';
import type { PagedResponse } from '@lobby/shared-api/contract';

/** A slot of the catalogue (spec part 1 §3 Slot search result). */
export interface Slot {
  id: number;
  name: string;
  image: string | null;
  provider: string | null;
}

/** Fewest characters a search needs; shorter queries answer nothing. */
export const SLOT_SEARCH_MIN_CHARS = 2;
/** Most results the search answers (a page). */
export const SLOT_SEARCH_PAGE = 20;
/** Suggestions a picker shows (spec §9). */
export const SLOT_SUGGESTIONS = 5;
/** Client timeouts (spec part 2 §7): tournament lookups 3 s, others 5 s. */
export const SLOT_SEARCH_TIMEOUT_MS = 5000;
export const SLOT_SEARCH_TOURNAMENT_TIMEOUT_MS = 3000;

/** GET /api/r/slots/search?query= */
export const slotSearchQuerySchema = z.object({
  query: singleLineText().max(100, 'Search is too long').default(''),
});

export interface SlotSearchResponse {
  success: true;
  data: Slot[];
}

const imageUrl = singleLineText()
  .trim()
  .max(500, 'Image URL is too long')
  .refine(
    (s) => s === '' || /^https?:\/\/\S+$/i.test(s) || /^\/\S*$/.test(s),
    'Image must be an http(s) URL or a site path',
  )
  .transform((s) => s || null);

/** POST /api/admin/engagement/slots and PUT /api/admin/engagement/slots/{id} */
export const slotInputSchema = z.object({
  name: singleLineText({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name is at most 120 characters'),
  provider: singleLineText()
    .trim()
    .max(80, 'Provider is at most 80 characters')
    .nullish()
    .transform((s) => s || null),
  image: imageUrl.nullish().transform((s) => s ?? null),
});
export type SlotInput = z.infer<typeof slotInputSchema>;

/** GET /api/admin/engagement/slots?search=&page= */
export const adminSlotsQuerySchema = z.object({
  search: singleLineText().trim().max(100).default(''),
  page: z.coerce.number().int().min(1, 'Page must be at least 1').max(10000).default(1),
});

/** One page of the slot catalogue. */
export type AdminSlotsResponse = PagedResponse<Slot & { created_at: string }>;

export interface SlotResponse {
  success: true;
  data: Slot;
}

/** POST /api/admin/engagement/slots/import — CSV text with a header: name, provider, image. */
export const slotImportSchema = z.object({
  csv: multiLineText({ message: 'Paste or upload a CSV file' })
    .min(1, 'Paste or upload a CSV file')
    .max(2_000_000, 'The CSV is larger than 2 MB'),
});

export interface SlotImportResponse {
  success: true;
  created: number;
  updated: number;
  /** Rows not imported, with why (line numbers count the header as line 1). */
  skipped: { line: number; reason: string }[];
}
