import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMemberSignal } from '@lobby/shared-api';
import { ticketKeys } from '../api/tickets';

/**
 * A staff reply or a status change reaches the member's open tickets pages within a second,
 * through their own live channel: the tickets are fetched again (and after a dropped stream).
 */
export function useTicketsLive(): void {
  const client = useQueryClient();
  const refetch = useCallback(
    () => void client.invalidateQueries({ queryKey: ticketKeys.all() }),
    [client],
  );
  useMemberSignal(['tickets'], refetch);
}
