import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API, affiliate } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { AffiliateCards } from './affiliate-cards';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const serve = (list: ReturnType<typeof affiliate>[]) =>
  server.use(http.get(`${API}/affiliates`, () => HttpResponse.json({ success: true, data: list })));

describe('AffiliateCards', () => {
  it('renders each affiliate with logo, name, benefits and a Join Now link opening a new tab', async () => {
    serve([
      affiliate(),
      affiliate({
        id: 2,
        name: 'Roobet',
        logo_url: null,
        benefits: ['Free spins'],
        redirect_url: 'https://roobet.example/r',
      }),
    ]);
    renderWithProviders(<AffiliateCards />);

    const list = await screen.findByRole('list', { name: 'Affiliate partners' });
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(cards).toHaveLength(2);

    const stake = cards[0]!;
    expect(within(stake).getByRole('heading', { name: 'Stake' })).toBeInTheDocument();
    expect(within(stake).getByRole('img', { name: 'Stake logo' })).toHaveAttribute(
      'src',
      'http://localhost/media/stake.png',
    );
    expect(within(stake).getByText('200% deposit bonus')).toBeInTheDocument();
    expect(within(stake).getByText('Weekly rakeback')).toBeInTheDocument();
    const join = within(stake).getByRole('link', { name: /^Join Now/ });
    expect(join).toHaveAttribute('href', 'https://stake.example/?c=lobby');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');

    // No logo: the initial-letter fallback stands in.
    const roobet = cards[1]!;
    expect(within(roobet).getByRole('img', { name: 'Roobet logo' })).toHaveTextContent('R');
    expect(within(roobet).getByRole('link', { name: /^Join Now/ })).toHaveAttribute(
      'href',
      'https://roobet.example/r',
    );
  });

  it.each([
    [1, 'single'],
    [2, 'double'],
    [3, 'multi'],
    [5, 'multi'],
  ])('uses the grid variant for %i card(s): %s', async (count, layout) => {
    serve(
      Array.from({ length: count }, (_, i) => affiliate({ id: i + 1, name: `Casino ${i + 1}` })),
    );
    renderWithProviders(<AffiliateCards />);
    const list = await screen.findByRole('list', { name: 'Affiliate partners' });
    expect(list).toHaveAttribute('data-layout', layout);
    expect(screen.getAllByRole('link', { name: /^Join Now/ })).toHaveLength(count);
  });

  it('shows loading placeholders until the list arrives', async () => {
    serve([affiliate()]);
    renderWithProviders(<AffiliateCards />);
    expect(screen.getByRole('region', { name: 'Our Partners' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await screen.findByRole('list', { name: 'Affiliate partners' });
    expect(screen.getByRole('region', { name: 'Our Partners' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('falls back to an empty section when the call fails, logging the error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(`${API}/affiliates`, () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 503 }),
      ),
    );
    renderWithProviders(<AffiliateCards />);
    expect(await screen.findByText('No partners yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join Now/ })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Failed to load affiliates',
      expect.objectContaining({ status: 503 }),
    );
  });
});
