import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { AdminHunt, AdminHuntResponse, Slot, SlotCall } from '@lobby/contract-engagement';
import { ApiError } from '@lobby/shared-api';
import {
  AdminFormField,
  Button,
  Card,
  Input,
  Select,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { SlotPicker } from '../../../features/slots/components/slot-picker';
import { firstMessage } from '../../shared/components/live-detail-page';
import { slotCallKeys } from '../../slot-calls/api/admin-slot-calls';
import { addHuntGame } from '../api/admin-bonus-hunts';
import { useQueuedCalls } from './use-queued-calls';

const AddForm = styled(Card).attrs({ as: 'form' })<{ $calls: boolean }>`
  display: grid;
  gap: 12px;
  grid-template-columns: ${({ $calls }) =>
    $calls
      ? 'minmax(0, 1.4fr) minmax(0, 2fr) minmax(100px, 1fr) auto'
      : 'minmax(0, 2fr) minmax(100px, 1fr) auto'};
  align-items: end;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

/**
 * Adds a bought bonus to the running hunt: a slot of the catalogue, a name typed in, or a queued
 * `!call` (its slot, played by its caller; the call is taken), and its bet.
 */
export function AddSlot({
  hunt,
  onAnswer,
}: {
  hunt: AdminHunt;
  onAnswer: (a: AdminHuntResponse) => void;
}) {
  const [text, setText] = useState('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [call, setCall] = useState<SlotCall | null>(null);
  const queryClient = useQueryClient();
  const { calls } = useQueuedCalls();
  const [bet, setBet] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const pickerWrap = useRef<HTMLDivElement>(null);
  const add = useMutation({
    mutationFn: () =>
      addHuntGame(
        hunt.id,
        call && call.slot.name === text
          ? { slot_call_id: call.id, bet: Number(bet) }
          : slot && slot.name === text
            ? { slot_id: slot.id, bet: Number(bet) }
            : { slot_name: text.trim(), bet: Number(bet) },
      ),
    onSuccess: (answer) => {
      onAnswer(answer);
      if (call) void queryClient.invalidateQueries({ queryKey: slotCallKeys.all() });
      setText('');
      setSlot(null);
      setCall(null);
      setErrors({});
      // Ready for the next bonus: back to the slot field, the bet kept.
      pickerWrap.current?.querySelector('input')?.focus();
    },
    onError: (e) => {
      if (e instanceof ApiError && Object.keys(e.errors).length)
        setErrors({
          slot: e.errors.slot_name?.[0] ?? e.errors.slot_id?.[0] ?? e.errors.slot_call_id?.[0],
          bet: e.errors.bet?.[0],
        });
      else setErrors({ slot: firstMessage(e, 'Failed to add the slot') });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      slot: text.trim() ? undefined : 'Choose a slot',
      bet: Number(bet) > 0 ? undefined : 'Bet must be greater than 0',
    };
    setErrors(next);
    if (!next.slot && !next.bet) add.mutate();
  };
  // A slot chosen but not added yet is asked about before it is lost (the bet is kept on purpose).
  const unsavedPrompt = useUnsavedChangesPrompt(() => !add.isPending && text.trim() !== '');
  return (
    <AddForm onSubmit={submit} noValidate aria-label="Add a slot" $calls={calls.length > 0}>
      {unsavedPrompt}
      {calls.length ? (
        <AdminFormField label="From a call">
          {(p) => (
            <Select
              {...p}
              value={call?.id ?? ''}
              onChange={(e) => {
                const picked = calls.find((c) => c.id === Number(e.target.value)) ?? null;
                setCall(picked);
                setSlot(picked?.slot ?? null);
                setText(picked?.slot.name ?? '');
              }}
            >
              <option value="">No call</option>
              {calls.map((c) => (
                <option key={c.id} value={c.id}>
                  {`${c.kick_username}: ${c.slot.name}`}
                </option>
              ))}
            </Select>
          )}
        </AdminFormField>
      ) : null}
      <div ref={pickerWrap}>
        <SlotPicker
          label="Slot"
          value={text}
          onChange={(t) => {
            setText(t);
            if (slot && t !== slot.name) setSlot(null);
            if (call && t !== call.slot.name) setCall(null);
          }}
          onSelect={setSlot}
          error={errors.slot}
        />
      </div>
      <AdminFormField label="Bet ($)" error={errors.bet}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            value={bet}
            onChange={(e) => setBet(e.target.value)}
          />
        )}
      </AdminFormField>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add slot'}
      </Button>
    </AddForm>
  );
}
