import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WagerRaffle } from '@lobby/contract-engagement';
import {
  FactList,
  Avatar,
  Badge,
  Card,
  Countdown,
  EmptyState,
  formatDate,
  formatNumber,
  formatUSD,
  Grid,
  ImageWithFallback,
  Muted,
  Page,
  PageTitle,
  SectionTitle,
  Skeleton,
  TicketIcon,
} from '@lobby/shared-ui';
import { CardLink, WinnerList } from '../../../components/draw-parts';
import { LoadError } from '../../../components/load-error';
import { useWagerRafflesQuery } from '../hooks/use-wager-raffles';
import {
  ordinal,
  prizeValueLabel,
  RECENT_RAFFLES,
  RECENT_WINNERS_EACH,
  STATUS_LABEL,
  STATUS_TONE,
} from '../utils/raffle-display';

const Intro = styled.header`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Section = styled.section`
  display: grid;
  gap: 14px;
  min-width: 0;
`;

const RaffleCard = styled(Card)`
  display: grid;
  gap: 12px;
  min-width: 0;
  .top {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
  }
  h3 {
    font-size: 18px;
    overflow-wrap: anywhere;
  }
  .time {
    font-size: 22px;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.accent};
    font-variant-numeric: tabular-nums;
  }
  .casinos {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
`;

// The prize stands at the row's end.
const Winners = styled(WinnerList)`
  .name {
    flex: 1;
    min-width: 0;
  }
`;

function ActiveCard({ raffle: r }: { raffle: WagerRaffle }) {
  const titleId = useId();
  const upcoming = r.status === 'upcoming';
  return (
    <RaffleCard as="article" aria-labelledby={titleId}>
      <div className="top">
        <Badge $tone={STATUS_TONE[r.status]}>{STATUS_LABEL[r.status]}</Badge>
        {r.auto_draw ? <Badge $tone="primary">AUTO DRAW</Badge> : null}
      </div>
      <h3 id={titleId}>{r.name}</h3>
      <div>
        <Muted>{upcoming ? 'Starts in' : 'Ends in'}</Muted>
        <div className="time">
          <Countdown to={upcoming ? r.start_date : r.end_date} />
        </div>
      </div>
      <FactList
        columns={3}
        columnGap={12}
        valueWeight={700}
        facts={[
          { label: 'Tickets', value: formatNumber(r.total_tickets) },
          { label: 'Participants', value: formatNumber(r.participants_count) },
          { label: 'Per ticket', value: formatUSD(r.dollars_per_ticket, { cents: false }) },
        ]}
      />
      {r.casinos.length ? (
        <div className="casinos" aria-label="Participating platforms">
          {r.casinos.map((c) => (
            <ImageWithFallback key={c.id} src={c.image} name={c.name} size={28} alt={c.name} />
          ))}
        </div>
      ) : null}
      <CardLink to={`/affiliate/wager-raffle/${r.id}`} aria-label={`View Raffle: ${r.name}`}>
        View Raffle
      </CardLink>
    </RaffleCard>
  );
}

/** /affiliate/wager-raffle: running and upcoming raffles, and the latest winners. */
export function WagerRafflesPage() {
  const query = useWagerRafflesQuery();
  const recent = (query.data?.ended_raffles ?? []).slice(0, RECENT_RAFFLES);

  let content;
  if (query.isPending) {
    content = (
      <Grid $min={280} role="status" aria-busy="true" aria-label="Loading wager raffles">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height={300} $radius="16px" />
        ))}
      </Grid>
    );
  } else if (query.isError) {
    content = (
      <LoadError title="Failed to load wager raffles" onRetry={() => void query.refetch()} />
    );
  } else if (!query.data.active_raffles.length && !query.data.ended_raffles.length) {
    content = (
      <EmptyState icon={<TicketIcon size={32} />} title="No Raffles Available">
        Wager raffles are announced on stream — check back soon.
      </EmptyState>
    );
  } else {
    content = (
      <>
        <Section aria-labelledby="active-raffles">
          <SectionTitle id="active-raffles">Active Raffles</SectionTitle>
          {query.data.active_raffles.length ? (
            <Grid $min={280}>
              {query.data.active_raffles.map((r) => (
                <ActiveCard key={r.id} raffle={r} />
              ))}
            </Grid>
          ) : (
            <EmptyState title="No Raffles Available">
              No raffle is running right now. Past winners are below.
            </EmptyState>
          )}
        </Section>
        {recent.length ? (
          <Section aria-labelledby="recent-winners">
            <SectionTitle id="recent-winners">Recent Winners</SectionTitle>
            <Grid $min={260}>
              {recent.map((r) => (
                <Card key={r.id} as="article" aria-label={r.name}>
                  <h3 style={{ fontSize: 16, marginBottom: 4 }}>
                    <Link to={`/affiliate/wager-raffle/${r.id}`}>{r.name}</Link>
                  </h3>
                  <Muted>Drawn {formatDate(r.drawn_at ?? r.end_date)}</Muted>
                  {r.winners.length ? (
                    <Winners $placeWidth={34} style={{ marginTop: 12 }}>
                      {r.winners.slice(0, RECENT_WINNERS_EACH).map((w) => (
                        <li key={w.id}>
                          <span className="pos">{ordinal(w.position)}</span>
                          <Avatar src={w.user.avatar} name={w.user.username} size={28} alt="" />
                          <span className="name">{w.user.username}</span>
                          <Muted>{prizeValueLabel(w.prize)}</Muted>
                        </li>
                      ))}
                    </Winners>
                  ) : (
                    <p>
                      <Muted>{r.drawn_at ? 'No winners' : 'Awaiting the draw'}</Muted>
                    </p>
                  )}
                </Card>
              ))}
            </Grid>
          </Section>
        ) : null}
      </>
    );
  }

  return (
    <Page>
      <Intro>
        <PageTitle>Wager Raffles</PageTitle>
        <Muted>
          Every wager on a participating casino earns tickets automatically. Link your casino
          accounts, play, and win.
        </Muted>
      </Intro>
      {content}
    </Page>
  );
}

export default WagerRafflesPage;
