#!/usr/bin/env node
// Re-checks a lobby-draw-v2 giveaway or wager raffle on your own machine (Node 20 and
// `npm install @noble/curves`; inside this repository it is installed already):
//
//   node scripts/verify-draw.mjs --seed <seed> --places <n> --beacon <round>:<signature> \
//     [--redraw <place>:<round>:<signature> …] [--commitment <hex>] [--list-hash <hex>] \
//     [--public-key <hex>] [--json] <list.csv>
//
// Everything comes from the draw's page (or its API `draw` object) and its downloaded list. It
// checks each drand beacon's BLS signature against the chain's public key (quicknet's below by
// default), the commitment and the list hash, then recomputes every winner. A draw the page says
// used no public randomness (staff drew it after drand stayed unreachable) takes `--beacon none`:
// its key is sha256(seed:none:list_hash), and the output says it had no public randomness.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { bls12_381 as bls } from '@noble/curves/bls12-381';

const QUICKNET_PUBLIC_KEY =
  '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a';
const DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
const sha = (data) => createHash('sha256').update(data).digest('hex');

const opts = { redraw: [], publicKey: QUICKNET_PUBLIC_KEY, json: false };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--json') opts.json = true;
  else if (a === '--redraw') opts.redraw.push(argv[++i]);
  else if (a.startsWith('--'))
    opts[a.slice(2).replace(/-(\w)/g, (_, c) => c.toUpperCase())] = argv[++i];
  else opts.file = a;
}
if (!opts.seed || !opts.places || !opts.beacon || !opts.file) {
  console.error('usage: see the top of this file');
  process.exit(2);
}

// A drand round: the signature must sign sha256(round as 8 bytes big-endian); its randomness is
// sha256(signature).
function beacon(roundAndSignature) {
  const [round, signature] = roundAndSignature.split(':');
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(round));
  let valid = false;
  try {
    const point = bls.shortSignatures.hash(createHash('sha256').update(msg).digest(), DST);
    valid = bls.shortSignatures.verify(signature, point, opts.publicKey);
  } catch {
    valid = false;
  }
  return { round: Number(round), valid, randomness: sha(Buffer.from(signature, 'hex')) };
}

const text = readFileSync(opts.file, 'utf8');
const listHash = sha(text);
const [head, ...rows] = text
  .trim()
  .split('\n')
  .map((l) => l.split(','));
const r = rows.map((c) => Object.fromEntries(head.map((h, i) => [h, Number(c[i])])));
const slots =
  head[0] === 'entry_id'
    ? r.map((e) => e.user_id)
    : r.flatMap((e) => Array(e.ticket_count).fill(e.user_id));

const gone = new Set();
// Picks one member not yet gone with key `key`: slot = int(sha256(key:k)) mod slots, k = 0, 1, …
function draw(key) {
  if (slots.every((u) => gone.has(u))) return null;
  for (let k = 0; ; k++) {
    const slot = Number(BigInt('0x' + sha(`${key}:${k}`)) % BigInt(slots.length));
    if (!gone.has(slots[slot])) {
      gone.add(slots[slot]);
      return { user_id: slots[slot], slot };
    }
  }
}
// One draw of several places continues k across places (as lobby-draw-v1 did with the seed).
function drawMany(key, n) {
  const out = [];
  let k = 0;
  while (out.length < n && !slots.every((u) => gone.has(u))) {
    const slot = Number(BigInt('0x' + sha(`${key}:${k++}`)) % BigInt(slots.length));
    if (!gone.has(slots[slot])) {
      gone.add(slots[slot]);
      out.push({ user_id: slots[slot], slot });
    }
  }
  return out;
}

const noBeacon = opts.beacon === 'none';
const first = noBeacon ? { round: null, valid: true, randomness: 'none' } : beacon(opts.beacon);
const beacons = noBeacon ? [] : [first];
const keyOf = (b) => sha(`${opts.seed}:${b.randomness}:${listHash}`);
const places = Number(opts.places);
const picked = slots.length ? drawMany(keyOf(first), places) : [];
const winners = Array.from({ length: places }, (_, i) => picked[i] ?? null);
for (const spec of opts.redraw) {
  const [place, ...rest] = spec.split(':');
  const b = beacon(rest.join(':'));
  beacons.push(b);
  winners[Number(place) - 1] = slots.length ? draw(keyOf(b)) : null;
}

const checks = {
  beacons: beacons.map((b) => ({ round: b.round, signature_valid: b.valid })),
  commitment: opts.commitment ? sha(opts.seed) === opts.commitment : null,
  list_hash: opts.listHash ? listHash === opts.listHash : null,
};
const ok =
  beacons.every((b) => b.valid) && checks.commitment !== false && checks.list_hash !== false;
const out = {
  ok,
  scheme: 'lobby-draw-v2',
  public_randomness: !noBeacon,
  commitment: sha(opts.seed),
  list_hash: listHash,
  checks,
  winners,
};
if (opts.json) console.log(JSON.stringify(out));
else console.dir(out, { depth: null });
process.exitCode = ok ? 0 : 1;
