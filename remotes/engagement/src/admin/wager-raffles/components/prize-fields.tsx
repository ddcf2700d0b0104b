import { AdminInput, AdminNumberInput, AdminSelect, Button } from '@lobby/shared-ui';
import { ordinal } from '../../../features/wager-raffles/utils/raffle-display';
import { ImageField } from '../../shared/components/image-field';
import type { PrizeState } from './wager-raffle-form';

/** A prize added by "Add a prize". */
export const NEW_PRIZE: PrizeState = {
  prize_type: 'cash',
  prize_value: '0',
  description: '',
  image_url: null,
};

/** The wager raffle's prizes, one fieldset per place; the last one left cannot be removed. */
export function PrizeFields({
  prizes,
  errors,
  onChange,
}: {
  prizes: PrizeState[];
  errors: Record<string, string>;
  onChange: (prizes: PrizeState[]) => void;
}) {
  const setPrize = (i: number, patch: Partial<PrizeState>) =>
    onChange(prizes.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return prizes.map((p, i) => (
    <fieldset className="wide" key={i}>
      <legend>{ordinal(i + 1)} place</legend>
      <AdminSelect<PrizeState['prize_type']>
        label="Type"
        error={errors[`prizes.${i}.prize_type`]}
        value={p.prize_type}
        onValue={(v) => setPrize(i, { prize_type: v })}
      >
        <option value="cash">Cash (USD)</option>
        <option value="points">Points</option>
        <option value="custom">Custom</option>
      </AdminSelect>
      <AdminNumberInput
        label="Value"
        error={errors[`prizes.${i}.prize_value`]}
        step="any"
        value={p.prize_value}
        onValue={(v) => setPrize(i, { prize_value: v })}
      />
      <AdminInput
        label="Description"
        error={errors[`prizes.${i}.description`]}
        value={p.description}
        maxLength={200}
        onValue={(v) => setPrize(i, { description: v })}
      />
      <ImageField
        label={`${ordinal(i + 1)} place image`}
        value={p.image_url}
        error={errors[`prizes.${i}.image_url`]}
        onChange={(v) => setPrize(i, { image_url: v })}
      />
      {prizes.length > 1 ? (
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          onClick={() => onChange(prizes.filter((_, j) => j !== i))}
        >
          Remove {ordinal(i + 1)} place
        </Button>
      ) : null}
    </fieldset>
  ));
}
