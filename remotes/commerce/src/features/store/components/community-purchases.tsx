import type { Redemption } from '@lobby/contract-commerce';
import { Avatar, formatDateTime, formatRelativeShort, useNow } from '@lobby/shared-ui';
import { EmptyText, List, Panel, Row, RowText } from './purchase-list';

/** How many community purchases the store shows (spec §9). */
export const COMMUNITY_PURCHASES_SHOWN = 5;

/** 'Recent Purchases': the community's latest redemptions. */
export function CommunityPurchases({ purchases }: { purchases: Redemption[] }) {
  const now = useNow(60_000);
  const shown = purchases.slice(0, COMMUNITY_PURCHASES_SHOWN);
  return (
    <Panel aria-labelledby="store-community-purchases">
      <h2 id="store-community-purchases">Recent Purchases</h2>
      {shown.length === 0 ? (
        <EmptyText>No one has redeemed anything yet. Be the first!</EmptyText>
      ) : (
        <List>
          {shown.map((p) => {
            const who = p.user?.username ?? 'A member';
            return (
              <Row key={p.id}>
                <Avatar src={p.user?.avatar} name={who} size={36} alt="" />
                <RowText>
                  <span>
                    <strong>{who}</strong> redeemed
                  </span>
                  <span>{p.item.name}</span>
                </RowText>
                <small title={formatDateTime(p.created_at)}>
                  <time dateTime={p.created_at}>{formatRelativeShort(p.created_at, now)}</time>
                </small>
              </Row>
            );
          })}
        </List>
      )}
    </Panel>
  );
}
