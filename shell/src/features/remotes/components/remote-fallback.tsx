import { useState } from 'react';
import styled from 'styled-components';
import { useSessionStore } from '@lobby/shared-api';
import { Button, Card } from '@lobby/shared-ui';
import { hasAdminRole } from '../../../admin/access/admin-gate';

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

const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: 4px;
  text-align: left;
  width: 100%;
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 13px;
  }
`;

/**
 * What the content area shows when a remote cannot be loaded or its page crashed. A visitor sees a
 * friendly panel that names no URL or cause (they leak the site's setup and mean nothing to them);
 * staff see the manifest URL and the cause, to fix it.
 */
export function RemoteFallback({
  name,
  reason,
  refused = false,
  manifest,
  onRetry,
}: {
  name: string;
  /** Why the remote is not mounted or what it threw, when known: shown to staff only. */
  reason?: string | undefined;
  /** The registry or the shell refused the remote (it stays off until fixed). */
  refused?: boolean;
  /** The remote's manifest URL: shown to staff only. */
  manifest?: string | undefined;
  onRetry: () => void | Promise<void>;
}) {
  const staff = useSessionStore((s) => hasAdminRole(s.user?.role));
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
      {staff ? (
        <>
          {reason && <Reason>{reason.replace(/\.?$/, '.')}</Reason>}
          <p>
            The <Name>{name}</Name>{' '}
            {refused
              ? 'section is not shown until this is fixed. The rest of the site still works.'
              : 'section could not be loaded right now. The rest of the site still works.'}
          </p>
          {manifest && (
            <Details aria-label="Remote details">
              <dt>Manifest</dt>
              <dd>{manifest}</dd>
            </Details>
          )}
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
