import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutesAt } from '../../../testing/render';
import * as f from '../testing/fixtures';
import { TournamentsPage } from './tournaments-page';

const API = 'http://localhost/api/r/tournaments';
let asked: string[] = [];

const server = setupServer(
  http.get(API, ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json(f.listResponse());
  }),
  http.get(`${API}/accuracy`, ({ request }) => {
    const period = new URL(request.url).searchParams.get('period');
    return HttpResponse.json({
      success: true,
      period,
      min_picks: 10,
      data: period === 'all' ? [{ rank: 1, ...f.standing('oracle', 40, 50) }] : [],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(path = '/tournaments') {
  return renderRoutesAt(path, { '*': <TournamentsPage /> });
}

const pagesOf = (n: number) =>
  server.use(
    http.get(API, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      asked.push(`?page=${page}`);
      return HttpResponse.json(
        f.listResponse([f.summary({ id: page, name: `Cup ${page}` })], n, page),
      );
    }),
  );

describe('TournamentsPage', () => {
  it('shows a card per tournament with every fact and View Tournament', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'Slot Showdown' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('12')).toBeInTheDocument();
    expect(within(card).getByText('3')).toBeInTheDocument();
    expect(within(card).getByText('4 slots')).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText('Nov 20, 2026')).toBeInTheDocument();
    // Slot names cut at 12 characters, providers at 10.
    expect(within(card).getByText('Thunder Llam…')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: 'View Tournament' })).toHaveAttribute(
      'href',
      '/tournaments/3',
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says Closed and Completed for a finished tournament', async () => {
    server.use(
      http.get(API, () =>
        HttpResponse.json(
          f.listResponse([f.summary({ is_active: false, predictions_active: false })]),
        ),
      ),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Slot Showdown' });
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('Closed')).toBeInTheDocument();
  });

  it.each([
    [5, ['1', '2', '3', '4', '5']],
    [12, ['1', '2', '3', '4', '5']],
  ])('pages with at most 5 buttons (%i pages)', async (pages, buttons) => {
    pagesOf(pages);
    const user = userEvent.setup();
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => /^\d+$/.test(t ?? ''));
    expect(numbers).toEqual(buttons);
    await user.click(within(nav).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('article', { name: 'Cup 2' })).toBeInTheDocument();
    expect(asked).toContain('?page=2');
  });

  it('shows no pagination for a single page', async () => {
    pagesOf(1);
    renderPage();
    expect(await screen.findByRole('article', { name: 'Cup 1' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });

  it('keeps 5 page buttons around the current page of 12, Previous going back', async () => {
    pagesOf(12);
    const user = userEvent.setup();
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: '5' }));
    expect(await screen.findByRole('article', { name: 'Cup 5' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: '7' }));
    expect(await screen.findByRole('article', { name: 'Cup 7' })).toBeInTheDocument();
    const numbers = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => /^\d+$/.test(t ?? ''));
    expect(numbers).toHaveLength(5);
    expect(numbers).toContain('7');
    expect(within(nav).getByRole('button', { name: '7' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('article', { name: 'Cup 6' })).toBeInTheDocument();
  });

  it('shows the empty state and the load error with Retry', async () => {
    server.use(http.get(API, () => HttpResponse.json(f.listResponse([]))));
    const { unmount } = renderPage();
    expect(await screen.findByText('No tournaments yet')).toBeInTheDocument();
    unmount();
    server.use(
      http.get(API, () => HttpResponse.json({ success: false, message: 'x' }, { status: 500 })),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    expect(await screen.findByText('Failed to load tournaments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the accuracy leaderboard for 30 days and all time', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText(/Nobody has 10 decided picks in the last 30 days/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All time' }));
    expect(await screen.findByRole('link', { name: /oracle/ })).toHaveAttribute(
      'href',
      '/profile/oracle',
    );
    expect(screen.getByText('80.0%')).toBeInTheDocument();
    expect(screen.getByText('40/50')).toBeInTheDocument();
  });
});
