import type { AdminActor, AuditLogEntry } from '@lobby/shared-api/contract';
import type { Db } from '../db';
import { avatarUrl } from '../uploads/media';
import { displayName } from '../users/service';

const parse = (json: string | null): unknown => {
  if (json == null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

export interface AuditFilter {
  actorId?: number;
  area?: string;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

function filtered(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.actorId != null) q = q.where('audit_log.actor_id', '=', f.actorId);
  if (f.area) q = q.where('audit_log.area', '=', f.area);
  if (f.from) q = q.where('audit_log.created_at', '>=', f.from);
  if (f.to) q = q.where('audit_log.created_at', '<', f.to);
  return q;
}

export async function countAudit(db: Db, f: AuditFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Audit rows newest first, with who acted. */
export async function listAudit(
  db: Db,
  basePath: string,
  f: AuditFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<AuditLogEntry[]> {
  const rows = await filtered(db, f)
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.actor_id',
      'audit_log.area',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.before_json',
      'audit_log.after_json',
      'audit_log.created_at',
      'users.username',
      'users.global_name',
      'users.avatar',
      'users.discord_id',
      'users.role',
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    actor:
      r.actor_id != null && r.username != null
        ? {
            id: Number(r.actor_id),
            name: displayName({ username: r.username, global_name: r.global_name }),
            username: r.username,
            avatar: avatarUrl(basePath, { discord_id: r.discord_id, avatar: r.avatar }),
            role: r.role ?? 'member',
          }
        : null,
    area: r.area,
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    before: parse(r.before_json),
    after: parse(r.after_json),
    created_at: r.created_at,
  }));
}

/** The areas that have audit rows (the audit log's area filter). */
export async function auditAreas(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('area').distinct().orderBy('area').execute();
  return rows.map((r) => r.area);
}

/** Everyone who has audit rows, and every current staff member, by name. */
export async function auditActors(db: Db, basePath: string): Promise<AdminActor[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'global_name', 'avatar', 'discord_id', 'role'])
    .where((eb) =>
      eb.or([
        eb('role', 'in', ['moderator', 'admin']),
        eb(
          'id',
          'in',
          eb.selectFrom('audit_log').select('actor_id').where('actor_id', 'is not', null),
        ),
      ]),
    )
    .orderBy('username')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: displayName(r),
    username: r.username,
    avatar: avatarUrl(basePath, r),
    role: r.role,
  }));
}
