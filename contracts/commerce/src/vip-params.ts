import { z } from 'zod';
import { idSchema } from '@lobby/shared-api/contract';

/** POST /api/r/vip-rewards/{tierId}/claim — a positive whole tier id. */
export const vipTierParamSchema = z.object({
  tierId: idSchema('Tier id must be a number', 'Tier id must be a number'),
});
