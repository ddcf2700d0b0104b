import type { MigrationSet } from '../../../../core/db/migrations';
import * as founding0200 from './20260101000200-engagement';
import * as challengeReview from './20261123110000-community-challenge-review';

/** Challenges and their claims. */
export const CHALLENGE_MIGRATIONS: MigrationSet = {
  '20260101000200-engagement': founding0200,
  '20261123110000-community-challenge-review': challengeReview,
};
