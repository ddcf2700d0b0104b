import { useQuery } from '@tanstack/react-query';
import type { AdminAchievement } from '@lobby/contract-community';
import { logFailure } from '@lobby/shared-api';
import {
  AdminPageHeader,
  DataTable,
  StatusBadge,
  formatDateTime,
  formatNumber,
} from '@lobby/shared-ui';
import { adminAchievementKeys, listAdminAchievements } from '../api/admin-achievements';

const RARITY_TONE = {
  common: 'neutral',
  rare: 'info',
  epic: 'primary',
  legendary: 'warning',
} as const;

/** Admin › Achievements: the catalogue, what earns each one and how many members hold it. */
export function AchievementsAdmin() {
  const list = useQuery({
    queryKey: adminAchievementKeys.list(),
    queryFn: () => listAdminAchievements().then((r) => r.data),
    meta: logFailure('[community/admin] Failed to load achievements'),
  });
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <AdminPageHeader
        title="Achievements"
        description="Unlocked by what members do: each pays its points and XP once, through the ledger."
      />
      <DataTable<AdminAchievement>
        caption="Achievements"
        rows={list.data}
        loading={list.isPending}
        error={list.isError ? 'Failed to load achievements' : null}
        onRetry={() => void list.refetch()}
        empty="No achievements yet"
        rowKey={(a) => a.key}
        columns={[
          {
            key: 'title',
            header: 'Achievement',
            render: (a) => (
              <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <span
                  aria-hidden="true"
                  style={{
                    width: 12,
                    height: 12,
                    borderRadius: 6,
                    background: a.badge_color ?? '#888',
                    flex: 'none',
                  }}
                />
                <span>
                  <strong>{a.title}</strong>
                  <br />
                  <small>{a.description}</small>
                </span>
              </span>
            ),
          },
          { key: 'trigger', header: 'Earned by', render: (a) => a.trigger },
          {
            key: 'rarity',
            header: 'Rarity',
            render: (a) => (
              <StatusBadge tone={RARITY_TONE[a.rarity]}>
                {a.rarity[0]!.toUpperCase() + a.rarity.slice(1)}
              </StatusBadge>
            ),
          },
          {
            key: 'reward',
            header: 'Reward',
            render: (a) => `${formatNumber(a.points)} pts · ${formatNumber(a.xp_reward)} XP`,
          },
          {
            key: 'holders',
            header: 'Holders',
            align: 'right',
            render: (a) => formatNumber(a.holders),
          },
          {
            key: 'last',
            header: 'Last unlocked',
            render: (a) => (a.last_unlocked_at ? formatDateTime(a.last_unlocked_at) : '—'),
          },
        ]}
      />
    </div>
  );
}

export default AchievementsAdmin;
