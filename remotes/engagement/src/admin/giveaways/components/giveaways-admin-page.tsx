import { Link } from 'react-router-dom';
import type { AdminGiveaway } from '@lobby/contract-engagement';
import { formatDateTime, formatNumber, StatusBadge } from '@lobby/shared-ui';
import { DrawListPage } from '../../shared/components/draw-list-page';
import { drawGiveawayNow, getAdminGiveaways, giveawayAdminKeys } from '../api/admin-giveaways';

export const ADMIN_BASE = '/admin-new/engagement';

const TONE = { active: 'success', ended: 'neutral', pending: 'warning' } as const;

/** Admin › Giveaways: every giveaway with its state, a page at a time, and Draw now. */
export function GiveawaysAdminPage() {
  return (
    <DrawListPage<AdminGiveaway>
      title="Giveaways"
      description="Raffles members enter for free, with points or with a password. Each is drawn at its end with a published commitment."
      create={{ label: 'New giveaway', to: `${ADMIN_BASE}/giveaways/new` }}
      caption="Giveaways"
      queryKey={giveawayAdminKeys.page}
      refresh={[giveawayAdminKeys.all(), ['engagement', 'giveaways']]}
      load={getAdminGiveaways}
      canDraw={(g) => !g.drawn_at}
      draw={drawGiveawayNow}
      confirmTitle="Draw this giveaway now?"
      confirmText={(g) =>
        g.entries_count === 0 ? (
          <>
            Entries to “{g.title}” close and nobody has entered: it ends with no winner. This cannot
            be undone.
          </>
        ) : (
          <>
            Entries to “{g.title}” close, the entry list is frozen and {g.number_of_winners}{' '}
            {g.number_of_winners === 1 ? 'winner is' : 'winners are'} drawn and notified. This
            cannot be undone.
          </>
        )
      }
      columns={[
        {
          key: 'title',
          header: 'Title',
          render: (g) => <Link to={`${ADMIN_BASE}/giveaways/${g.id}`}>{g.title}</Link>,
        },
        {
          key: 'status',
          header: 'Status',
          render: (g) => (
            <StatusBadge tone={TONE[g.status]}>
              {g.drawn_at ? 'Drawn' : g.status === 'ended' ? 'Ended, not drawn' : g.status}
            </StatusBadge>
          ),
        },
        {
          key: 'entries',
          header: 'Entries',
          align: 'right',
          render: (g) => formatNumber(g.entries_count),
        },
        { key: 'end', header: 'Ends', render: (g) => formatDateTime(g.end_datetime) },
        {
          key: 'winners',
          header: 'Winners',
          render: (g) =>
            g.winners.length
              ? g.winners.map((w) => w.username).join(', ')
              : `${g.number_of_winners} to draw`,
        },
      ]}
    />
  );
}
