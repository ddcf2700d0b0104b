import styled from 'styled-components';
import { RefreshIcon, Spinner } from '@lobby/shared-ui';
import type { CaptchaState } from '../hooks/use-captcha';

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: 8px;
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: 1;
  min-width: 0;
  height: 64px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  overflow: hidden;
  img {
    height: 100%;
    width: auto;
    max-width: 100%;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
  text-align: center;
`;

const RefreshButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** The captcha image with its refresh button; a failed load says so and can be retried. */
export function CaptchaPanel({ state, onRefresh }: { state: CaptchaState; onRefresh: () => void }) {
  return (
    <Row>
      <Box aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'ready' ? (
          <img src={state.captcha.image} alt="Verification code" />
        ) : state.status === 'error' ? (
          <Failed role="alert">Failed to load captcha</Failed>
        ) : (
          <Spinner $size={22} role="status" aria-label="Loading captcha" />
        )}
      </Box>
      <RefreshButton
        type="button"
        aria-label="Refresh captcha"
        title="Show another code"
        onClick={onRefresh}
        disabled={state.status === 'loading'}
      >
        <RefreshIcon size={20} />
      </RefreshButton>
    </Row>
  );
}
