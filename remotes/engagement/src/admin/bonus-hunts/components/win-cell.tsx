import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { BonusHuntGame } from '@lobby/contract-engagement';
import { Input } from '@lobby/shared-ui';

const WinInput = styled(Input)`
  max-width: 130px;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

const WinError = styled.span`
  display: block;
  margin-top: 4px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.danger};
`;

/** One slot's win cell: type the amount, Enter saves it and moves to the next slot's win. */
export function WinCell({
  game,
  index,
  disabled,
  onSave,
}: {
  game: BonusHuntGame;
  index: number;
  disabled: boolean;
  onSave: (game: BonusHuntGame, win: number | null) => Promise<boolean>;
}) {
  const shown = game.slot_win != null ? String(game.slot_win) : '';
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? shown;
  const errorId = useId();
  // A win the server would refuse (not a number, or below 0) is said under the field.
  const invalid = draft !== null && draft.trim() !== '' && !(Number(draft) >= 0);
  const save = async () => {
    if (draft === null || draft === shown) return true;
    const win = draft.trim() === '' ? null : Number(draft);
    if (win !== null && (!Number.isFinite(win) || win < 0)) return false;
    const ok = await onSave(game, win);
    if (ok) setDraft(null);
    return ok;
  };
  const onKeyDown = async (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setDraft(null);
      return;
    }
    if (e.key !== 'Enter' && e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const step = e.key === 'ArrowUp' ? -1 : 1;
    if (e.key === 'Enter' && !(await save())) return;
    document.querySelector<HTMLInputElement>(`[data-win-index="${index + step}"]`)?.focus();
  };
  return (
    <>
      <WinInput
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        aria-label={`Win of #${index + 1} ${game.slot_name ?? 'slot'} ($)`}
        data-win-index={index}
        placeholder="Pending"
        disabled={disabled}
        value={value}
        $invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => void save()}
        onKeyDown={(e) => void onKeyDown(e)}
      />
      {invalid ? (
        <WinError id={errorId} role="alert">
          Enter 0 or more
        </WinError>
      ) : null}
    </>
  );
}
