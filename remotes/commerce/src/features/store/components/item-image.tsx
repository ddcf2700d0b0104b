import { useState } from 'react';
import styled from 'styled-components';
import { initialOf } from '@lobby/shared-ui';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.3s ease;
  }
`;

const Fallback = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  font-size: 56px;
  font-weight: 800;
  color: rgba(255, 255, 255, 0.92);
  background:
    radial-gradient(circle at 30% 20%, ${({ theme }) => theme.colors.primary}cc, transparent 60%),
    linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.primary}55,
      ${({ theme }) => theme.colors.accent}55
    );
`;

/** A store item's picture filling the card's top, or its initial when missing or broken. */
export function ItemImage({
  src,
  name,
  children,
}: {
  src: string | null;
  name: string;
  children?: React.ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame>
      {src && !failed ? (
        <img src={src} alt={name} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <Fallback role="img" aria-label={name}>
          {initialOf(name)}
        </Fallback>
      )}
      {children}
    </Frame>
  );
}
