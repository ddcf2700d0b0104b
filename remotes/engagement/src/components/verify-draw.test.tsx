import { createHash, webcrypto } from 'node:crypto';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { DrawRecord } from '@lobby/contract-engagement';
import {
  countedDrawList,
  giveawayListText,
  parseGiveawayListText,
  QUICKNET_CHAIN_HASH,
  replayDrawV2,
} from '@lobby/contract-engagement';
import { createQueryClient } from '@lobby/shared-api';
import { LobbyThemeProvider } from '@lobby/shared-ui';
import { VerifyDraw } from './verify-draw';
import type { VerifyDrawProps } from './verify-draw';

// jsdom's crypto has no subtle: give the verifier Node's Web Crypto, as a browser has.
beforeAll(() => {
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const sha = (b: string | Buffer) => createHash('sha256').update(b).digest('hex');
const SEED = '0f'.repeat(32);
// Real quicknet round 1000 (public data): the browser checks it with its own quicknet key.
const SIGNATURE =
  'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39';
const TEXT = giveawayListText([
  { entry_id: 3, user_id: 1 },
  { entry_id: 4, user_id: 2 },
  { entry_id: 9, user_id: 3 },
]);

async function v2Draw(signature = SIGNATURE): Promise<{ draw: DrawRecord; published: number[] }> {
  const randomness = sha(Buffer.from(SIGNATURE, 'hex'));
  const { winners } = await replayDrawV2(
    SEED,
    sha(TEXT),
    randomness,
    countedDrawList(parseGiveawayListText(TEXT)),
    2,
  );
  return {
    published: winners.map((w) => w!.user_id),
    draw: {
      algorithm: 'lobby-draw-v2',
      scheme: 'lobby-draw-v2',
      commitment: sha(SEED),
      seed: SEED,
      list_hash: sha(TEXT),
      list_frozen_at: '2023-08-23T16:00:00.000Z',
      drawn_at: '2023-08-23T16:00:30.000Z',
      waiting_since: null,
      without_beacon: false,
      redraws: [],
      beacon: {
        chain_hash: QUICKNET_CHAIN_HASH,
        public_key: 'ignored for quicknet',
        round: 1000,
        round_at: '2023-08-23T15:59:24.000Z',
        randomness,
        signature,
      },
    },
  };
}

function renderVerify(
  props: Partial<VerifyDrawProps> & Pick<VerifyDrawProps, 'draw' | 'published'>,
) {
  return render(
    <LobbyThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <VerifyDraw
          kind="entries"
          listUrl="/list.csv"
          listFileName="list.csv"
          listQueryKey={['list', props.draw.beacon?.signature]}
          loadList={() => Promise.resolve(TEXT)}
          places={2}
          disqualifications={[]}
          nameOf={(id) => `Member ${id}`}
          {...props}
        />
      </QueryClientProvider>
    </LobbyThemeProvider>,
  );
}

describe('VerifyDraw (lobby-draw-v2)', () => {
  it('checks the beacon signature, the commitment, the list hash and every winner', async () => {
    const { draw, published } = await v2Draw();
    renderVerify({ draw, published });
    expect(
      await screen.findByText(
        'The result matches: this draw is verified.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    const checks = within(screen.getByRole('list', { name: 'Checks' }));
    expect(checks.getByText(/drand round 1000: BLS signature: valid/)).toBeInTheDocument();
    expect(checks.getByText(/Seed against the commitment: matches/)).toBeInTheDocument();
    expect(checks.getByText(/Frozen list against its hash: matches/)).toBeInTheDocument();
    expect(
      checks.getByText(/Recomputed winners against the published winners: matches/),
    ).toBeInTheDocument();
    expect(screen.getByText(/drand quicknet \(League of Entropy\)/)).toBeInTheDocument();
  });

  it('says so when the beacon signature was tampered with', async () => {
    const last = SIGNATURE.endsWith('9') ? '8' : '9';
    const { draw, published } = await v2Draw(SIGNATURE.slice(0, -1) + last);
    renderVerify({ draw, published });
    expect(
      await screen.findByText(
        'The result does not match the published draw.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/drand round 1000: BLS signature: INVALID/)).toBeInTheDocument();
  });

  it('shows the commitment and the round before the draw, and the wait for drand', async () => {
    const { draw, published } = await v2Draw();
    const before: DrawRecord = {
      ...draw,
      seed: null,
      drawn_at: null,
      list_hash: null,
      list_frozen_at: null,
      waiting_since: null,
      beacon: { ...draw.beacon!, randomness: null, signature: null },
    };
    const { unmount } = renderVerify({ draw: before, published: published.map(() => null) });
    expect(screen.getByText(sha(SEED))).toBeInTheDocument();
    expect(screen.getByText(/drand round 1000 of drand quicknet/)).toBeInTheDocument();
    expect(screen.getByText(/Nobody, the site included, can know round 1000/)).toBeInTheDocument();
    unmount();
    renderVerify({
      draw: { ...before, list_hash: sha(TEXT), waiting_since: '2023-08-23T16:00:30.000Z' },
      published: [null, null],
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Waiting for public randomness, round 1000',
    );
  });

  it('says publicly that a draw used no public randomness', async () => {
    const { draw } = await v2Draw();
    renderVerify({
      draw: {
        ...draw,
        without_beacon: true,
        beacon: { ...draw.beacon!, randomness: null, signature: null },
      },
      published: [null, null],
    });
    expect(screen.getByRole('note')).toHaveTextContent('This draw used no public randomness');
    expect(await screen.findByText(/The result/, {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
