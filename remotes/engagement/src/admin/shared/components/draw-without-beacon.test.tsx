import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUICKNET_CHAIN_HASH } from '@lobby/contract-engagement';
import type { DrawRecord } from '@lobby/contract-engagement';
import { renderRoutesAt } from '../../../testing/render';
import { DrawWithoutBeacon } from './draw-without-beacon';

const ROUND_AT = '2026-11-27T04:00:00.000Z';
const FALLBACK_AT = '2026-11-27T05:00:00.000Z';

const waiting = (over: Partial<DrawRecord> = {}): DrawRecord => ({
  algorithm: 'lobby-draw-v2',
  scheme: 'lobby-draw-v2',
  commitment: 'c'.repeat(64),
  seed: null,
  list_hash: 'f'.repeat(64),
  drawn_at: null,
  list_frozen_at: '2026-11-27T03:59:30.000Z',
  waiting_since: '2026-11-27T04:00:01.000Z',
  without_beacon: false,
  fallback_at: FALLBACK_AT,
  redraws: [],
  beacon: {
    chain_hash: QUICKNET_CHAIN_HASH,
    public_key: 'k',
    round: 777,
    round_at: ROUND_AT,
    randomness: null,
    signature: null,
  },
  ...over,
});

function show(draw: DrawRecord, at: string, drawWithout = jest.fn(), onDrawn = jest.fn()) {
  renderRoutesAt('/', {
    '/': (
      <DrawWithoutBeacon
        draw={draw}
        drawWithout={drawWithout}
        onDrawn={onDrawn}
        now={() => new Date(at).getTime()}
      />
    ),
  });
  return { drawWithout, onDrawn };
}

describe('DrawWithoutBeacon', () => {
  it('shows nothing while the draw is not waiting for drand', () => {
    show(waiting({ waiting_since: null }), FALLBACK_AT);
    expect(screen.queryByRole('region', { name: 'Public randomness' })).not.toBeInTheDocument();
  });

  it('says it waits for round N, and from when staff may draw without it', () => {
    show(waiting(), '2026-11-27T04:30:00.000Z');
    const region = screen.getByRole('region', { name: 'Public randomness' });
    expect(region).toHaveTextContent('Waiting for public randomness, round 777');
    expect(region).toHaveTextContent('You may draw without it from');
    expect(
      screen.queryByRole('button', { name: 'Draw without public randomness' }),
    ).not.toBeInTheDocument();
  });

  it('after the wait, draws without it once staff confirm', async () => {
    const drawWithout = jest
      .fn()
      .mockResolvedValue({ success: true, message: 'Drawn: 2 winners.' });
    const { onDrawn } = show(waiting(), FALLBACK_AT, drawWithout);
    await userEvent.click(screen.getByRole('button', { name: 'Draw without public randomness' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Draw without public randomness?' });
    expect(dialog).toHaveTextContent('used no public randomness');
    expect(drawWithout).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Draw without it' }));
    expect(drawWithout).toHaveBeenCalledTimes(1);
    expect(onDrawn).toHaveBeenCalledWith('Drawn: 2 winners.');
  });
});
