import { useState } from 'react';
import styled from 'styled-components';
import { initialOf } from '../format/format';

type Box = { $size: number | 'fill'; $round: boolean };

/** A square of `size` px, or the whole of its container ('fill'). */
const box = ({ $size }: Box) =>
  $size === 'fill' ? 'width: 100%; height: 100%;' : `width: ${$size}px; height: ${$size}px;`;

const Fallback = styled.span<Box & { $background?: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${box}
  flex: none;
  border-radius: ${({ $round, $size, theme }) =>
    $round ? '50%' : $size === 'fill' ? '0' : theme.radii.md};
  background: ${({ $background, theme }) =>
    $background ?? `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.accent})`};
  color: #fff;
  font-weight: 800;
  font-size: ${({ $size }) => ($size === 'fill' ? 22 : Math.max(11, Math.round($size * 0.42)))}px;
  overflow: hidden;
  &[data-initial]::before {
    content: attr(data-initial);
  }
`;

const Img = styled.img<Box>`
  ${box}
  flex: none;
  object-fit: ${({ $size }) => ($size === 'fill' ? 'contain' : 'cover')};
  border-radius: ${({ $round, $size, theme }) =>
    $round ? '50%' : $size === 'fill' ? '0' : theme.radii.md};
`;

export interface ImageWithFallbackProps {
  src: string | null | undefined;
  name: string | null | undefined;
  /** Width and height in px, or 'fill' to take the container's box (a logo is shown whole). */
  size?: number | 'fill';
  round?: boolean;
  alt?: string;
  /** The initial letter's background (CSS), instead of the theme's gradient. */
  fallbackBackground?: string;
}

/** An image that falls back to the name's initial letter when missing or failing to load. */
export function ImageWithFallback({
  src,
  name,
  size = 40,
  round = false,
  alt,
  fallbackBackground,
}: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  const label = alt ?? name ?? '';
  if (!src || failed)
    return (
      // With no text (alt="": decorative, the name is written beside it) the letter is hidden
      // from assistive technology, as an <img alt=""> would be, and drawn by CSS rather than
      // written: it is no part of the visible label of a control it sits in (a menu button named
      // after the member keeps its visible text in its name, WCAG 2.5.3).
      label ? (
        <Fallback
          $size={size}
          $round={round}
          $background={fallbackBackground}
          role="img"
          aria-label={label}
        >
          {initialOf(name)}
        </Fallback>
      ) : (
        <Fallback
          $size={size}
          $round={round}
          $background={fallbackBackground}
          aria-hidden
          data-initial={initialOf(name)}
        />
      )
    );
  return (
    <Img
      src={src}
      alt={label}
      $size={size}
      $round={round}
      onError={() => setFailed(true)}
      loading="lazy"
    />
  );
}

/** A round member avatar with the initial-letter fallback. */
export function Avatar(props: Omit<ImageWithFallbackProps, 'round'>) {
  return <ImageWithFallback {...props} round />;
}
