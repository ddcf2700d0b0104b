import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The one button: `variant` and `size`; renders a <button> (use `as={Link}` for links). */
export const Button = styled.button<{
  $variant?: ButtonVariant;
  $size?: 'sm' | 'md' | 'lg';
  $block?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background 0.15s ease,
    border-color 0.15s ease,
    opacity 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $size = 'md' }) =>
    $size === 'sm'
      ? css`
          padding: 6px 12px;
          font-size: 13px;
        `
      : $size === 'lg'
        ? css`
            padding: 14px 24px;
            font-size: 16px;
          `
        : css`
            padding: 10px 18px;
            font-size: 14px;
          `}
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceHover};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.textMuted};
          &:hover:not(:disabled) {
            color: ${theme.colors.text};
            background: ${theme.colors.surfaceRaised};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: #fff;
          &:hover:not(:disabled) {
            opacity: 0.9;
          }
        `;
      default:
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
    }
  }}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
