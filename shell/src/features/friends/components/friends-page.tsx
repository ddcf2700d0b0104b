import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Friend, FriendRequest } from '@lobby/shared-api';
import {
  sharedKeys,
  useAcceptFriendRequest,
  useCurrentUser,
  useDeclineFriendRequest,
  useFriendRequestsQuery,
  useFriendsQuery,
  useRemoveFriend,
} from '@lobby/shared-api';
import {
  ErrorAlert,
  stackedList,
  Avatar,
  Badge,
  Button,
  Card,
  EmptyState,
  Loader,
  Modal,
  Page,
  PageTitle,
  SectionTitle,
  formatRelativeLong,
} from '@lobby/shared-ui';
import { OnlineStatus } from '../../header/components/online-status';
import { useDocumentTitle } from '../../layout/hooks/use-document-title';
import { friendName } from '../utils/friend-name';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  .head {
    display: flex;
    align-items: center;
    gap: 10px;
  }
`;

const Rows = styled.ul`
  ${stackedList(10)}
`;

const Row = styled(Card).attrs({ as: 'li' })`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 12px 16px;
  flex-wrap: wrap;
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1;
  strong,
  a {
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a:hover {
    text-decoration: underline;
  }
  span.meta {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-left: auto;
`;

const FriendGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const FriendCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 14px 16px;
`;

type Loaded = { friends: Friend[]; requests: FriendRequest[] };

function LoggedOut() {
  return (
    <EmptyState
      title="Log in to see your friends"
      action={
        <Button as={Link} to="/login?next=%2Ffriends">
          Login
        </Button>
      }
    >
      Your friends list, friend requests and who is online show up here once you are logged in.
    </EmptyState>
  );
}

/** /friends: the member's friends, incoming requests (Accept/Decline) and outgoing ones (Pending). */
export function FriendsPage() {
  useDocumentTitle('Friends');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const friendsQuery = useFriendsQuery();
  const requestsQuery = useFriendRequestsQuery();
  const acceptRequest = useAcceptFriendRequest();
  const declineRequest = useDeclineFriendRequest();
  const removeFriend = useRemoveFriend();
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [confirm, setConfirm] = useState<Friend | null>(null);

  if (!user) {
    return (
      <Page>
        <PageTitle>Friends</PageTitle>
        <LoggedOut />
      </Page>
    );
  }

  const loadFailed = friendsQuery.isError || requestsQuery.isError;
  const data: Loaded | null =
    friendsQuery.data && requestsQuery.data
      ? { friends: friendsQuery.data, requests: requestsQuery.data }
      : null;
  const reload = () => {
    if (friendsQuery.isError) void friendsQuery.refetch();
    if (requestsQuery.isError) void requestsQuery.refetch();
  };

  /** Shows a done action at once; the friends queries reload behind it (the mutation asks). */
  const apply = (after: (d: Loaded) => Loaded) => {
    const friendsKey = sharedKeys.friendList(user.id);
    const requestsKey = sharedKeys.friendRequests(user.id);
    const friends = queryClient.getQueryData<Friend[]>(friendsKey);
    const requests = queryClient.getQueryData<FriendRequest[]>(requestsKey);
    if (!friends || !requests) return;
    const next = after({ friends, requests });
    queryClient.setQueryData(friendsKey, next.friends);
    queryClient.setQueryData(requestsKey, next.requests);
  };

  const run = async (
    key: string,
    action: () => Promise<unknown>,
    after: (d: Loaded) => Loaded,
    failText: string,
  ) => {
    setBusy((b) => ({ ...b, [key]: true }));
    setActionError(null);
    try {
      await action();
      apply(after);
    } catch {
      // Logged by the mutation.
      setActionError(failText);
    } finally {
      setBusy((b) => ({ ...b, [key]: false }));
    }
  };

  const accept = (req: FriendRequest) =>
    run(
      `req-${req.id}`,
      () => acceptRequest.mutateAsync(req.id),
      (d) => ({
        requests: d.requests.filter((r) => r.id !== req.id),
        friends: d.friends.some((f) => f.id === req.user.id) ? d.friends : [...d.friends, req.user],
      }),
      'The request could not be accepted. Please try again.',
    );

  const decline = (req: FriendRequest) =>
    run(
      `req-${req.id}`,
      () => declineRequest.mutateAsync(req.id),
      (d) => ({ ...d, requests: d.requests.filter((r) => r.id !== req.id) }),
      'The request could not be declined. Please try again.',
    );

  const remove = async (friend: Friend) => {
    setConfirm(null);
    await run(
      `friend-${friend.id}`,
      () => removeFriend.mutateAsync(friend.id),
      (d) => ({ ...d, friends: d.friends.filter((f) => f.id !== friend.id) }),
      `${friendName(friend)} could not be removed. Please try again.`,
    );
  };

  const incoming = data?.requests.filter((r) => r.direction === 'incoming') ?? [];
  const outgoing = data?.requests.filter((r) => r.direction === 'outgoing') ?? [];
  const friends = [...(data?.friends ?? [])].sort(
    (a, b) => Number(b.online) - Number(a.online) || friendName(a).localeCompare(friendName(b)),
  );
  const onlineCount = friends.filter((f) => f.online).length;

  return (
    <Page>
      <div>
        <PageTitle>Friends</PageTitle>
        <Intro>See who is online, answer friend requests and manage your friends.</Intro>
      </div>

      <ErrorAlert>{actionError}</ErrorAlert>

      {loadFailed ? (
        <EmptyState
          title="Friends unavailable"
          action={
            <Button type="button" onClick={reload}>
              Try again
            </Button>
          }
        >
          Your friends could not be loaded. Please try again.
        </EmptyState>
      ) : !data ? (
        <Loader label="Loading friends..." />
      ) : (
        <>
          {incoming.length + outgoing.length > 0 ? (
            <Section aria-labelledby="friend-requests">
              <div className="head">
                <SectionTitle id="friend-requests">Friend Requests</SectionTitle>
                {incoming.length ? <Badge $tone="primary">{incoming.length} new</Badge> : null}
              </div>
              <Rows>
                {incoming.map((req) => (
                  <Row key={req.id} aria-label={`Request from ${friendName(req.user)}`}>
                    <Avatar src={req.user.avatar} name={friendName(req.user)} alt="" size={44} />
                    <Who>
                      <Link to={`/profile/${encodeURIComponent(req.user.username)}`}>
                        {friendName(req.user)}
                      </Link>
                      <span className="meta">
                        Wants to be your friend · {formatRelativeLong(req.created_at)}
                      </span>
                    </Who>
                    <Actions>
                      <Button
                        type="button"
                        $size="sm"
                        disabled={busy[`req-${req.id}`]}
                        onClick={() => void accept(req)}
                      >
                        Accept
                      </Button>
                      <Button
                        type="button"
                        $size="sm"
                        $variant="secondary"
                        disabled={busy[`req-${req.id}`]}
                        onClick={() => void decline(req)}
                      >
                        Decline
                      </Button>
                    </Actions>
                  </Row>
                ))}
                {outgoing.map((req) => (
                  <Row key={req.id} aria-label={`Request to ${friendName(req.user)}`}>
                    <Avatar src={req.user.avatar} name={friendName(req.user)} alt="" size={44} />
                    <Who>
                      <Link to={`/profile/${encodeURIComponent(req.user.username)}`}>
                        {friendName(req.user)}
                      </Link>
                      <span className="meta">
                        You sent a request · {formatRelativeLong(req.created_at)}
                      </span>
                    </Who>
                    <Actions>
                      <Badge $tone="warning">Pending</Badge>
                    </Actions>
                  </Row>
                ))}
              </Rows>
            </Section>
          ) : null}

          <Section aria-labelledby="friends-list">
            <div className="head">
              <SectionTitle id="friends-list">Your Friends ({friends.length})</SectionTitle>
              {onlineCount ? <Badge $tone="success">{onlineCount} online</Badge> : null}
            </div>
            {friends.length === 0 ? (
              <EmptyState title="No friends yet">
                Visit a member's profile from the leaderboard, a tournament or a bonus hunt and send
                them a friend request.
              </EmptyState>
            ) : (
              <FriendGrid>
                {friends.map((f) => (
                  <FriendCard key={f.id} aria-label={friendName(f)}>
                    <Avatar src={f.avatar} name={friendName(f)} alt="" size={48} />
                    <Who>
                      <Link to={`/profile/${encodeURIComponent(f.username)}`}>{friendName(f)}</Link>
                      <OnlineStatus online={!!f.online} />
                    </Who>
                    <Button
                      type="button"
                      $size="sm"
                      $variant="ghost"
                      disabled={busy[`friend-${f.id}`]}
                      aria-label={`Remove ${friendName(f)}`}
                      onClick={() => setConfirm(f)}
                    >
                      Remove
                    </Button>
                  </FriendCard>
                ))}
              </FriendGrid>
            )}
          </Section>
        </>
      )}

      <Modal open={!!confirm} title="Remove friend" onClose={() => setConfirm(null)} width={420}>
        {confirm ? (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
            <p>
              Remove <strong>{friendName(confirm)}</strong> from your friends? You can send a new
              request later.
            </p>
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
              <Button type="button" $variant="secondary" onClick={() => setConfirm(null)}>
                Cancel
              </Button>
              <Button type="button" $variant="danger" onClick={() => void remove(confirm)}>
                Remove
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </Page>
  );
}
