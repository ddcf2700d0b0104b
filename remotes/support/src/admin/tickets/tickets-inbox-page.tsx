import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminTicketsQuery } from '@lobby/contract-support';
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
} from '@lobby/contract-support';
import { logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  AdminToolbar,
  Button,
  DataTable,
  formatDateTime,
  formatRelativeShort,
  Input,
  Select,
  ToolbarItem,
} from '@lobby/shared-ui';
import { PriorityBadge, StatusBadge } from '../../features/tickets/components/ticket-badges';
import { ADMIN_BASE } from '../shared/admin-api';
import { getAdminTickets, ticketAdminKeys } from './api';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85em;
`;

type Filters = Required<Pick<AdminTicketsQuery, 'status' | 'priority' | 'category' | 'assignee'>>;
type FilterValues = { [K in keyof Filters]: string };

const NO_FILTERS: FilterValues = { status: '', priority: '', category: '', assignee: '' };

/** Admin › Tickets: the staff inbox — every member's tickets, filtered, searched, by last activity. */
export default function TicketsInboxPage() {
  const [filters, setFilters] = useState<FilterValues>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<'activity' | 'created' | 'priority'>('activity');
  const query = { ...filters, q: q || undefined, sort } as AdminTicketsQuery;
  const list = useQuery({
    queryKey: ticketAdminKeys.list(query),
    queryFn: () => getAdminTickets(query),
    placeholderData: keepPreviousData,
    meta: logFailure('[support/admin] Failed to load tickets'),
  });
  const staff = list.data?.staff ?? [];
  const set = (key: keyof FilterValues) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));
  const filtered = Object.values(filters).some(Boolean) || !!q;

  return (
    <Stack>
      <AdminPageHeader
        title="Tickets"
        description="Every member's support tickets. Open one to reply as staff, change its status, priority or assignee, or add an internal note."
      />
      <AdminToolbar
        label="Filter tickets"
        onSubmit={() => setQ(search.trim())}
        actions={
          <>
            <Button type="submit" $variant="secondary">
              Search
            </Button>
            {filtered ? (
              <Button
                type="button"
                $variant="ghost"
                onClick={() => {
                  setFilters(NO_FILTERS);
                  setSearch('');
                  setQ('');
                }}
              >
                Clear filters
              </Button>
            ) : null}
          </>
        }
      >
        <ToolbarItem>
          <AdminFormField label="Search">
            {(p) => (
              <Input
                {...p}
                type="search"
                placeholder="Title, text, member or #id"
                maxLength={200}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            )}
          </AdminFormField>
        </ToolbarItem>
        <AdminFormField label="Status">
          {(p) => (
            <Select {...p} value={filters.status} onChange={set('status')}>
              <option value="">All statuses</option>
              {TICKET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {TICKET_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </AdminFormField>
        <AdminFormField label="Priority">
          {(p) => (
            <Select {...p} value={filters.priority} onChange={set('priority')}>
              <option value="">All priorities</option>
              {TICKET_PRIORITIES.map((s) => (
                <option key={s} value={s}>
                  {TICKET_PRIORITY_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </AdminFormField>
        <AdminFormField label="Category">
          {(p) => (
            <Select {...p} value={filters.category} onChange={set('category')}>
              <option value="">All categories</option>
              {TICKET_CATEGORIES.map((s) => (
                <option key={s} value={s}>
                  {TICKET_CATEGORY_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </AdminFormField>
        <AdminFormField label="Assignee">
          {(p) => (
            <Select {...p} value={filters.assignee} onChange={set('assignee')}>
              <option value="">Anyone</option>
              <option value="none">Unassigned</option>
              {staff.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.username}
                </option>
              ))}
            </Select>
          )}
        </AdminFormField>
        <AdminFormField label="Sort by">
          {(p) => (
            <Select {...p} value={sort} onChange={(e) => setSort(e.target.value as typeof sort)}>
              <option value="activity">Last activity</option>
              <option value="created">Newest first</option>
              <option value="priority">Priority</option>
            </Select>
          )}
        </AdminFormField>
      </AdminToolbar>
      <DataTable
        caption="Tickets"
        rows={list.data?.data}
        loading={list.isPending}
        error={list.isError ? 'Failed to load tickets.' : null}
        onRetry={() => void list.refetch()}
        rowKey={(t) => t.id}
        empty={filtered ? 'No tickets match these filters.' : 'No tickets yet.'}
        columns={[
          {
            key: 'title',
            header: 'Ticket',
            render: (t) => (
              <>
                <Link to={`${ADMIN_BASE}/tickets/${t.id}`}>
                  #{t.id} {t.title}
                </Link>
                <br />
                <Muted>
                  {t.user.username} · {t.category_label}
                </Muted>
              </>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            render: (t) => <StatusBadge status={t.status} label={t.status_label} />,
          },
          {
            key: 'priority',
            header: 'Priority',
            render: (t) => <PriorityBadge priority={t.priority} label={t.priority_label} />,
          },
          {
            key: 'assignee',
            header: 'Assignee',
            render: (t) => t.assignee?.username ?? <Muted>Unassigned</Muted>,
          },
          { key: 'replies', header: 'Replies', align: 'right', render: (t) => t.replies_count },
          {
            key: 'activity',
            header: 'Last activity',
            render: (t) => (
              <time dateTime={t.updated_at} title={formatDateTime(t.updated_at)}>
                {formatRelativeShort(t.updated_at)}
              </time>
            ),
          },
        ]}
      />
    </Stack>
  );
}
