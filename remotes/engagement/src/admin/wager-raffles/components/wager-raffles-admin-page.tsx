import { Link } from 'react-router-dom';
import type { WagerRaffle } from '@lobby/contract-engagement';
import { formatDateTime, formatNumber, StatusBadge } from '@lobby/shared-ui';
import { DrawListPage } from '../../shared/components/draw-list-page';
import {
  drawWagerRaffleNow,
  getAdminWagerRaffles,
  wagerRaffleAdminKeys,
} from '../api/admin-wager-raffles';

export const WAGER_RAFFLES_ADMIN_BASE = '/admin-new/engagement/wager-raffles';

const TONE = { active: 'success', ended: 'neutral', upcoming: 'info' } as const;

/** Admin › Wager raffles: every raffle with its state and tickets, and Draw now once it ended. */
export function WagerRafflesAdminPage() {
  return (
    <DrawListPage<WagerRaffle>
      title="Wager raffles"
      description="Tickets are earned by wagering on the raffle's casinos during its window; they freeze at the end and auto-draw raffles draw themselves."
      create={{ label: 'New wager raffle', to: `${WAGER_RAFFLES_ADMIN_BASE}/new` }}
      caption="Wager raffles"
      queryKey={wagerRaffleAdminKeys.page}
      refresh={[wagerRaffleAdminKeys.all(), ['engagement', 'wager-raffles']]}
      load={getAdminWagerRaffles}
      canDraw={(r) => r.status === 'ended' && !r.drawn_at}
      draw={drawWagerRaffleNow}
      confirmTitle="Draw this raffle now?"
      confirmText={(r) => (
        <>
          The tickets of “{r.name}” are frozen, one winner is drawn per prize and notified. This
          cannot be undone.
        </>
      )}
      columns={[
        {
          key: 'name',
          header: 'Name',
          render: (r) => <Link to={`${WAGER_RAFFLES_ADMIN_BASE}/${r.id}`}>{r.name}</Link>,
        },
        {
          key: 'status',
          header: 'Status',
          render: (r) => (
            <StatusBadge tone={TONE[r.status]}>
              {r.drawn_at ? 'Drawn' : r.status}
              {r.auto_draw ? ' · auto' : ''}
            </StatusBadge>
          ),
        },
        {
          key: 'tickets',
          header: 'Tickets',
          align: 'right',
          render: (r) => formatNumber(r.total_tickets),
        },
        { key: 'end', header: 'Ends', render: (r) => formatDateTime(r.end_date) },
      ]}
    />
  );
}
