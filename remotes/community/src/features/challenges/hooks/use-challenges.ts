import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { logFailure, useMemberRefetch, useViewerId } from '@lobby/shared-api';
import { communityKeys } from '../../../api/query-keys';
import { getChallenges } from '../api/get-challenges';
import { getMyClaims } from '../api/get-my-claims';
import { submitClaim } from '../api/submit-claim';

/** Every challenge; refreshed every minute so statuses and winners stay current. */
export function useChallenges() {
  return useQuery({
    queryKey: communityKeys.challenges(),
    queryFn: () => getChallenges().then((r) => r.data),
    refetchInterval: 60_000,
    meta: logFailure('Failed to load challenges', 'warn'),
  });
}

/** What the member's live channel refetches: their claims once staff decide one. */
const MY_CLAIMS = [['community', 'my-claims'] as const];

/** The logged-in member's claims (nothing for a visitor), refetched when staff decide one. */
export function useMyClaims() {
  const viewerId = useViewerId();
  useMemberRefetch(['claims'], MY_CLAIMS);
  return useQuery({
    queryKey: communityKeys.myClaims(viewerId ?? 0),
    queryFn: () => getMyClaims().then((r) => r.data),
    enabled: viewerId !== null,
    meta: logFailure('Failed to load your claims', 'warn'),
  });
}

export function useSubmitClaim(challengeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ description, images }: { description: string; images: File[] }) =>
      submitClaim(challengeId, description, images),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.challenges() }),
        queryClient.invalidateQueries({ queryKey: ['community', 'my-claims'] }),
      ]),
  });
}
