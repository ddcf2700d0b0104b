import { useState } from 'react';
import styled from 'styled-components';
import { initialOf, VisuallyHidden } from '@lobby/shared-ui';

const Tile = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $size }) => Math.round($size / 4)}px;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
  color: #fff;
  font-weight: 900;
  font-size: ${({ $size }) => Math.round($size * 0.5)}px;
  box-shadow: 0 6px 20px ${({ theme }) => theme.colors.primary}55;
`;

const Logo = styled.img<{ $size: number; $wide: boolean }>`
  flex: none;
  height: ${({ $size }) => $size}px;
  width: auto;
  max-width: ${({ $size, $wide }) => ($wide ? $size * 5 : $size)}px;
  object-fit: contain;
  object-position: left center;
`;

const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

// A logo wider than this (width / height) is a wordmark: it already spells the site name.
const WORDMARK_RATIO = 1.6;
const wordmarks = new Map<string, boolean>();

/** The site's letter tile: a gradient square with the name's first letter. */
export function SiteMark({ name, size = 36 }: { name: string; size?: number }) {
  return (
    <Tile $size={size} aria-hidden="true">
      {initialOf(name)}
    </Tile>
  );
}

/**
 * The site's logo and name. A square logo (or the letter tile when there is none) sits next to
 * the name; a wordmark logo stands alone, the name kept for screen readers.
 */
export function SiteBrand({
  logo,
  name,
  size = 34,
  hideName = false,
}: {
  logo: string | null;
  name: string;
  size?: number;
  hideName?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const [wide, setWide] = useState(() => (logo ? (wordmarks.get(logo) ?? false) : false));
  const useLogo = !!logo && !failed;
  const nameShown = !hideName && !(useLogo && wide);
  return (
    <>
      {useLogo ? (
        <Logo
          src={logo}
          alt=""
          $size={size}
          $wide={wide}
          onLoad={(e) => {
            const img = e.currentTarget;
            const isWide =
              img.naturalHeight > 0 && img.naturalWidth / img.naturalHeight > WORDMARK_RATIO;
            wordmarks.set(logo, isWide);
            setWide(isWide);
          }}
          onError={() => setFailed(true)}
        />
      ) : (
        <SiteMark name={name} size={size} />
      )}
      {nameShown ? <Name>{name}</Name> : <VisuallyHidden>{name}</VisuallyHidden>}
    </>
  );
}
