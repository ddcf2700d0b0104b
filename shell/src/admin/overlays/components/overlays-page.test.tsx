import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminOverlay } from '@lobby/shared-api';
import { defaultOverlaySettings, useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { listHandler, setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

const server = setupApi();
const LIST = 'http://localhost/api/admin/overlays';
jest.setTimeout(30_000);
const admin = makeUser({ id: 1, name: 'Admin', role: 'admin' });
const moderator = makeUser({ id: 2, name: 'Mod', role: 'moderator' });

const KEY = `ovl_${'k'.repeat(43)}`;

const overlay = (id: number, overrides: Partial<AdminOverlay> = {}): AdminOverlay => ({
  id,
  kind: 'hunt',
  name: `Overlay ${id}`,
  settings: defaultOverlaySettings('hunt'),
  key_hint: 'ovl_abcd…',
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  revoked_at: null,
  ...overrides,
});

let rows: AdminOverlay[];

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
  rows = [
    overlay(1),
    overlay(2, {
      kind: 'leaderboard',
      name: 'Board',
      revoked_at: '2026-11-23T11:00:00.000Z',
      settings: { ...defaultOverlaySettings('leaderboard'), platform: 'roobet' },
    }),
  ];
  server.use(
    listHandler(LIST, () => rows),
    http.post('http://localhost/api/admin/overlays/:id/preview', ({ params }) =>
      HttpResponse.json({
        success: true,
        url: `/overlay/hunt?key=ovp_${String(params.id)}_1900000000000_${'s'.repeat(43)}`,
        expires_at: '2030-01-01T00:00:00.000Z',
      }),
    ),
  );
});

const table = () => screen.getByRole('table', { name: 'Overlays' });

describe('Admin › Overlays', () => {
  it('lists the overlays after a loading row: kind, size, key hint, live or revoked', async () => {
    server.use(listHandler(LIST, () => rows, { delayMs: 30 }));
    renderShell({ path: '/admin-new/overlays', user: admin });
    expect(within(table()).getByRole('status')).toHaveTextContent('Loading...');
    expect(await within(table()).findByText('Overlay 1')).toBeInTheDocument();
    const [, first, second] = within(table()).getAllByRole('row');
    expect(first).toHaveTextContent('Bonus hunt');
    expect(first).toHaveTextContent('520×640');
    expect(first).toHaveTextContent('ovl_abcd…');
    expect(first).toHaveTextContent('Live');
    expect(second).toHaveTextContent('Revoked');
    // A revoked overlay has nothing left to do.
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    rows = [];
    renderShell({ path: '/admin-new/overlays', user: admin });
    expect(
      await within(table()).findByText('No overlays yet. Make one for each browser source in OBS.'),
    ).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(listHandler(LIST, () => rows, { failing: () => fail }));
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/overlays', user: admin });
    const alert = await within(table()).findByRole('alert');
    expect(alert).toHaveTextContent('The overlays could not be loaded: Down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(table()).findByText('Overlay 1')).toBeInTheDocument();
  });

  it('is for admins: a moderator sees why, and no Overlays item in the menu', async () => {
    renderShell({ path: '/admin-new/overlays', user: moderator });
    expect(
      await screen.findByRole('heading', { name: 'Overlays is for admins' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).queryByRole('link', { name: 'Overlays' })).not.toBeInTheDocument();
  });

  it('creates an overlay: per-field errors, then its address once to copy, and the live preview', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(LIST, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1)
          return HttpResponse.json(
            {
              success: false,
              message: 'The given data was invalid.',
              errors: {
                'settings.platform': ['Platform is required'],
                'settings.width': ['Width must be at least 200'],
              },
            },
            { status: 400 },
          );
        const created = overlay(3, {
          kind: 'leaderboard',
          name: 'Roobet board',
          settings: body.settings as AdminOverlay['settings'],
        });
        rows = [created, ...rows];
        return HttpResponse.json({
          success: true,
          message: 'Overlay created.',
          data: created,
          key: KEY,
          url: `/overlay/leaderboard?key=${KEY}`,
        });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/overlays', user: admin });
    await within(table()).findByText('Overlay 1');
    await user.click(screen.getByRole('button', { name: 'New overlay' }));
    const form = screen.getByRole('form', { name: 'New overlay' });
    const kind = within(form).getByRole('combobox', { name: /Kind/ });
    expect(kind).toHaveFocus();
    await user.selectOptions(kind, 'leaderboard');
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Roobet board');
    const width = within(form).getByRole('spinbutton', { name: /Width/ });
    await user.clear(width);
    await user.type(width, '50');
    await user.click(within(form).getByRole('button', { name: 'Create overlay' }));
    expect(await within(form).findByText('Platform is required')).toBeInTheDocument();
    expect(within(form).getByText('Width must be at least 200')).toBeInTheDocument();
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(bodies[0]).toMatchObject({
      kind: 'leaderboard',
      name: 'Roobet board',
      settings: { width: 50, top: 10, platform: '' },
    });
    await user.clear(width);
    await user.type(width, '460');
    await user.click(within(form).getByRole('button', { name: 'Create overlay' }));

    const keyBox = await screen.findByRole('region', { name: 'Address of Roobet board' });
    expect(within(keyBox).getByRole('textbox', { name: 'Overlay address' })).toHaveValue(
      `http://localhost/overlay/leaderboard?key=${KEY}`,
    );
    expect(keyBox).toHaveTextContent('shown only this once');
    expect(keyBox).toHaveTextContent('width 460 and height 640');
    // The editor stays open on the new overlay, with its preview frame.
    const frame = await screen.findByTitle('Preview of Roobet board');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^\/overlay\/hunt\?key=ovp_3_/));
    expect(await within(table()).findByText('Roobet board')).toBeInTheDocument();

    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(keyBox).getByRole('button', { name: 'Copy address' }));
    expect(await within(keyBox).findByText('Copied.')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(`http://localhost/overlay/leaderboard?key=${KEY}`);
    await user.click(within(keyBox).getByRole('button', { name: 'Done' }));
    expect(
      screen.queryByRole('region', { name: 'Address of Roobet board' }),
    ).not.toBeInTheDocument();
  }, 90_000);

  it('edits with the live preview getting the unsaved settings, then saves', async () => {
    const puts: Record<string, unknown>[] = [];
    server.use(
      http.put('http://localhost/api/admin/overlays/1', async ({ request }) => {
        const body = (await request.json()) as { name: string; settings: AdminOverlay['settings'] };
        puts.push(body);
        rows = [overlay(1, { name: body.name, settings: body.settings }), rows[1]!];
        return HttpResponse.json({ success: true, message: 'Overlay saved.', data: rows[0] });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/overlays', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit Overlay 1' }));
    const form = screen.getByRole('form', { name: 'Edit Overlay 1' });
    expect(within(form).queryByRole('combobox', { name: /Kind/ })).not.toBeInTheDocument();
    const frame = (await screen.findByTitle('Preview of Overlay 1')) as HTMLIFrameElement;
    const posted: unknown[] = [];
    jest
      .spyOn(frame.contentWindow!, 'postMessage')
      .mockImplementation((message: unknown) => void posted.push(message));
    const height = within(form).getByRole('spinbutton', { name: /Height/ });
    await user.clear(height);
    await user.type(height, '700');
    await waitFor(() =>
      expect(posted).toContainEqual({
        type: 'lobby-overlay-settings',
        settings: expect.objectContaining({ height: 700 }),
      }),
    );
    expect(frame).toHaveAttribute('height', '700');
    // Half-typed (empty) values are not posted to the frame.
    const count = posted.length;
    await user.clear(height);
    expect(posted).toHaveLength(count);
    await user.type(height, '720');
    await user.click(within(form).getByRole('button', { name: 'Save overlay' }));
    expect(
      await screen.findByText('Overlay saved. OBS shows the change within seconds.'),
    ).toBeInTheDocument();
    expect(puts[0]).toMatchObject({ kind: 'hunt', name: 'Overlay 1', settings: { height: 720 } });
  });

  it('makes a new key after a confirm and shows the new address', async () => {
    server.use(
      http.post('http://localhost/api/admin/overlays/1/key', () =>
        HttpResponse.json({
          success: true,
          message: 'New key made.',
          data: overlay(1),
          key: KEY,
          url: `/overlay/hunt?key=${KEY}`,
        }),
      ),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/overlays', user: admin });
    await user.click(await screen.findByRole('button', { name: 'New key for Overlay 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'New key for Overlay 1?' });
    expect(dialog).toHaveTextContent('The current address stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Make a new key' }));
    const keyBox = await screen.findByRole('region', { name: 'Address of Overlay 1' });
    expect(within(keyBox).getByRole('textbox')).toHaveValue(
      `http://localhost/overlay/hunt?key=${KEY}`,
    );
  });

  it('revokes after a confirm; Escape cancels; a failure shows in the dialog', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.post('http://localhost/api/admin/overlays/1/revoke', () => {
        if (fail)
          return HttpResponse.json({ success: false, message: 'Database busy' }, { status: 503 });
        rows = [overlay(1, { revoked_at: '2026-11-23T12:00:00.000Z' }), rows[1]!];
        return HttpResponse.json({ success: true, message: 'Revoked.', data: rows[0] });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/overlays', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Revoke Overlay 1' }));
    expect(screen.getByRole('alertdialog', { name: 'Revoke Overlay 1?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke Overlay 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke Overlay 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(/Database busy/)).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText('Overlay 1 is revoked: its address shows nothing any more.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Revoked'),
    );
  });

  it('fits a phone: the table and the editor stay within 375 px', async () => {
    setViewport(375);
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/overlays', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit Overlay 1' }));
    expect(screen.getByRole('form', { name: 'Edit Overlay 1' })).toBeInTheDocument();
    expect(await screen.findByTitle('Preview of Overlay 1')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  });
});
