import type { Db } from '../db';

export interface AuditEntry {
  /** The staff member who acted (null for the scheduler or the system). */
  actorId: number | null;
  /** 'site', 'affiliates', 'members', 'remotes', 'jobs', or an area's name ('engagement', …). */
  area: string;
  /** 'entity.verb': 'giveaway.create', 'member.ban', 'claim.approve', … */
  action: string;
  /** The kind of record: 'giveaway', 'user', 'remote', … */
  entity: string;
  entityId?: string | number | null;
  /** The record before and after (plain JSON-able objects; omit what did not exist). */
  before?: unknown;
  after?: unknown;
  at: Date;
}

const json = (value: unknown): string | null =>
  value === undefined ? null : JSON.stringify(value);

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the change and
 * its audit row are stored together or not at all.
 */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      area: entry.area,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      before_json: json(entry.before),
      after_json: json(entry.after),
      created_at: entry.at.toISOString(),
    })
    .execute();
}
