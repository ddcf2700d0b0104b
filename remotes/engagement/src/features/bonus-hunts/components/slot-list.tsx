import styled, { css } from 'styled-components';
import type { BonusHuntGame } from '@lobby/contract-engagement';
import {
  Badge,
  EmptyState,
  formatMultiplier,
  formatUSD,
  ImageWithFallback,
  ProgressBar,
} from '@lobby/shared-ui';
import { PROVIDER_NAME_MAX, SLOT_NAME_MAX } from '../utils/constants';
import type { MultiplierTier } from '../utils/hunt-display';
import {
  bestGameId,
  cardText,
  gameMultiplier,
  isSettled,
  multiplierTier,
} from '../utils/hunt-display';
import {
  Cell,
  CellLabel,
  Figure,
  RowHead,
  RowList,
  RowsContainer,
  WIDE,
  rowCard,
} from './data-rows';
import { MemberLink } from './member-link';

const COLUMNS = '36px 48px minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.6fr) minmax(0, 1.3fr)';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 8px 16px;
  h2 {
    font-size: 20px;
    font-weight: 700;
  }
`;

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: min(260px, 100%);
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const SlotRow = styled.li<{ $mine: boolean }>`
  ${rowCard}
  display: grid;
  align-items: center;
  gap: 10px 12px;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  grid-template-areas:
    'thumb name result'
    'meta meta meta';
  ${({ $mine, theme }) =>
    $mine &&
    css`
      border-color: ${theme.colors.primary}88;
      box-shadow: inset 3px 0 0 ${theme.colors.primary};
    `}
  ${WIDE} {
    grid-template-columns: ${COLUMNS};
    grid-template-areas: 'idx thumb name bet player result';
    gap: 16px;
  }
`;

// On cards the index is a small pill on the thumbnail's corner; on wide rows, its own column.
const Index = styled.span`
  grid-area: thumb;
  align-self: start;
  justify-self: start;
  z-index: 1;
  transform: translate(-6px, -6px);
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  ${WIDE} {
    grid-area: idx;
    align-self: center;
    transform: none;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 15px;
  }
`;

// Bet and player share the card's second line; on wide rows they become columns of the row.
const Meta = styled.div`
  grid-area: meta;
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  min-width: 0;
  padding-top: 10px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${WIDE} {
    display: contents;
  }
`;

const Thumb = styled.div`
  grid-area: thumb;
`;

const SlotName = styled.span<{ $pending: boolean }>`
  font-weight: 700;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ $pending, theme }) =>
    $pending &&
    css`
      color: ${theme.colors.textMuted};
      font-style: italic;
      font-weight: 600;
    `}
`;

const Provider = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const NameLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: 100%;
`;

const Top = styled.span`
  flex: none;
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 10px;
  font-weight: 800;
  letter-spacing: 0.06em;
  color: #1b1300;
  background: ${({ theme }) => theme.colors.gold};
`;

const MultiLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const Unassigned = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 14px;
`;

// A viewer who is no member: their Kick name, as text (no profile to link to).
const Viewer = styled.span`
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
`;

const Multi = styled.span<{ $tier: MultiplierTier }>`
  font-size: 13px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $tier }) =>
    ({
      loss: theme.colors.textMuted,
      normal: theme.colors.text,
      big: theme.colors.success,
      huge: theme.colors.gold,
    })[$tier]};
`;

/** The hunt's bonuses: index, slot, provider, bet, assigned member and result (or Pending). */
export function SlotList({
  games,
  currentUserId,
}: {
  games: BonusHuntGame[];
  currentUserId: number | null;
}) {
  const opened = games.filter(isSettled).length;
  const best = bestGameId(games);
  return (
    <Section aria-labelledby="bonus-hunt-slots-heading">
      <Head>
        <h2 id="bonus-hunt-slots-heading">Slots ({games.length})</h2>
        {games.length > 0 ? (
          <Progress>
            <span>
              <strong>{opened}</strong> of <strong>{games.length}</strong> bonuses opened
            </span>
            <ProgressBar value={opened / games.length} label="Bonuses opened" />
          </Progress>
        ) : null}
      </Head>
      {games.length === 0 ? (
        <EmptyState title="No slots yet">
          Slots appear here as the hunt collects bonuses.
        </EmptyState>
      ) : (
        <RowsContainer>
          <RowHead $columns={COLUMNS}>
            <span>#</span>
            <span />
            <span>Slot</span>
            <span>Bet</span>
            <span>Player</span>
            <span style={{ textAlign: 'right' }}>Win</span>
          </RowHead>
          <RowList aria-label="Hunt slots">
            {games.map((game, i) => (
              <SlotItem
                key={game.id}
                game={game}
                index={i + 1}
                best={game.id === best}
                mine={currentUserId !== null && game.assigned_user?.id === currentUserId}
              />
            ))}
          </RowList>
        </RowsContainer>
      )}
    </Section>
  );
}

function SlotItem({
  game,
  index,
  best,
  mine,
}: {
  game: BonusHuntGame;
  index: number;
  best: boolean;
  mine: boolean;
}) {
  const x = gameMultiplier(game);
  return (
    <SlotRow $mine={mine}>
      <Index aria-label={`Slot ${index}`}>#{index}</Index>
      <Thumb>
        <ImageWithFallback
          src={game.slot_image}
          name={game.slot_name}
          alt={game.slot_name ?? 'Slot not revealed yet'}
          size={48}
        />
      </Thumb>
      <Cell $area="name">
        <NameLine>
          {game.slot_name ? (
            <SlotName $pending={false} title={game.slot_name}>
              {cardText(game.slot_name, SLOT_NAME_MAX)}
            </SlotName>
          ) : (
            <SlotName $pending>Pending...</SlotName>
          )}
        </NameLine>
        {game.slot_provider ? (
          <Provider title={game.slot_provider}>
            {cardText(game.slot_provider, PROVIDER_NAME_MAX)}
          </Provider>
        ) : null}
      </Cell>
      <Meta>
        <Cell $area="bet">
          <CellLabel>Bet</CellLabel>
          <Figure>{formatUSD(game.slot_bet)}</Figure>
        </Cell>
        <Cell $area="player" $align="end">
          <CellLabel>Player</CellLabel>
          {game.assigned_user ? (
            <MemberLink user={game.assigned_user} size={24} />
          ) : game.assigned_kick_username ? (
            <Viewer title={`${game.assigned_kick_username} on Kick`}>
              {game.assigned_kick_username}
            </Viewer>
          ) : (
            <Unassigned>Unassigned</Unassigned>
          )}
        </Cell>
      </Meta>
      <Cell $area="result" $align="end" $wideAlign="end">
        <CellLabel>Win</CellLabel>
        {isSettled(game) ? (
          <>
            <Figure>{formatUSD(game.slot_win)}</Figure>
            <MultiLine>
              {best ? <Top title="Highest multiplier of this hunt">TOP</Top> : null}
              <Multi $tier={multiplierTier(x)}>{formatMultiplier(x)}</Multi>
            </MultiLine>
          </>
        ) : (
          <Badge $tone="warning">Pending</Badge>
        )}
      </Cell>
    </SlotRow>
  );
}
