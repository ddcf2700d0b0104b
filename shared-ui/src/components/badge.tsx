import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'live';

/** A small uppercase status label. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  ${({ theme, $tone = 'neutral' }) => {
    // The tint comes from the tone; the text from its readable variant (4.5:1 on the tint).
    const ink = {
      neutral: theme.colors.textMuted,
      primary: theme.colors.primaryInk,
      success: theme.colors.success,
      warning: theme.colors.warning,
      danger: theme.colors.dangerInk,
      info: theme.colors.info,
      live: theme.colors.liveInk,
    }[$tone];
    const c = {
      neutral: theme.colors.textMuted,
      primary: theme.colors.primary,
      success: theme.colors.success,
      warning: theme.colors.warning,
      danger: theme.colors.danger,
      info: theme.colors.info,
      live: theme.colors.live,
    }[$tone];
    return `color: ${ink}; background: ${c}22; border: 1px solid ${c}55;`;
  }}
`;
