import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Tournament, TournamentMatch } from '@lobby/contract-engagement';
import { bracketRounds, predictedSlots, roundTitle } from '@lobby/contract-engagement';
import {
  Alert,
  Button,
  ClockIcon,
  EmptyState,
  LockIcon,
  TrophyIcon,
  VisuallyHidden,
} from '@lobby/shared-ui';
import { Column, Columns, MatchCard, Matches } from './bracket-tab';
import { SlotFace } from './slot-face';

const Choice = styled.label<{ $predicted: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  &:hover {
    background: ${({ theme, $disabled }) => ($disabled ? 'transparent' : theme.colors.surfaceHover)};
  }
  strong {
    ${({ $predicted, theme }) => ($predicted ? `color: ${theme.colors.info}; font-style: italic;` : '')}
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Blue = styled.em`
  color: ${({ theme }) => theme.colors.info};
`;

const Undetermined = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  padding: 6px 8px;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;
`;

/**
 * Every pick with the defaults of spec §5 filled in, round by round: a match with at least one
 * slot gets slot 1 (or slot 2) when the member chose nothing; a pick no longer among its match's
 * slots falls back the same way. Decided matches keep the member's earlier pick, if any.
 */
export function completePicks(
  matches: TournamentMatch[],
  chosen: ReadonlyMap<number, string>,
): Map<number, string> {
  const picks = new Map(chosen);
  for (const round of bracketRounds(matches)) {
    const slots = predictedSlots(matches, picks);
    for (const m of round) {
      if (m.winner_name != null) continue;
      const s = slots.get(m.id)!;
      const pick = picks.get(m.id);
      if (pick && (pick === s.slot1 || pick === s.slot2)) continue;
      const fallback = s.slot1 ?? s.slot2;
      if (fallback) picks.set(m.id, fallback);
      else picks.delete(m.id);
    }
  }
  return picks;
}

/** The Predict tab: one radio choice per match, picks filling later rounds (blue italic). */
export function PredictTab({
  tournament,
  loggedIn,
  initial,
  saving,
  hasPredictions,
  onSave,
}: {
  tournament: Tournament;
  loggedIn: boolean;
  initial: ReadonlyMap<number, string>;
  saving: boolean;
  hasPredictions: boolean;
  onSave: (picks: { match_id: number; winner_name: string }[]) => void;
}) {
  const [chosen, setChosen] = useState<Map<number, string>>(() => new Map(initial));
  const picks = useMemo(
    () => completePicks(tournament.matches, chosen),
    [tournament.matches, chosen],
  );
  const slots = useMemo(
    () => predictedSlots(tournament.matches, picks),
    [tournament.matches, picks],
  );
  const rounds = bracketRounds(tournament.matches);

  if (!loggedIn)
    return (
      <EmptyState icon={<LockIcon size={32} />} title="Login Required">
        You need to be logged in to make predictions.
      </EmptyState>
    );
  if (!tournament.predictions_active || !tournament.is_active)
    return (
      <EmptyState icon={<ClockIcon size={32} />} title="Predictions Closed">
        Prediction period has ended for this tournament.
      </EmptyState>
    );
  if (!rounds.length)
    return <EmptyState icon={<TrophyIcon size={32} />} title="No Matches Available" />;

  const save = () =>
    onSave(
      [...picks]
        .filter(([id]) => tournament.matches.find((m) => m.id === id)?.winner_name == null)
        .map(([match_id, winner_name]) => ({ match_id, winner_name })),
    );

  return (
    <div>
      <Alert $tone="info">
        Your picks fill the later rounds: predicted (not actual) advancing slots show in{' '}
        <Blue>blue italic</Blue>.
      </Alert>
      <Bar>
        <span />
        <Button type="button" onClick={save} disabled={saving}>
          {saving ? 'Saving...' : hasPredictions ? 'Update Predictions' : 'Save Predictions'}
        </Button>
      </Bar>
      <Columns tabIndex={0} aria-label="Your bracket">
        {rounds.map((round, r) => (
          <Column key={round[0]!.round} aria-label={roundTitle(r, rounds.length)}>
            <h3>{roundTitle(r, rounds.length)}</h3>
            <Matches>
              {round.map((m) => {
                const s = slots.get(m.id)!;
                const decided = m.winner_name != null;
                const pick = picks.get(m.id) ?? null;
                const options = [
                  {
                    name: s.slot1,
                    predicted: s.slot1Predicted,
                    image: m.slot1_image,
                    provider: m.slot1_provider,
                  },
                  {
                    name: s.slot2,
                    predicted: s.slot2Predicted,
                    image: m.slot2_image,
                    provider: m.slot2_provider,
                  },
                ].filter((o): o is typeof o & { name: string } => o.name != null);
                return (
                  <MatchCard key={m.id}>
                    <header>
                      <span>Match {m.match_number}</span>
                      {decided ? <span>Winner: {m.winner_name}</span> : null}
                    </header>
                    {options.length === 0 ? (
                      <Undetermined>Slots not determined yet</Undetermined>
                    ) : (
                      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
                        <VisuallyHidden as="legend">
                          Winner of match {m.match_number}
                        </VisuallyHidden>
                        {options.map((o) => (
                          <Choice
                            key={o.name}
                            $predicted={o.predicted}
                            $disabled={decided || saving}
                          >
                            <input
                              type="radio"
                              name={`match-${m.id}`}
                              value={o.name}
                              // The card cuts long names (spec §9); the choice reads in full.
                              aria-label={o.name}
                              checked={pick === o.name}
                              disabled={decided || saving}
                              onChange={() => setChosen((prev) => new Map(prev).set(m.id, o.name))}
                            />
                            <SlotFace
                              name={o.name}
                              image={o.predicted ? null : o.image}
                              provider={o.predicted ? null : o.provider}
                              size={28}
                            />
                          </Choice>
                        ))}
                      </fieldset>
                    )}
                  </MatchCard>
                );
              })}
            </Matches>
          </Column>
        ))}
      </Columns>
    </div>
  );
}
