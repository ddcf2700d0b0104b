import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfileFriendship } from '@lobby/contract-community';
import {
  ApiError,
  useAcceptFriendRequest,
  useDeclineFriendRequest,
  useRemoveFriend,
  useSendFriendRequest,
} from '@lobby/shared-api';
import { Button, Modal, UserCheckIcon, UserPlusIcon } from '@lobby/shared-ui';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 6px;
  @media (max-width: 639px) {
    align-items: stretch;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  @media (max-width: 639px) {
    & > * {
      flex: 1 1 auto;
    }
  }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 14px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => `${theme.colors.success}1a`};
  border: 1px solid ${({ theme }) => `${theme.colors.success}55`};
  white-space: nowrap;
  justify-content: center;
`;

const ErrorText = styled.p`
  margin: 0;
  max-width: 320px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.danger};
  text-align: right;
  @media (max-width: 639px) {
    max-width: none;
    text-align: left;
  }
`;

const ConfirmActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
`;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

export interface FriendActionsProps {
  /** The member whose profile this is. */
  userId: number;
  name: string;
  /** The viewer's friendship with them; null when logged out. */
  friendship: ProfileFriendship | null;
  /** Where the login link should come back to. */
  loginNext: string;
  /** Called with the new state after a successful action. */
  onChange: (friendship: ProfileFriendship) => void;
}

/**
 * The friend button of another member's profile: Add Friend → Request Sent; Accept Request (or
 * Decline) when they asked first; Friends ✓ with Remove; a login link when logged out. Server
 * errors show in a small inline message.
 */
export function FriendActions({
  userId,
  name,
  friendship,
  loginNext,
  onChange,
}: FriendActionsProps) {
  const sendRequest = useSendFriendRequest();
  const acceptRequest = useAcceptFriendRequest();
  const declineRequest = useDeclineFriendRequest();
  const removeFriend = useRemoveFriend();
  const busy = [sendRequest, acceptRequest, declineRequest, removeFriend].some((m) => m.isPending);
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  if (!friendship) {
    return (
      <Wrap>
        <Button as={Link} to={`/login?next=${encodeURIComponent(loginNext)}`} $variant="secondary">
          <UserPlusIcon size={18} />
          Log in to add friends
        </Button>
      </Wrap>
    );
  }
  if (friendship.status === 'self') return null;

  // The friend mutations log a failure and reload the member's friends lists (header, /friends).
  const run = async (action: () => Promise<unknown>, next: ProfileFriendship, fallback: string) => {
    setError(null);
    try {
      await action();
      onChange(next);
    } catch (e) {
      setError(messageOf(e, fallback));
    }
  };

  const add = () =>
    run(
      () => sendRequest.mutateAsync(userId),
      { status: 'pending_outgoing', request_id: null },
      'The friend request could not be sent. Please try again.',
    );
  const accept = (id: number) =>
    run(
      () => acceptRequest.mutateAsync(id),
      { status: 'friends', request_id: null },
      'The request could not be accepted. Please try again.',
    );
  const decline = (id: number) =>
    run(
      () => declineRequest.mutateAsync(id),
      { status: 'none', request_id: null },
      'The request could not be declined. Please try again.',
    );
  const remove = () => {
    setConfirmRemove(false);
    void run(
      () => removeFriend.mutateAsync(userId),
      { status: 'none', request_id: null },
      'The friend could not be removed. Please try again.',
    );
  };

  let content;
  switch (friendship.status) {
    case 'none':
      content = (
        <Button type="button" onClick={() => void add()} disabled={busy}>
          <UserPlusIcon size={18} />
          {busy ? 'Sending...' : 'Add Friend'}
        </Button>
      );
      break;
    case 'pending_outgoing':
      content = (
        <Button type="button" $variant="secondary" disabled title="Waiting for them to accept">
          Request Sent
        </Button>
      );
      break;
    case 'pending_incoming': {
      const id = friendship.request_id;
      content = (
        <>
          <Button
            type="button"
            onClick={() => id != null && void accept(id)}
            disabled={busy || id == null}
          >
            <UserCheckIcon size={18} />
            Accept Request
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => id != null && void decline(id)}
            disabled={busy || id == null}
          >
            Decline
          </Button>
        </>
      );
      break;
    }
    case 'friends':
      content = (
        <>
          <Status role="status">Friends ✓</Status>
          <Button
            type="button"
            $variant="ghost"
            onClick={() => setConfirmRemove(true)}
            disabled={busy}
            aria-label={`Remove ${name} from friends`}
          >
            Remove
          </Button>
        </>
      );
      break;
  }

  return (
    <Wrap>
      <Row>{content}</Row>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Modal
        open={confirmRemove}
        title="Remove friend"
        onClose={() => setConfirmRemove(false)}
        width={420}
      >
        <p>Remove {name} from your friends?</p>
        <ConfirmActions>
          <Button type="button" $variant="secondary" onClick={() => setConfirmRemove(false)}>
            Cancel
          </Button>
          <Button type="button" $variant="danger" onClick={remove}>
            Remove
          </Button>
        </ConfirmActions>
      </Modal>
    </Wrap>
  );
}
