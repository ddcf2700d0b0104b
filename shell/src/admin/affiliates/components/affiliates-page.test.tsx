import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminAffiliate } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { listHandler, setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

const server = setupApi();
const LIST = 'http://localhost/api/admin/affiliates';
// Screens with forms and several round trips: room for a loaded machine.
jest.setTimeout(30_000);
const moderator = makeUser({ id: 2, name: 'Mod', role: 'moderator' });

const aff = (
  id: number,
  position: number,
  overrides: Partial<AdminAffiliate> = {},
): AdminAffiliate => ({
  id,
  name: `Casino ${id}`,
  logo_url: null,
  logo_src: null,
  benefits: ['Bonus'],
  redirect_url: `https://casino${id}.example/r`,
  active: true,
  position,
  created_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

let rows: AdminAffiliate[];

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
  rows = [aff(1, 1), aff(2, 2), aff(3, 3, { active: false })];
  server.use(listHandler(LIST, () => rows));
});

const table = () => screen.getByRole('table', { name: 'Affiliates' });

describe('Admin › Affiliates', () => {
  it('lists every affiliate with its place and status after a loading row', async () => {
    server.use(listHandler(LIST, () => rows, { delayMs: 30 }));
    renderShell({ path: '/admin-new/affiliates', user: moderator });
    expect(within(table()).getByRole('status')).toHaveTextContent('Loading...');
    expect(await within(table()).findByText('Casino 1')).toBeInTheDocument();
    expect(within(table()).getAllByText('Shown')).toHaveLength(2);
    expect(within(table()).getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Casino 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Casino 3 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show Casino 3' })).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    rows = [];
    renderShell({ path: '/admin-new/affiliates', user: moderator });
    expect(
      await within(table()).findByText('No affiliates yet. Add the first casino partner.'),
    ).toBeInTheDocument();
  });

  it('shows a load failure in the table with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(listHandler(LIST, () => rows, { failing: () => fail }));
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/affiliates', user: moderator });
    const alert = await within(table()).findByRole('alert');
    expect(alert).toHaveTextContent('The affiliates could not be loaded: Down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(table()).findByText('Casino 1')).toBeInTheDocument();
  });

  it('shows the 403 of the API as a permission message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(LIST, () =>
        HttpResponse.json(
          { success: false, message: 'You do not have permission to do this' },
          { status: 403 },
        ),
      ),
    );
    renderShell({ path: '/admin-new/affiliates', user: moderator });
    expect(await within(table()).findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this.',
    );
  });

  it('moves with the keyboard: the button keeps focus and the new order shows', async () => {
    const moves: unknown[] = [];
    server.use(
      http.post('http://localhost/api/admin/affiliates/2/move', async ({ request }) => {
        moves.push(await request.json());
        rows = [aff(2, 1), aff(1, 2), aff(3, 3, { active: false })];
        return HttpResponse.json({ success: true, data: rows });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/affiliates', user: moderator });
    const up = await screen.findByRole('button', { name: 'Move Casino 2 up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Casino 2 moved up to place 1.')).toBeInTheDocument();
    expect(moves).toEqual([{ direction: 'up' }]);
    await waitFor(() =>
      expect(
        within(table())
          .getAllByRole('row')
          .slice(1)
          .map((r) => within(r).getByText(/^Casino \d$/).textContent),
      ).toEqual(['Casino 2', 'Casino 1', 'Casino 3']),
    );
    // at the top now: focus goes to its other arrow
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Casino 2 down' })).toHaveFocus(),
    );
  });

  it('creates an affiliate with benefits; per-field errors show; the list refreshes', async () => {
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
              errors: { redirect_url: ['Redirect URL must be an http:// or https:// address'] },
            },
            { status: 400 },
          );
        rows = [...rows, aff(4, 4, { name: 'Nova' })];
        return HttpResponse.json({ success: true, message: 'Affiliate created.', data: rows[3] });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/affiliates', user: moderator });
    await within(table()).findByText('Casino 1');
    await user.click(screen.getByRole('button', { name: 'Add affiliate' }));
    const form = screen.getByRole('region', { name: 'New affiliate' });
    expect(within(form).getByRole('heading', { name: 'New affiliate' })).toHaveFocus();
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Nova');
    const url = within(form).getByRole('textbox', { name: /Redirect URL/ });
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Add benefit' }));
    await user.type(within(form).getByRole('textbox', { name: 'Benefit 1' }), '100% bonus');
    await user.click(within(form).getByRole('button', { name: 'Create affiliate' }));
    expect(
      await within(form).findByText('Redirect URL must be an http:// or https:// address'),
    ).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      name: 'Nova',
      logo_url: null,
      benefits: ['100% bonus'],
      redirect_url: 'javascript:alert(1)',
      active: true,
    });
    await user.clear(url);
    await user.type(url, 'https://nova.example/r');
    await user.click(within(form).getByRole('button', { name: 'Create affiliate' }));
    expect(await screen.findByText('Affiliate created. Nova is shown.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New affiliate' })).not.toBeInTheDocument();
    expect(await within(table()).findByText('Nova')).toBeInTheDocument();
  }, 30_000);

  it('hides one after a confirm dialog that traps focus and Escape cancels', async () => {
    const puts: Record<string, unknown>[] = [];
    server.use(
      http.put('http://localhost/api/admin/affiliates/1', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        rows = [aff(1, 1, { active: false }), aff(2, 2), aff(3, 3, { active: false })];
        return HttpResponse.json({ success: true, message: 'Affiliate saved.', data: rows[0] });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/affiliates', user: moderator });
    const hide = await screen.findByRole('button', { name: 'Hide Casino 1' });
    await user.click(hide);
    const dialog = screen.getByRole('alertdialog', { name: 'Hide Casino 1?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Hide' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(hide).toHaveFocus();

    await user.click(hide);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Casino 1 is hidden.')).toBeInTheDocument();
    expect(puts[0]).toMatchObject({ active: false, name: 'Casino 1' });
  });
});
