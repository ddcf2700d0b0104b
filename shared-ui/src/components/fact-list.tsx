import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';

/** One row of a fact list: its label, its value and a class for the value's look. */
export interface Fact {
  label: string;
  value: ReactNode;
  className?: string;
  /** Takes a whole row of the grid (a long message). */
  wide?: boolean;
}

/** The rows of a `<dl>` of facts, one `<div>` of `<dt>` and `<dd>` each; a null is left out. */
export function FactRows({ facts }: { facts: readonly (Fact | null)[] }) {
  return (
    <>
      {facts.map((f) =>
        f ? (
          <div key={f.label} style={f.wide ? { gridColumn: '1 / -1' } : undefined}>
            <dt>{f.label}</dt>
            <dd className={f.className}>{f.value}</dd>
          </div>
        ) : null,
      )}
    </>
  );
}

const List = styled.dl<{
  $columns?: number;
  $minWidth: number;
  $columnGap: number;
  $weight?: number;
}>`
  display: grid;
  grid-template-columns: ${({ $columns, $minWidth }) =>
    $columns
      ? `repeat(${$columns}, minmax(0, 1fr))`
      : `repeat(auto-fit, minmax(${$minWidth}px, 1fr))`};
  gap: 8px ${({ $columnGap }) => $columnGap}px;
  margin: 0;
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ $weight }) => $weight ?? 'inherit'};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export interface FactListProps extends Omit<ComponentPropsWithoutRef<'dl'>, 'children'> {
  facts: readonly (Fact | null)[];
  /** A fixed number of columns; without it, as many of at least `minColumnWidth` px as fit. */
  columns?: number;
  minColumnWidth?: number;
  columnGap?: number;
  /** The values' font weight. */
  valueWeight?: number;
}

/** Facts as a grid of small muted labels over their values (a card's figures, a status). */
export function FactList({
  facts,
  columns,
  minColumnWidth = 160,
  columnGap = 16,
  valueWeight,
  ...rest
}: FactListProps) {
  return (
    <List
      {...rest}
      $columns={columns}
      $minWidth={minColumnWidth}
      $columnGap={columnGap}
      $weight={valueWeight}
    >
      <FactRows facts={facts} />
    </List>
  );
}
