import type { AuditLogEntry } from './admin-audit';

// ---------------------------------------------------------------------------------------------
// Admin › Dashboard (GET /api/admin/overview)

/** GET /api/admin/overview — the dashboard's figures. */
export interface AdminOverview {
  members: number;
  staff: number;
  affiliates: { visible: number; hidden: number };
  /** Staff actions in the last 24 hours. */
  audit_last_day: number;
  /** The newest audit rows, newest first. */
  recent_audit: AuditLogEntry[];
  /** Enabled casino feeds whose latest syncs failed, the longest failing first. */
  failing_feeds: AdminFailingFeed[];
}

/** A casino feed that is failing (Admin › Dashboard). */
export interface AdminFailingFeed {
  platform: { id: number; name: string; slug: string };
  /** When its current run of failures began. */
  since: string;
  /** Failed syncs in a row. */
  failures: number;
  last_error: string | null;
  /** When the feed is tried again (backoff). */
  next_attempt_at: string | null;
}

export interface AdminOverviewResponse {
  success: true;
  data: AdminOverview;
}
