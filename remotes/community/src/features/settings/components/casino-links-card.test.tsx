import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CasinoLink } from '@lobby/contract-community';
import { useSessionStore } from '@lobby/shared-api';
import { renderWithProviders } from '../../../testing/render';
import { API, logIn, member } from '../testing/fixtures';
import { CasinoLinksCard } from './casino-links-card';

const platforms = [
  { id: 1, slug: 'lumen', name: 'Lumen Casino', image: null },
  { id: 2, slug: 'stakeforge', name: 'Stakeforge', image: null },
];
const link = (over: Partial<CasinoLink> = {}): CasinoLink => ({
  id: 5,
  platform: platforms[0]!,
  username: 'neo_lumen',
  status: 'verified',
  reason: null,
  submitted_at: '2026-11-01T00:00:00.000Z',
  reviewed_at: '2026-11-02T00:00:00.000Z',
  evidence_url: '/api/r/casino-links/5/evidence',
  ...over,
});
let links: CasinoLink[] = [];
const server = setupServer(
  http.get(`${API}/casino-links`, () =>
    HttpResponse.json({ success: true, data: { platforms, links } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
  links = [];
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const png = () =>
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'proof.png', {
    type: 'image/png',
  }) as unknown as File;

describe('Settings › Casino › Verified casino names', () => {
  it('shows each name as Pending, Verified or Rejected with the reason', async () => {
    links = [
      link(),
      link({ id: 6, platform: platforms[1]!, username: 'forge_neo', status: 'pending' }),
      link({ id: 7, username: 'old', status: 'rejected', reason: 'Wrong code' }),
    ];
    logIn(member());
    renderWithProviders(<CasinoLinksCard />);
    const list = await screen.findByRole('list', { name: 'Your casino names' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Verified')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Pending')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Waiting for a moderator/)).toBeInTheDocument();
    expect(within(items[2]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(items[2]!).getByText(/Not verified: Wrong code/)).toBeInTheDocument();
  });

  it('sends a name with its screenshot for review; the server answers per field', async () => {
    let sent: FormData | null = null;
    let calls = 0;
    server.use(
      http.post(`${API}/casino-links`, async ({ request }) => {
        calls += 1;
        sent = await request.formData();
        if (calls === 1)
          return HttpResponse.json(
            {
              success: false,
              message: 'The given data was invalid.',
              errors: { username: ['This casino username is already linked to another member.'] },
            },
            { status: 400 },
          );
        links = [link({ status: 'pending', username: 'neo2' })];
        return HttpResponse.json({
          success: true,
          message: 'Submitted for review. A moderator will check your screenshot.',
          data: links[0],
        });
      }),
    );
    logIn(member());
    renderWithProviders(<CasinoLinksCard />);
    expect(await screen.findByText('You have not linked a casino name yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Link a casino name' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(within(form).getByText('Choose a casino')).toBeInTheDocument();
    expect(within(form).getByText(/Add a screenshot/)).toBeInTheDocument();
    expect(calls).toBe(0);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Casino/ }), '1');
    await userEvent.type(within(form).getByRole('textbox', { name: /Your username/ }), 'neo2');
    await userEvent.upload(within(form).getByLabelText(/Screenshot/), png());
    await userEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(
      await within(form).findByText('This casino username is already linked to another member.'),
    ).toBeInTheDocument();
    expect(sent!.get('platform_id')).toBe('1');
    expect(sent!.get('username')).toBe('neo2');
    expect(sent!.get('evidence')).toBeTruthy();

    await userEvent.upload(within(form).getByLabelText(/Screenshot/), png());
    await userEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(
      await screen.findByText('Submitted for review. A moderator will check your screenshot.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Pending')).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(`${API}/casino-links`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Down' }, { status: 500 })
          : HttpResponse.json({ success: true, data: { platforms, links: [link()] } });
      }),
    );
    logIn(member());
    renderWithProviders(<CasinoLinksCard />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
  });
});
