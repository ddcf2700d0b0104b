import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { pageOf } from '@lobby/shared-api/testing';
import { adminItem } from '../../shared/components/fixtures';
import { API, renderAdmin } from '../../shared/components/test-utils';
import StoreItemsPage from './store-items-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Admin › Store items paging', () => {
  it('asks the server for the next page and keeps it in the address', async () => {
    server.use(
      http.get(`${API}/store/items`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const items = [adminItem({ id: page, name: `Item on page ${page}` })];
        return HttpResponse.json(pageOf(items, page, 3, 1));
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/items', { items: StoreItemsPage });
    expect(await screen.findByRole('link', { name: 'Item on page 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Item on page 2' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2–2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/admin-new/commerce/items?page=2',
    );
  });
});
