import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { AdminRemote } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';
import { admin, builtSupport, remotesAnswer } from '../testing/fixtures';

const server = setupApi();
// Screens with forms and several round trips: room for a loaded machine.
jest.setTimeout(30_000);
const moderator = makeUser({ id: 2, name: 'Mod', role: 'moderator' });

const replaced: AdminRemote = {
  ...builtSupport,
  version: '2.0.0',
  manifest: 'https://cdn.example/support/2.0.0/mf-manifest.json',
  source: 'admin',
  can_roll_back: true,
  history: [
    {
      id: 5,
      manifest: 'https://cdn.example/support/2.0.0/mf-manifest.json',
      version: '2.0.0',
      created_at: '2026-11-23T10:00:00.000Z',
      created_by: { id: 1, name: 'Site Admin', username: 'admin', avatar: null, role: 'admin' },
      reverted_at: null,
      reverted_by: null,
      live: true,
      removed: false,
    },
  ],
};
const broken: AdminRemote = {
  ...builtSupport,
  name: 'commerce',
  state: 'error',
  reason: 'The commerce remote is not mounted: its manifest answered HTTP 404.',
};

let current: AdminRemote[];
beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
  current = [builtSupport, broken];
  server.use(http.get('http://localhost/api/admin/remotes', () => remotesAnswer(current)));
});

describe('Admin › Remotes', () => {
  it("shows each remote's version, manifest and whether it answers", async () => {
    server.use(
      http.get('http://localhost/api/admin/remotes', async () => {
        await delay(30);
        return HttpResponse.json({
          success: true,
          data: { remotes: current, problems: [], removed: [] },
        });
      }),
    );
    renderShell({ path: '/admin-new/remotes', user: admin });
    expect(screen.getByRole('status')).toHaveTextContent('Checking the remotes...');
    const support = await screen.findByRole('article', { name: 'Support' });
    expect(support).toHaveTextContent('1.0.0');
    expect(support).toHaveTextContent('/remotes/support/mf-manifest.json');
    expect(support).toHaveTextContent('Manifest answers');
    expect(within(support).queryByRole('button', { name: 'Roll back' })).not.toBeInTheDocument();
    const commerce = screen.getByRole('article', { name: 'Commerce' });
    expect(commerce).toHaveTextContent('Not mounted');
    expect(commerce).toHaveTextContent('its manifest answered HTTP 404');
  });

  it('"Check now" shows what the check found at once', async () => {
    const user = userEvent.setup();
    let checks = 0;
    server.use(
      http.post('http://localhost/api/admin/remotes/check', () => {
        checks += 1;
        current = [
          { ...builtSupport, version: '2.1.0' },
          { ...broken, state: 'ok' },
        ];
        return HttpResponse.json({
          success: true,
          message: 'Every remote was checked again.',
          data: { remotes: current, problems: [], removed: [] },
        });
      }),
    );
    renderShell({ path: '/admin-new/remotes', user: admin });
    const commerce = await screen.findByRole('article', { name: 'Commerce' });
    expect(commerce).toHaveTextContent('Not mounted');
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('Every remote was checked again.')).toBeInTheDocument();
    expect(checks).toBe(1);
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Support' })).toHaveTextContent('2.1.0'),
    );
    expect(screen.getByRole('article', { name: 'Commerce' })).toHaveTextContent('Manifest answers');
  });

  it('is for admins only', async () => {
    renderShell({ path: '/admin-new/remotes', user: moderator });
    expect(
      await screen.findByRole('heading', { name: 'Remotes is for admins' }),
    ).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('http://localhost/api/admin/remotes', () =>
        HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
      ),
    );
    renderShell({ path: '/admin-new/remotes', user: admin });
    expect(await screen.findByText(/The remotes could not be loaded: Down/)).toBeInTheDocument();
  });

  it('shows a refusal under the field, then replaces and offers the rollback', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    let refuse = true;
    server.use(
      http.post('http://localhost/api/admin/remotes/support/replace/preview', () =>
        refuse
          ? HttpResponse.json(
              {
                success: false,
                message: 'Invalid',
                errors: {
                  manifest: [
                    'The support remote needs @lobby/shared-api ^2.0.0, this site provides 1.0.0.',
                  ],
                },
              },
              { status: 422 },
            )
          : HttpResponse.json({
              success: true,
              data: { version: '2.0.0', drops: { paths: [], admin: false, nav: [] } },
            }),
      ),
      http.post('http://localhost/api/admin/remotes/support/replace', async ({ request }) => {
        const { manifest } = (await request.json()) as { manifest: string };
        if (refuse)
          return HttpResponse.json(
            {
              success: false,
              message:
                'The support remote needs @lobby/shared-api ^2.0.0, this site provides 1.0.0.',
              errors: {
                manifest: [
                  'The support remote needs @lobby/shared-api ^2.0.0, this site provides 1.0.0.',
                ],
              },
            },
            { status: 422 },
          );
        current = [replaced, broken];
        return HttpResponse.json({
          success: true,
          message: `support now loads 2.0.0 from ${manifest} on the next page load.`,
          data: { remotes: current, problems: [], removed: [] },
        });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/remotes', user: admin });
    const support = await screen.findByRole('article', { name: 'Support' });
    const field = within(support).getByRole('textbox', { name: 'New manifest URL' });
    await user.type(field, 'https://cdn.example/support/9.0.0/mf-manifest.json');
    await user.click(within(support).getByRole('button', { name: 'Replace' }));
    expect(
      await within(support).findByText(
        'The support remote needs @lobby/shared-api ^2.0.0, this site provides 1.0.0.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.clear(field);
    await user.type(field, 'https://cdn.example/support/2.0.0/mf-manifest.json');
    await user.click(within(support).getByRole('button', { name: 'Replace' }));
    expect(
      await screen.findByText(
        'support now loads 2.0.0 from https://cdn.example/support/2.0.0/mf-manifest.json on the next page load.',
      ),
    ).toBeInTheDocument();
    const updated = await screen.findByRole('article', { name: 'Support' });
    expect(await within(updated).findByRole('button', { name: 'Roll back' })).toBeInTheDocument();
    expect(updated).toHaveTextContent('Set in Admin › Remotes by Site Admin');
  }, 30_000);

  it('rolls back after a confirm', async () => {
    current = [replaced];
    const calls: string[] = [];
    server.use(
      http.post('http://localhost/api/admin/remotes/support/rollback', () => {
        calls.push('rollback');
        current = [builtSupport];
        return HttpResponse.json({
          success: true,
          message:
            'support rolled back from 2.0.0 to 1.0.0 (/remotes/support/mf-manifest.json); pages use it on their next load.',
          data: { remotes: current, problems: [], removed: [] },
        });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/remotes', user: admin });
    const support = await screen.findByRole('article', { name: 'Support' });
    await user.click(within(support).getByRole('button', { name: 'Roll back' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Roll back support?' });
    expect(dialog).toHaveTextContent('LOBBY_REMOTES_FILE or the built-in build');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(
      await screen.findByText(/support rolled back from 2\.0\.0 to 1\.0\.0/),
    ).toBeInTheDocument();
    expect(calls).toEqual(['rollback']);
  });

  it('Replace lists what the new build drops and replaces only once confirmed', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('http://localhost/api/admin/remotes/support/replace/preview', () =>
        HttpResponse.json({
          success: true,
          data: {
            version: '3.0.0',
            drops: {
              paths: ['/contact'],
              admin: true,
              nav: [{ label: 'Contact', path: '/contact' }],
            },
          },
        }),
      ),
      http.post('http://localhost/api/admin/remotes/support/replace', async ({ request }) => {
        bodies.push(await request.json());
        current = [{ ...replaced, version: '3.0.0', admin: false }];
        return HttpResponse.json({
          success: true,
          message: 'support now loads 3.0.0.',
          data: { remotes: current, problems: [], removed: [] },
        });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/remotes', user: admin });
    const support = await screen.findByRole('article', { name: 'Support' });
    await user.type(
      within(support).getByRole('textbox', { name: 'New manifest URL' }),
      'https://cdn.example/support/3.0.0/mf-manifest.json',
    );
    await user.click(within(support).getByRole('button', { name: 'Replace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace support by 3.0.0?' });
    expect(dialog).toHaveTextContent('Pages: /contact');
    expect(dialog).toHaveTextContent('Its admin screens');
    expect(dialog).toHaveTextContent('Sidebar links: “Contact” (/contact)');
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Replace anyway' }));
    expect(await screen.findByText('support now loads 3.0.0.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { manifest: 'https://cdn.example/support/3.0.0/mf-manifest.json', accept_drops: true },
    ]);
  });

  it('removes a file or admin entry after a confirm, and lists it under Removed with Roll back', async () => {
    const page = {
      ...builtSupport,
      name: 'streamer_page',
      paths: ['/my-page'],
      admin: false,
      source: 'admin' as const,
      can_remove: true,
    };
    current = [builtSupport, page];
    let rolledBack = 0;
    server.use(
      http.post('http://localhost/api/admin/remotes/streamer_page/remove', () => {
        current = [builtSupport];
        return HttpResponse.json({
          success: true,
          message: 'streamer_page was removed.',
          data: { remotes: current, problems: [], removed: [] },
        });
      }),
      http.get('http://localhost/api/admin/remotes', () =>
        HttpResponse.json({
          success: true,
          data: {
            remotes: current,
            problems: [],
            removed:
              current.length === 1
                ? [
                    {
                      name: 'streamer_page',
                      version: '1.0.0',
                      manifest: 'https://cdn.example/page/mf-manifest.json',
                      removed_at: '2026-11-27T04:00:00.000Z',
                      removed_by: null,
                    },
                  ]
                : [],
          },
        }),
      ),
      http.post('http://localhost/api/admin/remotes/streamer_page/rollback', () => {
        rolledBack += 1;
        current = [builtSupport, page];
        return HttpResponse.json({
          success: true,
          message: 'streamer_page rolled back.',
          data: { remotes: current, problems: [], removed: [] },
        });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/remotes', user: admin });
    const support = await screen.findByRole('article', { name: 'Support' });
    expect(within(support).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    const custom = screen.getByRole('article', { name: /streamer/i });
    await user.click(within(custom).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove streamer_page?' });
    expect(dialog).toHaveTextContent('/my-page');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('streamer_page was removed.')).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Roll back the removal of streamer_page' }),
    );
    expect(await screen.findByText('streamer_page rolled back.')).toBeInTheDocument();
    expect(rolledBack).toBe(1);
  });

  it('adds a remote under its own name, with the refusal under its field', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('http://localhost/api/admin/remotes', async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1)
          return HttpResponse.json(
            {
              success: false,
              message: 'The given data was invalid.',
              errors: { name: ['There is a remote named support already.'] },
            },
            { status: 400 },
          );
        return HttpResponse.json({
          success: true,
          message: 'streamer_page 1.0.0 was added on /my-page.',
          data: { remotes: current, problems: [], removed: [] },
        });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/remotes', user: admin });
    const form = await screen.findByRole('form', { name: 'Add a remote' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'support');
    await user.type(
      within(form).getByRole('textbox', { name: 'Manifest URL' }),
      'https://cdn.example/page/mf-manifest.json',
    );
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await within(form).findByText('There is a remote named support already.'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.clear(name);
    await user.type(name, 'streamer_page');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('streamer_page 1.0.0 was added on /my-page.'),
    ).toBeInTheDocument();
    expect(bodies[1]).toEqual({
      name: 'streamer_page',
      manifest: 'https://cdn.example/page/mf-manifest.json',
    });
  });

  it('asks before a manifest URL being typed is lost', async () => {
    const user = userEvent.setup();
    const { router } = renderShell({ path: '/admin-new/remotes', user: admin });
    const support = await screen.findByRole('article', { name: 'Support' });
    await user.type(
      within(support).getByRole('textbox', { name: 'New manifest URL' }),
      'https://cdn.example/support/3.0.0/mf-manifest.json',
    );
    await act(() => router.navigate('/admin-new'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/admin-new/remotes');
  });
});
