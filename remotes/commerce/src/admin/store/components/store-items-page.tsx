import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminStoreItem } from '@lobby/contract-commerce';
import { logFailure } from '@lobby/shared-api';
import {
  AdminPageHeader,
  AdminStack,
  Button,
  ImageWithFallback,
  Muted,
  PagedDataTable,
  StatusBadge,
  formatNumber,
  usePageParam,
} from '@lobby/shared-ui';
import { roleLabel } from '../../../features/store/utils/role-label';
import { ADMIN_BASE } from '../../shared/api/admin-api';
import { RowLink } from '../../shared/components/row-link';
import { getAdminStoreItems, storeAdminKeys } from '../api/admin-store';

const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 180px;
  a {
    font-weight: 600;
  }
`;

function stockText(item: AdminStoreItem) {
  return item.quantity === 0 ? 'Out of stock' : formatNumber(item.quantity);
}

/** Admin › Store items: every item (hidden ones too) with cost, stock, limits and state. */
export default function StoreItemsPage() {
  const [page, setPage] = usePageParam();
  const list = useQuery({
    queryKey: storeAdminKeys.items(page),
    queryFn: () => getAdminStoreItems(page),
    meta: logFailure('[commerce/admin] Failed to load store items'),
  });

  return (
    <AdminStack>
      <AdminPageHeader
        title="Store items"
        description="What members can redeem their points for. Hidden items stay out of the store; their redemptions stay in the queue."
        actions={
          <>
            <Button as={Link} to={`${ADMIN_BASE}/redemptions`} $variant="secondary">
              Redemptions
            </Button>
            <Button as={Link} to={`${ADMIN_BASE}/items/new`}>
              New item
            </Button>
          </>
        }
      />
      <PagedDataTable
        caption="Store items"
        page={list.data}
        onPageChange={setPage}
        loading={list.isPending}
        error={list.isError ? 'Failed to load store items.' : null}
        onRetry={() => void list.refetch()}
        rowKey={(i) => i.id}
        empty="No store items yet. Create the first one with New item."
        columns={[
          {
            key: 'name',
            header: 'Item',
            render: (i) => (
              <NameCell>
                <ImageWithFallback src={i.image} name={i.name} size={40} alt="" />
                <RowLink to={`${ADMIN_BASE}/items/${i.id}`}>{i.name}</RowLink>
              </NameCell>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            render: (i) =>
              i.hidden ? (
                <StatusBadge tone="neutral">Hidden</StatusBadge>
              ) : (
                <StatusBadge tone="success">Visible</StatusBadge>
              ),
          },
          {
            key: 'cost',
            header: 'Cost',
            align: 'right',
            render: (i) => `${formatNumber(i.cost)} pts`,
          },
          { key: 'stock', header: 'Stock', align: 'right', render: stockText },
          {
            key: 'limit',
            header: 'Limit',
            align: 'right',
            render: (i) =>
              i.max_purchases_per_user == null ? (
                <Muted>None</Muted>
              ) : (
                `${i.max_purchases_per_user} per member`
              ),
          },
          {
            key: 'role',
            header: 'Role',
            render: (i) => (i.required_role ? roleLabel(i.required_role) : <Muted>Anyone</Muted>),
          },
          {
            key: 'redemptions',
            header: 'Redeemed',
            align: 'right',
            render: (i) =>
              i.pending_count
                ? `${formatNumber(i.redemptions_count)} (${formatNumber(i.pending_count)} pending)`
                : formatNumber(i.redemptions_count),
          },
        ]}
      />
    </AdminStack>
  );
}
