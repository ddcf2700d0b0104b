// Re-checks a lobby-draw-v2 draw in the browser: each drand beacon's BLS signature, the seed
// against its commitment, the frozen list against its hash, and every winner.
import {
  commitmentOf,
  QUICKNET_CHAIN_HASH,
  replayDrawV2,
  sha256Hex,
} from '@lobby/contract-engagement';
import type { DrawList, DrawRecord } from '@lobby/contract-engagement';
import { checkDrandBeacon, QUICKNET_PUBLIC_KEY } from './drand-beacon';

export interface DrawCheck {
  label: string;
  ok: boolean;
}

/** The key beacons are checked with: the browser's own copy for quicknet, else the site's. */
export const beaconKeyOf = (draw: DrawRecord) =>
  draw.beacon?.chain_hash === QUICKNET_CHAIN_HASH
    ? QUICKNET_PUBLIC_KEY
    : (draw.beacon?.public_key ?? '');

async function beaconCheck(
  label: string,
  b: { round: number; randomness: string | null; signature: string | null },
  key: string,
): Promise<DrawCheck> {
  if (!b.randomness || !b.signature) return { label, ok: false };
  const c = await checkDrandBeacon(
    { round: b.round, randomness: b.randomness, signature: b.signature },
    b.round,
    key,
  );
  return { label, ok: c.randomness && c.signature };
}

export async function verifyDrawV2(
  draw: DrawRecord,
  text: string,
  list: DrawList,
  places: number,
  published: (number | null)[],
): Promise<{ checks: DrawCheck[]; winners: (number | null)[] }> {
  const key = beaconKeyOf(draw);
  const beacon = draw.beacon!;
  const checks: DrawCheck[] = [];
  if (!draw.without_beacon)
    checks.push(await beaconCheck(`drand round ${beacon.round}: BLS signature`, beacon, key));
  for (const r of draw.redraws ?? [])
    if (r.drawn_at)
      checks.push(
        await beaconCheck(
          `Redraw of place ${r.position}, drand round ${r.round}: BLS signature`,
          r,
          key,
        ),
      );
  checks.push({
    label: 'Seed against the commitment',
    ok: (await commitmentOf(draw.seed!)) === draw.commitment,
  });
  const listHash = await sha256Hex(text);
  checks.push({ label: 'Frozen list against its hash', ok: listHash === draw.list_hash });
  const replay = await replayDrawV2(
    draw.seed!,
    listHash,
    draw.without_beacon ? 'none' : (beacon.randomness ?? ''),
    list,
    places,
    (draw.redraws ?? [])
      .filter((r) => r.drawn_at && r.randomness)
      .map((r) => ({ position: r.position, randomness: r.randomness! })),
  );
  const winners = replay.winners.map((w) => w?.user_id ?? null);
  checks.push({
    label: 'Recomputed winners against the published winners',
    ok: winners.length === published.length && winners.every((w, i) => w === published[i]),
  });
  return { checks, winners };
}
