import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useSessionStore } from '@lobby/shared-api';
import {
  Alert,
  Button,
  EmptyState,
  Grid,
  media,
  Muted,
  Page,
  PageTitle,
  VisuallyHidden,
} from '@lobby/shared-ui';
import { useRedeem } from '../hooks/use-redeem';
import { useStoreData } from '../hooks/use-store-data';
import { useStoreQuery } from '../hooks/use-store-query';
import { CommunityPurchases } from './community-purchases';
import { ConfirmRedemptionModal } from './confirm-redemption-modal';
import { MyRecentPurchases } from './my-recent-purchases';
import { PointsPanel } from './points-panel';
import { PurchaseHistoryModal } from './purchase-history-modal';
import { StoreItemCard } from './store-item-card';
import { PanelSkeleton, StoreSkeleton } from './store-skeleton';
import { StoreToolbar } from './store-toolbar';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

const Main = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Items = styled(Grid)<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.2s ease;
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  ${media.lg} {
    position: sticky;
    top: 16px;
  }
`;

const Notice = styled(Alert)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  button {
    border: 0;
    background: none;
    font-size: 20px;
    line-height: 1;
    cursor: pointer;
    color: inherit;
  }
`;

const Count = styled(Muted)`
  font-size: 14px;
  min-height: 21px;
`;

/** /store — the Point Store: points, search and sort, item cards and recent purchases. */
export function StorePage() {
  const user = useSessionStore((s) => s.user);
  const { search, sort, searchInput, setSearchInput, setSort, clearSearch } = useStoreQuery();
  const { data, status, reloading, reload } = useStoreData({ search, sort });
  const redeem = useRedeem();
  const [historyOpen, setHistoryOpen] = useState(false);
  const openHistory = useCallback(() => setHistoryOpen(true), []);
  const closeHistory = useCallback(() => setHistoryOpen(false), []);

  const loggedIn = user !== null;
  // The session holds the member's points: every store answer and redemption updates it, and so
  // do the daily claim and the header, which a cached store answer would not know about.
  const points = loggedIn ? user.points : null;
  const items = data?.store_items ?? [];

  return (
    <Page>
      <Header>
        <Intro>
          <PageTitle>Point Store</PageTitle>
          <Muted>Spend the points you earn in the community on rewards.</Muted>
        </Intro>
        <PointsPanel points={points} onOpenHistory={openHistory} />
      </Header>

      <Layout>
        <Main aria-labelledby="store-items-heading" aria-busy={reloading}>
          <VisuallyHidden as="h2" id="store-items-heading">
            Store items
          </VisuallyHidden>
          {redeem.notice ? (
            <Notice $tone="success" role="status">
              <span>{redeem.notice}</span>
              <button type="button" aria-label="Dismiss" onClick={redeem.dismissNotice}>
                ×
              </button>
            </Notice>
          ) : null}
          <StoreToolbar
            search={searchInput}
            sort={sort}
            onSearchChange={setSearchInput}
            onSortChange={setSort}
          />
          <Count role="status">
            {status === 'ready'
              ? `${items.length} ${items.length === 1 ? 'item' : 'items'}${search ? ` for "${search}"` : ''}`
              : ''}
          </Count>
          {status === 'loading' ? (
            <Grid $min={240} aria-label="Loading items">
              <StoreSkeleton />
            </Grid>
          ) : status === 'error' ? (
            <EmptyState
              title="Could not load the store"
              action={
                <Button type="button" $variant="secondary" onClick={reload}>
                  Try again
                </Button>
              }
            >
              Check your connection and try again.
            </EmptyState>
          ) : items.length === 0 ? (
            <EmptyState
              title="No Items Found"
              action={
                search ? (
                  <Button type="button" $variant="secondary" onClick={clearSearch}>
                    Clear search
                  </Button>
                ) : undefined
              }
            >
              {search
                ? `Nothing matches "${search}". Try another word or clear the search.`
                : 'The store is empty right now. Check back soon for new rewards.'}
            </EmptyState>
          ) : (
            <Items $min={240} $busy={reloading}>
              {items.map((item) => (
                <StoreItemCard
                  key={item.id}
                  item={item}
                  points={points}
                  role={user?.role ?? null}
                  onRedeem={redeem.open}
                />
              ))}
            </Items>
          )}
        </Main>

        <Aside aria-label="Purchases">
          {data ? (
            <>
              <CommunityPurchases purchases={data.community_purchases} />
              {loggedIn ? <MyRecentPurchases purchases={data.recent_redemptions} /> : null}
            </>
          ) : status === 'loading' ? (
            <>
              <PanelSkeleton rows={5} />
              {loggedIn ? <PanelSkeleton rows={2} /> : null}
            </>
          ) : null}
        </Aside>
      </Layout>

      {loggedIn ? (
        <ConfirmRedemptionModal
          item={redeem.item}
          points={points ?? 0}
          rewards={data?.redemption_rewards ?? []}
          redeeming={redeem.redeeming}
          onConfirm={redeem.confirm}
          onClose={redeem.close}
        />
      ) : null}
      {loggedIn ? <PurchaseHistoryModal open={historyOpen} onClose={closeHistory} /> : null}
    </Page>
  );
}

export default StorePage;
