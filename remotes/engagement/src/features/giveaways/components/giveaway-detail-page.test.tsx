import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { GiveawayDetail, GiveawayEntry } from '@lobby/contract-engagement';
import { entriesDrawList, giveawayListText, replayDraw } from '@lobby/contract-engagement';
import { useSessionStore } from '@lobby/shared-api';
import { FakeEventSource } from '@lobby/shared-api/testing';
import { renderDetailPage, setupDetailPageTests } from '../../../testing/detail-page';
import { drawnRecord } from '../../../testing/draw';
import { failUntilRecovered } from '../../../testing/render';
import { alice, bob, carol, detail, ended, entry, member } from '../testing/fixtures';
import { GiveawayDetailPage } from './giveaway-detail-page';

const API = 'http://localhost/api/r/giveaways';
const server = setupDetailPageTests();

function renderPage(path = '/raffles/1') {
  return renderDetailPage({
    path,
    route: '/raffles/:id',
    page: <GiveawayDetailPage />,
    listPath: '/raffles',
    list: <p>the list</p>,
  });
}

/** Renders the page and opens its entry form: the user driving it and the form's dialog. */
async function openEntryForm() {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Enter Raffle' }));
  return { user, dialog: screen.getByRole('dialog') };
}

const sampleEntries: GiveawayEntry[] = [
  entry(1, alice),
  entry(2, bob),
  entry(3, alice, { entry_type: 'points', entries: 500, points_spent: 50_000 }),
  entry(5, carol, { entry_type: 'password' }),
  entry(6, bob, { entry_type: 'points', entries: 2, points_spent: 200 }),
];

/** The published list's lines: one per entry, a counted row's line repeated. */
const expandedEntries = sampleEntries.flatMap((e) =>
  Array.from({ length: e.entries }, () => ({ entry_id: e.id, user_id: e.user.id })),
);

function serve(data: GiveawayDetail, entries: GiveawayEntry[] = sampleEntries) {
  server.use(
    http.get(`${API}/1`, () => HttpResponse.json({ success: true, data })),
    http.get(`${API}/1/entries`, () => HttpResponse.json(entries)),
  );
}

/** Records the entry bodies posted and answers with `answer`. */
function serveEnter(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/1/enter`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const logIn = () => useSessionStore.getState().setUser({ ...member });
const ok = (message = 'Successfully entered the raffle!') =>
  HttpResponse.json({ success: true, message, entries_added: 1, user_points: 900 });

describe('GiveawayDetailPage', () => {
  it('shows the info, the ticking time remaining and, to a visitor, no entry panel', async () => {
    serve(detail());
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading raffle' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: '$500 Cash Giveaway' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();
    expect(screen.getByText('Two winners get $250 each.')).toBeInTheDocument();
    const time = screen.getByRole('region', { name: 'Time Remaining' });
    expect(time).toHaveTextContent(/1d 0[56]h \d\dm \d\ds/);
    expect(screen.queryByRole('region', { name: 'Enter Raffle' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '← Back to Raffles' })).toHaveAttribute(
      'href',
      '/raffles',
    );
    expect(
      screen.getByText('2 winners are drawn when the raffle ends.', { exact: false }),
    ).toBeInTheDocument();
  });

  it("shows 'Raffle Not Found' for an unknown giveaway", async () => {
    server.use(
      http.get(`${API}/99`, () =>
        HttpResponse.json({ success: false, message: 'Raffle not found' }, { status: 404 }),
      ),
    );
    renderPage('/raffles/99');
    expect(await screen.findByRole('heading', { name: 'Raffle Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Raffles' })).toHaveAttribute(
      'href',
      '/raffles',
    );
  });

  it('shows a load error with Retry', async () => {
    const api = failUntilRecovered(() => HttpResponse.json({ success: true, data: detail() }));
    server.use(
      http.get(`${API}/1`, api.answer),
      http.get(`${API}/1/entries`, () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the raffle');
    expect(api.log).toHaveBeenCalled();
    api.recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '$500 Cash Giveaway' })).toBeInTheDocument();
  });

  it('groups entries per member with win chance, a search and expandable entries', async () => {
    serve(detail());
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) => {
        const [name, ...rest] = within(r).getAllByRole('cell').slice(0, 4);
        // The avatar's fallback letter is decorative: read the name next to it.
        return [
          name!.querySelector('.member > span:last-child')!.textContent,
          ...rest.map((c) => c.textContent),
        ];
      }),
    ).toEqual([
      ['alice', 'AliceKick', '501', '99.21%'],
      ['bob', 'bobby', '3', '0.59%'],
      ['carol', '—', '1', '0.20%'],
    ]);
    // Counted, not listed: 500 points entries are one entry row.
    expect(screen.getByRole('heading', { name: 'Entries (505)' })).toBeInTheDocument();
    // A long name is cut with … on a phone: the full name stays in the title.
    expect(within(rows[0]!).getByTitle('alice')).toHaveTextContent('alice');
    // Two winners: the column says the chance is per draw, and a note says what that means.
    expect(within(table).getByRole('columnheader', { name: 'Win chance per draw' })).toBeVisible();
    expect(screen.getByText(/chance of being picked by each of the 2 draws/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show entries of alice' }));
    const list = screen.getByRole('list', { name: 'Entries of alice' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('#3 · Points · 500 entries (50,000 points)');
    expect(screen.getByRole('button', { name: 'Hide entries of alice' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.type(screen.getByRole('searchbox'), 'bob');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('heading', { name: 'No matching entries' })).toBeInTheDocument();
  });

  it('puts the time remaining and the entry panel before the entries table (phone reading order)', async () => {
    logIn();
    serve(detail());
    renderPage();
    const table = await screen.findByRole('table');
    const panel = screen.getByRole('region', { name: 'Enter Raffle' });
    const time = screen.getByRole('region', { name: 'Time Remaining' });
    const info = screen.getByRole('article', { name: /\$500 Cash Giveaway/ });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    // info → time → entry panel → entries: a phone never scrolls past every entry to enter.
    expect(follows(info, time)).toBe(true);
    expect(follows(time, panel)).toBe(true);
    expect(follows(panel, table)).toBe(true);
    // The two-line header keeps its full name.
    expect(within(table).getByRole('columnheader', { name: 'Win chance per draw' })).toBeVisible();
  });

  it('tells a member why there is no entry button while the raffle is not accepting entries', async () => {
    logIn();
    serve(detail({ status: 'pending', is_accepting_entries: false }));
    renderPage();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'This raffle is not accepting entries right now.',
    );
    expect(screen.queryByRole('button', { name: 'Enter Raffle' })).not.toBeInTheDocument();
  });

  it('with one winner the win chance is the share of entries, without a note', async () => {
    serve(detail({ number_of_winners: 1 }));
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Win chance' })).toBeVisible();
    expect(screen.queryByText(/each of the/)).not.toBeInTheDocument();
  });

  it('shows an empty entries state', async () => {
    serve(detail({ entries_count: 0 }), []);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No entries yet' })).toBeInTheDocument();
  });

  it('lets a member enter for free with the Kick username prefilled and nulls for the rest', async () => {
    logIn();
    serve(detail());
    const bodies = serveEnter(() => ok());
    const user = userEvent.setup();
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Enter Raffle' });
    const open = within(panel).getByRole('button', { name: 'Enter Raffle' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Enter Raffle' });
    expect(within(dialog).getByRole('radio', { name: /Free Entry/ })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Kick username/ })).toHaveValue('AliceKick');
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    expect(await screen.findByText('Successfully entered the raffle!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        entry_type: 'passwordless',
        kick_username: 'AliceKick',
        password: null,
        points_spent: null,
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().user?.points).toBe(900);
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('buys points entries with a number input whose minimum is points_per_entry', async () => {
    logIn();
    serve(
      detail({
        user_entries: {
          total: 1,
          has_free_entry: true,
          has_password_entry: false,
          points_entries: 0,
          points_spent: 0,
        },
      }),
    );
    const bodies = serveEnter(() => ok('Successfully entered the raffle with 3 entries!'));
    const { user, dialog } = await openEntryForm();
    const free = within(dialog).getByRole('radio', { name: /Free Entry/ });
    expect(free).toBeDisabled();
    expect(within(dialog).getByText('You already used your free entry')).toBeInTheDocument();
    const points = within(dialog).getByRole('radio', { name: /Points/ });
    expect(points).toBeChecked();
    const input = within(dialog).getByRole('spinbutton', { name: 'Points to spend' });
    expect(input).toHaveAttribute('min', '100');
    expect(dialog).toHaveTextContent('Max 10 points entries');
    await user.clear(input);
    await user.type(input, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    expect(within(dialog).getByText('Enter at least 100 points')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(input);
    await user.type(input, '300');
    expect(dialog).toHaveTextContent('3 entries for 300 points');
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    expect(
      await screen.findByText('Successfully entered the raffle with 3 entries!'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { entry_type: 'points', kick_username: 'AliceKick', password: null, points_spent: 300 },
    ]);
  });

  it('asks for the password and shows the server error field', async () => {
    logIn();
    serve(
      detail({
        allow_passwordless_entry: false,
        allow_points_entry: false,
        allow_password_entry: true,
      }),
    );
    const bodies = serveEnter(() =>
      HttpResponse.json(
        { success: false, message: 'Incorrect password.', error: 'Incorrect password.' },
        { status: 422 },
      ),
    );
    const { user, dialog } = await openEntryForm();
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText(/Password/, { selector: 'input[type=password]' }),
      'guess',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect password.');
    expect(bodies).toEqual([
      { entry_type: 'password', kick_username: 'AliceKick', password: 'guess', points_spent: null },
    ]);
  });

  it("shows 'Failed to enter raffle' without an error field and the network text without an answer", async () => {
    logIn();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serve(detail());
    let mode: 'plain' | 'network' = 'plain';
    serveEnter(() =>
      mode === 'plain'
        ? HttpResponse.json({ success: false, message: 'nope' }, { status: 500 })
        : HttpResponse.error(),
    );
    const { user, dialog } = await openEntryForm();
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to enter raffle');
    mode = 'network';
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'An error occurred while entering the raffle',
      ),
    );
  });

  it('fills and locks the Kick field with a linked Kick account', async () => {
    logIn();
    serve(detail({ viewer_kick_account: 'AliceLinked' }));
    const bodies = serveEnter(() => ok());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Enter Raffle' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter Raffle' });
    const field = within(dialog).getByRole('textbox', { name: /Kick username/ });
    expect(field).toHaveValue('AliceLinked');
    expect(field).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Your linked Kick account')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ kick_username: 'AliceLinked' });
  });

  it('tells a member without a linked Kick account that this giveaway requires one', async () => {
    logIn();
    serve(detail({ require_kick_link: true, viewer_kick_account: null }));
    const bodies = serveEnter(() => ok());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Enter Raffle' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter Raffle' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'This raffle is for members with a linked Kick account',
    );
    expect(within(dialog).getByRole('button', { name: 'Enter Raffle' })).toBeDisabled();
    expect(bodies).toEqual([]);
  });

  it('requires the Kick username and closes on Escape', async () => {
    logIn();
    useSessionStore.getState().setUser({ ...member, kick_username: null });
    serve(detail());
    const bodies = serveEnter(() => ok());
    const { user, dialog } = await openEntryForm();
    expect(within(dialog).getByRole('textbox', { name: /Kick username/ })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    expect(within(dialog).getByText('Kick username is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not offer points to a member short of one entry, and says how many are missing', async () => {
    useSessionStore.getState().setUser({ ...member, points: 40 });
    serve(detail());
    const bodies = serveEnter(() => ok());
    const { dialog } = await openEntryForm();
    const points = within(dialog).getByRole('radio', { name: /Points/ });
    expect(points).toBeDisabled();
    expect(points).not.toBeChecked();
    expect(dialog).toHaveTextContent('100 points per entry · You need 60 more points');
    // Free entry is still open to them.
    expect(within(dialog).getByRole('radio', { name: /Free Entry/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Enter Raffle' })).toBeEnabled();
    expect(bodies).toEqual([]);
  });

  it('with points the only way in, the submit is disabled with the missing points', async () => {
    useSessionStore.getState().setUser({ ...member, points: 0 });
    serve(detail({ allow_passwordless_entry: false }));
    const bodies = serveEnter(() => ok());
    const { user, dialog } = await openEntryForm();
    expect(within(dialog).getByRole('radio', { name: /Points/ })).toBeDisabled();
    const submit = within(dialog).getByRole('button', { name: 'Need 100 more points' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(bodies).toEqual([]);
  });

  it('does not send points entries costing more than the balance', async () => {
    useSessionStore.getState().setUser({ ...member, points: 150 });
    serve(detail({ allow_passwordless_entry: false }));
    const bodies = serveEnter(() => ok());
    const { user, dialog } = await openEntryForm();
    const input = within(dialog).getByRole('spinbutton', { name: 'Points to spend' });
    await user.clear(input);
    await user.type(input, '300');
    // Said at once, under the field: 3 entries cost 300 of the member's 150.
    expect(within(dialog).getByText('You need 150 more points')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    expect(bodies).toEqual([]);
    await user.clear(input);
    await user.type(input, '100');
    expect(within(dialog).queryByText(/more points/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it("shows the server's refusal once and drops it when the entry method changes", async () => {
    logIn();
    serve(detail());
    const bodies = serveEnter(() =>
      HttpResponse.json(
        {
          success: false,
          message: 'You do not have enough points.',
          error: 'You do not have enough points.',
        },
        { status: 422 },
      ),
    );
    const { user, dialog } = await openEntryForm();
    await user.click(within(dialog).getByRole('radio', { name: /Points/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You do not have enough points.',
    );
    expect(bodies).toHaveLength(1);
    // Once: the banner, not also under the points field.
    expect(within(dialog).getAllByText('You do not have enough points.')).toHaveLength(1);
    await user.click(within(dialog).getByRole('radio', { name: /Free Entry/ }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('You do not have enough points.')).not.toBeInTheDocument();
    // Editing the field it was about drops it as well.
    await user.click(within(dialog).getByRole('radio', { name: /Points/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Points to spend' }), '0');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a server message naming a field under that field only, until it is edited', async () => {
    logIn();
    serve(detail());
    serveEnter(() =>
      HttpResponse.json(
        {
          success: false,
          message: 'The given data was invalid.',
          errors: { kick_username: ['Kick username must be at most 64 characters'] },
        },
        { status: 400 },
      ),
    );
    const { user, dialog } = await openEntryForm();
    await user.click(within(dialog).getByRole('button', { name: 'Enter Raffle' }));
    const field = within(dialog).getByRole('textbox', { name: /Kick username/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/at most 64 characters/));
    // Once: the field's own message (itself an alert), no banner repeating it.
    expect(within(dialog).getAllByText(/at most 64 characters/)).toHaveLength(1);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    await user.type(field, 'x');
    expect(within(dialog).queryByText(/at most 64 characters/)).not.toBeInTheDocument();
  });

  it('tells members the Kick chat keyword when the giveaway accepts chat entries', async () => {
    logIn();
    serve(detail({ chat_entry_keyword: '!join' }));
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Enter Raffle' });
    expect(panel).toHaveTextContent('Or type !join in the stream');
    expect(within(panel).getByText('!join').tagName).toBe('CODE');
  });

  it('shows a winner the state of the automatic payout of their cash prize', async () => {
    logIn();
    serve({
      ...detail(),
      ...ended({
        winners: [
          { position: 1, username: 'alice', user: { ...bob, id: member.id, username: 'alice' } },
        ],
      }),
      user_payout: { status: 'sent', sent_at: '2026-11-23T10:00:00.000Z' },
    });
    renderPage();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Your prize: sent to your verified casino account.',
    );
  });

  it('hides the entry panel once the giveaway has ended, and shows the winners', async () => {
    logIn();
    serve({
      ...detail(),
      ...ended({
        winners: [{ position: 1, username: 'bob', user: bob }],
        number_of_winners: 1,
      }),
    });
    renderPage();
    expect(await screen.findByText('ENDED')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Enter Raffle' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Time Remaining' })).toHaveTextContent('Ended');
    expect(
      within(screen.getByRole('region', { name: 'Winners' })).getByText('bob'),
    ).toBeInTheDocument();
  });

  it("shows the draw and other members' entries while the page is open (live)", async () => {
    FakeEventSource.install();
    try {
      let data: GiveawayDetail = detail();
      let entries = sampleEntries;
      server.use(
        http.get(`${API}/1`, () => HttpResponse.json({ success: true, data })),
        http.get(`${API}/1/entries`, () => HttpResponse.json(entries)),
      );
      renderPage();
      expect(await screen.findByText('ACTIVE')).toBeInTheDocument();
      await waitFor(() => expect(FakeEventSource.live()).toHaveLength(1));
      const stream = FakeEventSource.live()[0]!;
      expect(decodeURIComponent(stream.url)).toMatch(/channels=giveaway:1,giveaways$/);
      act(() => stream.open());

      expect(screen.queryByText('dave')).not.toBeInTheDocument();
      entries = [...sampleEntries, entry(7, { ...carol, id: 44, username: 'dave' })];
      act(() => stream.send('giveaway:1', { type: 'entry', giveaway_id: 1 }));
      expect(await screen.findByText('dave')).toBeInTheDocument();

      data = {
        ...detail(),
        ...ended({ winners: [{ position: 1, username: 'bob', user: bob }], number_of_winners: 1 }),
      };
      act(() => stream.send('giveaways', { type: 'drawn' }));
      expect(await screen.findByText('ENDED')).toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: 'Winners' })).getByText('bob'),
      ).toBeInTheDocument();
    } finally {
      delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
    }
  });

  it('recomputes a drawn giveaway in the browser and says the result matches', async () => {
    const seed = 'ab'.repeat(32);
    const text = giveawayListText(expandedEntries);
    const { winners } = await replayDraw(seed, entriesDrawList(expandedEntries), 2);
    const users = [alice, bob, carol];
    const published = winners.map((w, i) => {
      const u = users.find((x) => x.id === w!.user_id)!;
      return { position: i + 1, username: u.username, user: u };
    });
    const data: GiveawayDetail = {
      ...detail(),
      ...ended({ winners: published }),
      draw: await drawnRecord(seed, text),
    };
    serve(data);
    server.use(http.get(`${API}/1/draw-list`, () => HttpResponse.text(text)));
    renderPage();
    const section = await screen.findByRole('region', { name: 'Verify this draw' });
    expect(section).toHaveTextContent(seed);
    expect(
      await within(section).findByText('The result matches: this draw is verified.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Download the frozen list' })).toHaveAttribute(
      'href',
      'http://localhost/api/r/giveaways/1/draw-list',
    );
    expect(
      within(within(section).getByRole('list', { name: 'Recomputed winners' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(published.map((p) => p.username));
  });

  it('says so when the published winners do not match the recomputation', async () => {
    const seed = 'cd'.repeat(32);
    const text = giveawayListText(expandedEntries);
    const data: GiveawayDetail = {
      ...detail(),
      ...ended({
        number_of_winners: 1,
        winners: [{ position: 1, username: 'nobody', user: { ...carol, id: 999 } }],
      }),
      draw: await drawnRecord(seed, text),
    };
    serve(data);
    server.use(http.get(`${API}/1/draw-list`, () => HttpResponse.text(text)));
    renderPage();
    expect(
      await screen.findByText('The result does not match the published draw.'),
    ).toBeInTheDocument();
  });
});
