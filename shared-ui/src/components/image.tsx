import { useState } from 'react';
import styled from 'styled-components';
import { initialOf } from '../format/format';

const Fallback = styled.span<{ $size: number; $round: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.md)};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
  color: #fff;
  font-weight: 800;
  font-size: ${({ $size }) => Math.max(11, Math.round($size * 0.42))}px;
  overflow: hidden;
`;

const Img = styled.img<{ $size: number; $round: boolean }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  object-fit: cover;
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.md)};
`;

export interface ImageWithFallbackProps {
  src: string | null | undefined;
  name: string | null | undefined;
  size?: number;
  round?: boolean;
  alt?: string;
}

/** An image that falls back to the name's initial letter when missing or failing to load. */
export function ImageWithFallback({
  src,
  name,
  size = 40,
  round = false,
  alt,
}: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <Fallback $size={size} $round={round} role="img" aria-label={alt ?? name ?? ''}>
        {initialOf(name)}
      </Fallback>
    );
  return (
    <Img
      src={src}
      alt={alt ?? name ?? ''}
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
