import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminJob, AdminJobsResponse } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';
import { formatWhen } from './jobs-page';

const server = setupApi();
const admin = makeUser({ id: 1, name: 'Site Admin', username: 'admin', role: 'admin' });
const moderator = makeUser({ id: 2, name: 'Mod', username: 'mod', role: 'moderator' });

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The page's status region (always there, so a screen reader reads what it gets), once it says `text`. */
const statusSays = (text: string) =>
  waitFor(() => {
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(text);
    // The one live region around its message: a message of its own role would be read twice.
    expect(status.querySelector('[role], [aria-live]')).toBeNull();
  });

function job(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    name: 'core.sessions.purge',
    description: 'Deletes expired sessions and unfinished logins (OAuth states).',
    schedule: 'Every hour',
    next_run_at: later(HOUR / 2),
    running: false,
    last_run: {
      id: 1,
      trigger: 'schedule',
      triggered_by: null,
      started_at: ago(HOUR / 2),
      finished_at: ago(HOUR / 2),
      outcome: 'ok',
      summary: 'Deleted 3 sessions and 0 login states',
      error: null,
    },
    ...overrides,
  };
}

const failing = job({
  name: 'community.leaderboards.sync',
  description: 'Syncs the casino feeds.',
  schedule: 'Every 5 minutes',
  last_run: {
    id: 2,
    trigger: 'schedule',
    triggered_by: null,
    started_at: ago(60_000),
    finished_at: ago(60_000),
    outcome: 'error',
    summary: null,
    error: 'Feed answered 503',
  },
});

const answer = (data: Partial<AdminJobsResponse> = {}) =>
  http.get('http://localhost/api/admin/jobs', () =>
    HttpResponse.json({ scheduler_enabled: true, jobs: [job(), failing], ...data }),
  );

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
});

describe('formatWhen', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const at = (ms: number) => new Date(now + ms).toISOString();
  it('says how soon a job runs next, never "in 1 minute" for a run seconds away', () => {
    expect(formatWhen(at(15_000), now)).toBe('in under a minute');
    expect(formatWhen(at(59_000), now)).toBe('in under a minute');
    expect(formatWhen(at(60_000), now)).toBe('in 1 minute');
    expect(formatWhen(at(90_000), now)).toBe('in 2 minutes');
    expect(formatWhen(at(30 * 60_000), now)).toBe('in 30 minutes');
    expect(formatWhen(at(3 * HOUR), now)).toBe('in 3 hours');
    expect(formatWhen(at(-10_000), now)).toBe('due now');
    expect(formatWhen(at(-5 * 60_000), now)).toBe('5 minutes ago');
  });
});

describe('Admin › Jobs', () => {
  it('lists each job with its schedule, last run, outcome, result and next run', async () => {
    server.use(answer());
    renderShell({ path: '/admin-new/jobs', user: moderator });
    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Jobs' });
    expect(await within(table).findByText('core.sessions.purge')).toBeInTheDocument();
    const [, ok, bad] = within(table).getAllByRole('row');
    expect(ok).toHaveTextContent('Every hour');
    expect(ok).toHaveTextContent('OK');
    expect(ok).toHaveTextContent('Deleted 3 sessions and 0 login states');
    expect(ok).toHaveTextContent(/in 30 minutes/);
    expect(bad).toHaveTextContent('Error');
    expect(bad).toHaveTextContent('Feed answered 503');
    // Moderators see the jobs but cannot run them.
    expect(within(table).queryByRole('button', { name: /Run .* now/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SpinCity - Admin - Jobs'));
  });

  it('runs a job now (admin) and shows its outcome', async () => {
    let ran: string | null = null;
    server.use(
      answer(),
      http.post('http://localhost/api/admin/jobs/:name/run', ({ params }) => {
        ran = String(params.name);
        const run = {
          id: 9,
          trigger: 'manual',
          triggered_by: { id: 1, username: 'admin' },
          started_at: new Date().toISOString(),
          finished_at: new Date().toISOString(),
          outcome: 'ok',
          summary: 'Synced 120 rows',
          error: null,
        };
        return HttpResponse.json({ success: true, run, job: { ...failing, last_run: run } });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/jobs', user: admin });
    const button = await screen.findByRole('button', {
      name: 'Run community.leaderboards.sync now',
    });
    await user.click(button);
    await statusSays('community.leaderboards.sync ran: Synced 120 rows');
    expect(ran).toBe('community.leaderboards.sync');
    const row = within(screen.getByRole('table', { name: 'Jobs' })).getAllByRole('row')[2]!;
    expect(row).toHaveTextContent('Run now by admin');
    expect(row).toHaveTextContent('Synced 120 rows');
  });

  it('shows a run where part of the work failed as partial, not OK', async () => {
    const partialRun = {
      ...failing.last_run!,
      outcome: 'partial' as const,
      summary: 'synced 2 of 4 feeds, 2 failed',
      error: null,
    };
    server.use(
      answer({ jobs: [job(), { ...failing, last_run: partialRun }] }),
      http.post('http://localhost/api/admin/jobs/:name/run', () =>
        HttpResponse.json({
          success: true,
          run: { ...partialRun, id: 3, trigger: 'manual' },
          job: { ...failing, last_run: partialRun },
        }),
      ),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/jobs', user: admin });
    const table = await screen.findByRole('table', { name: 'Jobs' });
    const row = (await within(table).findAllByRole('row'))[2]!;
    expect(row).toHaveTextContent('Partial');
    expect(row).not.toHaveTextContent(/\bOK\b/);
    expect(row).toHaveTextContent('synced 2 of 4 feeds, 2 failed');
    await user.click(within(row).getByRole('button', { name: /Run .* now/ }));
    await statusSays(
      'community.leaderboards.sync ran, but part of it failed: synced 2 of 4 feeds, 2 failed',
    );
  });

  it('shows a running job, a never-run job, a skipped run and the scheduler being off', async () => {
    server.use(
      answer({
        scheduler_enabled: false,
        jobs: [
          job({ running: true }),
          job({ name: 'engagement.giveaways.draw', last_run: null, next_run_at: null }),
        ],
      }),
      http.post('http://localhost/api/admin/jobs/:name/run', () =>
        HttpResponse.json({
          success: true,
          run: {
            ...job().last_run!,
            outcome: 'skipped',
            summary: 'Already running (its lease is held)',
          },
          job: job({ name: 'engagement.giveaways.draw' }),
        }),
      ),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/jobs', user: admin });
    expect(await screen.findByRole('note')).toHaveTextContent('The scheduler is off');
    const rows = within(screen.getByRole('table', { name: 'Jobs' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Running');
    expect(within(rows[1]!).getByRole('button', { name: /Run .* now/ })).toBeDisabled();
    expect(rows[2]).toHaveTextContent('Never run');
    expect(rows[2]).toHaveTextContent('When the scheduler starts');
    await user.click(within(rows[2]!).getByRole('button', { name: /Run .* now/ }));
    await statusSays('engagement.giveaways.draw was skipped: Already running');
  });

  it('says when the list fails and retries; a failed run says why', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get('http://localhost/api/admin/jobs', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 })
          : HttpResponse.json({ scheduler_enabled: true, jobs: [job()] }),
      ),
      http.post('http://localhost/api/admin/jobs/:name/run', () =>
        HttpResponse.json({ success: false, message: 'No such job' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/jobs', user: admin });
    const table = screen.getByRole('table', { name: 'Jobs' });
    expect(await within(table).findByRole('alert')).toHaveTextContent(
      'The jobs could not be loaded: Boom',
    );
    fail = false;
    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    await user.click(await within(table).findByRole('button', { name: /Run .* now/ }));
    expect(await screen.findByText(/The job could not be run: No such job/)).toBeInTheDocument();
  });

  it("opens a job's run history in a dialog that keeps and gives back focus", async () => {
    server.use(
      answer(),
      http.get('http://localhost/api/admin/jobs/:name', ({ params }) =>
        HttpResponse.json({
          job: failing,
          runs: [
            { ...failing.last_run!, id: 5 },
            {
              id: 4,
              trigger: 'manual',
              triggered_by: { id: 1, username: 'admin' },
              started_at: '2026-11-23T10:00:00.000Z',
              finished_at: '2026-11-23T10:00:01.500Z',
              outcome: 'ok',
              summary: `Synced ${String(params.name)}`,
              error: null,
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/jobs', user: moderator });
    const open = await screen.findByRole('button', { name: 'Runs of community.leaderboards.sync' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', {
      name: 'Runs of community.leaderboards.sync',
    });
    const table = within(dialog).getByRole('table');
    expect(await within(table).findByText('Feed answered 503')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Run now by admin');
    expect(rows[2]).toHaveTextContent('1.5 s');
    expect(rows[2]).toHaveTextContent('Synced community.leaderboards.sync');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('shows the empty state (phone width)', async () => {
    setViewport(375);
    server.use(answer({ jobs: [] }));
    renderShell({ path: '/admin-new/jobs', user: admin });
    expect(await screen.findByText('No jobs are defined.')).toBeInTheDocument();
  });
});
