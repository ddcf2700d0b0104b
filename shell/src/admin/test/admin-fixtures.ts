import type { AdminOverview, AuditLogEntry } from '@lobby/shared-api';

export function makeAuditEntry(id: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id,
    actor: { id: 1, name: 'Admin', username: 'admin', avatar: null, role: 'admin' },
    area: 'site',
    action: 'site.update',
    entity: 'settings',
    entity_id: null,
    before: { site_name: 'Old' },
    after: { site_name: 'New' },
    created_at: new Date(Date.now() - id * 60_000).toISOString(),
    ...overrides,
  };
}

export function makeOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    members: 120,
    staff: 3,
    affiliates: { visible: 4, hidden: 1 },
    audit_last_day: 2,
    recent_audit: [makeAuditEntry(1)],
    failing_feeds: [],
    ...overrides,
  };
}
