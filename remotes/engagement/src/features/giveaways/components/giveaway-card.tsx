import { useId } from 'react';
import styled from 'styled-components';
import type { Giveaway } from '@lobby/contract-engagement';
import { FactList, Badge, Countdown, formatDate, formatNumber, Muted } from '@lobby/shared-ui';
import { CardLink, PillList } from '../../../components/draw-parts';
import {
  entryMethods,
  prizeLabel,
  STATUS_LABEL,
  STATUS_TONE,
  WINNER_PREVIEW,
} from '../utils/giveaway-display';
import { GiveawayArt } from './giveaway-art';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

const Media = styled.div`
  position: relative;
`;

/* The badge's tint is see-through (made for dark surfaces): over a picture it sits on an opaque
   dark chip, so its text keeps ≥ 4.5:1 (6.4:1 for ENDED) whatever the picture is. */
const StatusChip = styled.span`
  position: absolute;
  top: 12px;
  left: 12px;
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg};
  box-shadow: 0 1px 6px rgba(0, 0, 0, 0.35);
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  flex: 1;
  h2 {
    font-size: 18px;
    overflow-wrap: anywhere;
  }
  .prize {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;

/** A giveaway on /raffles: status, prize, entries, time, winners preview and entry methods. */
export function GiveawayCard({ giveaway: g }: { giveaway: Giveaway }) {
  const titleId = useId();
  const preview = g.winners.slice(0, WINNER_PREVIEW);
  const more = g.winners.length - preview.length;
  return (
    <Article aria-labelledby={titleId}>
      <Media>
        {/* 5:3, the shape of the card pictures (400×240). */}
        <GiveawayArt giveaway={g} ratio="5 / 3" />
        <StatusChip>
          <Badge $tone={STATUS_TONE[g.status]}>{STATUS_LABEL[g.status]}</Badge>
        </StatusChip>
      </Media>
      <Body>
        <div>
          <h2 id={titleId}>{g.title}</h2>
          <span className="prize">{prizeLabel(g)}</span>
        </div>
        <FactList
          columns={2}
          columnGap={12}
          valueWeight={600}
          facts={[
            { label: 'Entries', value: formatNumber(g.entries_count) },
            { label: 'Winners', value: formatNumber(g.number_of_winners) },
            {
              label: g.has_ended ? 'Ended' : 'Ends in',
              value: g.has_ended ? (
                formatDate(g.drawn_at ?? g.end_datetime)
              ) : (
                <Countdown to={g.end_datetime} />
              ),
            },
            { label: 'Participants', value: formatNumber(g.participants_count) },
          ]}
        />
        {g.has_ended ? (
          <div>
            <Muted>Winners: </Muted>
            {preview.length ? (
              <span>
                {preview.map((w) => w.username).join(', ')}
                {more > 0 ? ` +${more} more` : ''}
              </span>
            ) : (
              <Muted>{g.drawn_at ? 'No winners' : 'Drawing soon'}</Muted>
            )}
          </div>
        ) : null}
        <PillList aria-label="Entry methods">
          {entryMethods(g).map((m) => (
            <li key={m}>{m}</li>
          ))}
        </PillList>
        <CardLink to={`/raffles/${g.id}`} aria-label={`View Raffle: ${g.title}`}>
          View Raffle
        </CardLink>
      </Body>
    </Article>
  );
}
