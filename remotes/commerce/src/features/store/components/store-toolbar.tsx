import { useId } from 'react';
import styled from 'styled-components';
import type { StoreSort } from '@lobby/contract-commerce';
import { media, SearchInput, Select } from '@lobby/shared-ui';
import { STORE_SORT_OPTIONS } from '../utils/store-sort';

const Bar = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  flex-wrap: wrap;
  & > :first-child {
    flex: 1 1 240px;
    max-width: none;
    ${media.sm} {
      max-width: 420px;
    }
  }
`;

const SortWrap = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: 1 1 100%;
  ${media.sm} {
    flex: 0 1 auto;
    margin-left: auto;
  }
  label {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  select {
    flex: 1;
    ${media.sm} {
      flex: none;
      width: auto;
      min-width: 180px;
    }
  }
`;

/** The store's search box and sort select. */
export function StoreToolbar({
  search,
  sort,
  onSearchChange,
  onSortChange,
}: {
  search: string;
  sort: StoreSort;
  onSearchChange: (value: string) => void;
  onSortChange: (value: StoreSort) => void;
}) {
  const sortId = useId();
  return (
    <Bar>
      <SearchInput
        placeholder="Search items..."
        aria-label="Search items"
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
        maxLength={100}
      />
      <SortWrap>
        <label htmlFor={sortId}>Sort by</label>
        <Select
          id={sortId}
          value={sort}
          onChange={(e) => onSortChange(e.target.value as StoreSort)}
        >
          {STORE_SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </SortWrap>
    </Bar>
  );
}
