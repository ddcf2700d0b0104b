import type { AdminMemberCasinoLink } from '@lobby/shared-api/contract';
import type { Db } from '../db';

/** The parts of a member's record in Admin › Members that an area owns. */
export interface MemberDetailsPart {
  /** Casino usernames the member linked, with their verification (community area). */
  casino_links?: AdminMemberCasinoLink[];
}

/**
 * What an area adds to a member's record in Admin › Members (`AreaModule.memberDetails`): the
 * core reads no area's tables, it merges what each source answers.
 */
export type MemberDetailsSource = (db: Db, userId: number) => Promise<MemberDetailsPart>;
