import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminVipPlatform } from '@lobby/contract-commerce';
import { closingTabAsks } from '@lobby/shared-ui/testing';
import { adminPlatforms, adminTier } from '../../shared/components/fixtures';
import { API, failure, renderAdmin } from '../../shared/components/test-utils';
import VipTierEditPage from './vip-tier-edit-page';
import VipTiersPage from './vip-tiers-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ROUTES = { tiers: VipTiersPage, 'tiers/new': VipTierEditPage, 'tiers/:id': VipTierEditPage };
const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const tierNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('Admin › VIP tiers', () => {
  it("lists a platform's tiers in order, reorders them, and switches platform", async () => {
    let platforms: AdminVipPlatform[] = adminPlatforms();
    const orders: unknown[] = [];
    server.use(
      http.get(`${API}/vip/tiers`, () => HttpResponse.json({ success: true, data: platforms })),
      http.put(`${API}/vip/tiers/order`, async ({ request }) => {
        const body = (await request.json()) as { platform_id: number; tier_ids: number[] };
        orders.push(body);
        const stake = platforms[0]!;
        platforms = [
          {
            ...stake,
            tiers: body.tier_ids.map((id) => stake.tiers.find((t) => t.id === id)!),
          },
          platforms[1]!,
        ];
        return HttpResponse.json({ success: true, data: platforms });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/tiers', ROUTES);
    expect(screen.getByRole('heading', { level: 1, name: 'VIP tiers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Stake tiers' });
    expect(tierNames(table)).toEqual(['Bronze', 'Silver', 'Gold']);
    const silver = within(table).getByRole('link', { name: 'Silver' }).closest('tr')!;
    expect(within(silver).getByText('$50,000.00')).toBeInTheDocument();
    expect(within(silver).getByText('$25.00 cash')).toBeInTheDocument();
    const gold = within(table).getByRole('link', { name: 'Gold' }).closest('tr')!;
    expect(within(gold).getByText('Hidden')).toBeInTheDocument();
    expect(within(gold).getByText('1,000 points')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Bronze up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Gold down' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'New tier' })).toHaveAttribute(
      'href',
      '/admin-new/commerce/tiers/new?platform=1',
    );

    await user.click(screen.getByRole('button', { name: 'Move Silver up' }));
    await waitFor(() => expect(tierNames(table)).toEqual(['Silver', 'Bronze', 'Gold']));
    expect(orders).toEqual([{ platform_id: 1, tier_ids: [12, 11, 13] }]);
    expect(screen.getByText('Silver moved.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'Roobet');
    expect(
      await screen.findByText('No tiers on Roobet yet. Add one with New tier.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/admin-new/commerce/tiers?platform=2');
    expect(screen.getByRole('link', { name: 'New tier' })).toHaveAttribute(
      'href',
      '/admin-new/commerce/tiers/new?platform=2',
    );
  });

  it('asks before a move still being saved is left, in the app and when the tab closes', async () => {
    let release = () => {};
    const saved = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${API}/vip/tiers`, () =>
        HttpResponse.json({ success: true, data: adminPlatforms() }),
      ),
      http.put(`${API}/vip/tiers/order`, async () => {
        await saved;
        return HttpResponse.json({ success: true, data: adminPlatforms() });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/tiers', ROUTES);
    await screen.findByRole('table', { name: 'Stake tiers' });
    expect(closingTabAsks()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Move Silver up' }));
    expect(closingTabAsks()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'New tier' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(location()).toBe('/admin-new/commerce/tiers');

    release();
    expect(await screen.findByText('Silver moved.')).toBeInTheDocument();
    expect(closingTabAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'New tier' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New VIP tier' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the load error with Retry, and the state without platforms', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(`${API}/vip/tiers`, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: [] }),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/tiers', ROUTES);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load VIP tiers.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No platforms yet: add a casino platform under Leaderboards first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New tier' })).not.toBeInTheDocument();
  });
});

describe('Admin › VIP tier form', () => {
  it("creates a tier on the platform from the address, after the server's field messages", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(`${API}/vip/tiers`, () =>
        HttpResponse.json({ success: true, data: adminPlatforms() }),
      ),
      http.post(`${API}/vip/tiers`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        if (bodies.length === 1) {
          const f = failure(400, 'The given data was invalid.', {
            name: ['Name is required'],
            reward_amount: ['A points reward must be a whole number of points'],
          });
          return HttpResponse.json(f.body, f.init);
        }
        return HttpResponse.json(
          {
            success: true,
            message: 'Emerald created.',
            data: adminTier({ id: 20, name: 'Emerald', platform_id: 2 }),
          },
          { status: 201 },
        );
      }),
      http.get(`${API}/vip/tiers/20`, () =>
        HttpResponse.json({
          success: true,
          data: adminTier({ id: 20, name: 'Emerald', platform_id: 2 }),
        }),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/tiers/new?platform=2', ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New VIP tier' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Platform/ })).toHaveValue('2');
    await user.type(screen.getByRole('spinbutton', { name: /Minimum wagered/ }), '2500');
    await user.type(screen.getByRole('spinbutton', { name: /Reward amount \(points\)/ }), '7.5');
    await user.click(screen.getByRole('button', { name: 'Create tier' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(
      screen.getByText('A points reward must be a whole number of points'),
    ).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      platform_id: 2,
      name: '',
      min_wagered: 2500,
      reward_amount: 7.5,
    });

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Emerald');
    await user.selectOptions(screen.getByRole('combobox', { name: /Reward type/ }), 'cash');
    const amount = screen.getByRole('spinbutton', { name: /Reward amount \(\$\)/ });
    await user.clear(amount);
    await user.type(amount, '12.50');
    await user.click(screen.getByRole('button', { name: 'Create tier' }));
    await waitFor(() => expect(location()).toBe('/admin-new/commerce/tiers/20'));
    expect(bodies[1]).toEqual({
      platform_id: 2,
      name: 'Emerald',
      description: '',
      min_wagered: 2500,
      reward_type: 'cash',
      reward_amount: 12.5,
      hidden: false,
    });
    expect(await screen.findByText('Emerald created.')).toBeInTheDocument();
  });

  it('edits a tier and hides it', async () => {
    let saved: Record<string, unknown> | null = null;
    server.use(
      http.get(`${API}/vip/tiers`, () =>
        HttpResponse.json({ success: true, data: adminPlatforms() }),
      ),
      http.get(`${API}/vip/tiers/11`, () =>
        HttpResponse.json({ success: true, data: adminTier() }),
      ),
      http.put(`${API}/vip/tiers/11`, async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          success: true,
          message: 'Bronze saved.',
          data: adminTier({ hidden: true }),
        });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/tiers/11', ROUTES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bronze' })).toBeInTheDocument();
    expect(screen.getByText(/3 claims\./)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Minimum wagered/ })).toHaveValue(10000);
    await user.click(screen.getByRole('checkbox', { name: /Hidden from \/vip-rewards/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Bronze saved.')).toBeInTheDocument();
    expect(saved).toEqual({
      platform_id: 1,
      name: 'Bronze',
      description: 'Wager $10,000 for 1,000 points.',
      min_wagered: 10000,
      reward_type: 'points',
      reward_amount: 1000,
      hidden: true,
    });
  });

  it("shows the server's sentence when a moderator's reward is above their limit", async () => {
    const limit = 'Moderators may set a VIP reward of at most 5,000 points; ask an admin.';
    server.use(
      http.get(`${API}/vip/tiers`, () =>
        HttpResponse.json({ success: true, data: adminPlatforms() }),
      ),
      http.get(`${API}/vip/tiers/11`, () =>
        HttpResponse.json({ success: true, data: adminTier() }),
      ),
      http.put(`${API}/vip/tiers/11`, () =>
        HttpResponse.json({ success: false, message: limit }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/tiers/11', ROUTES);
    const reward = await screen.findByRole('spinbutton', { name: /Reward/ });
    await user.clear(reward);
    await user.type(reward, '100000000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
  });

  it('says when the tier does not exist, and offers Retry when loading fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get(`${API}/vip/tiers`, () =>
        HttpResponse.json({ success: true, data: adminPlatforms() }),
      ),
      http.get(`${API}/vip/tiers/404`, () =>
        HttpResponse.json({ success: false, message: 'VIP tier not found' }, { status: 404 }),
      ),
      http.get(`${API}/vip/tiers/12`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: adminTier({ id: 12, name: 'Silver' }) });
      }),
    );
    const { unmount } = renderAdmin('/admin-new/commerce/tiers/404', ROUTES);
    expect(await screen.findByRole('heading', { name: 'Tier not found' })).toBeInTheDocument();
    unmount();
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/tiers/12', ROUTES);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the VIP tier.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Silver' })).toBeInTheDocument();
  });
});
