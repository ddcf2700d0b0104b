import { Fragment, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { GiveawayEntry } from '@lobby/contract-engagement';
import {
  Avatar,
  Button,
  EmptyState,
  formatDateTime,
  formatNumber,
  Muted,
  SearchInput,
  SectionTitle,
  VisuallyHidden,
} from '@lobby/shared-ui';
import { SectionHead } from '../../../components/page-parts';
import {
  countEntries,
  ENTRY_TYPE_LABEL,
  entriesLabel,
  formatChance,
  groupEntries,
} from '../utils/giveaway-display';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 10px 8px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  td.num,
  th.num {
    text-align: right;
  }
  td.num {
    white-space: nowrap;
  }
  /* A header reads on at most two whole lines ('Win chance' / 'per draw'), never one word a line. */
  th .line {
    display: block;
    white-space: nowrap;
  }
  th.num {
    white-space: nowrap;
  }
  /* The member column takes the room the numbers leave; a long name ends in … (full name in
     its title and in the row's details) instead of breaking mid-word on a phone. */
  th.member-col {
    width: 100%;
  }
  td.member-col {
    max-width: 0;
  }
  .member {
    display: flex;
    gap: 8px;
    align-items: center;
    min-width: 0;
  }
  .member .name {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  @media (max-width: 520px) {
    th,
    td {
      padding: 10px 4px;
    }
    .kick {
      display: none;
    }
  }
`;

const Detail = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0 4px 40px;
  display: grid;
  gap: 4px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Entries per member with a search, each member's win chance and their entry rows. */
export function EntriesTable({
  entries,
  winners = 1,
}: {
  entries: GiveawayEntry[];
  /** The giveaway's number of winners: with more than one the chance is stated per draw. */
  winners?: number;
}) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Set<number>>(new Set());
  const members = useMemo(() => groupEntries(entries), [entries]);
  const total = useMemo(() => countEntries(entries), [entries]);
  const q = search.trim().toLowerCase();
  const shown = q
    ? members.filter(
        (m) =>
          m.username.toLowerCase().includes(q) || (m.kickUsername ?? '').toLowerCase().includes(q),
      )
    : members;

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="giveaway-entries">
      <SectionHead>
        <SectionTitle id="giveaway-entries">
          Entries <Muted>({formatNumber(total)})</Muted>
        </SectionTitle>
        <SearchInput
          placeholder="Search entries..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </SectionHead>
      {entries.length === 0 ? (
        <EmptyState title="No entries yet">Be the first to enter this raffle.</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="No matching entries">No member matches “{search.trim()}”.</EmptyState>
      ) : (
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th scope="col" className="member-col">
                  Member
                </th>
                <th scope="col" className="kick">
                  Kick
                </th>
                <th scope="col" className="num">
                  Entries
                </th>
                <th scope="col" className="num">
                  <span className="line">Win chance</span>
                  {winners > 1 ? (
                    <>
                      {' '}
                      <span className="line">per draw</span>
                    </>
                  ) : null}
                </th>
                <th scope="col">
                  <VisuallyHidden>Details</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((m) => {
                const expanded = open.has(m.userId);
                const detailId = `entries-of-${m.userId}`;
                return (
                  <Fragment key={m.userId}>
                    <tr>
                      <td className="member-col">
                        <span className="member">
                          <Avatar src={m.avatar} name={m.username} size={28} alt="" />
                          <span className="name" title={m.username}>
                            {m.username}
                          </span>
                        </span>
                      </td>
                      <td className="kick">{m.kickUsername ?? '—'}</td>
                      <td className="num">{formatNumber(m.count)}</td>
                      <td className="num">{formatChance(m.chance)}</td>
                      <td className="num">
                        <Button
                          type="button"
                          $variant="ghost"
                          $size="sm"
                          aria-expanded={expanded}
                          aria-controls={detailId}
                          aria-label={`${expanded ? 'Hide' : 'Show'} entries of ${m.username}`}
                          onClick={() => toggle(m.userId)}
                        >
                          {expanded ? '▲' : '▼'}
                        </Button>
                      </td>
                    </tr>
                    {expanded ? (
                      <tr id={detailId}>
                        <td colSpan={5}>
                          <Detail aria-label={`Entries of ${m.username}`}>
                            {m.entries.map((e) => (
                              <li key={e.id}>
                                #{e.id} · {ENTRY_TYPE_LABEL[e.entry_type]}
                                {e.entry_type === 'points'
                                  ? ` · ${entriesLabel(e.entries)} (${formatNumber(e.points_spent)} points)`
                                  : ''}{' '}
                                · {formatDateTime(e.created_at)}
                              </li>
                            ))}
                          </Detail>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </Table>
        </Scroll>
      )}
      {entries.length > 0 && winners > 1 ? (
        <Muted as="p">
          Win chance is a member&apos;s share of all entries: their chance of being picked by each
          of the {formatNumber(winners)} draws. A member wins at most one prize (a repeat pick is
          drawn again), so their chance of winning one of the prizes is higher than this share.
        </Muted>
      ) : null}
    </section>
  );
}
