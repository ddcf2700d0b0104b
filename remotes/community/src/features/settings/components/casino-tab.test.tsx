import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CasinoLink, CasinoLinkPlatform } from '@lobby/contract-community';
import { useSessionStore } from '@lobby/shared-api';
import { renderWithProviders } from '../../../testing/render';
import { API, logIn, member } from '../testing/fixtures';
import { CasinoTab } from './casino-tab';

const platforms: CasinoLinkPlatform[] = [
  {
    id: 1,
    slug: 'lumen',
    name: 'Lumen Casino',
    image: null,
    field: 'crypto',
    label: 'Lumen Casino username',
  },
  { id: 2, slug: 'forge', name: 'Stakeforge', image: null, field: 'crypto2', label: 'Forge name' },
  {
    id: 3,
    slug: 'vault',
    name: 'Rollvault',
    image: null,
    field: null,
    label: 'Rollvault username',
  },
  {
    id: 4,
    slug: 'nova',
    name: 'Nova Spins',
    image: null,
    field: null,
    label: 'Nova Spins username',
  },
];
const link = (platform: CasinoLinkPlatform, over: Partial<CasinoLink> = {}): CasinoLink => ({
  id: platform.id * 10,
  platform,
  username: `neo_${platform.slug}`,
  status: 'verified',
  reason: null,
  submitted_at: '2026-11-01T00:00:00.000Z',
  reviewed_at: '2026-11-02T00:00:00.000Z',
  evidence_url: `/api/r/casino-links/${platform.id * 10}/evidence`,
  ...over,
});
let shown: CasinoLinkPlatform[] = platforms;
let links: CasinoLink[] = [];
const server = setupServer(
  http.get(`${API}/casino-links`, () =>
    HttpResponse.json({ success: true, data: { platforms: shown, links } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
  shown = platforms;
  links = [];
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const png = (name = 'referral-proof.png') =>
  new NodeFile([new Uint8Array(2048)], name, { type: 'image/png' }) as unknown as File;
const block = (name: string) => screen.getByRole('region', { name });
const renderTab = async () => {
  logIn(member());
  renderWithProviders(<CasinoTab />);
  return screen.findByRole('region', { name: 'Lumen Casino' });
};

describe('Settings › Casino', () => {
  it('shows one block per platform, labelled by the casino field, with each verification state', async () => {
    links = [
      link(platforms[0]!),
      link(platforms[1]!, { status: 'pending' }),
      link(platforms[2]!, { status: 'rejected', reason: 'Wrong code.' }),
    ];
    await renderTab();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Lumen Casino',
      'Stakeforge',
      'Rollvault',
      'Nova Spins',
    ]);

    const lumen = block('Lumen Casino');
    expect(within(lumen).getByText('Verified')).toBeInTheDocument();
    expect(within(lumen).getByText('Your wagers on Lumen Casino count.')).toBeInTheDocument();
    // The settings' label names the one field: the casino link's name, not a second set.
    expect(within(lumen).getByRole('textbox', { name: 'Lumen Casino username' })).toHaveValue(
      'neo_lumen',
    );
    expect(screen.getAllByRole('textbox', { name: 'Lumen Casino username' })).toHaveLength(1);

    const forge = block('Stakeforge');
    expect(within(forge).getByText('Pending review')).toBeInTheDocument();
    expect(within(forge).getByText(/Waiting for a moderator/)).toBeInTheDocument();
    expect(within(forge).getByRole('textbox', { name: 'Forge name' })).toHaveValue('neo_forge');

    const vault = block('Rollvault');
    expect(within(vault).getByText('Rejected')).toBeInTheDocument();
    expect(within(vault).getByText(/Not verified: Wrong code\. Send it again/)).toBeInTheDocument();

    const nova = block('Nova Spins');
    expect(within(nova).getByText('Not linked')).toBeInTheDocument();
    expect(within(nova).getByText(/Link your username so your wagers/)).toBeInTheDocument();
    expect(within(nova).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(nova).getByRole('button', { name: 'Send for review' })).toBeInTheDocument();
    expect(
      within(lumen).getByRole('button', { name: 'Send again for review' }),
    ).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get(`${API}/casino-links`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: true, data: { platforms, links } });
      }),
    );
    logIn(member());
    renderWithProviders(<CasinoTab />);
    expect(await screen.findByText('Loading your casino names')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('region', { name: 'Lumen Casino' })).toBeInTheDocument();
  });

  it('says so when the site has no partner casino', async () => {
    shown = [];
    logIn(member());
    renderWithProviders(<CasinoTab />);
    expect(
      await screen.findByRole('heading', { name: 'No partner casinos yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(`${API}/casino-links`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Down' }, { status: 500 })
          : HttpResponse.json({ success: true, data: { platforms, links: [link(platforms[0]!)] } });
      }),
    );
    logIn(member());
    renderWithProviders(<CasinoTab />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your casino names.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Lumen Casino' })).findByText(
        'Verified',
      ),
    ).toBeInTheDocument();
  });

  it('picks the screenshot with the keyboard and names the chosen file', async () => {
    const user = userEvent.setup();
    await renderTab();
    const nova = block('Nova Spins');
    const picker = within(nova).getByLabelText('Screenshot of the Nova Spins referral page');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAccessibleDescription(/Choose a screenshot/);
    within(nova).getByRole('textbox', { name: 'Nova Spins username' }).focus();
    await user.tab();
    expect(picker).toHaveFocus();
    await user.upload(picker, png());
    expect(within(nova).getByText('referral-proof.png')).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription(/referral-proof\.png 2 KB/);
  });

  it('sends the name with its screenshot; the server answers per field, then Pending', async () => {
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
        links = [link(platforms[3]!, { status: 'pending', username: 'neo_nova' })];
        return HttpResponse.json({
          success: true,
          message: 'Submitted for review. A moderator will check your screenshot.',
          data: links[0],
        });
      }),
    );
    await renderTab();
    const nova = block('Nova Spins');
    await userEvent.click(within(nova).getByRole('button', { name: 'Send for review' }));
    expect(within(nova).getByText('Enter your username on this casino')).toBeInTheDocument();
    expect(within(nova).getByText(/Add a screenshot/)).toBeInTheDocument();
    expect(calls).toBe(0);

    await userEvent.type(
      within(nova).getByRole('textbox', { name: 'Nova Spins username' }),
      'neo_nova',
    );
    await userEvent.upload(within(nova).getByLabelText(/Screenshot/), png());
    await userEvent.click(within(nova).getByRole('button', { name: 'Send for review' }));
    expect(
      await within(nova).findByText('This casino username is already linked to another member.'),
    ).toBeInTheDocument();
    expect(sent!.get('platform_id')).toBe('4');
    expect(sent!.get('username')).toBe('neo_nova');
    expect(sent!.get('evidence')).toBeTruthy();

    await userEvent.upload(within(nova).getByLabelText(/Screenshot/), png());
    await userEvent.click(within(nova).getByRole('button', { name: 'Send for review' }));
    expect(
      await within(nova).findByText(
        'Submitted for review. A moderator will check your screenshot.',
      ),
    ).toBeInTheDocument();
    expect(await within(nova).findByText('Pending review')).toBeInTheDocument();
    // The picker is empty again, ready for another screenshot.
    expect(within(nova).getByText('Choose a screenshot')).toBeInTheDocument();
  });

  it('removes a name', async () => {
    links = [link(platforms[0]!)];
    server.use(
      http.delete(`${API}/casino-links/10`, () => {
        links = [];
        return HttpResponse.json({ success: true, message: 'Casino username removed.' });
      }),
    );
    await renderTab();
    const lumen = block('Lumen Casino');
    await userEvent.click(
      within(lumen).getByRole('button', { name: 'Remove neo_lumen on Lumen Casino' }),
    );
    expect(await within(lumen).findByText('Casino username removed.')).toBeInTheDocument();
    expect(await within(lumen).findByText('Not linked')).toBeInTheDocument();
  });

  it('fits a phone: the form wraps to one column and long names break', async () => {
    links = [
      link(platforms[0]!, { username: 'a_very_long_casino_username_without_spaces_at_all' }),
    ];
    await renderTab();
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    // Columns never narrower than the block: one column below 2 × 300 px (a 390 px phone).
    expect(css).toMatch(
      /grid-template-columns:repeat\(auto-fit, minmax\(min\(100%, 300px\), 1fr\)\)/,
    );
    expect(css).toMatch(/overflow-wrap:anywhere/);
    const lumen = block('Lumen Casino');
    expect(getComputedStyle(lumen).minWidth).toBe('0');
  });
});
