import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const size = (v: string | number | undefined, fallback: string) =>
  v === undefined ? fallback : typeof v === 'number' ? `${v}px` : v;

/**
 * A shimmering placeholder block that holds the space of content still loading, so the page
 * does not jump when it arrives. Hidden from assistive technology (announce loading elsewhere).
 */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  $width?: string | number;
  $height?: string | number;
  $radius?: string;
  $round?: boolean;
}>`
  display: block;
  flex: none;
  width: ${({ $width }) => size($width, '100%')};
  height: ${({ $height }) => size($height, '1em')};
  border-radius: ${({ theme, $radius, $round }) => ($round ? '50%' : ($radius ?? theme.radii.sm))};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surfaceRaised} 25%,
    ${({ theme }) => theme.colors.surfaceHover} 50%,
    ${({ theme }) => theme.colors.surfaceRaised} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
