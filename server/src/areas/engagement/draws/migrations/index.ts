import type { MigrationSet } from '../../../../core/db/migrations';
import * as drawRounds from './20261127010000-engagement-draw-rounds';

export const DRAW_MIGRATIONS: MigrationSet = {
  '20261127010000-engagement-draw-rounds': drawRounds,
};
