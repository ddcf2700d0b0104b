import { z } from 'zod';
import type { AdminActor } from './admin';
import { idSchema, singleLineText } from './common';
import type { Paginated } from './common';

// ---------------------------------------------------------------------------------------------
// Admin › Audit log (GET /api/admin/audit, GET /api/admin/audit/filters)

/** One row of the audit log (GET /api/admin/audit). */
export interface AuditLogEntry {
  id: number;
  /** Who acted; null for the scheduler or the system. */
  actor: AdminActor | null;
  area: string;
  /** 'entity.verb': 'site.update', 'affiliate.create', 'giveaway.draw'… */
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

export const AUDIT_PAGE_SIZE = 25;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const instant = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.iso.datetime({ offset: true, message: `${label} must be a date and time` }).optional(),
  );

export const adminAuditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1, 'Page must be at least 1').max(100000).default(1),
    actor_id: z.preprocess(blankToUndefined, idSchema('Member must be a member id').optional()),
    area: z.preprocess(
      blankToUndefined,
      singleLineText()
        .trim()
        .max(40, 'Area is too long')
        .regex(/^[a-z0-9_-]+$/, 'Unknown area')
        .optional(),
    ),
    /** From this instant (inclusive). */
    from: instant('Start'),
    /** Until this instant (exclusive). */
    to: instant('End'),
  })
  .refine((q) => !q.from || !q.to || new Date(q.from) < new Date(q.to), {
    path: ['to'],
    message: 'The end must be after the start',
  });
/** The audit log's query string (instants as ISO strings). */
export interface AdminAuditQuery {
  page?: number;
  actor_id?: number;
  area?: string;
  from?: string;
  to?: string;
}

export interface AdminAuditResponse extends Paginated<AuditLogEntry> {
  success: true;
}

/** The audit log's filter choices: the areas and the staff members that have rows. */
export interface AdminAuditFiltersResponse {
  success: true;
  data: { areas: string[]; actors: AdminActor[] };
}
