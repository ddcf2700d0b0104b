import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminMemberWagerPlatform, AdminWagerCasinoName } from '@lobby/contract-commerce';
import { logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminLoadError,
  AdminNotFound,
  AdminPageHeader,
  AdminStack,
  AdminToolbar,
  Button,
  Card,
  DataTable,
  EmptyState,
  Input,
  Loader,
  Muted,
  SectionTitle,
  StatusBadge,
  ToolbarItem,
  formatDate,
  formatDateTime,
  formatNumber,
  formatUSD,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { roleLabel } from '../../../features/store/utils/role-label';
import { ADMIN_BASE, isNotFound } from '../../shared/api/admin-api';
import { RowLink } from '../../shared/components/row-link';
import { getMemberWagers, searchWagerMembers, vipAdminKeys } from '../api/admin-vip';
import { claimColumns } from './claim-columns';

// A grid item is as wide as its content by default: min-width 0 lets the periods table scroll
// inside the card on a phone instead of widening the page.
const PlatformCard = styled(Card)`
  min-width: 0;
`;

const PlatformHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
  h2 {
    font-size: 18px;
  }
  strong {
    font-size: 20px;
  }
`;

const NameHead = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 15px;
  margin: 12px 0 8px;
`;

const STATUS = {
  verified: { tone: 'success', label: 'Verified' },
  pending: { tone: 'warning', label: 'Pending review' },
  rejected: { tone: 'danger', label: 'Rejected' },
} as const;

/** Admin › Member wagers: find a member (or see the biggest wagerers). */
function MemberSearch() {
  const [q, setQ] = useState('');
  const [text, setText] = useState('');
  const list = useQuery({
    queryKey: vipAdminKeys.members(q),
    queryFn: async () => (await searchWagerMembers(q)).data,
    meta: logFailure('[commerce/admin] Failed to search members'),
  });
  // A name typed but not yet searched for is not lost to a click elsewhere without a word.
  const unsavedPrompt = useUnsavedChangesPrompt(text.trim() !== '' && text.trim() !== q);
  return (
    <AdminStack>
      {unsavedPrompt}
      <AdminPageHeader
        title="Member wagers"
        description="What a member wagered on each platform, as VIP tiers and wager raffles count it, and where it came from."
      />
      <AdminToolbar
        label="Find a member"
        onSubmit={() => setQ(text.trim())}
        actions={<Button type="submit">Search</Button>}
      >
        <ToolbarItem>
          <AdminFormField label="Username">
            {(c) => (
              <Input
                {...c}
                type="search"
                value={text}
                maxLength={32}
                placeholder="Part of a username"
                onChange={(e) => setText(e.target.value)}
              />
            )}
          </AdminFormField>
        </ToolbarItem>
      </AdminToolbar>
      <DataTable
        caption={q ? `Members matching “${q}”` : 'Members who wagered the most'}
        showCaption
        rows={list.data}
        loading={list.isPending}
        error={list.isError ? 'Failed to load members.' : null}
        onRetry={() => void list.refetch()}
        rowKey={(m) => m.id}
        empty={q ? `No member matches “${q}”.` : 'No member has wagered yet.'}
        columns={[
          {
            key: 'name',
            header: 'Member',
            render: (m) => <RowLink to={`${ADMIN_BASE}/members/${m.id}`}>{m.username}</RowLink>,
          },
          { key: 'role', header: 'Role', render: (m) => roleLabel(m.role) },
          {
            key: 'total',
            header: 'Total wagered',
            align: 'right',
            render: (m) => formatUSD(m.total_wagered),
          },
        ]}
      />
    </AdminStack>
  );
}

function CasinoName({ name }: { name: AdminWagerCasinoName }) {
  const counted = name.periods.filter((p) => p.counted).reduce((sum, p) => sum + p.wagered, 0);
  return (
    <div>
      <NameHead>
        {name.username}
        <StatusBadge tone={STATUS[name.status].tone}>{STATUS[name.status].label}</StatusBadge>
        {name.reviewed_at ? (
          <Muted as="span">
            {name.status === 'rejected' ? 'rejected' : 'verified'}{' '}
            {formatDateTime(name.reviewed_at)}
          </Muted>
        ) : null}
      </NameHead>
      <DataTable
        caption={`Feed periods of ${name.username}`}
        rows={name.periods}
        rowKey={(p) => p.leaderboard_id}
        empty="This name has not appeared in the platform's feed."
        columns={[
          {
            key: 'period',
            header: 'Period',
            render: (p) => `${formatDate(p.period_start)} – ${formatDate(p.period_end)}`,
          },
          {
            key: 'wagered',
            header: 'Wagered',
            align: 'right',
            render: (p) => formatUSD(p.wagered),
          },
          {
            key: 'counted',
            header: 'Counts',
            render: (p) =>
              p.counted ? (
                <StatusBadge tone="success">Counted</StatusBadge>
              ) : (
                <StatusBadge tone="neutral">
                  {name.status === 'verified' ? 'Ended before verification' : 'Not verified'}
                </StatusBadge>
              ),
          },
        ]}
      />
      {name.periods.length ? <Muted>Counted from this name: {formatUSD(counted)}</Muted> : null}
    </div>
  );
}

function PlatformWagers({ p }: { p: AdminMemberWagerPlatform }) {
  return (
    <PlatformCard as="section" aria-label={p.platform.name}>
      <PlatformHead>
        <h2>{p.platform.name}</h2>
        <strong>{formatUSD(p.total_wagered)}</strong>
      </PlatformHead>
      <Muted>
        Total used by VIP tiers and wager raffles
        {p.updated_at ? `, updated ${formatDateTime(p.updated_at)}` : ''}.
      </Muted>
      {p.casino_names.length ? (
        p.casino_names.map((n) => <CasinoName key={n.username} name={n} />)
      ) : (
        <p>
          <Muted>No casino name linked on this platform: the total was recorded without one.</Muted>
        </p>
      )}
    </PlatformCard>
  );
}

/** One member: their total per platform, each casino name and the feed periods behind it. */
function MemberDetail({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({
    queryKey: vipAdminKeys.member(id),
    queryFn: async () => (await getMemberWagers(id)).data,
    enabled: valid,
    meta: logFailure('[commerce/admin] Failed to load member wagers'),
  });
  const back = (
    <Button as={Link} to={`${ADMIN_BASE}/members`} $variant="secondary">
      Find another member
    </Button>
  );
  if (!valid || isNotFound(detail.error))
    return (
      <AdminNotFound
        title="Member not found"
        message="This member does not exist."
        actions={back}
      />
    );
  if (detail.isError)
    return (
      <AdminLoadError title="Member wagers" actions={back} onRetry={() => void detail.refetch()}>
        Failed to load the member&apos;s wagers.
      </AdminLoadError>
    );
  if (detail.isPending) return <Loader />;
  const { user, platforms, claims } = detail.data;
  const total = platforms.reduce((sum, p) => sum + p.total_wagered, 0);
  return (
    <AdminStack>
      <AdminPageHeader
        title={user.username}
        description={`${roleLabel(user.role)} · ${formatNumber(user.points)} points · ${formatUSD(total)} wagered in all`}
        actions={back}
      />
      {platforms.length ? (
        platforms.map((p) => <PlatformWagers key={p.platform.id} p={p} />)
      ) : (
        <EmptyState title="No wagers yet">
          {user.username} has no casino name linked and no wagers recorded.
        </EmptyState>
      )}
      <SectionTitle as="h2">VIP claims</SectionTitle>
      <DataTable
        caption={`${user.username}'s VIP claims`}
        rows={claims}
        rowKey={(c) => c.id}
        empty="No VIP claims yet."
        columns={claimColumns()}
      />
    </AdminStack>
  );
}

/** Admin › Member wagers: the search, or one member's wagers at /members/:id. */
export default function MemberWagersPage() {
  const { id } = useParams();
  return id === undefined ? <MemberSearch /> : <MemberDetail id={Number(id)} />;
}
