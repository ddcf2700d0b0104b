import styled from 'styled-components';

/** A raised surface with a border and rounded corners. */
export const Card = styled.div<{ $padding?: number }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme, $padding = 5 }) => theme.space($padding)};
`;

/** Page wrapper with a max width and vertical rhythm. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
`;

/** Big page heading. */
export const PageTitle = styled.h1`
  font-size: clamp(24px, 3vw, 32px);
  font-weight: 800;
  letter-spacing: -0.02em;
`;

/** Section heading inside a page. */
export const SectionTitle = styled.h2`
  font-size: 20px;
  font-weight: 700;
`;

/** Muted secondary text. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Responsive auto-filling grid. */
export const Grid = styled.div<{ $min?: number; $gap?: number }>`
  display: grid;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 240 }) => $min}px, 1fr));
`;

/** A labelled figure tile: small label over a big value. */
export const StatTile = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  & > span:first-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
  & > strong {
    font-size: 22px;
  }
`;
