import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { SessionUser } from '@lobby/shared-api';
import { logFailure, useSessionStore } from '@lobby/shared-api';
import { stackedList, Badge, Button, DiscordIcon, KickIcon, LinkIcon } from '@lobby/shared-ui';
import { disconnectKick } from '../api/disconnect-kick';
import type { KickStatusMessage } from '../utils/kick-status';
import { KickStatusBanner } from './kick-status-banner';
import { SettingsCard } from './settings-card';

export const DISCONNECT_CONFIRM = 'Are you sure you want to disconnect your Kick account?';
export const DISCONNECT_FAILED = 'Failed to disconnect Kick account. Please try again.';
/** Spec part 1 §4: the page reloads 1.5 s after a disconnect. */
export const RELOAD_AFTER_MS = 1500;

const reloadPage = () => window.location.reload();

const KICK_GREEN = '#53fc18';
const DISCORD_BLURPLE = '#5865f2';

const List = styled.ul`
  ${stackedList(12)}
`;

const Account = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 14px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Logo = styled.span<{ $color: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #0b0e17;
  color: ${({ $color }) => $color};
  border: 1px solid ${({ $color }) => `${$color}55`};
`;

const Info = styled.div`
  flex: 1 1 180px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  .name {
    display: flex;
    align-items: center;
    gap: 8px;
    flex-wrap: wrap;
    font-weight: 700;
  }
  .detail {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .handle {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    width: 100%;
    > * {
      flex: 1;
    }
  }
`;

const DangerOutline = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => `${theme.colors.danger}66`};
  &:hover:not(:disabled) {
    background: ${({ theme }) => `${theme.colors.danger}1a`};
  }
`;

const KickConnect = styled(Button)`
  background: ${KICK_GREEN};
  color: #0b0e17;
  &:hover:not(:disabled) {
    background: #46d914;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-size: 14px;
  font-weight: 600;
`;

/** Connections tab: link or unlink the member's Kick account (Kick OAuth on the server). */
export function ConnectionsTab({
  user,
  kickUsername,
  status,
  onDismissStatus,
  onReload = reloadPage,
}: {
  user: SessionUser;
  kickUsername: string | null;
  status: KickStatusMessage | null;
  onDismissStatus: () => void;
  /** Reloads the page after a disconnect (a full reload brings every part of the page up to date). */
  onReload?: () => void;
}) {
  const basePath = useSessionStore((s) => s.basePath);
  const disconnectCall = useMutation({
    mutationFn: disconnectKick,
    meta: logFailure('Failed to disconnect Kick account'),
  });
  // Stays busy after success: the page reloads.
  const busy = disconnectCall.isPending || disconnectCall.isSuccess;
  const [disconnected, setDisconnected] = useState(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const disconnect = async () => {
    if (!window.confirm(DISCONNECT_CONFIRM)) return;
    try {
      await disconnectCall.mutateAsync();
      setDisconnected(true);
      reloadTimer.current = setTimeout(onReload, RELOAD_AFTER_MS);
    } catch {
      window.alert(DISCONNECT_FAILED);
    }
  };

  return (
    <>
      {status ? <KickStatusBanner message={status} onDismiss={onDismissStatus} /> : null}
      <SettingsCard
        title="Connected accounts"
        description="Link your streaming account so the community knows who you are in chat, giveaways and raffles."
        icon={<LinkIcon />}
      >
        <List>
          <Account aria-label="Kick">
            <Logo $color={KICK_GREEN}>
              <KickIcon size={22} />
            </Logo>
            <Info>
              <span className="name">
                Kick
                {kickUsername ? (
                  <Badge $tone="success">Connected</Badge>
                ) : (
                  <Badge>Not connected</Badge>
                )}
              </span>
              {kickUsername ? (
                <span className="detail">
                  Linked as <span className="handle">@{kickUsername}</span>
                </span>
              ) : (
                <span className="detail">
                  Connect your Kick account to show your Kick name on your profile.
                </span>
              )}
            </Info>
            <Actions>
              {kickUsername ? (
                <DangerOutline
                  type="button"
                  $variant="secondary"
                  disabled={busy}
                  onClick={() => void disconnect()}
                >
                  {busy ? 'Disconnecting...' : 'Disconnect'}
                </DangerOutline>
              ) : (
                // A full-page navigation: the server starts the OAuth round trip at /auth/kick.
                <KickConnect as="a" href={`${basePath}/auth/kick`}>
                  <KickIcon size={16} />
                  Connect Kick
                </KickConnect>
              )}
            </Actions>
            {disconnected ? (
              <Note role="status" style={{ flexBasis: '100%' }}>
                Kick account disconnected. Reloading…
              </Note>
            ) : null}
          </Account>
          {user.discord_id ? (
            <Account aria-label="Discord">
              <Logo $color={DISCORD_BLURPLE}>
                <DiscordIcon size={22} />
              </Logo>
              <Info>
                <span className="name">
                  Discord <Badge $tone="info">Sign-in account</Badge>
                </span>
                <span className="detail">
                  You log in with Discord as <span className="handle">{user.name}</span>.
                </span>
              </Info>
            </Account>
          ) : null}
        </List>
      </SettingsCard>
    </>
  );
}
