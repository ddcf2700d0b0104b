import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A small spinning ring. */
export const Spinner = styled.span<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 24 }) => $size}px;
  height: ${({ $size = 24 }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A centred spinner with a label; announced politely to screen readers. */
export function Loader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Wrap role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Wrap>
  );
}
