import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { StoreResponse } from '@lobby/contract-commerce';
import { useSessionStore } from '@lobby/shared-api';
import { member, redemption, storeItem, storeResponse } from '../testing/fixtures';
import { renderStore } from '../testing/render-store';

const STORE_URL = 'http://localhost/api/r/store';
const REDEMPTIONS_URL = 'http://localhost/api/r/store/redemptions';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

/** Answers GET /api/r/store with `answer` (or its result for the request) and records each query. */
function serveStore(answer: StoreResponse | ((url: URL) => StoreResponse)) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(STORE_URL, ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.searchParams);
      return HttpResponse.json(typeof answer === 'function' ? answer(url) : answer);
    }),
  );
  return queries;
}

const logIn = (points = member.points) => useSessionStore.getState().setUser({ ...member, points });
const card = (name: string) => screen.getByRole('article', { name });
const location = () => screen.getByTestId('location').textContent;

describe('StorePage', () => {
  it("shows the member's points from the store answer and copies them into the session", async () => {
    logIn(100);
    serveStore(
      storeResponse({ user_points: 2500, store_items: [storeItem({ name: 'Gift Card' })] }),
    );
    renderStore();

    expect(screen.getByRole('heading', { level: 1, name: 'Point Store' })).toBeInTheDocument();
    expect(await screen.findByText('2,500')).toBeInTheDocument();
    expect(screen.getByText('Your Points')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.points).toBe(2500);
    expect(screen.getByRole('button', { name: 'Purchase History' })).toBeInTheDocument();
  });

  it('asks a visitor to log in instead of showing points, and disables redeeming', async () => {
    serveStore(
      storeResponse({
        store_items: [storeItem({ name: 'Gift Card', cost: 10 })],
        community_purchases: [redemption({ itemName: 'Hoodie' })],
      }),
    );
    renderStore();

    const button = await within(
      await screen.findByRole('article', { name: 'Gift Card' }),
    ).findByRole('button');
    expect(button).toHaveTextContent('Log in to redeem');
    expect(button).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Your Points')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Purchase History' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Your Recent Purchases' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Purchases' })).toBeInTheDocument();
  });

  it('shows each button state with the exact spec texts, and the item details', async () => {
    logIn();
    serveStore(
      storeResponse({
        user_points: 1000,
        store_items: [
          storeItem({ name: 'Affordable', cost: 400, quantity: 3 }),
          storeItem({ name: 'Pricey', cost: 1500 }),
          storeItem({ name: 'Sold Out', cost: 100, quantity: 0 }),
          storeItem({ name: 'Limited', cost: 100, max_purchases_per_user: 2, user_purchases: 2 }),
          storeItem({
            name: 'VIP Pass',
            cost: 200,
            required_role: 'vip',
            max_purchases_per_user: 3,
            user_purchases: 1,
          }),
        ],
      }),
    );
    renderStore();

    const redeem = within(await screen.findByRole('article', { name: 'Affordable' })).getByRole(
      'button',
    );
    expect(redeem).toHaveTextContent('Redeem');
    expect(redeem).toBeEnabled();
    expect(within(card('Affordable')).getByText('3 in stock')).toBeInTheDocument();
    expect(within(card('Affordable')).getByText('400')).toBeInTheDocument();
    expect(within(card('Affordable')).getByRole('img', { name: 'Affordable' })).toHaveTextContent(
      'A',
    );

    const pricey = within(card('Pricey')).getByRole('button');
    expect(pricey).toHaveTextContent('Need 500 more points');
    expect(pricey).toBeDisabled();

    const soldOut = within(card('Sold Out')).getByRole('button');
    expect(soldOut).toHaveTextContent('Out of stock');
    expect(soldOut).toBeDisabled();
    expect(within(card('Sold Out')).getAllByText('Out of stock')).toHaveLength(2);

    const limited = within(card('Limited')).getByRole('button');
    expect(limited).toHaveTextContent('Purchase limit reached (2)');
    expect(limited).toBeDisabled();
    expect(within(card('Limited')).getByText('Limit 2 per member')).toBeInTheDocument();
    expect(within(card('Limited')).getByText('You bought 2')).toBeInTheDocument();

    const vip = card('VIP Pass');
    expect(within(vip).getByText('VIP')).toBeInTheDocument();
    expect(within(vip).getByText('Limit 3 per member')).toBeInTheDocument();
    expect(within(vip).getByText('You bought 1')).toBeInTheDocument();
    // A member cannot buy a VIP item: the button says why instead of failing on the server.
    expect(within(vip).getByRole('button')).toHaveTextContent('VIP role required');
    expect(within(vip).getByRole('button')).toBeDisabled();
  });

  it('lets a member with the required role (or higher) redeem a role item', async () => {
    useSessionStore.getState().setUser({ ...member, role: 'moderator' });
    serveStore(
      storeResponse({
        user_points: 1000,
        store_items: [storeItem({ name: 'VIP Pass', cost: 200, required_role: 'vip' })],
      }),
    );
    renderStore();
    const button = within(await screen.findByRole('article', { name: 'VIP Pass' })).getByRole(
      'button',
    );
    expect(button).toHaveTextContent('Redeem');
    expect(button).toBeEnabled();
  });

  it('shows the item picture when it has one', async () => {
    serveStore(
      storeResponse({ store_items: [storeItem({ name: 'Mouse', image: '/uploads/mouse.png' })] }),
    );
    renderStore();
    expect(await screen.findByRole('img', { name: 'Mouse' })).toHaveAttribute(
      'src',
      '/uploads/mouse.png',
    );
  });

  it('sends the search once typing pauses and keeps it in the URL', async () => {
    const queries = serveStore((url) =>
      storeResponse({
        store_items: [
          storeItem({ name: url.searchParams.get('search') ? 'Gift Card' : 'Everything' }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderStore();
    await screen.findByRole('article', { name: 'Everything' });
    expect(queries[0]?.get('search')).toBeNull();
    expect(queries[0]?.get('sort')).toBe('newest');

    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'gift');

    expect(await screen.findByRole('article', { name: 'Gift Card' })).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(queries).toHaveLength(2);
    expect(queries[1]?.get('search')).toBe('gift');
    expect(queries[1]?.get('sort')).toBe('newest');
    expect(location()).toBe('?search=gift');
  });

  it('sends the chosen sort and keeps it in the URL', async () => {
    const queries = serveStore(storeResponse({ store_items: [storeItem({ name: 'Gift Card' })] }));
    const user = userEvent.setup();
    renderStore();
    await screen.findByRole('article', { name: 'Gift Card' });

    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Price: Low to High', 'Price: High to Low', 'Most Popular', 'Newest']);
    await user.selectOptions(select, 'Price: High to Low');

    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]?.get('sort')).toBe('price_desc');
    expect(location()).toBe('?sort=price_desc');
  });

  it('restores search and sort from the URL on load', async () => {
    const queries = serveStore(storeResponse({ store_items: [storeItem({ name: 'Gift Card' })] }));
    renderStore('/store?search=card&sort=popular');
    await screen.findByRole('article', { name: 'Gift Card' });

    expect(queries).toHaveLength(1);
    expect(queries[0]?.get('search')).toBe('card');
    expect(queries[0]?.get('sort')).toBe('popular');
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toHaveValue('card');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
  });

  it("shows 'No Items Found' with a way to clear the search", async () => {
    const queries = serveStore((url) =>
      storeResponse({
        store_items: url.searchParams.get('search') ? [] : [storeItem({ name: 'Gift Card' })],
      }),
    );
    const user = userEvent.setup();
    renderStore('/store?search=zzz');

    expect(await screen.findByRole('heading', { name: 'No Items Found' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing matches "zzz"/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'Gift Card' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('search')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toHaveValue('');
    expect(location()).toBe('');
  });

  it("shows 'No Items Found' without a search hint when the store is empty", async () => {
    serveStore(storeResponse());
    renderStore();
    expect(await screen.findByRole('heading', { name: 'No Items Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it("lists the community's first 5 purchases and the member's own with their state", async () => {
    logIn();
    serveStore(
      storeResponse({
        user_points: 100,
        community_purchases: Array.from({ length: 6 }, (_, i) =>
          redemption({
            id: 100 + i,
            itemName: `Prize ${i + 1}`,
            user: { id: i, username: `fan${i + 1}`, avatar: null },
          }),
        ),
        recent_redemptions: [
          redemption({ id: 200, itemName: 'Hoodie', is_processed: false }),
          redemption({ id: 201, itemName: 'Mug', is_processed: true }),
        ],
      }),
    );
    renderStore();

    const community = await screen.findByRole('region', { name: 'Recent Purchases' });
    const rows = within(community).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('fan1');
    expect(rows[0]).toHaveTextContent('Prize 1');
    expect(rows[0]).toHaveTextContent('5m ago');
    expect(within(community).queryByText('Prize 6')).not.toBeInTheDocument();

    const mine = screen.getByRole('region', { name: 'Your Recent Purchases' });
    const mineRows = within(mine).getAllByRole('listitem');
    expect(mineRows[0]).toHaveTextContent('Hoodie');
    expect(mineRows[0]).toHaveTextContent('Pending');
    expect(mineRows[1]).toHaveTextContent('Mug');
    expect(mineRows[1]).toHaveTextContent('Processed');
  });

  it('opens the purchase history from GET /api/r/store/redemptions', async () => {
    logIn();
    serveStore(storeResponse({ user_points: 100 }));
    server.use(
      http.get(REDEMPTIONS_URL, () =>
        HttpResponse.json({
          success: true,
          data: [
            redemption({
              itemName: 'Hoodie',
              is_processed: true,
              created_at: '2026-03-04T12:00:00.000Z',
            }),
            redemption({ itemName: 'Mug', is_processed: false }),
            redemption({ itemName: 'Cap', is_processed: true, status: 'refunded' }),
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderStore();

    await user.click(await screen.findByRole('button', { name: 'Purchase History' }));
    const dialog = screen.getByRole('dialog', { name: 'Purchase History' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('Refunded');
    expect(rows[0]).toHaveTextContent('Hoodie');
    expect(rows[0]).toHaveTextContent('Processed');
    expect(rows[0]).toHaveTextContent('500 points');
    expect(rows[0]).toHaveTextContent('Mar 4, 2026');
    expect(rows[1]).toHaveTextContent('Pending');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'No purchases yet' in an empty purchase history", async () => {
    logIn();
    serveStore(storeResponse({ user_points: 100 }));
    server.use(http.get(REDEMPTIONS_URL, () => HttpResponse.json({ success: true, data: [] })));
    const user = userEvent.setup();
    renderStore();

    await user.click(await screen.findByRole('button', { name: 'Purchase History' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('No purchases yet'),
    ).toBeInTheDocument();
  });

  describe('redeeming', () => {
    const REDEEM_URL = 'http://localhost/api/r/store/:id/redeem';

    function serveStoreSequence() {
      let stock = 3;
      let purchases = 0;
      let points = 1000;
      const queries = serveStore(() =>
        storeResponse({
          user_points: points,
          store_items: [
            storeItem({
              id: 42,
              name: 'Gift Card',
              cost: 400,
              quantity: stock,
              user_purchases: purchases,
            }),
          ],
        }),
      );
      const redeemed = () => {
        stock -= 1;
        purchases += 1;
        points -= 400;
        return { points, stock };
      };
      return { queries, redeemed };
    }

    it('confirms with cost, points and points after purchase, and Cancel closes', async () => {
      logIn();
      serveStoreSequence();
      const user = userEvent.setup();
      renderStore();

      const redeem = within(await screen.findByRole('article', { name: 'Gift Card' })).getByRole(
        'button',
        { name: 'Redeem' },
      );
      await user.click(redeem);
      const dialog = screen.getByRole('dialog', { name: 'Confirm Redemption' });
      // Focus moves into the dialog and Tab stays inside it.
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      for (let i = 0; i < 6; i += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      expect(within(dialog).getByText('Cost').nextSibling).toHaveTextContent('400 points');
      expect(within(dialog).getByText('Your points').nextSibling).toHaveTextContent('1,000 points');
      expect(within(dialog).getByText('Points after purchase').nextSibling).toHaveTextContent(
        '600 points',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // …and goes back to the Redeem button that opened it.
      expect(redeem).toHaveFocus();
    });

    it('shows the balance after the achievements the redemption unlocks, and says which', async () => {
      logIn(1200);
      serveStore(
        storeResponse({
          user_points: 1200,
          redemption_rewards: [
            { title: 'Window Shopper', points: 50, min_balance: null },
            { title: 'Bronze Tier', points: 50, min_balance: 1000 },
            { title: 'Silver Tier', points: 100, min_balance: 10000 },
          ],
          store_items: [storeItem({ name: 'Gift Card', cost: 250 })],
        }),
      );
      const user = userEvent.setup();
      renderStore();

      await user.click(
        within(await screen.findByRole('article', { name: 'Gift Card' })).getByRole('button', {
          name: 'Redeem',
        }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Confirm Redemption' });
      const row = (term: string) => within(dialog).getByText(term).nextSibling;
      expect(row('Window Shopper achievement')).toHaveTextContent('+50 points');
      expect(row('Bronze Tier achievement')).toHaveTextContent('+50 points');
      expect(within(dialog).queryByText('Silver Tier achievement')).not.toBeInTheDocument();
      // 1,200 − 250 + 50 reaches 1,000: the Bronze Tier's 50 follow.
      expect(row('Points after purchase')).toHaveTextContent('1,050 points');
    });

    it('redeems, updates points, stock and purchase count, and reloads', async () => {
      logIn();
      const { queries, redeemed } = serveStoreSequence();
      const ids: string[] = [];
      server.use(
        http.post(REDEEM_URL, ({ params }) => {
          ids.push(String(params.id));
          const { points, stock } = redeemed();
          return HttpResponse.json({
            success: true,
            message: 'Successfully redeemed Gift Card!',
            data: {
              user_points: points,
              item_quantity: stock,
              redemption: redemption({ itemName: 'Gift Card' }),
            },
          });
        }),
      );
      const user = userEvent.setup();
      renderStore();

      await user.click(
        within(await screen.findByRole('article', { name: 'Gift Card' })).getByRole('button', {
          name: 'Redeem',
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Confirm Redemption' }));

      expect(await screen.findByText('Successfully redeemed Gift Card!')).toBeInTheDocument();
      expect(ids).toEqual(['42']);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('600')).toBeInTheDocument();
      expect(useSessionStore.getState().user?.points).toBe(600);
      expect(within(card('Gift Card')).getByText('2 in stock')).toBeInTheDocument();
      expect(within(card('Gift Card')).getByText('You bought 1')).toBeInTheDocument();
      await waitFor(() => expect(queries).toHaveLength(2));
    });

    it('keeps a redemption on screen when a search that was loading answers after it', async () => {
      logIn();
      // The server's state: the redemption below changes it.
      let state = { stock: 3, purchases: 0, points: 1000 };
      const answer = () =>
        storeResponse({
          user_points: state.points,
          store_items: [
            storeItem({
              id: 42,
              name: 'Gift Card',
              cost: 400,
              quantity: state.stock,
              max_purchases_per_user: 1,
              user_purchases: state.purchases,
            }),
          ],
        });
      // Each answer is computed when its request arrives; the search's (the 2nd request, made
      // before the redemption) and the reload's (the 3rd) are only sent when the test says so.
      const held = new Map<number, () => void>();
      const gates = new Map<number, Promise<void>>(
        [2, 3].map((n) => [n, new Promise<void>((resolve) => held.set(n, resolve))]),
      );
      const release = (n: number) => held.get(n)!();
      const queries: URLSearchParams[] = [];
      server.use(
        http.get(STORE_URL, async ({ request }) => {
          const url = new URL(request.url);
          queries.push(url.searchParams);
          const body = answer();
          await gates.get(queries.length);
          return HttpResponse.json(body);
        }),
        http.post(REDEEM_URL, () => {
          state = { stock: 2, purchases: 1, points: 600 };
          return HttpResponse.json({
            success: true,
            message: 'Successfully redeemed Gift Card!',
            data: {
              user_points: 600,
              item_quantity: 2,
              redemption: redemption({ itemName: 'Gift Card' }),
            },
          });
        }),
      );
      const user = userEvent.setup();
      const { queryClient } = renderStore();
      await screen.findByRole('article', { name: 'Gift Card' });

      // A search starts; its answer is still loading when the member redeems from the list on
      // screen (the previous answer, kept while the search loads).
      await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'gift');
      await waitFor(() => expect(queries).toHaveLength(2));
      expect(queries[1]?.get('search')).toBe('gift');
      await user.click(within(card('Gift Card')).getByRole('button', { name: 'Redeem' }));
      await user.click(screen.getByRole('button', { name: 'Confirm Redemption' }));
      expect(await screen.findByText('Successfully redeemed Gift Card!')).toBeInTheDocument();

      // At once, before any reload answers: the redemption's answer is on screen.
      expect(within(card('Gift Card')).getByText('2 in stock')).toBeInTheDocument();
      expect(within(card('Gift Card')).getByText('You bought 1')).toBeInTheDocument();
      expect(within(card('Gift Card')).getByRole('button')).toHaveTextContent(
        'Purchase limit reached (1)',
      );
      expect(useSessionStore.getState().user?.points).toBe(600);
      expect(screen.getByText('600')).toBeInTheDocument();

      // The older search answer arrives, then the reload's; once every request has settled, the
      // screen and the session show the latest server state (and the search's results).
      release(2);
      release(3);
      await waitFor(() => {
        expect(queryClient.isFetching()).toBe(0);
        expect(screen.getByText('1 item for "gift"')).toBeInTheDocument();
      });
      expect(within(card('Gift Card')).getByText('2 in stock')).toBeInTheDocument();
      expect(within(card('Gift Card')).getByText('You bought 1')).toBeInTheDocument();
      expect(within(card('Gift Card')).getByRole('button')).toHaveTextContent(
        'Purchase limit reached (1)',
      );
      expect(useSessionStore.getState().user?.points).toBe(600);
      expect(screen.getByText('600')).toBeInTheDocument();
      expect(screen.queryByText('1,000')).not.toBeInTheDocument();
    });

    it('only logs a failed redemption, then reloads the real state', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      logIn();
      const { queries } = serveStoreSequence();
      server.use(
        http.post(REDEEM_URL, () =>
          HttpResponse.json({ success: false, message: 'Out of stock' }, { status: 422 }),
        ),
      );
      const user = userEvent.setup();
      renderStore();

      await user.click(
        within(await screen.findByRole('article', { name: 'Gift Card' })).getByRole('button', {
          name: 'Redeem',
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Confirm Redemption' }));

      await waitFor(() => expect(queries).toHaveLength(2));
      expect(error).toHaveBeenCalledWith('Failed to redeem store item', expect.anything());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
      expect(screen.getByText('1,000')).toBeInTheDocument();
      error.mockRestore();
    });
  });

  it('offers a retry when the store cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(STORE_URL, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 })
          : HttpResponse.json(storeResponse({ store_items: [storeItem({ name: 'Gift Card' })] })),
      ),
    );
    const user = userEvent.setup();
    renderStore();

    expect(
      await screen.findByRole('heading', { name: 'Could not load the store' }),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Gift Card' })).toBeInTheDocument();
    error.mockRestore();
  });
});
