import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminAuditQuery } from '@lobby/shared-api';
import { ApiError, logFailure, useViewerId } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  AdminToolbar,
  Avatar,
  Badge,
  Button,
  DataTable,
  formatNumber,
  Input,
  Pagination,
  Select,
  ToolbarItem,
} from '@lobby/shared-ui';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText, useAdminQuery } from '../../api/use-admin-query';
import { areaLabel } from '../../areas/admin-areas';
import { whenColumn } from '../../components/when-column';
import { getAuditFilters, getAuditLog } from '../api/audit';
import { AuditDiff } from './audit-diff';

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
`;

const Details = styled.details`
  min-width: 120px;
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primaryInk};
    font-weight: 600;
    white-space: nowrap;
  }
  &[open] {
    min-width: 320px;
  }
  & > div {
    margin-top: 8px;
  }
  /* A phone shows the rows as stacked cards: the open diff takes the card's width. */
  @container data-table (max-width: 559px) {
    min-width: 0;
    &[open] {
      min-width: 0;
    }
  }
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

/** 'YYYY-MM-DD' in the browser's time zone → the instant that day starts (plus `days`). */
function dayStart(date: string, days = 0): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return undefined;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days).toISOString();
}

interface Filters {
  member: string;
  area: string;
  from: string;
  to: string;
}

const readFilters = (p: URLSearchParams): Filters => ({
  member: p.get('member') ?? '',
  area: p.get('area') ?? '',
  from: p.get('from') ?? '',
  to: p.get('to') ?? '',
});

/** /admin-new/audit: every staff action of every area, filterable by member, area and dates. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<Filters>(applied);
  const paramKey = params.toString();
  // The URL is the source of truth (links, back/forward): the form follows it.
  useEffect(() => setDraft(readFilters(new URLSearchParams(paramKey))), [paramKey]);

  const query: AdminAuditQuery = {
    page,
    actor_id: applied.member ? Number(applied.member) : undefined,
    area: applied.area || undefined,
    from: applied.from ? dayStart(applied.from) : undefined,
    to: applied.to ? dayStart(applied.to, 1) : undefined,
  };
  const viewer = useViewerId();
  const log = useQuery({
    queryKey: [...adminKeys.audit({ ...query }), viewer],
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
    meta: logFailure('[lobby] admin: the audit log could not be loaded'),
  });
  const filters = useAdminQuery(adminKeys.auditAreas(), getAuditFilters, 'the audit filters');

  const apply = (next: Filters, nextPage = 1) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) p.set(k, v);
    if (nextPage > 1) p.set('page', String(nextPage));
    setParams(p);
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    apply(draft);
  };

  const fieldErrors = log.error instanceof ApiError ? log.error.errors : {};
  const dateError = fieldErrors.to?.[0] ?? fieldErrors.from?.[0] ?? null;
  const data = log.data;

  return (
    <>
      <AdminPageHeader
        title="Audit log"
        description="Every staff action in every area: who did what to which record, with the values before and after."
      />
      <AdminToolbar
        label="Filter the audit log"
        onSubmit={() => submit()}
        actions={
          <>
            {/* A click applies outside a submit event (Enter in a field still submits the bar). */}
            <Button type="button" onClick={() => submit()}>
              Apply
            </Button>
            <Button
              type="button"
              $variant="ghost"
              onClick={() => apply({ member: '', area: '', from: '', to: '' })}
            >
              Reset
            </Button>
          </>
        }
      >
        <ToolbarItem>
          <AdminFormField label="Member">
            {(p) => (
              <Select
                {...p}
                value={draft.member}
                onChange={(e) => setDraft({ ...draft, member: e.target.value })}
              >
                <option value="">Everyone</option>
                {filters.data?.actors.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name} (@{a.username})
                  </option>
                ))}
              </Select>
            )}
          </AdminFormField>
        </ToolbarItem>
        <ToolbarItem>
          <AdminFormField label="Area">
            {(p) => (
              <Select
                {...p}
                value={draft.area}
                onChange={(e) => setDraft({ ...draft, area: e.target.value })}
              >
                <option value="">Every area</option>
                {filters.data?.areas.map((a) => (
                  <option key={a} value={a}>
                    {areaLabel(a)}
                  </option>
                ))}
              </Select>
            )}
          </AdminFormField>
        </ToolbarItem>
        <ToolbarItem>
          <AdminFormField label="From" error={fieldErrors.from?.[0]}>
            {(p) => (
              <Input
                {...p}
                type="date"
                value={draft.from}
                onChange={(e) => setDraft({ ...draft, from: e.target.value })}
              />
            )}
          </AdminFormField>
        </ToolbarItem>
        <ToolbarItem>
          <AdminFormField label="To" error={fieldErrors.to?.[0]}>
            {(p) => (
              <Input
                {...p}
                type="date"
                value={draft.to}
                onChange={(e) => setDraft({ ...draft, to: e.target.value })}
              />
            )}
          </AdminFormField>
        </ToolbarItem>
      </AdminToolbar>
      {data ? (
        <Summary aria-live="polite">
          {data.total === 1 ? '1 action' : `${formatNumber(data.total)} actions`}
          {data.last_page > 1 ? ` — page ${data.current_page} of ${data.last_page}` : ''}
        </Summary>
      ) : null}
      <DataTable
        caption="Staff actions"
        rows={data?.data}
        rowKey={(r) => r.id}
        loading={log.isPending}
        error={
          log.isError
            ? dateError
              ? `Check the dates: ${dateError}`
              : `The audit log could not be loaded: ${adminErrorText(log.error)}`
            : null
        }
        onRetry={dateError ? undefined : () => void log.refetch()}
        empty={
          Object.values(applied).some(Boolean)
            ? 'No staff action matches these filters.'
            : 'No staff actions yet.'
        }
        columns={[
          whenColumn(),
          {
            key: 'who',
            header: 'Who',
            render: (r) =>
              r.actor ? (
                <Who>
                  <Avatar src={r.actor.avatar} name={r.actor.name} alt="" size={24} />
                  {r.actor.name}
                </Who>
              ) : (
                <Who>System</Who>
              ),
          },
          { key: 'area', header: 'Area', render: (r) => areaLabel(r.area) },
          {
            key: 'action',
            header: 'Action',
            // A refused action (separation of duties) keeps its name with `.refused`; the reason is
            // in its changes.
            render: (r) =>
              r.action.endsWith('.refused') ? (
                <>
                  <code>{r.action}</code> <Badge $tone="danger">Refused</Badge>
                </>
              ) : (
                <code>{r.action}</code>
              ),
          },
          {
            key: 'record',
            header: 'Record',
            render: (r) => (r.entity_id ? `${r.entity} #${r.entity_id}` : r.entity),
          },
          {
            key: 'changes',
            header: 'Changes',
            stackedLabel: 'above',
            render: (r) =>
              r.before == null && r.after == null ? (
                '—'
              ) : (
                <Details>
                  <summary>Before / after</summary>
                  <div>
                    <AuditDiff before={r.before} after={r.after} />
                  </div>
                </Details>
              ),
          },
        ]}
      />
      {data ? (
        <Pagination
          page={data.current_page}
          lastPage={data.last_page}
          onChange={(p) => apply(applied, p)}
        />
      ) : null}
    </>
  );
}
