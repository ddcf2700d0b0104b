import type { AdminHunt } from '@lobby/contract-engagement';
import { DataTable, formatUSD } from '@lobby/shared-ui';

/** A completed hunt's ranked predictions: place, member, prediction, distance, points paid. */
export function HuntResults({ hunt }: { hunt: AdminHunt }) {
  return (
    <DataTable
      caption={`Results — end balance ${hunt.end_balance != null ? formatUSD(hunt.end_balance) : '—'}`}
      showCaption
      rows={hunt.results}
      rowKey={(r) => r.user.id}
      empty="Nobody predicted this hunt."
      columns={[
        { key: 'rank', header: 'Place', width: '64px', render: (r) => `#${r.rank}` },
        { key: 'user', header: 'Member', render: (r) => `@${r.user.username}` },
        {
          key: 'pred',
          header: 'Predicted',
          align: 'right',
          render: (r) => formatUSD(r.end_balance),
        },
        { key: 'off', header: 'Off by', align: 'right', render: (r) => formatUSD(r.distance) },
        {
          key: 'pts',
          header: 'Points',
          align: 'right',
          render: (r) => (r.points_awarded ? `+${r.points_awarded}` : '—'),
        },
      ]}
    />
  );
}
