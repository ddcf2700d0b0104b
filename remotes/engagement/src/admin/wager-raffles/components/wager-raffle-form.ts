import type { AdminWagerRaffleInput, WagerRaffleDetail } from '@lobby/contract-engagement';
import { fromDateTimeLocal, numberInput, toDateTimeLocal } from '@lobby/shared-ui';

// The wager-raffle form's values, from the record and to the payload.

export interface PrizeState {
  prize_type: 'cash' | 'points' | 'custom';
  prize_value: string;
  description: string;
  image_url: string | null;
}

export interface FormState {
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  dollars_per_ticket: string;
  auto_draw: boolean;
  casino_ids: number[];
  prizes: PrizeState[];
}

export const EMPTY: FormState = {
  name: '',
  description: '',
  start_date: '',
  end_date: '',
  dollars_per_ticket: '100',
  auto_draw: true,
  casino_ids: [],
  prizes: [{ prize_type: 'cash', prize_value: '100', description: '', image_url: null }],
};

export function fromDetail(r: WagerRaffleDetail): FormState {
  return {
    name: r.name,
    description: r.description,
    start_date: toDateTimeLocal(r.start_date),
    end_date: toDateTimeLocal(r.end_date),
    dollars_per_ticket: String(r.dollars_per_ticket),
    auto_draw: r.auto_draw,
    casino_ids: r.casinos.map((c) => c.id),
    prizes: [...r.prizes]
      .sort((a, b) => a.position - b.position)
      .map((p) => ({
        prize_type: p.prize_type,
        prize_value: String(p.prize_value),
        description: p.description ?? '',
        image_url: p.image_url,
      })),
  };
}

export function toPayload(f: FormState, original: WagerRaffleDetail | null): AdminWagerRaffleInput {
  // An unchanged start keeps its exact stored instant (the form shows minutes only).
  const start =
    original && toDateTimeLocal(original.start_date) === f.start_date
      ? original.start_date
      : fromDateTimeLocal(f.start_date);
  return {
    name: f.name,
    description: f.description,
    start_date: start,
    end_date: fromDateTimeLocal(f.end_date),
    dollars_per_ticket: numberInput(f.dollars_per_ticket),
    auto_draw: f.auto_draw,
    casino_ids: f.casino_ids,
    prizes: f.prizes.map((p) => ({
      prize_type: p.prize_type,
      prize_value: numberInput(p.prize_value),
      description: p.description.trim() || null,
      image_url: p.image_url,
    })),
  };
}
