import type { RedemptionStatus } from '@lobby/contract-commerce';
import { Badge } from '@lobby/shared-ui';
import type { BadgeTone } from '@lobby/shared-ui';

const LOOK: Record<RedemptionStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  processed: { label: 'Processed', tone: 'success' },
  refunded: { label: 'Refunded', tone: 'info' },
};

/** A redemption's state: Pending until staff processes it (Processed) or refunds it (Refunded). */
export function RedemptionStatusBadge({ status }: { status: RedemptionStatus }) {
  const look = LOOK[status] ?? LOOK.pending;
  return <Badge $tone={look.tone}>{look.label}</Badge>;
}
