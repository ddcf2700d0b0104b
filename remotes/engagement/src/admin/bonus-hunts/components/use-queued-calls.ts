import { useQuery } from '@tanstack/react-query';
import { logFailure } from '@lobby/shared-api';
import { getSlotCalls, slotCallKeys } from '../../slot-calls/api/admin-slot-calls';

/** The `!call`s waiting in the open call session (none when no session is open). */
export function useQueuedCalls() {
  const query = useQuery({
    queryKey: [...slotCallKeys.all(), 'queue'],
    queryFn: () => getSlotCalls(1, 100),
    meta: logFailure('[engagement/admin] Failed to load the call queue'),
  });
  const calls =
    query.data?.session?.status === 'open'
      ? query.data.data.filter((c) => c.status === 'queued')
      : [];
  return { query, calls };
}
