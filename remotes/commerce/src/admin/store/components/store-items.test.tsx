import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { adminItem } from '../../shared/components/fixtures';
import { API, failure, renderAdmin } from '../../shared/components/test-utils';
import StoreItemEditPage from './store-item-edit-page';
import StoreItemsPage from './store-items-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ROUTES = {
  items: StoreItemsPage,
  'items/new': StoreItemEditPage,
  'items/:id': StoreItemEditPage,
};
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('Admin › Store items', () => {
  it('shows loading, then every item with its state, cost, stock, limit and role', async () => {
    server.use(
      http.get(`${API}/store/items`, () =>
        HttpResponse.json({
          success: true,
          data: [
            adminItem(),
            adminItem({
              id: 2,
              name: 'VIP Mousepad',
              hidden: true,
              quantity: 0,
              required_role: 'vip',
              max_purchases_per_user: 2,
              redemptions_count: 5,
              pending_count: 2,
            }),
          ],
        }),
      ),
    );
    renderAdmin('/admin-new/commerce/items', ROUTES);
    expect(screen.getByRole('heading', { level: 1, name: 'Store items' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'VIP Mousepad' });
    expect(link).toHaveAttribute('href', '/admin-new/commerce/items/2');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Hidden')).toBeInTheDocument();
    expect(within(row).getByText('Out of stock')).toBeInTheDocument();
    expect(within(row).getByText('2 per member')).toBeInTheDocument();
    expect(within(row).getByText('VIP')).toBeInTheDocument();
    expect(within(row).getByText('5 (2 pending)')).toBeInTheDocument();
    const first = screen.getByRole('link', { name: 'Signed Hoodie' }).closest('tr')!;
    expect(within(first).getByText('Visible')).toBeInTheDocument();
    expect(within(first).getByText('2,500 pts')).toBeInTheDocument();
    expect(within(first).getByText('Anyone')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New item' })).toHaveAttribute(
      'href',
      '/admin-new/commerce/items/new',
    );
  });

  it('shows the load error with Retry, then the empty state', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(`${API}/store/items`, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: [] }),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/items', ROUTES);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load store items.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No store items yet. Create the first one with New item.'),
    ).toBeInTheDocument();
  });
});

describe('Admin › Store item form', () => {
  it("shows the server's message under each field, then creates the item and opens it", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`${API}/store/items`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1) {
          const f = failure(400, 'The given data was invalid.', {
            name: ['Name is required'],
            cost: ['Cost must be a whole number'],
            max_purchases_per_user: ['Limit per member must be at least 1'],
          });
          return HttpResponse.json(f.body, f.init);
        }
        return HttpResponse.json(
          {
            success: true,
            message: 'Gift Card created.',
            data: adminItem({ id: 9, name: 'Gift Card' }),
          },
          { status: 201 },
        );
      }),
      http.get(`${API}/store/items/9`, () =>
        HttpResponse.json({ success: true, data: adminItem({ id: 9, name: 'Gift Card' }) }),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/items/new', ROUTES);
    expect(screen.getByRole('heading', { level: 1, name: 'New store item' })).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Limit per member' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create item' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Cost must be a whole number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: /Cost/ })).toHaveAccessibleDescription(
      'Cost must be a whole number',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some fields need a fix: see the messages below.',
    );
    // An empty number field is sent as null, so the server names it.
    expect(bodies[0]).toMatchObject({ name: '', cost: null, max_purchases_per_user: 0 });

    // A field's message goes as soon as it is changed; the others stay until the next save.
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Gift Card');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Cost must be a whole number')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: /Cost/ }), '1500');
    expect(screen.queryByText('Cost must be a whole number')).not.toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: /Stock/ }), '20');
    await user.clear(screen.getByRole('spinbutton', { name: 'Limit per member' }));
    // Every field it was about is changed: the banner goes too (not the server's bare message).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Required role' }), 'vip');
    await user.click(screen.getByRole('checkbox', { name: 'Hidden from the store' }));
    await user.click(screen.getByRole('button', { name: 'Create item' }));
    await waitFor(() => expect(location()).toBe('/admin-new/commerce/items/9'));
    expect(bodies[1]).toEqual({
      name: 'Gift Card',
      description: '',
      image: null,
      cost: 1500,
      quantity: 20,
      max_purchases_per_user: null,
      required_role: 'vip',
      hidden: true,
    });
    expect(await screen.findByText('Gift Card created.')).toBeInTheDocument();
  });

  it('edits an item: loads it, uploads a new image and saves it', async () => {
    let saved: Record<string, unknown> | null = null;
    server.use(
      http.get(`${API}/store/items/1`, () =>
        HttpResponse.json({
          success: true,
          data: adminItem({
            max_purchases_per_user: 1,
            required_role: 'vip',
            redemptions_count: 3,
          }),
        }),
      ),
      http.post(`${API}/store/images`, () =>
        HttpResponse.json(
          {
            success: true,
            data: { path: '/media/uploads/store/abc.png', url: '/media/uploads/store/abc.png' },
          },
          { status: 201 },
        ),
      ),
      http.put(`${API}/store/items/1`, async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          success: true,
          message: 'Signed Hoodie saved.',
          data: adminItem({ image_path: '/media/uploads/store/abc.png', cost: 3000 }),
        });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/items/1', ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Signed Hoodie' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Signed Hoodie');
    expect(screen.getByRole('spinbutton', { name: 'Limit per member' })).toHaveValue(1);
    expect(screen.getByRole('combobox', { name: 'Required role' })).toHaveValue('vip');

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'hoodie.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image'), file);
    expect(await screen.findByRole('button', { name: 'Remove image' })).toBeInTheDocument();
    const cost = screen.getByRole('spinbutton', { name: /Cost/ });
    await user.clear(cost);
    await user.type(cost, '3000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Signed Hoodie saved.')).toBeInTheDocument();
    expect(saved).toMatchObject({
      image: '/media/uploads/store/abc.png',
      cost: 3000,
      max_purchases_per_user: 1,
      required_role: 'vip',
    });
  });

  it("shows the upload's refusal under the image field", async () => {
    server.use(
      http.get(`${API}/store/items/1`, () =>
        HttpResponse.json({ success: true, data: adminItem() }),
      ),
      http.post(`${API}/store/images`, () => {
        const f = failure(400, 'The given data was invalid.', {
          image: ['Upload a PNG, JPEG, WebP or GIF image.'],
        });
        return HttpResponse.json(f.body, f.init);
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/items/1', ROUTES);
    const input = await screen.findByLabelText('Image');
    await user.upload(input, new File(['text'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('Upload a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the item does not exist, and offers Retry when loading fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get(`${API}/store/items/404`, () =>
        HttpResponse.json({ success: false, message: 'Item not found' }, { status: 404 }),
      ),
      http.get(`${API}/store/items/5`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: adminItem({ id: 5, name: 'Back again' }) });
      }),
    );
    const { unmount } = renderAdmin('/admin-new/commerce/items/404', ROUTES);
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeInTheDocument();
    expect(screen.getByText('This store item does not exist.')).toBeInTheDocument();
    unmount();

    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/items/5', ROUTES);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the store item.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Back again' }),
    ).toBeInTheDocument();
  });
});
