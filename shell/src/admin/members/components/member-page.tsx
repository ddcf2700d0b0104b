import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminMemberCasinoLink } from '@lobby/shared-api';
import { ApiError, logFailure, useCurrentUser, useViewerId } from '@lobby/shared-api';
import {
  stackedList,
  AdminLoadError,
  Avatar,
  ChevronLeftIcon,
  DataTable,
  EmptyState,
  formatNumber,
  Skeleton,
  StatTile,
  StatusBadge,
} from '@lobby/shared-ui';
import { hasAdminRole } from '../../access/admin-gate';
import { ADMIN_BASE } from '../../admin-base';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText } from '../../api/use-admin-query';
import { useAdminTitle } from '../../layout/use-admin-title';
import { getAdminMember } from '../api/members-api';
import { banRefusal, BanPanel, PointsPanel, RolePanel } from './member-actions';
import { LedgerSection } from './member-ledger';
import { Muted, Section, signed, When } from './member-parts';
import { sessionRefusal, SessionsSection } from './member-sessions';
import { RoleBadge } from './role-badge';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  h1 {
    font-size: clamp(22px, 2.6vw, 28px);
    font-weight: 800;
    overflow-wrap: anywhere;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 4px;
`;

const Stats = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
`;

const Actions = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  align-items: start;
`;

const Activity = styled.ol`
  ${stackedList(8)}
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 12px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
  }
  div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small,
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
  time {
    white-space: nowrap;
  }
`;

/** /admin-new/members/:id: a member's record and what staff may do about it. */
export function MemberPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const viewerId = useViewerId();
  const me = useCurrentUser();
  const query = useQuery({
    queryKey: [...adminKeys.member(id), viewerId],
    queryFn: () => getAdminMember(id),
    enabled: valid,
    meta: logFailure('[lobby] admin: the member could not be loaded'),
  });
  const member = query.data?.member;
  useAdminTitle(member ? `Member ${member.name}` : 'Member');

  const back = (
    <Back to={`${ADMIN_BASE}/members`}>
      <ChevronLeftIcon size={16} aria-hidden="true" /> All members
    </Back>
  );
  if (!valid || (query.error instanceof ApiError && query.error.status === 404))
    return (
      <>
        {back}
        <EmptyState title="Member not found">
          There is no member with this id. Search for them on the Members page.
        </EmptyState>
      </>
    );
  if (query.isError)
    return (
      <>
        {back}
        <AdminLoadError onRetry={() => void query.refetch()}>
          The member could not be loaded: {adminErrorText(query.error)}
        </AdminLoadError>
      </>
    );
  if (!member)
    return (
      <>
        {back}
        <div role="status" aria-label="Loading the member">
          <Skeleton $height={48} $width="40%" />
        </div>
        <Stats>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} $height={72} />
          ))}
        </Stats>
      </>
    );

  const isAdmin = hasAdminRole(me?.role, 'admin');
  return (
    <>
      {back}
      <Head>
        <Avatar src={member.avatar} name={member.name} size={64} />
        <div>
          <h1>{member.name}</h1>
          <p>
            @{member.username}
            {member.kick_username ? ` · Kick ${member.kick_username}` : ''}
            {member.discord_id ? ` · Discord ${member.discord_id}` : ''}
          </p>
          <Badges>
            <RoleBadge role={member.role} />
            {member.banned_at ? <StatusBadge tone="danger">Banned</StatusBadge> : null}
          </Badges>
        </div>
      </Head>
      <Stats role="group" aria-label="Figures">
        <StatTile>
          <span>Points</span>
          <strong>{formatNumber(member.points)}</strong>
        </StatTile>
        <StatTile>
          <span>XP</span>
          <strong>{formatNumber(member.xp)}</strong>
        </StatTile>
        <StatTile>
          <span>Joined</span>
          <strong>
            <When at={member.created_at} />
          </strong>
        </StatTile>
        <StatTile>
          <span>Last active</span>
          <strong>
            <When at={member.last_active} />
          </strong>
        </StatTile>
      </Stats>
      {member.email ? <Muted>Email: {member.email}</Muted> : null}
      <Actions>
        <BanPanel
          key={`ban-${member.banned_at ?? 'no'}`}
          member={member}
          canBan={banRefusal(me ? { id: me.id, role: me.role } : null, member)}
        />
        {isAdmin ? <RolePanel member={member} self={me?.id === member.id} /> : null}
        <PointsPanel member={member} self={me?.id === member.id} />
      </Actions>
      <Section aria-labelledby="member-casinos">
        <h2 id="member-casinos">Casino names</h2>
        {member.casino_links.length ? (
          <DataTable<AdminMemberCasinoLink>
            caption="Casino names"
            columns={[
              { key: 'platform', header: 'Platform', render: (l) => l.platform },
              { key: 'name', header: 'Username', render: (l) => l.username },
              {
                key: 'status',
                header: 'Status',
                render: (l) =>
                  l.status === 'verified' ? (
                    <StatusBadge tone="success">Verified</StatusBadge>
                  ) : l.status === 'pending' ? (
                    <StatusBadge tone="warning">Pending</StatusBadge>
                  ) : (
                    <StatusBadge tone="danger">Rejected</StatusBadge>
                  ),
              },
              { key: 'since', header: 'Linked', render: (l) => <When at={l.created_at} /> },
            ]}
            rows={member.casino_links}
            rowKey={(l) => l.id}
          />
        ) : (
          <Muted>No casino names linked.</Muted>
        )}
      </Section>
      <LedgerSection id={member.id} />
      <SessionsSection member={member} canEnd={sessionRefusal(me, member) === null} />
      <Section aria-labelledby="member-activity">
        <h2 id="member-activity">Recent activity</h2>
        {member.activity.length ? (
          <Activity>
            {member.activity.map((a) => (
              <li key={a.id}>
                <div>
                  <strong>{a.title}</strong>
                  {a.description ? <small> · {a.description}</small> : null}
                  {a.points ? <small> · {signed(a.points)} points</small> : null}
                </div>
                <When at={a.occurred_at} />
              </li>
            ))}
          </Activity>
        ) : (
          <Muted>No activity yet.</Muted>
        )}
      </Section>
    </>
  );
}
