import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Giveaway } from '@lobby/contract-engagement';
import {
  Badge,
  Countdown,
  formatDate,
  formatNumber,
  ImageWithFallback,
  Muted,
} from '@lobby/shared-ui';
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

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 12px;
  margin: 0;
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    font-size: 12px;
    padding: 3px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const View = styled(Link)`
  margin-top: auto;
  text-align: center;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
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
        <Facts>
          <div>
            <dt>Entries</dt>
            <dd>{formatNumber(g.entries_count)}</dd>
          </div>
          <div>
            <dt>Winners</dt>
            <dd>{formatNumber(g.number_of_winners)}</dd>
          </div>
          <div>
            <dt>{g.has_ended ? 'Ended' : 'Ends in'}</dt>
            <dd>
              {g.has_ended ? (
                formatDate(g.drawn_at ?? g.end_datetime)
              ) : (
                <Countdown to={g.end_datetime} />
              )}
            </dd>
          </div>
          <div>
            <dt>Participants</dt>
            <dd>{formatNumber(g.participants_count)}</dd>
          </div>
        </Facts>
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
        <Chips aria-label="Entry methods">
          {entryMethods(g).map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Chips>
        <View to={`/raffles/${g.id}`} aria-label={`View Raffle: ${g.title}`}>
          View Raffle
        </View>
      </Body>
    </Article>
  );
}
