// Deterministic SVG art for the demo data: logos, slot covers, avatars and item pictures.
// `npm run -w server assets:demo` writes them to server/assets/demo (served at /media/demo/).
import { AFFILIATES, MEMBERS, PLATFORMS, PROVIDERS, SLOTS } from './demo-data';
import { hashString, slugify } from './prng';
import { generatedSlots } from './slot-catalogue';

const FONT = "font-family=\"'Inter','Segoe UI',Helvetica,Arial,sans-serif\"";
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360} ${s}% ${l}%)`;

function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 _]/g, '')
    .split(/[\s_]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Splits a title into at most two balanced lines. */
function twoLines(title: string): string[] {
  const words = title.split(' ');
  if (words.length < 2 || title.length <= 12) return [title];
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < bestDiff) [best, bestDiff] = [i, diff];
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/** A wide brand logo: mark + name (affiliate cards, sidebar promos). */
export function logoSvg(name: string, hue: number): string {
  const mark = hashString(name) % 3;
  const markShape =
    mark === 0
      ? `<circle cx="40" cy="40" r="20" fill="none" stroke="#fff" stroke-width="6"/><circle cx="40" cy="40" r="7" fill="#fff"/>`
      : mark === 1
        ? `<path d="M40 16 L62 40 L40 64 L18 40 Z" fill="#fff" opacity=".95"/><path d="M40 28 L52 40 L40 52 L28 40 Z" fill="${hsl(hue, 70, 40)}"/>`
        : `<rect x="20" y="20" width="40" height="40" rx="10" fill="#fff"/><circle cx="32" cy="32" r="4" fill="${hsl(hue, 70, 40)}"/><circle cx="48" cy="48" r="4" fill="${hsl(hue, 70, 40)}"/><circle cx="40" cy="40" r="4" fill="${hsl(hue, 70, 40)}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 52)}"/><stop offset="1" stop-color="${hsl(hue + 25, 70, 36)}"/></linearGradient></defs>
<rect width="320" height="80" rx="16" fill="url(#g)"/>
${markShape}
<text x="76" y="50" ${FONT} font-size="26" font-weight="800" fill="#fff" letter-spacing=".5">${esc(name)}</text>
</svg>
`;
}

/** A square platform badge with its initial. */
export function badgeSvg(name: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 80, 55)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 35)}"/></linearGradient></defs>
<rect width="128" height="128" rx="28" fill="url(#g)"/>
<circle cx="64" cy="64" r="44" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="8"/>
<text x="64" y="82" text-anchor="middle" ${FONT} font-size="54" font-weight="800" fill="#fff">${esc(name[0]!.toUpperCase())}</text>
</svg>
`;
}

/** A portrait slot cover: gradient, a seeded pattern, the title and the provider. */
export function slotSvg(name: string, provider: string): string {
  const h = hashString(name);
  const hue = h % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = (h >>> (i % 24)) % 300;
    const y = ((h * (i + 3)) >>> 3) % 260;
    const r = 12 + ((h >>> i) % 36);
    shapes.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.05 + (i % 4) * 0.03).toFixed(2)}"/>`,
    );
  }
  const lines = twoLines(name);
  const text = lines
    .map(
      (l, i) =>
        `<text x="150" y="${(lines.length === 1 ? 300 : 282) + i * 40}" text-anchor="middle" ${FONT} font-size="${l.length > 14 ? 28 : 34}" font-weight="800" fill="#fff">${esc(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 50)}"/><stop offset=".6" stop-color="${hsl(hue + 40, 65, 30)}"/><stop offset="1" stop-color="${hsl(hue + 60, 60, 14)}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".35" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="300" height="400" rx="20" fill="url(#bg)"/>
${shapes.join('\n')}
<circle cx="150" cy="140" r="110" fill="url(#glow)"/>
<text x="150" y="170" text-anchor="middle" ${FONT} font-size="96" font-weight="900" fill="#fff" opacity=".9">${esc(initials(name))}</text>
<rect x="0" y="240" width="300" height="160" fill="#000" opacity=".28"/>
${text}
<text x="150" y="374" text-anchor="middle" ${FONT} font-size="15" font-weight="600" fill="#fff" opacity=".75" letter-spacing="2">${esc(provider.toUpperCase())}</text>
</svg>
`;
}

/**
 * A compact cover for the generated catalogue (a few hundred files, so a few hundred bytes each):
 * a two-stop gradient, a ring, the initials, the title and the studio.
 */
export function compactSlotSvg(name: string, provider: string): string {
  const h = hashString(name);
  const hue = h % 360;
  const lines = twoLines(name);
  const title = lines
    .map(
      (l, i) =>
        `<text x="150" y="${(lines.length === 1 ? 312 : 296) + i * 34}" font-size="${l.length > 14 ? 24 : 29}">${esc(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
<defs><linearGradient id="b" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 72, 48)}"/><stop offset="1" stop-color="${hsl(hue + 50, 60, 16)}"/></linearGradient></defs>
<rect width="300" height="400" rx="20" fill="url(#b)"/>
<circle cx="150" cy="138" r="${78 + (h % 24)}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="${6 + (h % 10)}"/>
<g fill="#fff" text-anchor="middle" ${FONT} font-weight="800">
<text x="150" y="170" font-size="88" font-weight="900">${esc(initials(name))}</text>
${title}
<text x="150" y="376" font-size="14" opacity=".75" letter-spacing="2">${esc(provider.toUpperCase())}</text>
</g>
</svg>
`;
}

/** A round avatar with initials. */
export function avatarSvg(username: string): string {
  const hue = hashString(username) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 58)}"/><stop offset="1" stop-color="${hsl(hue + 35, 65, 38)}"/></linearGradient></defs>
<circle cx="64" cy="64" r="64" fill="url(#g)"/>
<text x="64" y="80" text-anchor="middle" ${FONT} font-size="46" font-weight="700" fill="#fff">${esc(initials(username))}</text>
</svg>
`;
}

/** A wide picture for store items, giveaways and prizes: gradient, a glyph and a caption. */
export function cardSvg(
  title: string,
  glyph: 'gift' | 'coin' | 'shirt' | 'star' | 'mic' | 'box' | 'ticket' | 'crown',
): string {
  const hue = hashString(title) % 360;
  const glyphs: Record<typeof glyph, string> = {
    gift: '<rect x="-44" y="-20" width="88" height="60" rx="6" fill="#fff"/><rect x="-50" y="-38" width="100" height="22" rx="6" fill="#fff"/><rect x="-7" y="-38" width="14" height="78" fill="COLOR"/>',
    coin: '<circle r="48" fill="#fff"/><circle r="36" fill="none" stroke="COLOR" stroke-width="6"/><text y="16" text-anchor="middle" FONT font-size="44" font-weight="900" fill="COLOR">$</text>',
    shirt:
      '<path d="M-30 -44 L-56 -28 L-44 -4 L-32 -10 L-32 44 L32 44 L32 -10 L44 -4 L56 -28 L30 -44 Q0 -24 -30 -44 Z" fill="#fff"/>',
    star: '<path d="M0 -50 L14 -16 L50 -14 L22 8 L32 44 L0 24 L-32 44 L-22 8 L-50 -14 L-14 -16 Z" fill="#fff"/>',
    mic: '<rect x="-16" y="-50" width="32" height="60" rx="16" fill="#fff"/><path d="M-30 0 Q-30 30 0 30 Q30 30 30 0" fill="none" stroke="#fff" stroke-width="7"/><rect x="-4" y="30" width="8" height="18" fill="#fff"/>',
    box: '<path d="M0 -46 L46 -24 L46 26 L0 48 L-46 26 L-46 -24 Z" fill="#fff"/><path d="M0 -2 L46 -24 M0 -2 L-46 -24 M0 -2 L0 48" stroke="COLOR" stroke-width="5"/>',
    ticket:
      '<path d="M-56 -30 H56 V-10 A10 10 0 0 0 56 10 V30 H-56 V10 A10 10 0 0 0 -56 -10 Z" fill="#fff"/><path d="M-20 -30 V30" stroke="COLOR" stroke-width="4" stroke-dasharray="6 6"/>',
    crown:
      '<path d="M-52 30 L-52 -30 L-26 -4 L0 -40 L26 -4 L52 -30 L52 30 Z" fill="#fff"/><rect x="-52" y="30" width="104" height="12" fill="#fff"/>',
  };
  const g = glyphs[glyph].replace(/COLOR/g, hsl(hue, 65, 42)).replace(/FONT/g, FONT);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 55)}"/><stop offset="1" stop-color="${hsl(hue + 50, 60, 28)}"/></linearGradient></defs>
<rect width="400" height="240" rx="18" fill="url(#g)"/>
<circle cx="330" cy="40" r="70" fill="#fff" opacity=".08"/><circle cx="60" cy="210" r="90" fill="#fff" opacity=".06"/>
<g transform="translate(200 105)">${g}</g>
<text x="200" y="214" text-anchor="middle" ${FONT} font-size="20" font-weight="700" fill="#fff">${esc(title)}</text>
</svg>
`;
}

export function siteLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#22d3ee"/><stop offset="1" stop-color="#6366f1"/></linearGradient></defs>
<rect x="2" y="4" width="40" height="40" rx="12" fill="url(#g)"/>
<path d="M14 14 V34 H30" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<text x="52" y="33" ${FONT} font-size="26" font-weight="800" fill="#e5e7eb">Lobby</text>
</svg>
`;
}

export const slotFile = (name: string) => `slot-${slugify(name)}.svg`;
export const avatarFile = (username: string) => `avatar-${slugify(username)}.svg`;
export const logoFile = (name: string) => `logo-${slugify(name)}.svg`;
export const badgeFile = (slug: string) => `platform-${slug}.svg`;
export const cardFile = (title: string) => `card-${slugify(title)}.svg`;
/** The site path the seed stores for a demo file. */
export const demo = (file: string) => `/media/demo/${file}`;

export const slotProvider = (name: string) => PROVIDERS[hashString(name) % PROVIDERS.length]!;

/** Card pictures the seed uses (title → glyph). */
export const CARDS: Record<string, Parameters<typeof cardSvg>[1]> = {
  '$10 Casino Tip': 'coin',
  '$50 Casino Tip': 'coin',
  'Lobby Hoodie': 'shirt',
  'Discord VIP Role': 'crown',
  'Stream Shoutout': 'mic',
  'Pick the Next Slot': 'star',
  'Moderator Mystery Box': 'box',
  'VIP Bonus Buy': 'star',
  'Gaming Mousepad': 'box',
  'Sticker Pack': 'gift',
  'Signed Stream Poster': 'gift',
  '$500 Cash Giveaway': 'coin',
  'Secret Stream Giveaway': 'gift',
  'Lobby Hoodie Giveaway': 'shirt',
  '$250 Cash Drop': 'coin',
  'Summer Mega Raffle': 'ticket',
  'Wager Raffle Prize': 'ticket',
  'Grand Prize': 'crown',
};

/** Every demo file: name → SVG text. */
export function allDemoAssets(): Record<string, string> {
  const files: Record<string, string> = { 'site-logo.svg': siteLogoSvg() };
  for (const a of AFFILIATES) files[logoFile(a.name)] = logoSvg(a.name, a.hue);
  for (const p of PLATFORMS) files[badgeFile(p.slug)] = badgeSvg(p.name, p.hue);
  for (const s of SLOTS) files[slotFile(s)] = slotSvg(s, slotProvider(s));
  for (const s of generatedSlots()) files[s.file] = compactSlotSvg(s.name, s.provider);
  for (const [username] of MEMBERS) files[avatarFile(username)] = avatarSvg(username);
  for (const [title, glyph] of Object.entries(CARDS))
    files[cardFile(title)] = cardSvg(title, glyph);
  return files;
}
