import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Notification } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { formatRelativeShort, Spinner, useNow, BellIcon } from '@lobby/shared-ui';
import { useNotifications } from '../hooks/use-notifications';
import { CountBadge, HeaderDropdown, PanelEmpty, PanelHead } from './header-dropdown';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 6px;
`;

const Item = styled.button`
  width: 100%;
  display: flex;
  gap: 12px;
  padding: 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  .dot {
    flex: none;
    width: 8px;
    height: 8px;
    margin-top: 7px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    flex: 1;
  }
  strong {
    font-size: 14px;
  }
  .message {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  time {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 28px;
`;

function messageOf(n: Notification): string {
  const data = n.data as Notification['data'] & { description?: string; body?: string };
  return data.message || data.description || data.body || '';
}

/** Where a notification's `data.url` leads: an in-app path for the router, or a full URL. */
export function notificationTarget(
  url: string | null | undefined,
  basePath: string,
): { internal: string } | { external: string } | null {
  if (!url) return null;
  let target: URL;
  try {
    target = new URL(url, window.location.origin + (basePath || '') + '/');
  } catch {
    return null;
  }
  if (target.origin !== window.location.origin) return { external: target.href };
  let path = target.pathname;
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`)))
    path = path.slice(basePath.length) || '/';
  return { internal: `${path}${target.search}${target.hash}` };
}

/** Header dropdown with the unread notifications, a badge with their count and 'Mark all as read'. */
export function NotificationsDropdown() {
  const { items, unread, loaded, markRead, markAllRead, refresh } = useNotifications(true);
  const basePath = useSessionStore((s) => s.basePath);
  const navigate = useNavigate();
  const now = useNow(30_000);

  const open = (n: Notification, close: () => void) => {
    void markRead(n.id);
    const target = notificationTarget(n.data?.url, basePath);
    if (!target) return;
    close();
    if ('internal' in target) void navigate(target.internal);
    else window.location.assign(target.external);
  };

  return (
    <HeaderDropdown
      label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      panelLabel="Notifications"
      width={360}
      onOpen={() => void refresh()}
      button={
        <>
          <BellIcon size={19} />
          {unread > 0 ? (
            <CountBadge aria-hidden="true">{unread > 99 ? '99+' : unread}</CountBadge>
          ) : null}
        </>
      }
    >
      {(close) => (
        <>
          <PanelHead>
            <h2>Notifications</h2>
            {items.length > 0 ? (
              <button type="button" className="link" onClick={() => void markAllRead()}>
                Mark all as read
              </button>
            ) : null}
          </PanelHead>
          {!loaded ? (
            <Loading role="status" aria-label="Loading notifications">
              <Spinner />
            </Loading>
          ) : items.length === 0 ? (
            <PanelEmpty>No new notifications</PanelEmpty>
          ) : (
            <List aria-label="Unread notifications">
              {items.map((n) => (
                <li key={n.id}>
                  <Item type="button" onClick={() => open(n, close)}>
                    <span className="dot" aria-hidden="true" />
                    <span className="body">
                      <strong>{n.data?.title || 'Notification'}</strong>
                      {messageOf(n) ? <span className="message">{messageOf(n)}</span> : null}
                      <time dateTime={n.created_at}>{formatRelativeShort(n.created_at, now)}</time>
                    </span>
                  </Item>
                </li>
              ))}
            </List>
          )}
        </>
      )}
    </HeaderDropdown>
  );
}
