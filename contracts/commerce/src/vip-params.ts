import { z } from 'zod';

/** POST /api/r/vip-rewards/{tierId}/claim — a positive whole tier id. */
export const vipTierParamSchema = z.object({
  tierId: z
    .string({ message: 'Tier id must be a number' })
    .regex(/^[1-9]\d{0,9}$/, 'Tier id must be a number')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'Tier id must be a number'),
});
