import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Portable column conventions (same on SQLite and PostgreSQL):
// - ids are integers; timestamps are ISO-8601 UTC text ('2026-11-21T12:00:00.000Z');
// - booleans are integers 0/1; money is integer cents; multipliers are integer hundredths;
// - lists are JSON text.
export type Bool = 0 | 1;
export type RoleName = 'member' | 'vip' | 'moderator' | 'admin';

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

export interface PlatformsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  image: string | null;
  sort_order: number;
  active: Bool;
  created_at: string;
}

export type Timeframe = 'weekly' | 'biweekly' | 'monthly';

export interface LeaderboardsTable {
  id: Generated<number>;
  platform_id: number;
  timeframe: Timeframe;
  period_start: string | null;
  period_end: string;
  total_prize_pool: number;
  currency_symbol: string;
  /** JSON list of cents by place (index 0 = first place). */
  prizes: string;
  status: 'current' | 'ended';
  created_at: string;
}

export interface LeaderboardEntriesTable {
  id: Generated<number>;
  leaderboard_id: number;
  username: string;
  display_name: string;
  wagered: number;
  favorite_game: string | null;
  updated_at: string;
}

export interface SlotsTable {
  id: Generated<number>;
  name: string;
  image: string | null;
  provider: string | null;
  created_at: string;
}

export interface BonusHuntsTable {
  id: Generated<number>;
  name: string;
  start_balance: number;
  end_balance: number | null;
  is_active: Bool;
  predictions_active: Bool;
  created_at: string;
  ended_at: string | null;
}

export interface BonusHuntGamesTable {
  id: Generated<number>;
  hunt_id: number;
  position: number;
  slot_name: string | null;
  slot_image: string | null;
  slot_provider: string | null;
  bet: number;
  win: number | null;
  user_id: number | null;
  created_at: string;
}

export interface BonusHuntPredictionsTable {
  id: Generated<number>;
  hunt_id: number;
  user_id: number;
  end_balance: number;
  /** hundredths: 12345 = 123.45x */
  highest_multiplier: number;
  highest_multiplier_game: string;
  created_at: string;
  updated_at: string;
}

export interface StoreItemsTable {
  id: Generated<number>;
  name: string;
  description: string;
  image: string | null;
  cost: number;
  quantity: number;
  required_role: RoleName | null;
  max_purchases_per_user: number | null;
  active: Bool;
  created_at: string;
}

export interface StoreRedemptionsTable {
  id: Generated<number>;
  item_id: number;
  user_id: number;
  cost: number;
  is_processed: Bool;
  processed_at: string | null;
  created_at: string;
}

export type PrizeType = 'cash' | 'points' | 'custom';

export interface GiveawaysTable {
  id: Generated<number>;
  title: string;
  description: string;
  image: string | null;
  prize_type: PrizeType;
  /** cents for cash, points for points, 0 for custom */
  prize_value: number;
  prize_description: string | null;
  number_of_winners: number;
  end_datetime: string;
  is_accepting_entries: Bool;
  allow_passwordless_entry: Bool;
  allow_points_entry: Bool;
  points_per_entry: number;
  max_points_entries: number;
  password_hash: string | null;
  /** sha256 of the draw seed, published before the draw. */
  commitment: string | null;
  draw_seed: string | null;
  drawn_at: string | null;
  created_at: string;
}

export interface GiveawayEntriesTable {
  id: Generated<number>;
  giveaway_id: number;
  user_id: number;
  entry_type: 'passwordless' | 'points' | 'password';
  kick_username: string;
  points_spent: number;
  created_at: string;
}

export interface GiveawayWinnersTable {
  id: Generated<number>;
  giveaway_id: number;
  user_id: number;
  entry_id: number | null;
  position: number;
  created_at: string;
}

export interface WagerRafflesTable {
  id: Generated<number>;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  is_active: Bool;
  auto_draw: Bool;
  drawn_at: string | null;
  /** cents of wager per ticket */
  dollars_per_ticket: number;
  commitment: string | null;
  draw_seed: string | null;
  created_at: string;
}

export interface CasinosTable {
  id: Generated<number>;
  name: string;
  image: string | null;
  platform_type: string;
  platform_id: number | null;
  created_at: string;
}

export interface WagerRaffleCasinosTable {
  raffle_id: number;
  casino_id: number;
}

export interface WagerRafflePrizesTable {
  id: Generated<number>;
  raffle_id: number;
  position: number;
  prize_type: PrizeType;
  prize_value: number;
  description: string | null;
  image_url: string | null;
  winner_user_id: number | null;
  winning_ticket_number: number | null;
}

export interface WagerRaffleParticipantsTable {
  id: Generated<number>;
  raffle_id: number;
  user_id: number;
  platform: string | null;
  total_wagered: number;
  /** Tickets are the numbers first_ticket … first_ticket + ticket_count - 1. */
  ticket_count: number;
  first_ticket: number;
  created_at: string;
}

export interface TournamentsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  size: number;
  is_active: Bool;
  predictions_active: Bool;
  created_at: string;
}

export interface TournamentMatchesTable {
  id: Generated<number>;
  tournament_id: number;
  round: number;
  match_number: number;
  slot1_name: string | null;
  slot1_image: string | null;
  slot1_provider: string | null;
  slot1_multiplier: number | null;
  slot2_name: string | null;
  slot2_image: string | null;
  slot2_provider: string | null;
  slot2_multiplier: number | null;
  winner_name: string | null;
  match_date: string | null;
}

export interface TournamentPredictionsTable {
  id: Generated<number>;
  tournament_id: number;
  user_id: number;
  match_id: number;
  predicted_winner_name: string;
  created_at: string;
  updated_at: string;
}

export interface ChallengesTable {
  id: Generated<number>;
  slot_name: string;
  slot_image: string | null;
  slot_provider: string | null;
  multiplier: number;
  min_bet: number;
  prize: number;
  start_date: string;
  end_date: string;
  is_active: Bool;
  claimed_by_user_id: number | null;
  claimed_at: string | null;
  created_at: string;
}

export interface ChallengeClaimsTable {
  id: Generated<number>;
  challenge_id: number;
  user_id: number;
  description: string;
  /** JSON list of stored upload paths. */
  evidence_images: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  reviewed_at: string | null;
}

export interface VipTiersTable {
  id: Generated<number>;
  platform_id: number;
  name: string;
  description: string;
  min_wagered: number;
  reward_type: 'points' | 'cash';
  /** cents for cash, points for points */
  reward_amount: number;
  sort_order: number;
  active: Bool;
}

export interface VipClaimsTable {
  id: Generated<number>;
  user_id: number;
  tier_id: number;
  reward_type: 'points' | 'cash';
  reward_amount: number;
  wagered_amount_at_claim: number;
  processed: Bool;
  processed_at: string | null;
  created_at: string;
}

export interface UserPlatformWagersTable {
  id: Generated<number>;
  user_id: number;
  platform_id: number;
  total_wagered: number;
  updated_at: string;
}

export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

export interface AchievementsTable {
  id: Generated<number>;
  key: string;
  title: string;
  description: string;
  icon: string | null;
  badge_color: string | null;
  points: number;
  xp_reward: number;
  rarity: Rarity;
}

export interface UserAchievementsTable {
  id: Generated<number>;
  user_id: number;
  achievement_id: number;
  unlocked_at: string;
}

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

export type TicketStatus = 'open' | 'in_progress' | 'waiting' | 'resolved' | 'closed';
export type TicketPriority = 'low' | 'medium' | 'high' | 'urgent';
export type TicketCategory = 'account' | 'payment' | 'technical' | 'bug' | 'feature' | 'other';

export interface TicketsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  description: string;
  created_at: string;
  updated_at: string;
  last_reply_at: string | null;
}

export interface TicketRepliesTable {
  id: Generated<number>;
  ticket_id: number;
  user_id: number | null;
  message: string;
  is_staff: Bool;
  created_at: string;
}

export interface TicketAttachmentsTable {
  id: Generated<number>;
  ticket_id: number;
  reply_id: number | null;
  original_name: string;
  stored_name: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  user_id: number | null;
  created_at: string;
  handled_at: string | null;
}

export interface CaptchasTable {
  /** sha256 (hex) of the token handed to the browser. */
  id: string;
  answer: string;
  expires_at: string;
  created_at: string;
}

export interface SchedulerLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  points_ledger: PointsLedgerTable;
  daily_claims: DailyClaimsTable;
  notifications: NotificationsTable;
  friendships: FriendshipsTable;
  oauth_states: OauthStatesTable;
  settings: SettingsTable;
  affiliates: AffiliatesTable;
  platforms: PlatformsTable;
  leaderboards: LeaderboardsTable;
  leaderboard_entries: LeaderboardEntriesTable;
  slots: SlotsTable;
  bonus_hunts: BonusHuntsTable;
  bonus_hunt_games: BonusHuntGamesTable;
  bonus_hunt_predictions: BonusHuntPredictionsTable;
  store_items: StoreItemsTable;
  store_redemptions: StoreRedemptionsTable;
  giveaways: GiveawaysTable;
  giveaway_entries: GiveawayEntriesTable;
  giveaway_winners: GiveawayWinnersTable;
  wager_raffles: WagerRafflesTable;
  casinos: CasinosTable;
  wager_raffle_casinos: WagerRaffleCasinosTable;
  wager_raffle_prizes: WagerRafflePrizesTable;
  wager_raffle_participants: WagerRaffleParticipantsTable;
  tournaments: TournamentsTable;
  tournament_matches: TournamentMatchesTable;
  tournament_predictions: TournamentPredictionsTable;
  challenges: ChallengesTable;
  challenge_claims: ChallengeClaimsTable;
  vip_tiers: VipTiersTable;
  vip_claims: VipClaimsTable;
  user_platform_wagers: UserPlatformWagersTable;
  achievements: AchievementsTable;
  user_achievements: UserAchievementsTable;
  activities: ActivitiesTable;
  tickets: TicketsTable;
  ticket_replies: TicketRepliesTable;
  ticket_attachments: TicketAttachmentsTable;
  contact_messages: ContactMessagesTable;
  captchas: CaptchasTable;
  scheduler_leases: SchedulerLeasesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type PlatformRow = Selectable<PlatformsTable>;
export type LeaderboardRow = Selectable<LeaderboardsTable>;
export type LeaderboardEntryRow = Selectable<LeaderboardEntriesTable>;
export type AffiliateRow = Selectable<AffiliatesTable>;
export type BonusHuntRow = Selectable<BonusHuntsTable>;
export type BonusHuntGameRow = Selectable<BonusHuntGamesTable>;
export type StoreItemRow = Selectable<StoreItemsTable>;
