import { useMemberRefetch } from '@lobby/shared-api';
import { ticketKeys } from '../api/tickets';

const TICKETS = [ticketKeys.all()];

/**
 * A staff reply or a status change reaches the member's open tickets pages within a second,
 * through their own live channel: the tickets are fetched again (and after a dropped stream).
 */
export function useTicketsLive(): void {
  useMemberRefetch(['tickets'], TICKETS);
}
