import { Badge } from '@lobby/shared-ui';

/** A redemption's state: Pending until staff processes it, then Processed. */
export function RedemptionStatusBadge({ processed }: { processed: boolean }) {
  return (
    <Badge $tone={processed ? 'success' : 'warning'}>{processed ? 'Processed' : 'Pending'}</Badge>
  );
}
