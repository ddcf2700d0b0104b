import { useId } from 'react';
import styled from 'styled-components';
import type { BonusHunt, LiveBonusHunt } from '@lobby/contract-engagement';
import { Select, formatDate } from '@lobby/shared-ui';

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  label {
    font-weight: 600;
  }
  select {
    flex: 1 1 240px;
    max-width: 420px;
    min-width: 0;
  }
`;

/**
 * Which hunt the page shows, when there is a choice: the live hunts, and the shown hunt when it
 * has completed since (the page keeps it until the visitor picks another).
 */
export function LiveHuntPicker({
  hunts,
  shown,
  onChange,
}: {
  hunts: LiveBonusHunt[];
  shown: BonusHunt | null;
  onChange: (id: number) => void;
}) {
  const id = useId();
  const ended = shown && !hunts.some((h) => h.id === shown.id) ? shown : null;
  const options = [
    ...(ended ? [{ id: ended.id, text: `${ended.name} · completed` }] : []),
    ...hunts.map((h) => ({ id: h.id, text: `${h.name} · started ${formatDate(h.created_at)}` })),
  ];
  if (options.length < 2) return null;
  return (
    <Wrap>
      <label htmlFor={id}>
        {hunts.length === 1 ? '1 hunt live' : `${hunts.length} hunts live`}
      </label>
      <Select
        id={id}
        value={shown?.id ?? options[0]!.id}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.text}
          </option>
        ))}
      </Select>
    </Wrap>
  );
}
