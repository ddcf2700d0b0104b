// Fictional brands, slots and members for the demo. Any resemblance to real brands is accidental.

export const SITE = {
  site_name: 'Lobby',
  site_description:
    'The home of the Lobby community: wager leaderboards, bonus hunts, giveaways and a point store for everyone watching the stream.',
  stream_channel: 'lobbylive',
  crypto1_label: 'Lumen Casino username',
  crypto2_label: 'Stakeforge username',
  crypto3_label: 'Rollvault username',
  social_kick: 'https://kick.com/lobbylive',
  social_discord: 'https://discord.gg/lobby-demo',
  social_x: 'https://x.com/lobbylive',
  social_instagram: 'https://instagram.com/lobbylive',
  social_tiktok: 'https://tiktok.com/@lobbylive',
};

export const AFFILIATES = [
  {
    name: 'Lumen Casino',
    hue: 42,
    url: 'https://lumen-casino.example/r/lobby',
    benefits: [
      '200% deposit match up to $1,000',
      '10% weekly rakeback',
      'Code LOBBY for 50 free spins',
    ],
  },
  {
    name: 'Stakeforge',
    hue: 200,
    url: 'https://stakeforge.example/?ref=lobby',
    benefits: [
      'Instant crypto withdrawals',
      '5% lossback every Monday',
      'Exclusive monthly leaderboard',
    ],
  },
  {
    name: 'Rollvault',
    hue: 145,
    url: 'https://rollvault.example/join/lobby',
    benefits: ['$25 no-deposit bonus', 'Level-up rewards', 'Biweekly $10,000 race'],
  },
  {
    name: 'Nova Spin',
    hue: 280,
    url: 'https://novaspin.example/lobby',
    benefits: ['100 free spins on sign-up', 'Daily reload bonus', 'VIP host from day one'],
  },
  {
    name: 'Crimson Dice',
    hue: 355,
    url: 'https://crimsondice.example/?c=lobby',
    benefits: ['Provably fair originals', '15% rakeback for members', 'Weekly $2,500 dice race'],
  },
] as const;

export const PLATFORMS = [
  {
    slug: 'lumen',
    name: 'Lumen Casino',
    hue: 42,
    timeframe: 'weekly',
    endsInHours: 9,
    poolDollars: 5000,
  },
  {
    slug: 'stakeforge',
    name: 'Stakeforge',
    hue: 200,
    timeframe: 'monthly',
    endsInHours: 12 * 24 + 5,
    poolDollars: 25000,
  },
  {
    slug: 'rollvault',
    name: 'Rollvault',
    hue: 145,
    timeframe: 'biweekly',
    endsInHours: 5 * 24 + 3,
    poolDollars: 10000,
  },
  {
    slug: 'novaspin',
    name: 'Nova Spin',
    hue: 280,
    timeframe: 'weekly',
    endsInHours: 3 * 24 + 14,
    poolDollars: 3000,
  },
] as const;

export const PROVIDERS = [
  'Aurora Gaming',
  'Pixel Forge',
  'Nordlight Studios',
  'Red Panda Play',
  'Quickwave',
  'Hexagon Reels',
  'Moonlit Labs',
  'Copperline',
] as const;

export const SLOTS = [
  'Neon Pharaoh',
  'Candy Comet',
  'Viking Thunder Reels',
  'Golden Koi Cascade',
  "Dragon's Hoard Deluxe",
  'Frost Giant Fortune',
  'Cosmic Cowboy',
  'Lucky Lantern',
  'Ruby Reef',
  'Mystic Owl',
  "Pirate's Payline",
  'Jungle Jamboree',
  'Temple of Tides',
  'Wild Wasabi',
  'Samurai Sunset',
  'Disco Dynamite',
  'Aztec Ember',
  'Midnight Mirage',
  'Thunder Llama',
  'Crystal Caverns',
  'Rocket Rodeo',
  'Zombie Zest',
  'Cherry Storm',
  'Arctic Aces',
  'Honey Heist',
  'Lava Lords',
  'Pixel Pyramids',
  'Sapphire Sphinx',
  'Bandit Bounty',
  'Gem Goblins',
  "Neptune's Nets",
  'Clockwork Carnival',
  'Wolf Moon Rising',
  'Taco Tumble',
  'Starlight Safari',
  'Mammoth Mines',
  'Phoenix Feathers',
  'Ninja Noodles',
  'Royal Raccoon',
  'Fortune Frogs',
] as const;

/** Site members: [username, global name or null, role]. */
export const MEMBERS: [string, string | null, 'member' | 'vip' | 'moderator' | 'admin'][] = [
  ['admin', 'Lobby Admin', 'admin'],
  ['moderator', 'Mod Mia', 'moderator'],
  ['kestrel_mod', 'Kestrel', 'moderator'],
  ['highroller_vera', 'Vera', 'vip'],
  ['jackpot_jonas', 'Jonas', 'vip'],
  ['spinwizard', 'Spin Wizard', 'member'],
  ['lucky_lou', 'Lou', 'member'],
  ['reelqueen', 'Reel Queen', 'member'],
  ['bonusbuyer99', null, 'member'],
  ['midnight_max', 'Max', 'member'],
  ['cascade_cat', 'Cat', 'member'],
  ['wildcard_will', 'Will', 'member'],
  ['scatterbrain', null, 'member'],
  ['nova_nina', 'Nina', 'member'],
  ['multiplier_mo', 'Mo', 'member'],
  ['tumble_tess', 'Tess', 'member'],
  ['freespin_finn', 'Finn', 'member'],
  ['goldrush_gus', 'Gus', 'member'],
  ['pixelpete', 'Pete', 'member'],
  ['chasing_chips', null, 'member'],
  ['ruby_rae', 'Rae', 'member'],
  ['stormchaser', 'Storm', 'member'],
  ['lowroller_lena', 'Lena', 'member'],
  ['maxwin_milo', 'Milo', 'member'],
  ['dealer_dani', 'Dani', 'member'],
  ['sunny_spins', 'Sunny', 'member'],
  ['quiet_quinn', null, 'member'],
  ['orbit_olly', 'Olly', 'member'],
  ['velvet_vic', 'Vic', 'member'],
  ['zigzag_zoe', 'Zoe', 'member'],
];

const FIRST = [
  'Alex',
  'Blake',
  'Casey',
  'Drew',
  'Emery',
  'Frankie',
  'Gray',
  'Harper',
  'Indy',
  'Jules',
  'Kai',
  'Logan',
  'Morgan',
  'Noel',
  'Oakley',
  'Parker',
  'Quincy',
  'Reese',
  'Sage',
  'Taylor',
  'Uri',
  'Val',
  'Wren',
  'Xan',
  'Yael',
  'Zion',
  'Arlo',
  'Bex',
  'Cruz',
  'Dax',
  'Ezra',
  'Fern',
  'Gio',
  'Hale',
  'Ivo',
  'Jett',
];
const SUFFIX = [
  'spins',
  'bets',
  'x',
  'lucky',
  'wins',
  'gg',
  'bonus',
  'max',
  'hunt',
  'reels',
  'ace',
  'pro',
];

/** Casino usernames for leaderboard players: deterministic combinations. */
export function playerNames(
  count: number,
  offset: number,
): { username: string; display: string }[] {
  const out: { username: string; display: string }[] = [];
  for (let i = 0; out.length < count; i++) {
    const first = FIRST[(i * 7 + offset) % FIRST.length]!;
    const suffix = SUFFIX[(i * 5 + offset * 3) % SUFFIX.length]!;
    const n = ((i * 37 + offset * 11) % 97) + 1;
    const username = `${first.toLowerCase()}_${suffix}${n}`;
    if (!out.some((p) => p.username === username))
      out.push({ username, display: `${first}${suffix[0]!.toUpperCase()}${suffix.slice(1)}${n}` });
  }
  return out;
}
