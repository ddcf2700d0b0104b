import { useId } from 'react';
import styled from 'styled-components';
import type { Giveaway } from '@lobby/contract-engagement';
import {
  FactList,
  Badge,
  Countdown,
  formatDate,
  formatNumber,
  ImageWithFallback,
  Muted,
} from '@lobby/shared-ui';
import { CardLink, PillList } from '../../../components/draw-parts';
import {
  entryMethods,
  prizeLabel,
  STATUS_LABEL,
  STATUS_TONE,
  WINNER_PREVIEW,
} from '../utils/giveaway-display';

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
  aspect-ratio: 16 / 7;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  & > img,
  & > [role='img'] {
    width: 100%;
    height: 100%;
    border-radius: 0;
    font-size: 40px;
  }
  ${Badge} {
    position: absolute;
    top: 12px;
    left: 12px;
    backdrop-filter: blur(4px);
  }
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
        <ImageWithFallback src={g.image} name={g.title} size="fill" alt="" />
        <Badge $tone={STATUS_TONE[g.status]}>{STATUS_LABEL[g.status]}</Badge>
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
