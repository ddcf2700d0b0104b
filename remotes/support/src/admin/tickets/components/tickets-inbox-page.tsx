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
  AdminSearchField,
  AdminStack,
  AdminToolbar,
  Button,
  formatDateTime,
  formatRelativeShort,
  PagedDataTable,
  Select,
  useUrlFilters,
} from '@lobby/shared-ui';
import { PriorityBadge, StatusBadge } from '../../../features/tickets/components/ticket-badges';
import { ADMIN_BASE } from '../../shared/api/admin-api';
import { LabelOptions } from '../../shared/components/label-options';
import { getAdminTickets, ticketAdminKeys } from '../api/admin-tickets';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85em;
`;

type Sort = 'activity' | 'created' | 'priority';
type FilterValues = {
  status: string;
  priority: string;
  category: string;
  assignee: string;
  q: string;
  sort: Sort;
};

const NO_FILTERS: FilterValues = {
  status: '',
  priority: '',
  category: '',
  assignee: '',
  q: '',
  sort: 'activity',
};
const ALLOWED = {
  status: TICKET_STATUSES,
  priority: TICKET_PRIORITIES,
  category: TICKET_CATEGORIES,
  sort: ['activity', 'created', 'priority'],
} as const;

/**
 * Admin › Tickets: the staff inbox — every member's tickets, filtered, searched, by last activity,
 * a page at a time. Filters, search, sort and page live in the address.
 */
export default function TicketsInboxPage() {
  const { values, page, set, setPage } = useUrlFilters(NO_FILTERS, ALLOWED);
  const { q, sort } = values;
  const [search, setSearch] = useState(q);
  const query = {
    status: values.status,
    priority: values.priority,
    category: values.category,
    assignee: values.assignee,
    q: q || undefined,
    sort,
    page,
  } as AdminTicketsQuery;
  const list = useQuery({
    queryKey: ticketAdminKeys.list(query),
    queryFn: () => getAdminTickets(query),
    placeholderData: keepPreviousData,
    meta: logFailure('[support/admin] Failed to load tickets'),
  });
  const staff = list.data?.staff ?? [];
  const change = (key: keyof FilterValues) => (e: { target: { value: string } }) =>
    set({ [key]: e.target.value });
  const filtered = !!(values.status || values.priority || values.category || values.assignee || q);

  return (
    <AdminStack>
      <AdminPageHeader
        title="Tickets"
        description="Every member's support tickets. Open one to reply as staff, change its status, priority or assignee, or add an internal note."
      />
      <AdminToolbar
        label="Filter tickets"
        onSubmit={() => set({ q: search.trim() })}
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
                  set({ ...NO_FILTERS, sort });
                  setSearch('');
                }}
              >
                Clear filters
              </Button>
            ) : null}
          </>
        }
      >
        <AdminSearchField
          value={search}
          onChange={setSearch}
          placeholder="Title, text, member or #id"
        />
        <AdminFormField label="Status">
          {(p) => (
            <Select {...p} value={values.status} onChange={change('status')}>
              <option value="">All statuses</option>
              <LabelOptions values={TICKET_STATUSES} labels={TICKET_STATUS_LABELS} />
            </Select>
          )}
        </AdminFormField>
        <AdminFormField label="Priority">
          {(p) => (
            <Select {...p} value={values.priority} onChange={change('priority')}>
              <option value="">All priorities</option>
              <LabelOptions values={TICKET_PRIORITIES} labels={TICKET_PRIORITY_LABELS} />
            </Select>
          )}
        </AdminFormField>
        <AdminFormField label="Category">
          {(p) => (
            <Select {...p} value={values.category} onChange={change('category')}>
              <option value="">All categories</option>
              <LabelOptions values={TICKET_CATEGORIES} labels={TICKET_CATEGORY_LABELS} />
            </Select>
          )}
        </AdminFormField>
        <AdminFormField label="Assignee">
          {(p) => (
            <Select {...p} value={values.assignee} onChange={change('assignee')}>
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
            <Select {...p} value={sort} onChange={change('sort')}>
              <option value="activity">Last activity</option>
              <option value="created">Newest first</option>
              <option value="priority">Priority</option>
            </Select>
          )}
        </AdminFormField>
      </AdminToolbar>
      <PagedDataTable
        caption="Tickets"
        page={list.data}
        onPageChange={setPage}
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
    </AdminStack>
  );
}
