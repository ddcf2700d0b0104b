import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import type {
  AdminGamePlayerInput,
  AdminHuntResponse,
  BonusHuntGame,
} from '@lobby/contract-engagement';
import { logFailure } from '@lobby/shared-api';
import { AdminFormField, Alert, Button, Input, Modal, Muted } from '@lobby/shared-ui';
import { failureText } from '../../shared/api/admin-api';
import { slotCallKeys } from '../../slot-calls/api/admin-slot-calls';
import { adminHuntKeys, searchHuntMembers, updateHuntGame } from '../api/admin-bonus-hunts';
import { useQueuedCalls } from './use-queued-calls';

const KICK_NAME = /^[A-Za-z0-9_.-]{2,30}$/;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  h3 {
    font-size: 15px;
    margin-bottom: 8px;
  }
`;

const SearchRow = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px;
  align-items: end;
`;

const Choices = styled.ul`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-top: 8px;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    min-width: 0;
  }
  li > span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Who plays `game` now, as text. */
export function playerName(game: BonusHuntGame): string | null {
  if (game.assigned_user) return `@${game.assigned_user.username}`;
  return game.assigned_kick_username;
}

/**
 * Picks the player of one of the hunt's slots: a member found by name, a Kick name typed in, or
 * the caller of a queued `!call` (taking it marks the call played); or clears it.
 */
export function AssignPlayerDialog({
  huntId,
  game,
  index,
  onClose,
  onAnswer,
}: {
  huntId: number;
  game: BonusHuntGame;
  index: number;
  onClose: () => void;
  onAnswer: (answer: AdminHuntResponse) => void;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const members = useQuery({
    queryKey: adminHuntKeys.members(asked),
    queryFn: () => searchHuntMembers(asked),
    enabled: asked.length > 0,
    meta: logFailure('[engagement/admin] Failed to search members'),
  });
  const { query: calls, calls: queued } = useQueuedCalls();
  const assign = useMutation({
    mutationFn: (player: AdminGamePlayerInput | null) =>
      updateHuntGame(huntId, game.id, { player }),
    onSuccess: (answer, player) => {
      onAnswer(answer);
      if (player?.source === 'call')
        void queryClient.invalidateQueries({ queryKey: slotCallKeys.all() });
      onClose();
    },
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setAsked(text.trim());
  };
  const typed = text.trim();
  const current = playerName(game);
  const slot = `#${index + 1} ${game.slot_name ?? 'slot'}`;

  return (
    <Modal open title={`Player of ${slot}`} onClose={onClose}>
      <Body>
        <Muted>{current ? `Played by ${current}.` : 'Nobody plays this slot yet.'}</Muted>
        {assign.isError ? (
          <Alert $tone="danger" role="alert">
            {failureText(assign.error, 'Failed to assign the player')}
          </Alert>
        ) : null}
        <section aria-label="Find a member or a Kick name">
          <SearchRow onSubmit={search} role="search">
            <AdminFormField label="Member or Kick name">
              {(p) => (
                <Input
                  {...p}
                  type="search"
                  maxLength={100}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              )}
            </AdminFormField>
            <Button type="submit" $variant="secondary" disabled={!typed}>
              Search
            </Button>
          </SearchRow>
          <Choices aria-label="Members found">
            {(members.data?.data ?? []).slice(0, 8).map((m) => (
              <li key={m.id}>
                <span>
                  @{m.username}
                  {m.kick_username ? <small> · Kick {m.kick_username}</small> : null}
                </span>
                <Button
                  type="button"
                  $size="sm"
                  disabled={assign.isPending}
                  onClick={() => assign.mutate({ source: 'member', user_id: m.id })}
                >
                  {`Assign @${m.username}`}
                </Button>
              </li>
            ))}
          </Choices>
          {members.isError ? <Muted role="alert">Members could not be searched.</Muted> : null}
          {asked && members.data && !members.data.data.length ? (
            <Muted>No member matches “{asked}”.</Muted>
          ) : null}
          {KICK_NAME.test(typed) ? (
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              disabled={assign.isPending}
              onClick={() => assign.mutate({ source: 'kick', kick_username: typed })}
            >
              {`Assign Kick name ${typed}`}
            </Button>
          ) : null}
        </section>
        <section aria-label="Call queue">
          <h3>From the call queue</h3>
          {calls.isPending ? <Muted>Loading the queue...</Muted> : null}
          {calls.isError ? <Muted role="alert">The call queue could not be loaded.</Muted> : null}
          {calls.data && !queued.length ? <Muted>No call is waiting.</Muted> : null}
          <Choices aria-label="Queued calls">
            {queued.map((c) => (
              <li key={c.id}>
                <span>
                  {c.kick_username}
                  <small> · {c.slot.name}</small>
                </span>
                <Button
                  type="button"
                  $size="sm"
                  $variant="secondary"
                  disabled={assign.isPending}
                  onClick={() => assign.mutate({ source: 'call', slot_call_id: c.id })}
                >
                  {`Take call of ${c.kick_username}`}
                </Button>
              </li>
            ))}
          </Choices>
        </section>
        {current ? (
          <Button
            type="button"
            $variant="danger"
            disabled={assign.isPending}
            onClick={() => assign.mutate(null)}
          >
            Unassign
          </Button>
        ) : null}
      </Body>
    </Modal>
  );
}
