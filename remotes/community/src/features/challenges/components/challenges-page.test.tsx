import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Challenge, ChallengeClaim } from '@lobby/contract-community';
import { useSessionStore } from '@lobby/shared-api';
import { API } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { sessionUser } from '../../profile/testing/fixtures';
import { ChallengesPage } from './challenges-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => useSessionStore.getState().reset());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const DAY = 86_400_000;
function challenge(over: Partial<Challenge> = {}): Challenge {
  return {
    id: 1,
    slot_name: 'Thunder Llama',
    slot_image: null,
    slot_provider: 'Lobby Games',
    multiplier: 500,
    min_bet: 0.4,
    prize: 100,
    prize_type: 'cash',
    claims_count: 3,
    is_active: true,
    is_expired: false,
    status: 'active',
    time_remaining: 2 * 86400,
    start_date: new Date(Date.now() - DAY).toISOString(),
    end_date: new Date(Date.now() + 2 * DAY).toISOString(),
    claimed_by: null,
    claimed_at: null,
    claimer: null,
    ...over,
  };
}

const upcoming = challenge({
  id: 2,
  slot_name: 'Crystal Caverns',
  status: 'upcoming',
  is_active: false,
  start_date: new Date(Date.now() + DAY).toISOString(),
  end_date: new Date(Date.now() + 5 * DAY).toISOString(),
});
const won = challenge({
  id: 3,
  slot_name: 'Honey Heist',
  status: 'completed',
  is_active: false,
  is_expired: true,
  prize: 5000,
  prize_type: 'points',
  claimed_by: 9,
  claimed_at: new Date().toISOString(),
  claimer: { id: 9, discord_id: null, avatar: null, kick_username: null, username: 'spinwizard' },
});

function claimOf(over: Partial<ChallengeClaim> = {}): ChallengeClaim {
  return {
    id: 50,
    challenge_id: 3,
    slot_name: 'Honey Heist',
    description: 'Hit it',
    evidence_images: ['/api/r/challenges/claims/50/evidence/0'],
    status: 'rejected',
    reason: 'Bet below the minimum',
    created_at: new Date().toISOString(),
    reviewed_at: new Date().toISOString(),
    ...over,
  };
}

function serve(list: Challenge[], claims: ChallengeClaim[] = []) {
  server.use(
    http.get(`${API}/challenges`, () => HttpResponse.json({ success: true, data: list })),
    http.get(`${API}/challenges/my-claims`, () =>
      HttpResponse.json({ success: true, data: claims }),
    ),
  );
}

const login = () => useSessionStore.getState().setUser(sessionUser());
// jest-fixed-jsdom gives the page Node's Blob and FormData but jsdom's File; as in a browser,
// the files a member picks must be Blobs that FormData accepts, so they are Node's Files here.
const png = (name: string, size = 100) =>
  new NodeFile([new Uint8Array(size)], name, { type: 'image/png' }) as unknown as File;

describe('ChallengesPage', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn((f: Blob) => `blob:${(f as File).name}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('shows tabs with counts, each tab’s cards and badges, and the empty state', async () => {
    const user = userEvent.setup();
    serve([challenge(), upcoming, won]);
    renderWithProviders(<ChallengesPage />, { route: '/challenges' });

    expect(await screen.findByRole('tab', { name: 'Active (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (1)' })).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Thunder Llama' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('500.00x')).toBeInTheDocument();
    expect(within(card).getByText('$0.40')).toBeInTheDocument();
    expect(within(card).getByText('$100')).toBeInTheDocument();
    expect(within(card).getByText('3')).toBeInTheDocument();
    expect(within(card).getByText(/left$/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Upcoming (1)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/challenges?tab=upcoming');
    const next = screen.getByRole('article', { name: 'Crystal Caverns' });
    expect(within(next).getByText('Upcoming')).toBeInTheDocument();
    expect(within(next).getByText(/^Starts in/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Completed (1)' }));
    const done = screen.getByRole('article', { name: 'Honey Heist' });
    expect(within(done).getByText('Ended')).toBeInTheDocument();
    expect(within(done).getByText('5,000 pts')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'spinwizard' })).toHaveAttribute(
      'href',
      '/profile/spinwizard',
    );
  });

  it("says 'No {tab} challenges' for an empty tab", async () => {
    serve([won]);
    renderWithProviders(<ChallengesPage />, { route: '/challenges' });
    expect(
      await screen.findByRole('heading', { name: 'No active challenges' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active (0)' })).toBeInTheDocument();
  });

  it('shows an error with retry', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(`${API}/challenges`, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'down' }, { status: 503 })
          : HttpResponse.json({ success: true, data: [challenge()] }),
      ),
    );
    renderWithProviders(<ChallengesPage />, { route: '/challenges' });
    expect(
      await screen.findByRole('heading', { name: 'Failed to load challenges' }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Thunder Llama' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('asks a visitor to log in instead of offering Submit Claim', async () => {
    const user = userEvent.setup();
    serve([challenge()]);
    renderWithProviders(<ChallengesPage />, { route: '/challenges' });
    await user.click(await screen.findByRole('button', { name: 'Thunder Llama' }));
    const dialog = screen.getByRole('dialog', { name: 'Thunder Llama' });
    expect(within(dialog).queryByRole('button', { name: 'Submit Claim' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fchallenges',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides Submit Claim on a won challenge and shows the member’s claims with their state', async () => {
    const user = userEvent.setup();
    login();
    serve(
      [won],
      [
        claimOf(),
        claimOf({ id: 51, status: 'pending', reason: null }),
        claimOf({ id: 52, status: 'approved', reason: null }),
      ],
    );
    renderWithProviders(<ChallengesPage />, { route: '/challenges?tab=completed&challenge=3' });
    const dialog = await screen.findByRole('dialog', { name: 'Honey Heist' });
    expect(within(dialog).queryByRole('button', { name: 'Submit Claim' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Won by/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    const list = screen.getByRole('list', { name: 'Your claims' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Reason: Bet below the minimum')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Pending')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Approved')).toBeInTheDocument();
  });

  it('submits a claim: description required, images only, at most 5, thumbnails removable, Submitting...', async () => {
    const user = userEvent.setup({ applyAccept: false });
    login();
    let received: FormData | null = null;
    let release: () => void = () => {};
    serve([challenge()]);
    server.use(
      http.post(`${API}/challenges/1/claim`, async ({ request }) => {
        received = await request.formData();
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json(
          {
            success: true,
            message: 'Your claim was submitted for review.',
            data: claimOf({ status: 'pending' }),
          },
          { status: 201 },
        );
      }),
    );
    renderWithProviders(<ChallengesPage />, { route: '/challenges' });
    await user.click(await screen.findByRole('button', { name: 'Thunder Llama' }));
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim: Thunder Llama' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Description'), '   ');
    expect(submit).toBeDisabled();

    // 6 images and a PDF: the PDF and the 6th image are dropped.
    const picked = [
      ...Array.from({ length: 6 }, (_, i) => png(`shot${i + 1}.png`)),
      new NodeFile(['%PDF'], 'doc.pdf', { type: 'application/pdf' }) as unknown as File,
    ];
    await user.upload(within(dialog).getByLabelText('Evidence images'), picked);
    const thumbs = within(
      within(dialog).getByRole('list', { name: 'Selected images' }),
    ).getAllByRole('listitem');
    expect(thumbs).toHaveLength(5);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 files were left out');
    expect(within(dialog).getByLabelText('Evidence images')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove shot1.png' }));
    expect(
      within(within(dialog).getByRole('list', { name: 'Selected images' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(4);

    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Hit 600x');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await waitFor(() => expect(received).not.toBeNull());
    expect(received!.get('description')).toBe('Hit 600x');
    expect(received!.getAll('evidence_images[0]')).toHaveLength(1);
    expect([...received!.keys()].filter((k) => k.startsWith('evidence_images'))).toHaveLength(4);
    release();
    expect(await screen.findByText('Your claim was submitted for review.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 30_000);

  it('writes large bets and multipliers in the one number format ($5,000.00, 1,250.00x)', async () => {
    const user = userEvent.setup();
    login();
    serve([challenge({ min_bet: 5000, multiplier: 1250 })]);
    renderWithProviders(<ChallengesPage />, { route: '/challenges' });
    await user.click(await screen.findByRole('button', { name: 'Thunder Llama' }));
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim: Thunder Llama' });
    expect(dialog).toHaveTextContent(
      'Hit 1,250.00x or more with a bet of at least $5,000.00? Describe your win',
    );
    expect(dialog).not.toHaveTextContent('5000');
  });

  it('shows the server’s message when a claim is refused and Cancel closes the form', async () => {
    const user = userEvent.setup();
    login();
    serve([challenge()]);
    server.use(
      http.post(`${API}/challenges/1/claim`, () =>
        HttpResponse.json(
          { success: false, message: 'You already have a pending claim for this challenge.' },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<ChallengesPage />, { route: '/challenges?challenge=1' });
    await user.click(await screen.findByRole('button', { name: 'Submit Claim' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim: Thunder Llama' });
    await user.type(within(dialog).getByLabelText('Description'), 'again');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have a pending claim for this challenge.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Claim: Thunder Llama' })).not.toBeInTheDocument();
  });
});
