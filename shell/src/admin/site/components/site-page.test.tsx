import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { AdminSiteResponse } from '@lobby/shared-api';
import { DEFAULT_SETTINGS, useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

const server = setupApi();
// Screens with forms and several round trips: room for a loaded machine.
jest.setTimeout(30_000);
const admin = makeUser({ id: 1, name: 'Site Admin', role: 'admin' });
const moderator = makeUser({ id: 2, name: 'Mod', role: 'moderator' });

const SITE: AdminSiteResponse['data'] = {
  site_name: 'SpinCity',
  site_logo: null,
  site_logo_url: null,
  site_description: 'Slots every night.',
  social: { kick: 'spincity', discord: null, x: null, instagram: null, tiktok: null },
  casino: {
    crypto1_enabled: true,
    crypto1_label: 'Lumen username',
    crypto2_enabled: false,
    crypto2_label: 'Casino username 2',
    crypto3_enabled: false,
    crypto3_label: 'Casino username 3',
  },
  daily_reward: { points: 100, xp: 50 },
  moderator_limits: {
    points_adjustment: 1000,
    vip_reward_points: 5000,
    vip_reward_cash: 25,
    prize_points: 5000,
    prize_cash: 50,
    store_price_min: 100,
    entry_cost_min: 10,
  },
};

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
  server.use(
    http.get('http://localhost/api/admin/site', () =>
      HttpResponse.json({ success: true, data: SITE }),
    ),
  );
});

describe('Admin › Site', () => {
  it('shows a loader, then the form with the stored values', async () => {
    server.use(
      http.get('http://localhost/api/admin/site', async () => {
        await delay(50);
        return HttpResponse.json({ success: true, data: SITE });
      }),
    );
    renderShell({ path: '/admin-new/site', user: admin });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the site settings...');
    expect(await screen.findByRole('textbox', { name: /Site name/ })).toHaveValue('SpinCity');
    expect(screen.getByRole('textbox', { name: 'Kick' })).toHaveValue('spincity');
    expect(screen.getByRole('checkbox', { name: 'Field 1 on' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /Points per daily claim/ })).toHaveValue(100);
    await waitFor(() => expect(document.title).toBe('SpinCity - Admin - Site'));
  });

  it('says when the settings cannot be loaded, with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get('http://localhost/api/admin/site', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Database down' }, { status: 500 })
          : HttpResponse.json({ success: true, data: SITE }),
      ),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/site', user: admin });
    const alert = await screen.findByText(/The site settings could not be loaded: Database down/);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /Site name/ })).toHaveValue('SpinCity');
  });

  it('is for admins only: a moderator sees neither the item nor the screen', async () => {
    renderShell({ path: '/admin-new/site', user: moderator });
    expect(await screen.findByRole('heading', { name: 'Site is for admins' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' })).queryByRole('link', {
        name: 'Site',
      }),
    ).not.toBeInTheDocument();
  });

  it("saves, shows the server's per-field messages, then saves and updates the page's settings", async () => {
    const bodies: unknown[] = [];
    let reject = true;
    server.use(
      http.put('http://localhost/api/admin/site', async ({ request }) => {
        const body = (await request.json()) as typeof SITE;
        bodies.push(body);
        if (reject)
          return HttpResponse.json(
            {
              success: false,
              message: 'The given data was invalid.',
              errors: {
                'social.kick': ['Kick: enter an http(s) address or a handle'],
                'daily_reward.points': ['Points cannot be negative'],
              },
            },
            { status: 400 },
          );
        return HttpResponse.json({
          success: true,
          message: 'Site settings saved.',
          data: { ...body, site_logo_url: null },
        });
      }),
      http.get('http://localhost/api/r/settings', () =>
        HttpResponse.json({ ...DEFAULT_SETTINGS, site_name: 'NightSpin' }),
      ),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/site', user: admin });
    const name = await screen.findByRole('textbox', { name: /Site name/ });
    await user.clear(name);
    await user.type(name, 'NightSpin');
    await user.clear(screen.getByRole('textbox', { name: 'Kick' }));
    await user.type(screen.getByRole('textbox', { name: 'Kick' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('checkbox', { name: 'Field 2 on' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Kick: enter an http(s) address or a handle'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kick' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Points cannot be negative')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      site_name: 'NightSpin',
      social: { kick: 'javascript:alert(1)' },
      casino: { crypto2_enabled: true },
    });
    expect(bodies[0]).not.toHaveProperty('site_logo_url');

    reject = false;
    await user.clear(screen.getByRole('textbox', { name: 'Kick' }));
    await user.type(screen.getByRole('textbox', { name: 'Kick' }), 'nightspin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Site settings saved\./)).toBeInTheDocument();
    expect(
      screen.queryByText('Kick: enter an http(s) address or a handle'),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().settings.site_name).toBe('NightSpin'));
  }, 30_000);

  it('sets the moderator limits, with help text and the server message per field', async () => {
    const bodies: (typeof SITE)[] = [];
    server.use(
      http.put('http://localhost/api/admin/site', async ({ request }) => {
        const body = (await request.json()) as typeof SITE;
        bodies.push(body);
        if (body.moderator_limits.prize_cash < 0)
          return HttpResponse.json(
            {
              success: false,
              message: 'The given data was invalid.',
              errors: { 'moderator_limits.prize_cash': ['Prize (cash) cannot be negative'] },
            },
            { status: 400 },
          );
        return HttpResponse.json({
          success: true,
          message: 'Site settings saved.',
          data: { ...body, site_logo_url: null },
        });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/site', user: admin });
    const limits = within(await screen.findByRole('group', { name: 'Moderator limits' }));
    const vipPoints = limits.getByRole('spinbutton', { name: /VIP reward \(points\)/ });
    expect(vipPoints).toHaveValue(5000);
    expect(vipPoints).toHaveAccessibleDescription(
      'The largest points reward a moderator may give a VIP tier.',
    );
    const cash = limits.getByRole('spinbutton', { name: /Prizes \(cash, \$\)/ });
    expect(cash).toHaveValue(50);

    await user.clear(vipPoints);
    await user.type(vipPoints, '0');
    await user.clear(cash);
    await user.type(cash, '-5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await limits.findByText('Prize (cash) cannot be negative')).toBeInTheDocument();
    expect(cash).toHaveAttribute('aria-invalid', 'true');
    expect(vipPoints).not.toHaveAttribute('aria-invalid', 'true');
    expect(bodies[0]!.moderator_limits).toEqual({
      ...SITE.moderator_limits,
      vip_reward_points: 0,
      prize_cash: -5,
    });

    await user.clear(cash);
    await user.type(cash, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Site settings saved\./)).toBeInTheDocument();
    expect(bodies[1]!.moderator_limits).toEqual({
      ...SITE.moderator_limits,
      vip_reward_points: 0,
      prize_cash: 12.5,
    });
    expect(limits.queryByText('Prize (cash) cannot be negative')).not.toBeInTheDocument();
  });

  it('uploads a logo and shows it; a refused file shows the server message', async () => {
    let refuse = true;
    server.use(
      http.post('http://localhost/api/admin/uploads', () =>
        refuse
          ? HttpResponse.json(
              {
                success: false,
                message: 'The given data was invalid.',
                errors: { file: ['Upload a PNG, JPEG, WebP or GIF image.'] },
              },
              { status: 400 },
            )
          : HttpResponse.json({
              success: true,
              data: { path: '/media/uploads/site/abc.png', url: '/media/uploads/site/abc.png' },
            }),
      ),
    );
    const user = userEvent.setup();
    const { container } = renderShell({ path: '/admin-new/site', user: admin });
    await screen.findByRole('textbox', { name: /Site name/ });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Upload a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
    refuse = false;
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      '/media/uploads/site/abc.png',
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});
