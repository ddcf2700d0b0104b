import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMemberResponse, AdminMemberUpdateResponse } from '@lobby/shared-api';
import { useViewerId } from '@lobby/shared-api';
import { adminKeys } from '../../api/admin-keys';

/** After a change: the answer is the member as they are now; lists refetch. */
export function useMemberUpdate<V>(
  id: number,
  fn: (vars: V) => Promise<AdminMemberUpdateResponse>,
  after?: () => void,
) {
  const client = useQueryClient();
  const viewer = useViewerId();
  return useMutation({
    mutationFn: fn,
    onSuccess: (res) => {
      client.setQueryData<AdminMemberResponse>([...adminKeys.member(id), viewer], {
        member: res.member,
      });
      void client.invalidateQueries({
        queryKey: adminKeys.members(),
        predicate: (q) => q.queryKey[2] !== id || q.queryKey[3] === 'ledger',
      });
      after?.();
    },
  });
}
