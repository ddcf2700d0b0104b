import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ContactInput } from '@lobby/contract-support';
import { Button, CheckIcon } from '@lobby/shared-ui';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 14px;
  padding: 32px 8px;
  h2 {
    font-size: 24px;
    font-weight: 800;
    outline: none;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 420px;
    overflow-wrap: anywhere;
  }
`;

const Check = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.success}1f;
  border: 1px solid ${({ theme }) => theme.colors.success}66;
`;

/** 'Message Sent!' with a way to write another message. */
export function ContactSuccess({
  sent,
  onSendAnother,
}: {
  sent: ContactInput;
  onSendAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Wrap>
      <Check aria-hidden="true">
        <CheckIcon size={36} strokeWidth={2.5} />
      </Check>
      <h2 ref={heading} tabIndex={-1}>
        Message Sent!
      </h2>
      <p>
        Thanks, {sent.name}. We received your message about “{sent.subject}” and will reply to{' '}
        {sent.email}.
      </p>
      <Button type="button" $variant="secondary" onClick={onSendAnother}>
        Send Another Message
      </Button>
    </Wrap>
  );
}
