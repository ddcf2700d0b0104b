import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { TotalGivenAway } from './total-given-away';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

describe('TotalGivenAway', () => {
  it('counts up to the total from the API over about 2 seconds, in USD', async () => {
    server.use(
      http.get(`${API}/stats/total-given-away`, () =>
        HttpResponse.json({ success: true, total: 125430.5, formatted_total: '$125,430.50' }),
      ),
    );
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderWithProviders(<TotalGivenAway />);

    expect(screen.getByRole('heading', { name: 'Total Given Away' })).toBeInTheDocument();
    // Counting starts from zero once the total arrives.
    expect(await screen.findByText('$0.00')).toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    const midway = screen.getByText(/^\$[\d,]+\.\d\d$/).textContent!;
    const value = Number(midway.replace(/[$,]/g, ''));
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(125430.5);

    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByText('$125,430.50')).toBeInTheDocument();
  });

  it('shows whole dollars when the total has no cents', async () => {
    server.use(
      http.get(`${API}/stats/total-given-away`, () =>
        HttpResponse.json({ success: true, total: 250000, formatted_total: '$250,000.00' }),
      ),
    );
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderWithProviders(<TotalGivenAway />);
    await screen.findByText('$0');
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByText('$250,000')).toBeInTheDocument();
  });

  it('logs a failure and shows the figure as unavailable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(`${API}/stats/total-given-away`, () =>
        HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }),
      ),
    );
    renderWithProviders(<TotalGivenAway />);
    expect(await screen.findByText('Unavailable right now')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Failed to load total given away', expect.any(Error));
  });
});
