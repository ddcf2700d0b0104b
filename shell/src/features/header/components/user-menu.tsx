import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { readCsrfToken, useCurrentUser, useSessionStore } from '@lobby/shared-api';
import {
  Avatar,
  ChevronDownIcon,
  LogoutIcon,
  NameLines,
  SettingsIcon,
  ShieldIcon,
  TicketIcon,
  UserIcon,
} from '@lobby/shared-ui';
import { hasAdminRole } from '../../../admin/access/admin-gate';
import { HeaderDropdown } from './header-dropdown';

const Name = styled.span`
  max-width: 140px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text};
  @media (max-width: 639px) {
    display: none;
  }
`;

const Chevron = styled.span`
  display: inline-flex;
  @media (max-width: 639px) {
    display: none;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 6px;
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 14px;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;
const ItemLink = styled(Link)`
  ${itemStyle}
`;
const ItemAnchor = styled.a`
  ${itemStyle}
`;

// Sign out posts a form (logout is POST only, CSRF-checked): it works before the remotes load and
// without script, and the server sends the browser home.
const SignOutForm = styled.form`
  margin: 0;
`;
const SignOutButton = styled.button`
  ${itemStyle}
  width: 100%;
  border: 0;
  background: none;
  font: inherit;
  font-size: 14px;
  font-weight: 500;
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.danger};
  &:hover {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Divider = styled.li`
  height: 1px;
  margin: 6px 4px;
  background: ${({ theme }) => theme.colors.border};
`;

function Entry({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

/** The member's menu: avatar, name and email; profile, tickets, settings, admin panel, sign out. */
export function UserMenu() {
  const user = useCurrentUser();
  const basePath = useSessionStore((s) => s.basePath);
  if (!user) return null;
  return (
    <HeaderDropdown
      label={user.name}
      width={280}
      button={
        <>
          <Avatar src={user.avatar} name={user.name} alt="" size={28} />
          <Name aria-hidden="true">{user.name}</Name>
          <Chevron aria-hidden="true">
            <ChevronDownIcon size={16} />
          </Chevron>
        </>
      }
    >
      {(close) => (
        <>
          <Who>
            <Avatar src={user.avatar} name={user.name} alt="" size={44} />
            <NameLines>
              <strong>{user.name}</strong>
              {user.email ? <span>{user.email}</span> : <span>@{user.username}</span>}
            </NameLines>
          </Who>
          <Links>
            <Entry>
              <ItemLink to="/profile" onClick={close}>
                <UserIcon size={18} /> Your Profile
              </ItemLink>
            </Entry>
            <Entry>
              <ItemLink to="/tickets" onClick={close}>
                <TicketIcon size={18} /> My Tickets
              </ItemLink>
            </Entry>
            <Entry>
              <ItemLink to="/settings" onClick={close}>
                <SettingsIcon size={18} /> Settings
              </ItemLink>
            </Entry>
            {/* Moderators work in the panel too (its screens are filtered by role there). */}
            {hasAdminRole(user.role) ? (
              <Entry>
                <ItemAnchor href={`${basePath}/admin-new/`}>
                  <ShieldIcon size={18} /> Admin Panel
                </ItemAnchor>
              </Entry>
            ) : null}
            <Divider aria-hidden="true" />
            <Entry>
              <SignOutForm
                method="post"
                action={`${basePath}/logout`}
                onSubmit={(event) => {
                  // The token may have changed since render (a login in this page): send the current one.
                  const field = event.currentTarget.elements.namedItem('_csrf');
                  if (field instanceof HTMLInputElement) field.value = readCsrfToken() ?? '';
                }}
              >
                <input type="hidden" name="_csrf" defaultValue={readCsrfToken() ?? ''} />
                <SignOutButton type="submit">
                  <LogoutIcon size={18} /> Sign out
                </SignOutButton>
              </SignOutForm>
            </Entry>
          </Links>
        </>
      )}
    </HeaderDropdown>
  );
}
