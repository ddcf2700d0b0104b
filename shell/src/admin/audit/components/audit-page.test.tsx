import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';
import { makeAuditEntry } from '../../test/admin-fixtures';

const server = setupApi();
// Screens with forms and several round trips: room for a loaded machine.
jest.setTimeout(30_000);
const moderator = makeUser({ id: 2, name: 'Mod', role: 'moderator' });

const page = (data = [makeAuditEntry(1)], extra = {}) => ({
  success: true,
  data,
  current_page: 1,
  last_page: 1,
  per_page: 25,
  total: data.length,
  ...extra,
});

let requests: URLSearchParams[];

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
  requests = [];
  server.use(
    http.get('http://localhost/api/admin/audit', ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(page());
    }),
    http.get('http://localhost/api/admin/audit/filters', () =>
      HttpResponse.json({
        success: true,
        data: {
          areas: ['engagement', 'site'],
          actors: [{ id: 1, name: 'Admin', username: 'admin', avatar: null, role: 'admin' }],
        },
      }),
    ),
  );
});

const table = () => screen.getByRole('table', { name: 'Staff actions' });

describe('Admin › Audit log', () => {
  it('shows who, what, which record, when, and the before/after diff', async () => {
    server.use(
      http.get('http://localhost/api/admin/audit', async () => {
        await delay(30);
        return HttpResponse.json(
          page([
            makeAuditEntry(1, {
              action: 'affiliate.update',
              area: 'affiliates',
              entity: 'affiliate',
              entity_id: '4',
              before: { name: 'Old', active: true },
              after: { name: 'New', active: true },
            }),
          ]),
        );
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/audit', user: moderator });
    expect(within(table()).getByRole('status')).toHaveTextContent('Loading...');
    const row = (await within(table()).findByText('affiliate.update')).closest('tr')!;
    expect(row).toHaveTextContent('Admin');
    expect(row).toHaveTextContent('Affiliates');
    expect(row).toHaveTextContent('affiliate #4');
    await user.click(within(row).getByText('Before / after'));
    const diff = within(row).getByRole('table');
    expect(within(diff).getByRole('rowheader', { name: 'name' })).toBeInTheDocument();
    expect(diff).toHaveTextContent('Old');
    expect(diff).toHaveTextContent('New');
    // unchanged fields are left out
    expect(within(diff).queryByRole('rowheader', { name: 'active' })).not.toBeInTheDocument();
    expect(screen.getByText('1 action')).toBeInTheDocument();
  });

  it('filters by member, area and dates through the address, and pages', async () => {
    server.use(
      http.get('http://localhost/api/admin/audit', ({ request }) => {
        const q = new URL(request.url).searchParams;
        requests.push(q);
        return HttpResponse.json(
          page([makeAuditEntry(Number(q.get('page') ?? 1))], {
            current_page: Number(q.get('page') ?? 1),
            last_page: 3,
            total: 60,
          }),
        );
      }),
    );
    const user = userEvent.setup();
    const { router } = renderShell({ path: '/admin-new/audit', user: moderator });
    await within(table()).findByText('site.update');
    const bar = screen.getByRole('search', { name: 'Filter the audit log' });
    await within(bar).findByRole('option', { name: 'Admin (@admin)' });
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Member' }), '1');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Area' }), 'engagement');
    await user.type(within(bar).getByLabelText('From'), '2026-11-01');
    await user.type(within(bar).getByLabelText('To'), '2026-11-02');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(requests.at(-1)!.get('area')).toBe('engagement'));
    const q = requests.at(-1)!;
    expect(q.get('actor_id')).toBe('1');
    expect(q.get('from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(q.get('to')).toBe(new Date(2026, 10, 3).toISOString());
    expect(router.state.location.search).toContain('area=engagement');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests.at(-1)!.get('page')).toBe('2'));
    expect(requests.at(-1)!.get('area')).toBe('engagement');
  });

  it('says when nothing matches, and when the log is empty', async () => {
    server.use(http.get('http://localhost/api/admin/audit', () => HttpResponse.json(page([]))));
    renderShell({ path: '/admin-new/audit?area=site', user: moderator });
    expect(
      await within(table()).findByText('No staff action matches these filters.'),
    ).toBeInTheDocument();
  });

  it('shows a failure with Retry, and a date error without it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('http://localhost/api/admin/audit', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            errors: { to: ['The end must be after the start'] },
          },
          { status: 400 },
        ),
      ),
    );
    renderShell({ path: '/admin-new/audit?from=2026-11-05&to=2026-11-01', user: moderator });
    const alert = await within(table()).findByRole('alert');
    expect(alert).toHaveTextContent('Check the dates: The end must be after the start');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(
      screen.getByText('The end must be after the start', { selector: 'div[id]' }),
    ).toBeInTheDocument();
  });

  it('an unreachable server shows Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('http://localhost/api/admin/audit', () => HttpResponse.error()));
    renderShell({ path: '/admin-new/audit', user: moderator });
    const alert = await within(table()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not reach the server');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
