import { useId } from 'react';
import styled from 'styled-components';
import type { LiveBonusHunt } from '@lobby/contract-engagement';
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

/** Which of the live hunts the page shows, when more than one is running. */
export function LiveHuntPicker({
  hunts,
  value,
  onChange,
}: {
  hunts: LiveBonusHunt[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const id = useId();
  if (hunts.length < 2) return null;
  return (
    <Wrap>
      <label htmlFor={id}>{`${hunts.length} hunts live`}</label>
      <Select
        id={id}
        value={value ?? hunts[0]!.id}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {hunts.map((h) => (
          <option key={h.id} value={h.id}>
            {`${h.name} · started ${formatDate(h.created_at)}`}
          </option>
        ))}
      </Select>
    </Wrap>
  );
}
