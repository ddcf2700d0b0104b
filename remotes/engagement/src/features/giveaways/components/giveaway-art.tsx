import { useState } from 'react';
import styled from 'styled-components';
import type { Giveaway } from '@lobby/contract-engagement';
import { CoinIcon, CoinsIcon, GiftIcon } from '@lobby/shared-ui';

/* A box of a fixed shape: the picture (or the designed fallback) fills it whatever its own size,
   so a card with a picture and one without have the same header height. `overflow: hidden`
   keeps the picture's own height from stretching the box past its aspect ratio. */
export const ArtBox = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  & > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/* The fallback reads like the seeded card pictures: a gradient, soft circles, the prize's icon
   and the title. Both ends of the gradient keep white text at 4.5:1 or more (4.8 on primary,
   5.5 on the teal). */
const Fallback = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 16px 20px;
  overflow: hidden;
  color: #fff;
  text-align: center;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, #0f766e);
  &::before,
  &::after {
    content: '';
    position: absolute;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.07);
  }
  &::before {
    width: 36%;
    aspect-ratio: 1;
    top: -14%;
    right: -6%;
  }
  &::after {
    width: 46%;
    aspect-ratio: 1;
    bottom: -30%;
    left: -10%;
  }
  svg {
    position: relative;
    width: min(56px, 22%);
    height: auto;
  }
  .art-title {
    position: relative;
    max-width: 100%;
    font-weight: 700;
    font-size: 16px;
    line-height: 1.3;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
`;

const PRIZE_ICON = { cash: CoinIcon, points: CoinsIcon, custom: GiftIcon } as const;

/**
 * A giveaway's picture in a box of `ratio`, or — without one, or when it fails to load — a
 * designed header with the prize's icon and the title. Decorative: the title is written beside it.
 */
export function GiveawayArt({
  giveaway: g,
  ratio,
  className,
}: {
  giveaway: Pick<Giveaway, 'image' | 'title' | 'prize_type'>;
  ratio: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const Icon = PRIZE_ICON[g.prize_type] ?? GiftIcon;
  return (
    <ArtBox $ratio={ratio} className={className}>
      {g.image && failedSrc !== g.image ? (
        <img src={g.image} alt="" loading="lazy" onError={() => setFailedSrc(g.image)} />
      ) : (
        <Fallback aria-hidden>
          <Icon size={56} />
          <span className="art-title">{g.title}</span>
        </Fallback>
      )}
    </ArtBox>
  );
}
