import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@lobby/shared-ui';

const Wrap = styled(Card)`
  max-width: 560px;
  margin: 48px auto;
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 12px;
  padding: 40px 24px;
  h2 {
    font-size: 20px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Icon = styled.div`
  width: 56px;
  height: 56px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warning}1f;
  border: 1px solid ${({ theme }) => theme.colors.warning}55;
`;

const Name = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
`;

const Reason = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
  }
  overflow-wrap: anywhere;
`;

/** What the content area shows when a remote cannot be loaded or its page crashed. */
export function RemoteFallback({
  name,
  reason,
  onRetry,
}: {
  name: string;
  /** Why the remote is not mounted, when known (the registry's reason, or the versions). */
  reason?: string | undefined;
  onRetry: () => void | Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Wrap role="alert">
      <Icon aria-hidden="true">
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          <path d="M12 9v4M12 17h.01" />
        </svg>
      </Icon>
      <h2>This section failed to load</h2>
      {reason ? (
        <>
          <Reason>{reason.replace(/\.?$/, '.')}</Reason>
          <p>
            The <Name>{name}</Name> section is not shown until this is fixed. The rest of the site
            still works.
          </p>
        </>
      ) : (
        <p>
          The <Name>{name}</Name> section could not be loaded right now. The rest of the site still
          works — try again in a moment.
        </p>
      )}
      <Button type="button" onClick={() => void retry()} disabled={busy}>
        {busy ? 'Retrying...' : 'Retry'}
      </Button>
    </Wrap>
  );
}
