// A tier's state and progress as the page shows them: plain values, apart from vip.ts so the page
// loads no zod.
export type VipTierState = 'claimed' | 'ready' | 'eligible' | 'locked';

/** The tier's state in the spec's priority order: Claimed, Ready to Claim, Eligible, Locked. */
export function vipTierState(t: {
  already_claimed: boolean;
  can_claim: boolean;
  eligible: boolean;
}): VipTierState {
  if (t.already_claimed) return 'claimed';
  if (t.can_claim) return 'ready';
  if (t.eligible) return 'eligible';
  return 'locked';
}

/** Progress to the tier, 0–100 (capped). */
export function vipProgress(userWagered: number, minWagered: number): number {
  if (minWagered <= 0) return 100;
  return Math.min(100, Math.max(0, (userWagered / minWagered) * 100));
}
