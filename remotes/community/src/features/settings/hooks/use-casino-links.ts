import { useQuery } from '@tanstack/react-query';
import { logFailure, useMemberRefetch, useSessionStore } from '@lobby/shared-api';
import { communityKeys } from '../../../api/query-keys';
import { getCasinoLinks } from '../api/get-casino-links';

/**
 * The platforms a member links a casino name on and their names (Settings › Casino). A
 * moderator's verification or rejection shows without a reload (the member's live channel).
 */
export function useCasinoLinks() {
  const userId = useSessionStore((s) => s.user?.id ?? 0);
  const key = communityKeys.casinoLinks(userId);
  useMemberRefetch(['casino-links'], [key]);
  const query = useQuery({
    queryKey: key,
    queryFn: getCasinoLinks,
    enabled: userId > 0,
    meta: logFailure('Failed to load your casino names'),
  });
  return { query, key };
}
