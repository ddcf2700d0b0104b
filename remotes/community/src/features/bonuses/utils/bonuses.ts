// The bonus centre is static content (spec part 1 §2: "sample bonuses, counts, recent claims; it
// makes no server call"). Everything the page shows comes from this file.

export type BonusCategory = 'deposit' | 'free-spins' | 'reload' | 'cashback';

export interface SampleBonus {
  id: string;
  platform: string;
  title: string;
  /** The headline figure: '200%', '50 FS', '10%'. */
  value: string;
  description: string;
  category: BonusCategory;
  code: string;
  minDeposit: string;
  wagering: string;
  color: string;
  featured?: boolean;
}

export const CATEGORY_LABELS: Record<BonusCategory | 'all', string> = {
  all: 'All',
  deposit: 'Deposit',
  'free-spins': 'Free Spins',
  reload: 'Reload',
  cashback: 'Cashback',
};

export const SAMPLE_BONUSES: SampleBonus[] = [
  {
    id: 'lumen-welcome',
    platform: 'Lumen Casino',
    title: 'Welcome Match',
    value: '200%',
    description: 'Double your first deposit up to $1,000 with our community code.',
    category: 'deposit',
    code: 'LOBBY200',
    minDeposit: '$20',
    wagering: '35x',
    color: '#7c5cff',
    featured: true,
  },
  {
    id: 'stakeforge-spins',
    platform: 'Stakeforge',
    title: 'Free Spins Drop',
    value: '50 FS',
    description: '50 free spins on Thunder Llama, no deposit needed for verified members.',
    category: 'free-spins',
    code: 'LLAMA50',
    minDeposit: 'None',
    wagering: '20x',
    color: '#22d3a6',
  },
  {
    id: 'rollvault-reload',
    platform: 'Rollvault',
    title: 'Weekend Reload',
    value: '75%',
    description: 'Every Friday to Sunday, reload up to $500 at 75%.',
    category: 'reload',
    code: 'WEEKEND75',
    minDeposit: '$30',
    wagering: '30x',
    color: '#f5b544',
  },
  {
    id: 'lumen-cashback',
    platform: 'Lumen Casino',
    title: 'Weekly Cashback',
    value: '10%',
    description: 'Get 10% of your weekly net losses back every Monday, paid in cash.',
    category: 'cashback',
    code: 'BACK10',
    minDeposit: 'None',
    wagering: '1x',
    color: '#45a8ff',
  },
  {
    id: 'stakeforge-match',
    platform: 'Stakeforge',
    title: 'High Roller Match',
    value: '100%',
    description: 'A 100% match up to $5,000 for deposits of $500 or more.',
    category: 'deposit',
    code: 'HIGHROLL',
    minDeposit: '$500',
    wagering: '40x',
    color: '#f0506e',
  },
  {
    id: 'rollvault-spins',
    platform: 'Rollvault',
    title: 'Midweek Spins',
    value: '100 FS',
    description: '100 free spins on Gates of Olympus with a Wednesday deposit.',
    category: 'free-spins',
    code: 'WEDSPIN',
    minDeposit: '$25',
    wagering: '25x',
    color: '#a78bfa',
  },
];

export const SAMPLE_STATS = [
  { label: 'Active bonuses', value: SAMPLE_BONUSES.length.toString() },
  { label: 'Claimed this week', value: '1,284' },
  { label: 'Partner platforms', value: '3' },
  { label: 'Bonus value claimed', value: '$48,920' },
];

export interface SampleClaim {
  name: string;
  bonus: string;
  platform: string;
  /** Minutes ago (the page shows it relative to now). */
  minutesAgo: number;
}

export const SAMPLE_CLAIMS: SampleClaim[] = [
  { name: 'NeonNomad', bonus: 'Welcome Match', platform: 'Lumen Casino', minutesAgo: 2 },
  { name: 'SpinWizard', bonus: 'Free Spins Drop', platform: 'Stakeforge', minutesAgo: 7 },
  { name: 'LuckyLlama', bonus: 'Weekend Reload', platform: 'Rollvault', minutesAgo: 13 },
  { name: 'HighRollerHal', bonus: 'High Roller Match', platform: 'Stakeforge', minutesAgo: 26 },
  { name: 'CrimsonAce', bonus: 'Weekly Cashback', platform: 'Lumen Casino', minutesAgo: 41 },
  { name: 'BonusBandit', bonus: 'Midweek Spins', platform: 'Rollvault', minutesAgo: 58 },
];
