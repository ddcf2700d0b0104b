import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Prediction } from '@lobby/contract-engagement';
import { useSessionStore } from '@lobby/shared-api';
import { renderRoutesAt } from '../../../testing/render';
import * as f from '../testing/fixtures';
import { BonusHuntsPage } from './bonus-hunts-page';

// Typing through user-event is slow on a loaded machine.
jest.setTimeout(20_000);

const API = 'http://localhost/api/r/bonus-hunts';
let predictions: Prediction[] = [];
let posted: unknown[] = [];

const server = setupServer(
  http.get(API, () => HttpResponse.json(f.huntsResponse())),
  http.get(`${API}/predictions`, () => HttpResponse.json(f.predictionsResponse(predictions))),
  http.get(`${API}/:id/user-prediction`, () =>
    HttpResponse.json({
      success: true,
      prediction: predictions.find((p) => p.user.id === f.alice.id) ?? null,
    }),
  ),
  http.get('http://localhost/api/r/slots/search', ({ request }) => {
    const q = new URL(request.url).searchParams.get('query')?.toLowerCase() ?? '';
    const all = [
      { id: 90, name: 'Gates of Olympus', image: null, provider: 'Pragmatic Play' },
      { id: 91, name: 'Gates of Gatot Kaca', image: null, provider: 'Pragmatic Play' },
      { id: 92, name: 'Sweet Bonanza', image: null, provider: 'Pragmatic Play' },
    ];
    return HttpResponse.json({
      success: true,
      data: all.filter((s) => s.name.toLowerCase().includes(q)),
    });
  }),
  http.post(`${API}/:id/predict`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push(body);
    const saved = f.prediction({
      id: 50,
      end_balance: Number(body.end_balance),
      highest_multiplier: Number(body.highest_multiplier),
      highest_multiplier_game: String(body.highest_multiplier_game),
    });
    const existed = predictions.some((p) => p.user.id === f.alice.id);
    predictions = [saved, ...predictions.filter((p) => p.user.id !== f.alice.id)];
    return HttpResponse.json({
      success: true,
      message: existed ? 'Prediction updated successfully!' : 'Prediction submitted successfully!',
      prediction: saved,
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  predictions = [f.prediction({ id: 2, user: f.bob, end_balance: 800 })];
  posted = [];
});
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

const renderPage = (path = '/bonus-hunts') =>
  renderRoutesAt(path, { '/bonus-hunts': <BonusHuntsPage /> });

const member = () => useSessionStore.getState().setUser(f.sessionUser());

async function openModal(name = 'Make Prediction') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: 'Make Prediction' });
  return { user, dialog };
}

describe('Make Prediction', () => {
  it('is not offered to a visitor', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByRole('button', { name: /Prediction$/ })).not.toBeInTheDocument();
  });

  it('is not offered while predictions are closed or the hunt is over', async () => {
    member();
    server.use(
      http.get(API, () =>
        HttpResponse.json(
          f.huntsResponse({ latest_bonus_hunt: f.hunt({ predictions_active: false }) }),
        ),
      ),
    );
    renderPage();
    await screen.findByText("You haven't made a prediction for this hunt yet.");
    expect(screen.queryByRole('button', { name: 'Make Prediction' })).not.toBeInTheDocument();
  });

  it('lets a member predict: fields, slot suggestions from the hunt, submit, live update of both tabs', async () => {
    member();
    renderPage();
    const { user, dialog } = await openModal();
    expect(within(dialog).getByLabelText(/End Balance \(\$\)/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/End Balance/)).toHaveAttribute('step', '0.01');
    expect(within(dialog).getByLabelText(/Highest Multiplier/)).toHaveAttribute('step', '0.01');
    await user.type(within(dialog).getByLabelText(/End Balance/), '1500.25');
    await user.type(within(dialog).getByLabelText(/Highest Multiplier/), '250.5');
    const slot = within(dialog).getByRole('combobox', { name: /Slot/ });
    await user.type(slot, 'Gat');
    // Only the hunt's slots are offered: 'Gates of Gatot Kaca' is in the catalogue, not the hunt.
    const options = await within(dialog).findAllByRole('option');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.querySelector('strong')?.textContent),
      ).toEqual(['Gates of Olympus']),
    );
    expect(options.length).toBeLessThanOrEqual(5);
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(slot).toHaveValue('Gates of Olympus');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      {
        end_balance: 1500.25,
        highest_multiplier: 250.5,
        highest_multiplier_game: 'Gates of Olympus',
      },
    ]);
    expect(await screen.findByText('Prediction submitted successfully!')).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Your Prediction' });
    expect(within(box).getByText('$1,500.25')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Update Prediction' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Predictions' }));
    expect(await screen.findByText('All Predictions (2)')).toBeInTheDocument();
  });

  it("shows 'Update Prediction' with the member's numbers and replaces them", async () => {
    member();
    predictions = [f.prediction({ end_balance: 900, highest_multiplier: 12.5 })];
    renderPage();
    const { user, dialog } = await openModal('Update Prediction');
    expect(within(dialog).getByLabelText(/End Balance/)).toHaveValue(900);
    expect(within(dialog).getByRole('combobox', { name: /Slot/ })).toHaveValue('Gates of Olympus');
    await user.clear(within(dialog).getByLabelText(/End Balance/));
    await user.type(within(dialog).getByLabelText(/End Balance/), '950');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Prediction updated successfully!')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });

  it('checks every field before sending', async () => {
    member();
    renderPage();
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('End balance is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Highest multiplier is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a slot')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/End Balance/), '-5');
    await user.type(within(dialog).getByLabelText(/Highest Multiplier/), '1.234');
    await user.type(within(dialog).getByRole('combobox', { name: /Slot/ }), 'Not In Hunt');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('End balance must be greater than 0')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Highest multiplier allows at most 2 decimals'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Choose one of this hunt's slots")).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  async function fillAndSubmit() {
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText(/End Balance/), '100');
    await user.type(within(dialog).getByLabelText(/Highest Multiplier/), '2');
    await user.type(within(dialog).getByRole('combobox', { name: /Slot/ }), 'Sweet Bonanza');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    return { user, dialog };
  }

  it("shows the server's refusal, or 'Failed to submit prediction' without a message", async () => {
    member();
    server.use(
      http.post(`${API}/:id/predict`, () =>
        HttpResponse.json(
          { success: false, message: 'Predictions are closed for this bonus hunt.' },
          { status: 422 },
        ),
      ),
    );
    renderPage();
    const { dialog } = await fillAndSubmit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Predictions are closed for this bonus hunt.',
    );
    server.use(http.post(`${API}/:id/predict`, () => HttpResponse.json({}, { status: 500 })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Predictions are closed'),
    );
    expect(within(dialog).getByRole('alert').textContent).toMatch(
      /Failed to submit prediction|status 500/,
    );
  });

  it('shows a field error the server sends under its field', async () => {
    member();
    server.use(
      http.post(`${API}/:id/predict`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            errors: { end_balance: ['End balance is too large'] },
          },
          { status: 400 },
        ),
      ),
    );
    renderPage();
    const { dialog } = await fillAndSubmit();
    expect(await within(dialog).findByText('End balance is too large')).toBeInTheDocument();
  });

  it("says 'An error occurred while submitting prediction' on a network failure", async () => {
    member();
    server.use(http.post(`${API}/:id/predict`, () => HttpResponse.error()));
    renderPage();
    const { dialog } = await fillAndSubmit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred while submitting prediction',
    );
  });

  it('closes on Cancel and on Escape, giving focus back to the button', async () => {
    member();
    renderPage();
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Prediction' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Make Prediction' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
