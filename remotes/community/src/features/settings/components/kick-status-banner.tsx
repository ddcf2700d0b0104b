import { useId } from 'react';
import styled from 'styled-components';
import { AlertIcon, CheckCircleIcon, CloseIcon } from '@lobby/shared-ui';
import type { KickStatusMessage } from '../utils/kick-status';

const Wrap = styled.div<{ $tone: KickStatusMessage['tone'] }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme, $tone }) => {
    const c = {
      success: theme.colors.success,
      info: theme.colors.info,
      warning: theme.colors.warning,
      danger: theme.colors.danger,
    }[$tone];
    return `background: ${c}17; border: 1px solid ${c}59; > svg { color: ${c}; }`;
  }}
  > svg {
    flex: none;
    margin-top: 1px;
  }
  div {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
    font-size: 15px;
  }
  p {
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
    line-height: 1.5;
  }
`;

const Dismiss = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -6px -6px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

/** The outcome of the Kick linking round trip, until the member dismisses it. */
export function KickStatusBanner({
  message,
  onDismiss,
}: {
  message: KickStatusMessage;
  onDismiss: () => void;
}) {
  const id = useId();
  const urgent = message.tone === 'danger' || message.tone === 'warning';
  return (
    <Wrap $tone={message.tone} role={urgent ? 'alert' : 'status'} aria-labelledby={id}>
      {message.tone === 'success' ? <CheckCircleIcon /> : <AlertIcon />}
      <div>
        <strong id={id}>{message.title}</strong>
        <p>{message.text}</p>
      </div>
      <Dismiss type="button" aria-label="Dismiss" onClick={onDismiss}>
        <CloseIcon size={18} />
      </Dismiss>
    </Wrap>
  );
}
