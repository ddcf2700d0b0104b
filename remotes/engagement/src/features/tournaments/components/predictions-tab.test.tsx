import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutesAt } from '../../../testing/render';
import { standing } from '../testing/fixtures';
import { PredictionsTab } from './predictions-tab';

const renderTab = (standings: ReturnType<typeof standing>[]) =>
  renderRoutesAt('/tournaments/1', {
    '/tournaments/:id': <PredictionsTab standings={standings} />,
  });

/** Each row as [rank, @username, accuracy, correct]. */
const rows = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => [
      li.querySelector('span')!.textContent,
      within(li).getByText(/^@/).textContent,
      li.querySelector('strong')!.textContent,
      li.querySelectorAll('strong')[1]!.textContent,
    ]);

describe('PredictionsTab', () => {
  it("shows '—' for a member with no decided pick and lists them after every decided one", () => {
    // As the server sends it: by correct, then accuracy, then name — 0/0 ties with 0/2.
    renderTab([
      standing('ace', 2, 3),
      standing('aaron', 0, 0),
      standing('zed', 0, 2),
      standing('mia', 0, 0),
    ]);
    expect(rows()).toEqual([
      ['#1', '@ace', '66.7%', '2/3'],
      ['#2', '@zed', '0.0%', '0/2'],
      ['#3', '@aaron', '—No picks decided yet', '0/0'],
      ['#4', '@mia', '—No picks decided yet', '0/0'],
    ]);
    expect(screen.getAllByText('No picks decided yet')).toHaveLength(2);
  });

  it('keeps the ranks of the full list while searching', async () => {
    const user = userEvent.setup();
    renderTab([standing('aaron', 0, 0), standing('zed', 1, 2)]);
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'aar');
    expect(rows()).toEqual([['#2', '@aaron', '—No picks decided yet', '0/0']]);
  });
});
