import type { ReactNode } from 'react';
import { isValidElement } from 'react';
import styled from 'styled-components';
import { Button } from '../components/button';
import { Spinner } from '../components/loader';

// position: relative makes the scroller the containing block of the visually hidden (absolute) labels
// inside wide rows; otherwise they escape the clip and make the whole page scroll sideways on phones.
// It is also the container the stacked layout measures: a table narrower than 560 px (a
// phone, a narrow card) shows each row as a card of "label  value" lines instead of scrolling.
const Scroll = styled.div`
  position: relative;
  width: 100%;
  overflow-x: auto;
  container: data-table / inline-size;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  caption {
    text-align: left;
    padding: 12px 16px 0;
    font-weight: 700;
  }
  th,
  td {
    padding: 10px 16px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr[data-row]:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  td[data-align='right'],
  th[data-align='right'] {
    text-align: right;
  }

  @container data-table (max-width: 559px) {
    display: block;
    /* A table-caption in a block table shrinks to its longest word ("Call / queue"). */
    > caption {
      display: block;
    }
    > thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    /* Child combinators only: a table inside a cell (an audit diff) keeps its own layout. */
    > tbody,
    > tbody > tr,
    > tbody > tr > td {
      display: block;
    }
    > tbody > tr[data-row] {
      padding: 8px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    > tbody > tr[data-row]:last-child {
      border-bottom: 0;
    }
    > tbody > tr[data-row] > td {
      position: relative;
      min-width: 0;
      padding: 6px 16px;
      border-bottom: 0;
      text-align: left;
      overflow-wrap: anywhere;
    }
    /* A value sized for a column (a truncated URL, a fixed-width control) takes the card's width. */
    > tbody > tr[data-row] > td > * {
      max-width: 100%;
    }
    > tbody > tr[data-row] > td[data-label]:not([data-label='']):not([data-stack='above']) {
      padding-left: calc(38% + 8px);
    }
    > tbody > tr[data-row] > td[data-label]:not([data-label=''])::before {
      /* The column's header; the table's own headers already name the cell to assistive tech. */
      content: attr(data-label);
      content: attr(data-label) / '';
      position: absolute;
      left: 16px;
      top: 8px;
      width: calc(38% - 24px);
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      font-size: 11px;
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    /* After the rule above, which it overrides. */
    > tbody > tr[data-row] > td[data-stack='above']:not([data-label=''])::before {
      position: static;
      display: block;
      width: auto;
      margin-bottom: 6px;
    }
  }
`;

/** The plain text of a header (a string, or the text inside elements), for the stacked labels. */
export function headerText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(headerText).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return headerText(node.props.children);
  return '';
}

const StateCell = styled.td`
  text-align: center !important;
  padding: 40px 16px !important;
  color: ${({ theme }) => theme.colors.textMuted};
  div {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 10px;
  }
`;

export interface DataColumn<T> {
  /** A stable key for the column. */
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** A CSS width for the column, e.g. '120px'. */
  width?: string;
  /**
   * Where the header goes when a narrow table shows its rows as stacked cards: beside the value
   * (default), or above it, giving wide content (a diff, a long text) the card's full width.
   */
  stackedLabel?: 'beside' | 'above';
}

export interface DataTableProps<T> {
  /** What the table lists; read out as the table's name. */
  caption: string;
  /** Show the caption visually too (otherwise only to assistive technology). */
  showCaption?: boolean;
  columns: DataColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  /** The load failed: the message shows in the table with `onRetry`. */
  error?: string | null;
  onRetry?: () => void;
  /** What an empty list says. */
  empty?: ReactNode;
}

/**
 * An admin list as a real table. Loading, error (with Retry) and empty states are rows spanning
 * every column, so the headers stay put. Wide tables scroll inside their box, never the page; in a
 * box narrower than 560 px (a phone) each row is a card of label/value lines, readable without
 * scrolling sideways.
 */
export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  loading = false,
  error = null,
  onRetry,
  empty = 'Nothing here yet.',
}: DataTableProps<T>) {
  const span = columns.length;
  const labels = columns.map((c) => headerText(c.header).trim());
  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <StateCell colSpan={span}>
          <div role="alert">
            <span>{error}</span>
            {onRetry ? (
              <Button type="button" $variant="secondary" $size="sm" onClick={onRetry}>
                Retry
              </Button>
            ) : null}
          </div>
        </StateCell>
      </tr>
    );
  } else if (loading || !rows) {
    body = (
      <tr>
        <StateCell colSpan={span}>
          <div role="status">
            <Spinner $size={20} aria-hidden="true" />
            <span>Loading...</span>
          </div>
        </StateCell>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <StateCell colSpan={span}>
          <div>{empty}</div>
        </StateCell>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)} data-row="">
        {columns.map((c, i) => (
          <td
            key={c.key}
            data-align={c.align}
            data-label={labels[i]}
            data-stack={c.stackedLabel === 'above' ? 'above' : undefined}
          >
            {c.render(row)}
          </td>
        ))}
      </tr>
    ));
  }
  return (
    <Scroll tabIndex={0} role="region" aria-label={caption}>
      <Table aria-busy={loading || undefined}>
        <caption style={showCaption ? undefined : visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                data-align={c.align}
                style={c.width ? { width: c.width } : undefined}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Table>
    </Scroll>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
