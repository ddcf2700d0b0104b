import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminMemberSummary } from '@lobby/shared-api';
import { logFailure, useViewerId } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  AdminToolbar,
  Avatar,
  Button,
  DataTable,
  formatDate,
  formatNumber,
  Input,
  Pagination,
  Select,
  StatusBadge,
  ToolbarItem,
} from '@lobby/shared-ui';
import { ADMIN_BASE } from '../../admin-base';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText } from '../../api/use-admin-query';
import { searchAdminMembers } from '../api/members-api';
import { RoleBadge } from './role-badge';

const Who = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 180px;
  color: inherit;
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const STATUSES = [
  { value: 'all', label: 'All members' },
  { value: 'banned', label: 'Banned' },
  { value: 'staff', label: 'Staff' },
] as const;

type Status = (typeof STATUSES)[number]['value'];

const asStatus = (v: string | null): Status => (v === 'banned' || v === 'staff' ? v : 'all');

/** /admin-new/members: search by name, Discord id or Kick name; the query lives in the URL. */
export function MembersListPage() {
  const viewer = useViewerId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = asStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const [filter, setFilter] = useState<Status>(status);
  useEffect(() => setText(q), [q]);
  useEffect(() => setFilter(status), [status]);

  const list = useQuery({
    queryKey: [...adminKeys.memberList(q, status, page), viewer],
    queryFn: () => searchAdminMembers(q, status, page),
    placeholderData: keepPreviousData,
    meta: logFailure('[lobby] admin: the members could not be loaded'),
  });

  const go = (next: { q?: string; status?: Status; page?: number }) => {
    const out = new URLSearchParams();
    const nq = (next.q ?? q).trim();
    const ns = next.status ?? status;
    const np = next.page ?? 1;
    if (nq) out.set('q', nq);
    if (ns !== 'all') out.set('status', ns);
    if (np > 1) out.set('page', String(np));
    setParams(out);
  };

  // A search submitted from the form moves the URL after the submit event, outside React's
  // form-action handling (a navigation inside the event would be taken for a form action).
  const [submitted, setSubmitted] = useState<{ q: string; status: Status } | null>(null);
  useEffect(() => {
    if (!submitted) return;
    setSubmitted(null);
    go(submitted);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitted]);

  const data = list.data;
  return (
    <>
      <AdminPageHeader
        title="Members"
        description="Find a member by name, Discord id or Kick name to see their points, ledger and sessions, change their role, adjust points or ban them."
      />
      <AdminToolbar
        label="Search members"
        onSubmit={() => setSubmitted({ q: text, status: filter })}
        actions={
          <Button type="submit" $variant="primary">
            Search
          </Button>
        }
      >
        <ToolbarItem>
          <AdminFormField label="Name, Discord id or Kick name">
            {(control) => (
              <Input
                {...control}
                type="search"
                value={text}
                maxLength={100}
                onChange={(e) => setText(e.target.value)}
                placeholder="e.g. dana or 123456789012345678"
              />
            )}
          </AdminFormField>
        </ToolbarItem>
        <AdminFormField label="Show">
          {(control) => (
            <Select
              {...control}
              value={filter}
              onChange={(e) => {
                const next = asStatus(e.target.value);
                setFilter(next);
                go({ q: text, status: next });
              }}
            >
              {STATUSES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          )}
        </AdminFormField>
      </AdminToolbar>
      {data ? (
        <Summary aria-live="polite">
          {data.total === 1 ? '1 member' : `${formatNumber(data.total)} members`}
          {q ? ` matching “${q}”` : ''}
        </Summary>
      ) : null}
      <DataTable<AdminMemberSummary>
        caption="Members"
        columns={[
          {
            key: 'member',
            header: 'Member',
            render: (m) => (
              <Who to={`${ADMIN_BASE}/members/${m.id}`}>
                <Avatar src={m.avatar} name={m.name} size={32} />
                <span>
                  <strong>{m.name}</strong>
                  <small>@{m.username}</small>
                </span>
              </Who>
            ),
          },
          { key: 'role', header: 'Role', render: (m) => <RoleBadge role={m.role} /> },
          {
            key: 'points',
            header: 'Points',
            align: 'right',
            render: (m) => formatNumber(m.points),
          },
          { key: 'xp', header: 'XP', align: 'right', render: (m) => formatNumber(m.xp) },
          { key: 'kick', header: 'Kick', render: (m) => m.kick_username ?? '—' },
          { key: 'discord', header: 'Discord id', render: (m) => m.discord_id ?? '—' },
          {
            key: 'status',
            header: 'Status',
            render: (m) =>
              m.banned_at ? (
                <StatusBadge tone="danger">Banned</StatusBadge>
              ) : (
                <StatusBadge tone="success">Active</StatusBadge>
              ),
          },
          { key: 'joined', header: 'Joined', render: (m) => formatDate(m.created_at) },
        ]}
        rows={data?.data}
        rowKey={(m) => m.id}
        loading={list.isPending}
        error={
          list.isError ? `The members could not be loaded: ${adminErrorText(list.error)}` : null
        }
        onRetry={() => void list.refetch()}
        empty={q ? `No member matches “${q}”.` : 'No members yet.'}
      />
      {data ? (
        <Pagination
          page={data.current_page}
          lastPage={data.last_page}
          onChange={(p) => go({ page: p })}
        />
      ) : null}
    </>
  );
}
