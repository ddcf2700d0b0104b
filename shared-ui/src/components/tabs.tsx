import type { KeyboardEvent } from 'react';
import { useId, useRef } from 'react';
import styled, { css } from 'styled-components';

/**
 * A tab in a narrow bar: the tabs share the width; a long label breaks onto two lines instead of
 * being cut. Phones get it; a page whose column is narrow applies it in its own container query.
 */
export const narrowTab = css`
  flex: 1 1 0;
  min-width: min-content;
  padding: 8px 6px;
  font-size: 13px;
  line-height: 1.25;
  white-space: normal;
  text-align: center;
`;

const List = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-x: auto;
  width: fit-content;
  max-width: 100%;
  /* Phones: the tabs share the width; a long label breaks onto two lines instead of being cut. */
  @media (max-width: 479px) {
    width: 100%;
  }
`;

const Tab = styled.button<{ $active: boolean }>`
  border: 0;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryText : theme.colors.textMuted)};
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  @media (max-width: 479px) {
    ${narrowTab}
  }
`;

export interface TabItem<K extends string> {
  key: K;
  label: string;
  count?: number;
}

/** Accessible tabs (role=tablist, arrow keys); the panel is rendered by the caller with `tabPanelProps`. */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
}: {
  items: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
}) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (index + delta + items.length) % items.length;
    refs.current[next]?.focus();
    onChange(items[next]!.key);
  };
  return (
    <List role="tablist" aria-label={label}>
      {items.map((item, i) => (
        <Tab
          key={item.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          role="tab"
          id={`${id}-${item.key}`}
          aria-selected={value === item.key}
          tabIndex={value === item.key ? 0 : -1}
          $active={value === item.key}
          onClick={() => onChange(item.key)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {item.label}
          {item.count !== undefined ? ` (${item.count})` : ''}
        </Tab>
      ))}
    </List>
  );
}
