import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.96); }
  to { opacity: 1; transform: none; }
`;

const Box = styled.section`
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary}14;
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  ol {
    margin: 0;
    padding-left: 1.4em;
  }
`;

const Winner = styled.li<{ $animate: boolean; $delay: number }>`
  font-weight: 600;
  ${({ $animate, $delay }) =>
    $animate &&
    css`
      opacity: 0;
      animation: ${rise} 0.5s ease-out ${$delay}s forwards;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: 1;
  }
`;

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * True once a draw happens while the page is open (drawn_at goes from null to a time through the
 * live channel's refetch); a page opened on a drawn draw shows its winners plainly.
 */
export function useDrawnWhileOpen(drawnAt: string | null | undefined): boolean {
  const sawOpen = useRef(false);
  const [drawnLive, setDrawnLive] = useState(false);
  useEffect(() => {
    if (drawnAt === null) sawOpen.current = true;
    else if (drawnAt && sawOpen.current) setDrawnLive(true);
  }, [drawnAt]);
  return drawnLive;
}

/**
 * The winners revealed one after the other, when the draw happened while the page was open.
 * Under prefers-reduced-motion they appear at once, without movement.
 */
export function WinnersReveal({ drawnAt, winners }: { drawnAt: string | null; winners: string[] }) {
  const live = useDrawnWhileOpen(drawnAt);
  if (!live) return null;
  const animate = !reducedMotion();
  return (
    <Box role="status" aria-label="The draw">
      <h2>{winners.length ? 'The winners are drawn!' : 'Drawn: nobody entered.'}</h2>
      {winners.length ? (
        <ol>
          {winners.map((name, i) => (
            <Winner key={`${i}:${name}`} $animate={animate} $delay={0.6 * i}>
              {name}
            </Winner>
          ))}
        </ol>
      ) : null}
    </Box>
  );
}
