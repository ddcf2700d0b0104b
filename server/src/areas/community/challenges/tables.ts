import type { Generated } from 'kysely';
import type { Bool } from '../../../core/db/tables';

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
  /** What `prize` is: cents of cash, or points paid through the ledger on approval. */
  prize_type: Generated<'cash' | 'points'>;
  updated_at: string | null;
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
  /** Why a moderator rejected the claim (shown to the member). */
  reason: string | null;
  reviewed_by: number | null;
  /** The challenge's prize when this claim was approved (cents or points, per prize_type). */
  awarded_prize: number | null;
}

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface ChallengeTables {
  challenges: ChallengesTable;
  challenge_claims: ChallengeClaimsTable;
}
