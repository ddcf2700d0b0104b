import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AnnounceTables } from '../announce/tables';
import type { ChatTables } from '../chat/tables';
import type { PayoutTables } from '../payouts/tables';
import type { Bool } from './columns';

// Portable column conventions (same on SQLite and PostgreSQL):
// - ids are integers; timestamps are ISO-8601 UTC text ('2026-11-21T12:00:00.000Z');
// - booleans are integers 0/1; money is integer cents; multipliers are integer hundredths;
// - lists are JSON text.
export type { Bool };
export type RoleName = 'member' | 'vip' | 'moderator' | 'admin';

// The core's tables. Each area declares its own in areas/<area>/<feature>/tables.ts; they join
// the Database type below in server/src/database.ts, the one file that knows every area.

export interface UsersTable {
  id: Generated<number>;
  discord_id: string | null;
  username: string;
  global_name: string | null;
  /** An avatar hash (chat-platform CDN), a site path such as '/media/demo/x.svg', or an absolute URL. */
  avatar: string | null;
  email: string | null;
  kick_username: string | null;
  kick_user_id: string | null;
  bio: string | null;
  twitter_user: string | null;
  youtube_user: string | null;
  instagram_user: string | null;
  tiktok_user: string | null;
  crypto: string | null;
  crypto2: string | null;
  crypto3: string | null;
  banner: string | null;
  role: Generated<RoleName>;
  points: Generated<number>;
  xp: Generated<number>;
  time_zone: Generated<string>;
  last_daily_claim: string | null;
  last_daily_claim_day: string | null;
  last_active: string | null;
  created_at: string;
  updated_at: string;
  /** Set while the member is banned (Admin › Members): no session, no login. */
  banned_at: string | null;
  ban_reason: string | null;
  banned_by: number | null;
}

export interface SessionsTable {
  /** sha256 (hex) of the cookie token. */
  id: string;
  user_id: number | null;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  idle_expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  balance_after: number;
  reason: string;
  ref_type: string | null;
  ref_id: number | null;
  created_at: string;
}

export interface DailyClaimsTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  points: number;
  xp: number;
  claimed_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  title: string;
  message: string;
  url: string | null;
  read_at: string | null;
  created_at: string;
}

export interface FriendshipsTable {
  id: Generated<number>;
  requester_id: number;
  addressee_id: number;
  /** min(requester, addressee) and max(…): the unordered pair is unique. */
  user_low: number;
  user_high: number;
  status: 'pending' | 'accepted';
  created_at: string;
  accepted_at: string | null;
}

export interface OauthStatesTable {
  /** sha256 (hex) of the OAuth `state`. */
  id: string;
  provider: 'discord' | 'kick';
  session_id: string;
  user_id: number | null;
  code_verifier: string;
  redirect_uri: string;
  next_path: string | null;
  created_at: string;
  expires_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface AffiliatesTable {
  id: Generated<number>;
  name: string;
  logo_url: string | null;
  /** JSON list of strings. */
  benefits: string;
  redirect_url: string;
  sort_order: number;
  active: Bool;
  created_at: string;
}

/** A member's recorded activity: events written as they happen (see core/activity). */
export type ActivityType = 'achievement' | 'bonus_hunt' | 'tournament' | 'redemption' | 'other';

export interface ActivitiesTable {
  id: Generated<number>;
  user_id: number;
  type: ActivityType;
  title: string;
  description: string | null;
  points: number;
  xp: number;
  amount: number | null;
  occurred_at: string;
}

/** One row per job: who holds its lease until when, and when it is next due (core/scheduler). */
export interface SchedulerLeasesTable {
  name: string;
  /** The process holding the lease; '' when free. */
  holder: string;
  /** The lease is free once this has passed. */
  expires_at: string;
  updated_at: string;
  /** When the job is next due; null: due now. */
  next_run_at: string | null;
}

/** One run of a job (core/scheduler); the last runs of each job are kept. */
export interface SchedulerRunsTable {
  id: Generated<number>;
  job: string;
  holder: string;
  trigger: 'schedule' | 'manual';
  triggered_by: number | null;
  started_at: string;
  finished_at: string | null;
  /** null while running. */
  outcome: 'ok' | 'partial' | 'error' | 'skipped' | null;
  summary: string | null;
  error: string | null;
}

/** One staff action (core/audit). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  area: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

/** A rate-limit counter (http/rate-limit.ts): `<bucket>:<client key>`. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  /** Milliseconds since the epoch. */
  resets_at: number;
}

/** A remote's build as Admin › Remotes stores it: what its descriptor says. */
interface RemoteEntryColumns {
  id: Generated<number>;
  name: string;
  manifest: string;
  version: string;
  /** JSON list of route patterns. */
  paths: string;
  /** JSON list of { label, path, icon? } sidebar entries. */
  nav: Generated<string>;
  admin: Generated<Bool>;
}

/** A registry entry set from Admin › Remotes (core/remotes); the newest live row per name wins. */
export interface RemoteOverridesTable extends RemoteEntryColumns {
  created_by: number | null;
  created_at: string;
  reverted_by: number | null;
  reverted_at: string | null;
  /** The entry takes the remote off the site (Remove); Roll back brings it back. */
  removed: Generated<Bool>;
}

/** A canary release (core/remotes): a second build served to `percent` % of visitors. */
export interface RemoteCanariesTable extends RemoteEntryColumns {
  percent: number;
  /** The version served beside it when it started (reports of that version count as stable). */
  stable_version: string;
  stable_loads: Generated<number>;
  stable_failures: Generated<number>;
  canary_loads: Generated<number>;
  canary_failures: Generated<number>;
  created_by: number | null;
  created_at: string;
  ended_by: number | null;
  ended_at: string | null;
  outcome: 'promoted' | 'stopped' | 'rolled_back' | null;
  reason: string | null;
}

/** An overlay for OBS (core/overlays): its kind, settings and the sha256 of its key. */
export interface OverlayKeysTable {
  id: Generated<number>;
  kind: 'hunt' | 'bracket' | 'leaderboard' | 'giveaway';
  name: string;
  key_hash: string;
  /** The key's first characters (shown to tell keys apart). */
  key_hint: string;
  /** JSON settings (contract: overlaySettingsSchemas[kind]). */
  settings: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  revoked_by: number | null;
  revoked_at: string | null;
}

/** The core's own tables. */
export interface CoreTables extends ChatTables, PayoutTables, AnnounceTables {
  users: UsersTable;
  sessions: SessionsTable;
  points_ledger: PointsLedgerTable;
  daily_claims: DailyClaimsTable;
  notifications: NotificationsTable;
  friendships: FriendshipsTable;
  oauth_states: OauthStatesTable;
  settings: SettingsTable;
  affiliates: AffiliatesTable;
  activities: ActivitiesTable;
  scheduler_leases: SchedulerLeasesTable;
  scheduler_runs: SchedulerRunsTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  remote_overrides: RemoteOverridesTable;
  remote_canaries: RemoteCanariesTable;
  overlay_keys: OverlayKeysTable;
}

/**
 * The Database type Kysely checks every query against. Here it holds the core's tables only, so
 * the core type-checks on its own (server/tsconfig.core.json); server/src/database.ts extends it
 * with every area's tables (declare module), so an area's queries are checked against its own.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by database.ts
export interface Database extends CoreTables {}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AffiliateRow = Selectable<AffiliatesTable>;
export type OverlayKeyRow = Selectable<OverlayKeysTable>;
