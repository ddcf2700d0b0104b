import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminLedgerEntry } from '@lobby/shared-api';
import { logFailure, useViewerId } from '@lobby/shared-api';
import { DataTable, formatNumber, Pagination } from '@lobby/shared-ui';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText } from '../../api/use-admin-query';
import { whenColumn } from '../../components/when-column';
import { getAdminMemberLedger } from '../api/members-api';
import { Section, signed } from './member-parts';

const Delta = styled.span<{ $negative: boolean }>`
  font-weight: 700;
  color: ${({ theme, $negative }) => ($negative ? theme.colors.danger : theme.colors.success)};
`;

export function LedgerSection({ id }: { id: number }) {
  const viewer = useViewerId();
  const [page, setPage] = useState(1);
  const ledger = useQuery({
    queryKey: [...adminKeys.memberLedger(id, page), viewer],
    queryFn: () => getAdminMemberLedger(id, page),
    placeholderData: keepPreviousData,
    meta: logFailure('[lobby] admin: the ledger could not be loaded'),
  });
  return (
    <Section aria-labelledby="member-ledger">
      <h2 id="member-ledger">Points ledger</h2>
      <DataTable<AdminLedgerEntry>
        caption="Points ledger"
        columns={[
          whenColumn(),
          { key: 'reason', header: 'Reason', render: (r) => r.reason },
          {
            key: 'delta',
            header: 'Change',
            align: 'right',
            render: (r) => <Delta $negative={r.delta < 0}>{signed(r.delta)}</Delta>,
          },
          {
            key: 'balance',
            header: 'Balance',
            align: 'right',
            render: (r) => formatNumber(r.balance_after),
          },
        ]}
        rows={ledger.data?.data}
        rowKey={(r) => r.id}
        loading={ledger.isPending}
        error={ledger.isError ? adminErrorText(ledger.error) : null}
        onRetry={() => void ledger.refetch()}
        empty="No points movements yet."
      />
      {ledger.data ? (
        <Pagination
          page={ledger.data.current_page}
          lastPage={ledger.data.last_page}
          onChange={setPage}
        />
      ) : null}
    </Section>
  );
}
