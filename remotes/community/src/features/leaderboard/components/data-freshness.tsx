import styled from 'styled-components';
import type { LeaderboardDataInfo } from '@lobby/contract-community';
import { siteUrl } from '@lobby/shared-api';
import { formatDateTime, formatRelativeLong } from '@lobby/shared-ui';

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 14px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textFaint};
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryInk};
  }
`;

/** When the platform's numbers were last updated, and the latest standings snapshot to download. */
export function DataFreshness({ info }: { info: Partial<LeaderboardDataInfo> }) {
  const snapshot = info.latest_snapshot ?? null;
  const updated = info.last_updated_at ?? null;
  if (!updated && !snapshot) return null;
  const file = (format: 'csv' | 'json') =>
    siteUrl(`api/r/leaderboard/snapshots/${snapshot!.id}?format=${format}`);
  return (
    <Row>
      {updated ? (
        <span title={formatDateTime(updated)}>Last updated {formatRelativeLong(updated)}</span>
      ) : null}
      {snapshot ? (
        <span>
          Standings snapshot ({formatDateTime(snapshot.taken_at)}):{' '}
          <a href={file('csv')} download>
            CSV
          </a>{' '}
          ·{' '}
          <a href={file('json')} download>
            JSON
          </a>
        </span>
      ) : null}
    </Row>
  );
}
