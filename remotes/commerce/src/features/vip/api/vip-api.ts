import type {
  VipClaimResponse,
  VipHistoryResponse,
  VipRewardsResponse,
} from '@lobby/contract-commerce';
import { getJson, postJson } from '@lobby/shared-api';

/** The VIP queries' keys ('commerce' first; every answer depends on the member who asks). */
export const vipKeys = {
  all: () => ['commerce', 'vip'] as const,
  rewards: (viewerId: number | null) => ['commerce', 'vip', 'rewards', viewerId] as const,
  history: (viewerId: number | null) => ['commerce', 'vip', 'history', viewerId] as const,
};

/** GET /api/r/vip-rewards */
export const getVipRewards = () => getJson<VipRewardsResponse>('api/r/vip-rewards');

/** GET /api/r/vip-rewards/history — the member's claims. */
export const getVipHistory = () => getJson<VipHistoryResponse>('api/r/vip-rewards/history');

/** POST /api/r/vip-rewards/{tierId}/claim */
export const claimVipTier = (tierId: number) =>
  postJson<VipClaimResponse>(`api/r/vip-rewards/${tierId}/claim`);
