import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AdminRemote } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';
import { admin, builtSupport, remotesAnswer } from '../testing/fixtures';

const server = setupApi();
// Forms and several round trips: room for a loaded machine.
jest.setTimeout(30_000);

/** support with a canary release of 2.0.0 to 25 % of visitors under way. */
const running: AdminRemote = {
  ...builtSupport,
  canary: {
    manifest: 'https://cdn.example/support/2.0.0/mf-manifest.json',
    version: '2.0.0',
    paths: ['/contact', '/tickets'],
    nav: [],
    percent: 25,
  },
  canaries: [
    {
      id: 1,
      manifest: 'https://cdn.example/support/2.0.0/mf-manifest.json',
      version: '2.0.0',
      stable_version: '1.0.0',
      percent: 25,
      stable_loads: 40,
      stable_failures: 1,
      canary_loads: 12,
      canary_failures: 0,
      created_at: '2026-11-27T04:00:00.000Z',
      created_by: null,
      ended_at: null,
      ended_by: null,
      outcome: null,
      reason: null,
    },
  ],
};

let current: AdminRemote[];
beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
  current = [builtSupport];
  server.use(http.get('http://localhost/api/admin/remotes', () => remotesAnswer(current)));
});

describe('Admin › Remotes: canary releases', () => {
  it('releases a build to a share of visitors, shows both sides, and promotes it after a confirm', async () => {
    const calls: unknown[] = [];
    server.use(
      http.post('http://localhost/api/admin/remotes/support/canary', async ({ request }) => {
        calls.push(await request.json());
        current = [running];
        return remotesAnswer(
          current,
          '2.0.0 of support is released to 25 % of visitors, beside 1.0.0.',
        );
      }),
      http.post('http://localhost/api/admin/remotes/support/canary/promote', () => {
        calls.push('promote');
        current = [{ ...builtSupport, version: '2.0.0' }];
        return remotesAnswer(current, '2.0.0 of support is released to every visitor.');
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/remotes', user: admin });
    const form = await screen.findByRole('form', {
      name: 'Release support to a share of visitors',
    });
    await user.type(
      within(form).getByRole('textbox', { name: 'Canary manifest URL' }),
      'https://cdn.example/support/2.0.0/mf-manifest.json',
    );
    const share = within(form).getByRole('spinbutton', { name: 'Share of visitors (%)' });
    await user.clear(share);
    await user.type(share, '25');
    await user.click(within(form).getByRole('button', { name: 'Release to 25 % of visitors' }));
    expect(
      await screen.findByText('2.0.0 of support is released to 25 % of visitors, beside 1.0.0.'),
    ).toBeInTheDocument();
    const canary = await screen.findByRole('region', { name: 'Canary release of support' });
    expect(canary).toHaveTextContent('2.0.0 0 % of 12 loads, 1.0.0 2.5 % of 40');
    await user.click(within(canary).getByRole('button', { name: 'Promote to 100 %' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Release 2.0.0 to every visitor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(
      await screen.findByText('2.0.0 of support is released to every visitor.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { manifest: 'https://cdn.example/support/2.0.0/mf-manifest.json', percent: 25 },
      'promote',
    ]);
  });

  it("says when the canary's build fails its check and which build its share loads meanwhile", async () => {
    const reason =
      'The support canary remote is not mounted: its manifest https://cdn.example/support/2.0.0/mf-manifest.json answered HTTP 404.';
    current = [{ ...running, canary: { ...running.canary!, state: 'error', reason } }];
    renderShell({ path: '/admin-new/remotes', user: admin });
    const canary = await screen.findByRole('region', { name: 'Canary release of support' });
    expect(within(canary).getAllByRole('note')[1]).toHaveTextContent(
      `${reason} Its share of visitors loads 1.0.0 until its build passes a check again.`,
    );
  });
});
