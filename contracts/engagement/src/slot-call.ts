import { z } from 'zod';
import {
  idSchema,
  multiLineText,
  pagedQuerySchema,
  singleLineText,
} from '@lobby/shared-api/contract';
import type { PagedResponse } from '@lobby/shared-api/contract';
import type { Slot } from './slot';

// Admin › Engagement › Slot calls (/api/admin/engagement/slot-calls): `!call <slot>` requests
// from the stream's Kick chat, queued per call session.

export type SlotCallStatus = 'queued' | 'played' | 'skipped';

export interface SlotCallSession {
  id: number;
  title: string;
  status: 'open' | 'closed';
  opened_at: string;
  closed_at: string | null;
}

/** One viewer's request. `kick_username` and `requested` are chat text: render as text only. */
export interface SlotCall {
  id: number;
  kick_username: string;
  /** The linked member, when the Kick account is linked. */
  user: { id: number; username: string } | null;
  slot: Slot;
  requested: string;
  status: SlotCallStatus;
  created_at: string;
}

export interface SlotCallBlacklistEntry {
  id: number;
  kind: 'viewer' | 'slot';
  kick_username: string | null;
  slot: Slot | null;
  reason: string;
  created_at: string;
}

/** GET /api/admin/engagement/slot-calls */
/** GET /api/admin/engagement/slot-calls?page=&per_page= (a page of the session's queue). */
export const adminSlotCallsQuerySchema = pagedQuerySchema;

/** A page of the session's queue (`data`, in call order), the session and the blacklist. */
export interface AdminSlotCallsResponse extends PagedResponse<SlotCall> {
  /** The open session, else the latest closed one; null before the first. */
  session: SlotCallSession | null;
  blacklist: SlotCallBlacklistEntry[];
  /** The chat command viewers type (Admin › Stream). */
  command: string;
}

/** POST …/sessions: opens a session (one open at a time). */
export const openSlotCallSessionSchema = z.object({
  title: singleLineText({ message: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(100, 'Title is at most 100 characters'),
});
export type OpenSlotCallSessionInput = z.infer<typeof openSlotCallSessionSchema>;

/** PATCH …/calls/{id} */
export const updateSlotCallSchema = z.object({
  status: z.enum(['queued', 'played', 'skipped'], { message: 'Choose queued, played or skipped' }),
});
export type UpdateSlotCallInput = z.infer<typeof updateSlotCallSchema>;

/** POST …/blacklist: a viewer by Kick name, or a slot of the catalogue. */
export const slotCallBlacklistSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('viewer'),
      kick_username: singleLineText({ message: 'Kick username is required' })
        .trim()
        .regex(/^[A-Za-z0-9_.-]{2,30}$/, 'A Kick username: 2–30 letters, digits, _ . or -'),
      reason: multiLineText().trim().max(200, 'Reason is at most 200 characters').default(''),
    }),
    z.object({
      kind: z.literal('slot'),
      slot_id: idSchema('Choose a slot', 'Choose a slot'),
      reason: multiLineText().trim().max(200, 'Reason is at most 200 characters').default(''),
    }),
  ],
  { message: 'Choose a viewer or a slot' },
);
export type SlotCallBlacklistInput = z.infer<typeof slotCallBlacklistSchema>;
