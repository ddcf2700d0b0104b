/**
 * Deterministic demo players for the fake feeds: fictional usernames and wagering that grows
 * with time, the same on every run. Not for anything random that matters (it is a seeded PRNG).
 */

export type FakePlatform =
  | 'roobet'
  | 'rainbet'
  | 'goated'
  | 'shuffle'
  | 'generic'
  | 'clash'
  | 'gamdom'
  | 'chicken'
  | 'packdraw';

export interface FakePlayer {
  /** Digits only on platforms that send numeric ids (Clash.gg, Gamdom). */
  uid: string;
  username: string;
  /** Average wagering in cents per hour on an active day. */
  ratePerHour: number;
  /** weighted = raw × weight (‰). */
  weightPermille: number;
  favoriteGame: string;
  /** When the player joined the platform (ms); nothing is wagered before. */
  joinedAt: number;
  /** The platform hides the name (Chicken.gg sends `displayName: null`, Gamdom "Hidden User"). */
  hidden: boolean;
  /** Shuffle only: campaign codes and the share (‰) of wagers under each. */
  codes: { code: string; permille: number }[];
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** All demo players joined within the 400 days before this instant (2025-01-01T00:00Z)… */
const JOIN_EPOCH = Date.UTC(2025, 0, 1);

const PLAYER_COUNTS: Record<FakePlatform, number> = {
  roobet: 120,
  rainbet: 90,
  goated: 75,
  shuffle: 140,
  generic: 60,
  clash: 80,
  gamdom: 70,
  chicken: 65,
  packdraw: 85,
};

const NUMERIC_IDS: readonly FakePlatform[] = ['clash', 'gamdom'];
/** Platforms where some players hide their names: every 9th player (the 5th, 14th…) there. */
const HIDING: readonly FakePlatform[] = ['chicken', 'gamdom'];

const FIRST = [
  'lucky',
  'neon',
  'spin',
  'velvet',
  'cosmic',
  'silent',
  'golden',
  'frosty',
  'rapid',
  'mellow',
  'turbo',
  'pixel',
  'shadow',
  'crimson',
  'lunar',
  'brave',
  'witty',
  'sunny',
  'stormy',
  'quiet',
  'jolly',
  'mighty',
  'copper',
  'indigo',
  'hazel',
  'atomic',
  'ember',
  'polar',
  'rusty',
  'zesty',
];
const SECOND = [
  'otter',
  'falcon',
  'wizard',
  'badger',
  'comet',
  'panda',
  'viking',
  'lynx',
  'maple',
  'raven',
  'tiger',
  'sparrow',
  'walrus',
  'gecko',
  'heron',
  'bison',
  'koala',
  'mantis',
  'orca',
  'puffin',
  'ranger',
  'pilot',
  'nomad',
  'baron',
  'jester',
  'ninja',
  'sailor',
  'druid',
  'knight',
  'rover',
];
const GAMES = [
  'Sweet Bonanza',
  'Gates of Olympus',
  'Wanted Dead or a Wild',
  'Sugar Rush 1000',
  'Big Bass Splash',
  'Le Bandit',
  'Crazy Time',
  'Mines',
  'Plinko',
  'Dice',
  'Book of Dead',
  'Reactoonz',
  'Fruit Party',
  'Blackjack',
  'Roulette',
  'Crash',
  'Money Train 4',
  'Dog House Megaways',
];

/** mulberry32: tiny, seeded, deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, for seeds and per-day activity. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function styleName(rand: () => number, a: string, b: string): string {
  const n = Math.floor(rand() * 100);
  switch (Math.floor(rand() * 5)) {
    case 0:
      return `${a}${b}`;
    case 1:
      return `${a[0]!.toUpperCase()}${a.slice(1)}${b[0]!.toUpperCase()}${b.slice(1)}${n}`;
    case 2:
      return `${a}_${b}`;
    case 3:
      return `${b}${n}`;
    default:
      return `${a[0]!.toUpperCase()}${a.slice(1)}${b}`;
  }
}

const cache = new Map<FakePlatform, FakePlayer[]>();

/** The demo players of a platform (60–150 of them), always the same. */
export function fakePlayers(platform: FakePlatform): FakePlayer[] {
  const hit = cache.get(platform);
  if (hit) return hit;
  const rand = prng(hash(`lobby-fake-feed:${platform}`));
  const names = new Set<string>();
  const players: FakePlayer[] = [];
  const count = PLAYER_COUNTS[platform];
  while (players.length < count) {
    let name = styleName(
      rand,
      FIRST[Math.floor(rand() * FIRST.length)]!,
      SECOND[Math.floor(rand() * SECOND.length)]!,
    );
    while (names.has(name.toLowerCase())) name = `${name}${Math.floor(rand() * 10)}`;
    names.add(name.toLowerCase());
    // Log-uniform rates: many small players, a few whales ($15/h … $25,000/h on active days).
    const rate = Math.round(
      Math.exp(Math.log(1_500) + rand() * (Math.log(2_500_000) - Math.log(1_500))),
    );
    const codes =
      platform !== 'shuffle'
        ? []
        : rand() < 0.1
          ? [{ code: 'OTHERSTREAMER', permille: 1000 }]
          : rand() < 0.25
            ? [
                { code: 'LOBBY', permille: 700 },
                { code: 'LOBBYVIP', permille: 300 },
              ]
            : [{ code: 'LOBBY', permille: 1000 }];
    const n = 100_000 + players.length * 7919;
    players.push({
      uid: NUMERIC_IDS.includes(platform) ? String(n) : `${platform.slice(0, 2)}-${n.toString(36)}`,
      username: name,
      ratePerHour: rate,
      weightPermille: 300 + Math.floor(rand() * 701),
      favoriteGame: GAMES[Math.floor(rand() * GAMES.length)]!,
      joinedAt: JOIN_EPOCH - Math.floor(rand() * 400) * DAY,
      hidden: HIDING.includes(platform) && players.length % 9 === 4,
      codes,
    });
  }
  cache.set(platform, players);
  return players;
}

/** How active a player is on a UTC day: 0 (a third of days) to 2.0 (‰ as an integer). */
function dayActivity(player: FakePlayer, day: number): number {
  const h = hash(`${player.uid}:${day}`);
  return h % 3 === 0 ? 0 : 200 + (h % 1801);
}

/**
 * Cents a player wagered in [from, to), counting only up to `now` — so the same period read
 * later shows more. Wagering accrues evenly through each active UTC day.
 */
export function fakeWagered(player: FakePlayer, from: number, to: number, now: number): number {
  const start = Math.max(from, player.joinedAt);
  const end = Math.min(to, now);
  if (end <= start) return 0;
  let cents = 0;
  for (let day = Math.floor(start / DAY); day * DAY < end; day++) {
    const overlap = Math.min(end, (day + 1) * DAY) - Math.max(start, day * DAY);
    const permille = dayActivity(player, day);
    if (overlap > 0 && permille > 0)
      cents += Math.floor((player.ratePerHour * permille * (overlap / HOUR)) / 1000);
  }
  return cents;
}

/** Cents → a JSON number of dollars (two decimals at most, as most feeds send). */
export const dollars = (cents: number) => Math.round(cents) / 100;

/** Cents → "1234.56". */
export const dollarString = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export { DAY };
