import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { UserRef } from '@lobby/shared-api';
import { Avatar } from '@lobby/shared-ui';
import { displayName, profilePath } from '../utils/hunt-display';

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  max-width: 100%;
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.sm};
  span.name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover span.name {
    color: ${({ theme }) => theme.colors.primaryInk};
    text-decoration: underline;
  }
`;

const AvatarSlot = styled.span`
  display: inline-flex;
  flex: none;
`;

/** A member's avatar and public name, linking to their profile. */
export function MemberLink({ user, size = 28 }: { user: UserRef; size?: number }) {
  const name = displayName(user);
  return (
    <Anchor to={profilePath(user)} title={name}>
      {/* Decorative here: the name next to it already labels the link. */}
      <AvatarSlot aria-hidden="true">
        <Avatar src={user.avatar} name={name} size={size} />
      </AvatarSlot>
      <span className="name">{name}</span>
    </Anchor>
  );
}
