import { ImageWithFallback } from '@lobby/shared-ui';
import styled from 'styled-components';

const Mark = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $size }) => Math.round($size / 4)}px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.accent});
  color: #fff;
  font-weight: 900;
  font-size: ${({ $size }) => Math.round($size * 0.5)}px;
  box-shadow: 0 6px 20px ${({ theme }) => theme.colors.primary}55;
`;

/** The site's logo from settings, or a gradient tile with the site name's first letter. */
export function SiteMark({ logo, name, size = 36 }: { logo: string | null; name: string; size?: number }) {
  if (logo) return <ImageWithFallback src={logo} name={name} alt="" size={size} />;
  return (
    <Mark $size={size} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || 'L'}
    </Mark>
  );
}
