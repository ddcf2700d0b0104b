import type { Redemption } from '@lobby/contract-commerce';
import {
  formatDateTime,
  formatNumber,
  formatRelativeShort,
  ImageWithFallback,
  useNow,
} from '@lobby/shared-ui';
import { EmptyText, List, Panel, Row, RowText } from './purchase-list';
import { RedemptionStatusBadge } from './redemption-status-badge';

/** 'Your Recent Purchases': the member's own latest redemptions with their state. */
export function MyRecentPurchases({ purchases }: { purchases: Redemption[] }) {
  const now = useNow(60_000);
  return (
    <Panel aria-labelledby="store-my-purchases">
      <h2 id="store-my-purchases">Your Recent Purchases</h2>
      {purchases.length === 0 ? (
        <EmptyText>You haven't redeemed anything yet.</EmptyText>
      ) : (
        <List>
          {purchases.map((p) => (
            <Row key={p.id}>
              <ImageWithFallback src={p.item.image} name={p.item.name} size={36} alt="" />
              <RowText>
                <span>{p.item.name}</span>
                <small>
                  {formatNumber(p.item.cost)} points ·{' '}
                  <time dateTime={p.created_at} title={formatDateTime(p.created_at)}>
                    {formatRelativeShort(p.created_at, now)}
                  </time>
                </small>
              </RowText>
              <RedemptionStatusBadge status={p.status} />
            </Row>
          ))}
        </List>
      )}
    </Panel>
  );
}
