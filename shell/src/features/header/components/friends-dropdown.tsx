import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFriendsQuery } from '@lobby/shared-api';
import { Avatar, Spinner, UsersIcon } from '@lobby/shared-ui';
import { friendName } from '../../friends/utils/friend-name';
import { HeaderDropdown, PanelEmpty, PanelFoot, PanelHead } from './header-dropdown';
import { OnlineStatus } from './online-status';

/** The friends dropdown shows this many friends. */
export const FRIENDS_PREVIEW = 5;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 6px;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  li:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    font-size: 14px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 28px;
`;

/** The open dropdown's content: the cached list at once, refreshed each time it opens. */
function FriendsPanel({ close }: { close: () => void }) {
  // staleTime 0: online states change by the minute, so every opening asks again.
  const query = useFriendsQuery({ staleTime: 0 });
  const friends = query.isError ? [] : (query.data ?? null);
  return (
    <>
      <PanelHead>
        <h2>Friends</h2>
        <Link to="/friends" onClick={close}>
          View All
        </Link>
      </PanelHead>
      {friends === null ? (
        <Loading role="status" aria-label="Loading friends">
          <Spinner />
        </Loading>
      ) : friends.length === 0 ? (
        <PanelEmpty>No friends yet</PanelEmpty>
      ) : (
        <>
          <List aria-label="Friends list">
            {friends.slice(0, FRIENDS_PREVIEW).map((f) => (
              <li key={f.id}>
                <Avatar src={f.avatar} name={friendName(f)} alt="" size={36} />
                <div>
                  <strong>{friendName(f)}</strong>
                  <OnlineStatus online={!!f.online} />
                </div>
              </li>
            ))}
          </List>
          {friends.length > FRIENDS_PREVIEW ? (
            <PanelFoot>
              <Link to="/friends" onClick={close}>
                View all {friends.length} friends
              </Link>
            </PanelFoot>
          ) : null}
        </>
      )}
    </>
  );
}

/** Header dropdown with the member's first five friends and their online state. */
export function FriendsDropdown() {
  return (
    <HeaderDropdown label="Friends" button={<UsersIcon size={19} />} width={320}>
      {(close) => <FriendsPanel close={close} />}
    </HeaderDropdown>
  );
}
