import { z } from 'zod';
import type { Redemption } from './store';
import type { VipClaim } from './vip';

/** GET /api/admin/commerce/store/redemptions?status= and /vip/claims?status= */
export const adminQueueQuerySchema = z.object({
  status: z
    .enum(['pending', 'processed', 'refunded', 'all'], {
      message: 'Status must be one of pending, processed, refunded, all',
    })
    .optional()
    .default('pending'),
});

/** /{id}/process, /{id}/refund, /{id}/pay */
export const adminIdParamSchema = z.object({
  id: z
    .string({ message: 'Id must be a number' })
    .regex(/^[1-9]\d{0,9}$/, 'Id must be a number')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'Id must be a number'),
});

export interface AdminRedemptionsResponse {
  success: true;
  data: Redemption[];
}
export interface AdminRedemptionResponse {
  success: true;
  message: string;
  data: Redemption;
}
export interface AdminVipClaim extends VipClaim {
  user: { id: number; username: string };
}
export interface AdminVipClaimsResponse {
  success: true;
  data: AdminVipClaim[];
}
export interface AdminVipClaimResponse {
  success: true;
  message: string;
  data: AdminVipClaim;
}
