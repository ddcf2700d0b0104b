import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Page } from '@lobby/shared-ui';
import { LoadError } from './load-error';

// The pieces a giveaway's and a wager raffle's detail pages share: the link back to the list and
// the tiles of figures (prize, entries, time left; a member's tickets and share).

export const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  width: fit-content;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The card at a detail page's top: its title and description. */
export const DrawHeader = styled(Card)`
  display: grid;
  gap: 14px;
  min-width: 0;
  h1 {
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

export const DrawStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 12px;
  margin: 0;
  div {
    padding: 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    min-width: 0;
  }
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-weight: 700;
    font-size: 18px;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  dd.time {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** A column of a detail page's blocks. */
export const DrawPanel = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

/**
 * A detail page under its back link: `loading` while the record loads, a retry when it fails,
 * then what `children` makes of it.
 */
export function DrawDetailLoad<T>({
  query,
  back,
  loading,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>;
  back: ReactNode;
  loading: ReactNode;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Page>
      {back}
      {query.isPending ? (
        loading
      ) : query.isError ? (
        <LoadError title={errorTitle} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </Page>
  );
}
