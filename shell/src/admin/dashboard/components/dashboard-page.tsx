import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminRole } from '@lobby/shared-api';
import { useCurrentUser } from '@lobby/shared-api';
import {
  AdminPageHeader,
  Alert,
  Button,
  Card,
  DataTable,
  formatDateTime,
  formatNumber,
  formatRelativeLong,
  Skeleton,
  StatTile,
  StatusBadge,
} from '@lobby/shared-ui';
import { hasAdminRole } from '../../access/admin-gate';
import { ADMIN_BASE } from '../../admin-base';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText, useAdminQuery } from '../../api/use-admin-query';
import { useAdminAreas } from '../../areas/admin-areas';
import { useAdminTitle } from '../../layout/use-admin-title';
import { getAdminOverview } from '../api/get-overview';

const Stats = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const LinkCard = styled(Card).attrs({ as: Link })`
  display: flex;
  flex-direction: column;
  gap: 4px;
  height: 100%;
  padding: 16px;
  strong {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    font-size: 18px;
  }
`;

const FeedList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const FeedItem = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  padding: 12px 16px;
  border-color: ${({ theme }) => `${theme.colors.danger}80`};
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  a {
    margin-left: auto;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
`;

/** What the dashboard shows of a platform screen (admin/platform-screens.tsx). */
export interface DashboardScreen {
  path: string;
  label: string;
  description: string;
  Icon: ComponentType<{ size?: number }>;
  minRole?: AdminRole;
}

/**
 * /admin-new/: figures, every screen the member may open, and the latest staff actions. The
 * screens come from the list that loads this page (a prop, so this page does not import it back).
 */
export function DashboardPage({ screens: all }: { screens: readonly DashboardScreen[] }) {
  useAdminTitle('Dashboard');
  const user = useCurrentUser();
  const { areas } = useAdminAreas();
  const overview = useAdminQuery(adminKeys.overview(), getAdminOverview, 'the dashboard');
  const data = overview.data;

  const screens = all.filter((s) => s.path && hasAdminRole(user?.role, s.minRole));
  const areaLinks = areas.flatMap((a) =>
    a.status === 'ready'
      ? a.module.nav
          .filter((n) => hasAdminRole(user?.role, n.minRole))
          .map((n) => {
            const rel = n.path.replace(/^\/+|\/+$/g, '');
            return {
              to: `${ADMIN_BASE}/${a.name}${rel ? `/${rel}` : ''}`,
              label: n.label,
              area: a.label,
            };
          })
      : [],
  );

  const stat = (label: string, value: number | undefined, extra?: string) => (
    <StatTile>
      <span>{label}</span>
      {overview.isPending ? (
        <Skeleton $height={26} $width="60%" />
      ) : (
        <strong>{value == null ? '—' : formatNumber(value)}</strong>
      )}
      {extra ? <span>{extra}</span> : null}
    </StatTile>
  );

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={`Welcome back, ${user?.name ?? ''}. Run the site's settings and every area from here.`}
      />
      {overview.isError ? (
        <Alert $tone="danger" role="alert">
          The figures could not be loaded: {adminErrorText(overview.error)}{' '}
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => void overview.refetch()}
          >
            Retry
          </Button>
        </Alert>
      ) : null}
      <Stats aria-label="Figures" role="group">
        {stat('Members', data?.members)}
        {stat('Staff', data?.staff)}
        {stat(
          'Affiliates shown',
          data?.affiliates.visible,
          data ? `${formatNumber(data.affiliates.hidden)} hidden` : undefined,
        )}
        {stat('Staff actions (24 h)', data?.audit_last_day)}
      </Stats>
      {screens.length + areaLinks.length > 0 ? (
        <Section aria-labelledby="admin-dash-screens">
          <h2 id="admin-dash-screens">Screens</h2>
          <Links>
            {screens.map((s) => (
              <li key={s.path}>
                <LinkCard to={`${ADMIN_BASE}/${s.path}`}>
                  <strong>
                    <s.Icon size={18} /> {s.label}
                  </strong>
                  <span>{s.description}</span>
                </LinkCard>
              </li>
            ))}
            {areaLinks.map((l) => (
              <li key={l.to}>
                <LinkCard to={l.to}>
                  <strong>{l.label}</strong>
                  <span>{l.area}</span>
                </LinkCard>
              </li>
            ))}
          </Links>
        </Section>
      ) : null}
      {data?.failing_feeds?.length ? (
        <Section aria-labelledby="admin-dash-feeds">
          <h2 id="admin-dash-feeds">Failing feeds</h2>
          <FeedList>
            {data.failing_feeds.map((f) => (
              <FeedItem key={f.platform.id}>
                <strong>{f.platform.name}</strong>
                <StatusBadge tone="danger">
                  {f.failures} failed sync{f.failures === 1 ? '' : 's'}
                </StatusBadge>
                <span>
                  Failing since{' '}
                  <time dateTime={f.since} title={formatDateTime(f.since)}>
                    {formatRelativeLong(f.since)}
                  </time>
                </span>
                <Link to={`${ADMIN_BASE}/community/leaderboards?platform=${f.platform.id}`}>
                  Open {f.platform.name}&apos;s feed
                </Link>
                <p>Last error: {f.last_error ?? 'none recorded'}</p>
              </FeedItem>
            ))}
          </FeedList>
        </Section>
      ) : null}
      <Section aria-labelledby="admin-dash-recent">
        <Head>
          <h2 id="admin-dash-recent">Latest staff actions</h2>
          {all.some((s) => s.path === 'audit') ? (
            <Button as={Link} to={`${ADMIN_BASE}/audit`} $variant="ghost" $size="sm">
              Open the audit log
            </Button>
          ) : null}
        </Head>
        <DataTable
          caption="Latest staff actions"
          columns={[
            { key: 'who', header: 'Who', render: (r) => r.actor?.name ?? 'System' },
            { key: 'action', header: 'Action', render: (r) => <code>{r.action}</code> },
            {
              key: 'record',
              header: 'Record',
              render: (r) => (r.entity_id ? `${r.entity} #${r.entity_id}` : r.entity),
            },
            {
              key: 'when',
              header: 'When',
              render: (r) => (
                <time dateTime={r.created_at}>{formatRelativeLong(r.created_at)}</time>
              ),
            },
          ]}
          rows={data?.recent_audit}
          rowKey={(r) => r.id}
          loading={overview.isPending}
          error={overview.isError ? adminErrorText(overview.error) : null}
          onRetry={() => void overview.refetch()}
          empty="No staff actions yet."
        />
      </Section>
    </>
  );
}
