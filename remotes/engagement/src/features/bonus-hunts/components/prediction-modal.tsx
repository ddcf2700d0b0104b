import type { FormEvent } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import type { BonusHunt, Prediction, Slot } from '@lobby/contract-engagement';
import { ApiError } from '@lobby/shared-api';
import { ErrorAlert, Button, Modal, TextField } from '@lobby/shared-ui';
import { DialogActions } from '../../../components/page-parts';
import { SlotPicker } from '../../slots/components/slot-picker';
import { usePredict } from '../hooks/use-predict';

export const PREDICT_FAILED = 'Failed to submit prediction';
export const PREDICT_NETWORK_ERROR = 'An error occurred while submitting prediction';
const MAX_AMOUNT = 100_000_000;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

type Field = 'end_balance' | 'highest_multiplier' | 'highest_multiplier_game';
type Errors = Partial<Record<Field, string>>;

/** The hunt's distinct named slots, as the picker's choices. */
export function huntSlots(hunt: BonusHunt): Slot[] {
  const seen = new Set<string>();
  const out: Slot[] = [];
  for (const g of hunt.games) {
    if (!g.slot_name || seen.has(g.slot_name.toLowerCase())) continue;
    seen.add(g.slot_name.toLowerCase());
    out.push({ id: g.id, name: g.slot_name, image: g.slot_image, provider: g.slot_provider });
  }
  return out;
}

function checkAmount(raw: string, label: string): string | undefined {
  if (raw.trim() === '') return `${label} is required`;
  const n = Number(raw);
  if (!Number.isFinite(n)) return `${label} must be a number`;
  if (n <= 0) return `${label} must be greater than 0`;
  if (n > MAX_AMOUNT) return `${label} is too large`;
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return `${label} allows at most 2 decimals`;
  return undefined;
}

/** 'Make Prediction': end balance, highest multiplier and the slot it lands on (one of the hunt's). */
export function PredictionModal({
  open,
  hunt,
  userId,
  existing,
  onClose,
  onSaved,
}: {
  open: boolean;
  hunt: BonusHunt;
  userId: number;
  existing: Prediction | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const slots = huntSlots(hunt);
  const [endBalance, setEndBalance] = useState(existing ? String(existing.end_balance) : '');
  const [multiplier, setMultiplier] = useState(existing ? String(existing.highest_multiplier) : '');
  const [slot, setSlot] = useState(existing?.highest_multiplier_game ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const predict = usePredict(hunt.id, userId);

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const chosen = slots.find((s) => s.name.toLowerCase() === slot.trim().toLowerCase());
    const next: Errors = {
      end_balance: checkAmount(endBalance, 'End balance'),
      highest_multiplier: checkAmount(multiplier, 'Highest multiplier'),
      highest_multiplier_game: !slot.trim()
        ? 'Choose a slot'
        : !chosen
          ? "Choose one of this hunt's slots"
          : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean) || !chosen) return;
    predict.mutate(
      {
        end_balance: Number(endBalance),
        highest_multiplier: Number(multiplier),
        highest_multiplier_game: chosen.name,
      },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => {
          if (error instanceof ApiError) {
            const fieldErrors: Errors = {};
            for (const key of Object.keys(error.errors) as Field[]) {
              const first = error.errors[key]?.[0];
              if (
                first &&
                ['end_balance', 'highest_multiplier', 'highest_multiplier_game'].includes(key)
              )
                fieldErrors[key] = first;
            }
            setErrors(fieldErrors);
            setFailure(Object.keys(fieldErrors).length ? null : error.message || PREDICT_FAILED);
          } else setFailure(PREDICT_NETWORK_ERROR);
        },
      },
    );
  };

  const saving = predict.isPending;
  return (
    <Modal open={open} title="Make Prediction" onClose={saving ? noop : onClose} width={460}>
      <Form onSubmit={submit} noValidate aria-busy={saving || undefined}>
        <ErrorAlert>{failure}</ErrorAlert>
        <TextField
          label="End Balance ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          required
          autoFocus
          value={endBalance}
          error={errors.end_balance}
          onChange={(e) => {
            setEndBalance(e.target.value);
            clear('end_balance');
          }}
        />
        <TextField
          label="Highest Multiplier"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          required
          value={multiplier}
          error={errors.highest_multiplier}
          onChange={(e) => {
            setMultiplier(e.target.value);
            clear('highest_multiplier');
          }}
        />
        <SlotPicker
          label="Slot"
          required
          value={slot}
          restrictTo={slots}
          placeholder="Which slot hits the highest multiplier?"
          error={errors.highest_multiplier_game}
          onChange={(text) => {
            setSlot(text);
            clear('highest_multiplier_game');
          }}
        />
        <DialogActions $min={120}>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Submitting...' : 'Submit'}
          </Button>
        </DialogActions>
      </Form>
    </Modal>
  );
}

function noop() {}
