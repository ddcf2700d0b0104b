import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { WagerRaffleDetail } from '@lobby/contract-engagement';
import { ApiError } from '@lobby/shared-api';
import {
  FactRows,
  Avatar,
  Badge,
  Card,
  Countdown,
  EmptyState,
  formatDateTime,
  formatNumber,
  formatUSD,
  MoneyFigure,
  ImageWithFallback,
  Muted,
  PageTitle,
  SectionTitle,
  Skeleton,
  Tabs,
} from '@lobby/shared-ui';
import {
  BackLink,
  DrawDetailLoad,
  DrawHeader,
  DrawPanel,
  DrawStats,
} from '../../../components/draw-detail';
import { PlainList } from '../../../components/draw-parts';
import { PhoneTabsRow } from '../../../components/page-parts';
import { VerifyDraw } from '../../../components/verify-draw';
import { WinnersReveal } from '../../../components/winners-reveal';
import { getRaffleDrawList, raffleDrawListUrl } from '../api/get-wager-raffle-draw-list';
import { wagerRaffleKeys } from '../api/query-keys';
import { useWagerRaffleQuery } from '../hooks/use-wager-raffles';
import {
  ordinal,
  prizePool,
  prizeValueLabel,
  STATUS_LABEL,
  STATUS_TONE,
} from '../utils/raffle-display';
import { Participation } from './participation';

const LIST_PATH = '/affiliate/wager-raffle';

const Head = styled(DrawHeader)`
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const PrizeGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
`;

const PrizeCard = styled(Card)<{ $won: boolean }>`
  display: grid;
  gap: 8px;
  min-width: 0;
  border-color: ${({ theme, $won }) => ($won ? theme.colors.success : theme.colors.border)};
  .place {
    font-weight: 800;
    color: ${({ theme }) => theme.colors.gold};
  }
  .value {
    font-size: 18px;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .winner {
    display: flex;
    gap: 8px;
    align-items: center;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Rows = styled(PlainList)`
  li {
    display: grid;
    grid-template-columns: 32px minmax(0, 1fr) auto;
    gap: 10px;
    align-items: center;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  .who {
    display: flex;
    gap: 8px;
    align-items: center;
    min-width: 0;
  }
  .who span {
    overflow-wrap: anywhere;
  }
  .nums {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

type TabKey = 'overview' | 'prizes' | 'participants';

/** /affiliate/wager-raffle/{id}; a 404 goes back to the list (spec §8). */
export function WagerRaffleDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const query = useWagerRaffleQuery(id);
  const [tab, setTab] = useState<TabKey>('overview');
  const names = useMemo(() => {
    const m = new Map<number, string>();
    for (const p of query.data?.top_participants ?? []) m.set(p.user.id, p.user.username);
    for (const w of query.data?.winners ?? []) m.set(w.user.id, w.user.username);
    for (const d of query.data?.disqualified ?? []) m.set(d.user.id, d.user.username);
    return m;
  }, [query.data]);

  const validId = Number.isInteger(id) && id > 0;
  if (!validId || (query.error instanceof ApiError && query.error.status === 404))
    return <Navigate to={LIST_PATH} replace />;

  return (
    <DrawDetailLoad
      query={query}
      back={<BackLink to={LIST_PATH}>← Back to Wager Raffles</BackLink>}
      loading={
        <div role="status" aria-label="Loading wager raffle" style={{ display: 'grid', gap: 16 }}>
          <Skeleton $height={220} $radius="16px" />
          <Skeleton $height={160} $radius="16px" />
        </div>
      }
      errorTitle="Failed to load the wager raffle"
    >
      {(r) => <RaffleDetail raffle={r} names={names} tab={tab} onTab={setTab} />}
    </DrawDetailLoad>
  );
}

function RaffleDetail({
  raffle: r,
  names,
  tab,
  onTab: setTab,
}: {
  raffle: WagerRaffleDetail;
  names: Map<number, string>;
  tab: TabKey;
  onTab: (tab: TabKey) => void;
}) {
  const pool = prizePool(r.prizes);
  const sortedPrizes = [...r.prizes].sort((a, b) => a.position - b.position);
  const placeOf = new Map(sortedPrizes.map((p, i) => [p.position, i + 1]));
  const upcoming = r.status === 'upcoming';
  const tabs = [
    { key: 'overview' as const, label: 'Overview' },
    { key: 'prizes' as const, label: 'Prizes' },
    { key: 'participants' as const, label: 'Top Participants' },
  ];

  return (
    <>
      <Head as="header">
        <div className="tags">
          <Badge $tone={STATUS_TONE[r.status]}>{STATUS_LABEL[r.status]}</Badge>
          {r.auto_draw ? <Badge $tone="primary">AUTO DRAW</Badge> : null}
        </div>
        <PageTitle>{r.name}</PageTitle>
        {r.description ? <p>{r.description}</p> : null}
        <DrawStats>
          <FactRows
            facts={[
              {
                label: upcoming ? 'Starts in' : r.status === 'ended' ? 'Status' : 'Ends in',
                value: <Countdown to={upcoming ? r.start_date : r.end_date} />,
                className: 'time',
              },
              r.drawn_at ? { label: 'Drawn', value: formatDateTime(r.drawn_at) } : null,
              { label: 'Total tickets', value: formatNumber(r.total_tickets) },
              { label: 'Total wagered', value: <MoneyFigure value={r.total_wagered} cents /> },
              { label: 'Participants', value: formatNumber(r.statistics.total_participants) },
            ]}
          />
        </DrawStats>
      </Head>
      <Participation raffle={r} />
      <PhoneTabsRow $compact>
        <Tabs items={tabs} value={tab} onChange={setTab} label="Wager raffle sections" />
      </PhoneTabsRow>
      <div role="tabpanel" aria-label={tabs.find((t) => t.key === tab)!.label}>
        {tab === 'overview' ? (
          <DrawPanel>
            <Card>
              <SectionTitle>Participating Platforms</SectionTitle>
              {r.casinos.length ? (
                <Rows style={{ marginTop: 12 }}>
                  {r.casinos.map((c) => (
                    <li key={c.id} style={{ gridTemplateColumns: '40px minmax(0, 1fr)' }}>
                      <ImageWithFallback src={c.image} name={c.name} size={32} alt="" />
                      <span>{c.name}</span>
                    </li>
                  ))}
                </Rows>
              ) : (
                <Muted>No platforms yet.</Muted>
              )}
            </Card>
            <Card>
              <SectionTitle>Totals</SectionTitle>
              <DrawStats style={{ marginTop: 12 }}>
                <FactRows
                  facts={[
                    { label: 'Per ticket', value: formatUSD(r.dollars_per_ticket) },
                    { label: 'Starts', value: formatDateTime(r.start_date) },
                    { label: 'Ends', value: formatDateTime(r.end_date) },
                    {
                      label: 'Tickets',
                      value: r.frozen_at ? 'Frozen' : 'Updating as wagers arrive',
                    },
                  ]}
                />
              </DrawStats>
            </Card>
            <Card>
              <SectionTitle>How tickets are counted</SectionTitle>
              <Muted style={{ marginTop: 12 }}>
                Every {formatUSD(r.dollars_per_ticket, { cents: false })} wagered on a participating
                casino between the start and the end earns one ticket, counted from the
                casino&apos;s affiliate data on your verified casino usernames (Settings › Casino):
                your total at the start is the baseline, and what you wager after it counts. Tickets
                update as the casino data arrives and are frozen when the raffle ends; numbers go to
                members in the order they first earned a ticket.
              </Muted>
            </Card>
          </DrawPanel>
        ) : tab === 'prizes' ? (
          <DrawPanel>
            <Card>
              <SectionTitle>Prize Pool</SectionTitle>
              <Muted>
                {[
                  pool.cash ? formatUSD(pool.cash) : null,
                  pool.points ? `${formatNumber(pool.points)} points` : null,
                  pool.other ? `${pool.other} more ${pool.other === 1 ? 'prize' : 'prizes'}` : null,
                ]
                  .filter(Boolean)
                  .join(' + ') || 'No prizes yet'}
              </Muted>
            </Card>
            <PrizeGrid>
              {sortedPrizes.map((p) => (
                <PrizeCard
                  key={p.id}
                  as="article"
                  aria-label={`${ordinal(p.position)} place`}
                  $won={!!p.winner}
                >
                  {p.image_url ? (
                    <ImageWithFallback src={p.image_url} name={p.description} size={48} alt="" />
                  ) : null}
                  <span className="place">{ordinal(p.position)} place</span>
                  <span className="value">{prizeValueLabel(p)}</span>
                  {p.description && p.prize_type !== 'custom' ? (
                    <Muted>{p.description}</Muted>
                  ) : null}
                  {p.winner ? (
                    <>
                      <Badge $tone="success">WON</Badge>
                      <span className="winner">
                        <Avatar
                          src={p.winner.user.avatar}
                          name={p.winner.user.username}
                          size={24}
                          alt=""
                        />
                        {p.winner.user.username}
                      </span>
                      {p.winner.winning_ticket_number != null ? (
                        <Muted>Ticket #{p.winner.winning_ticket_number}</Muted>
                      ) : null}
                    </>
                  ) : (
                    <Badge $tone="neutral">Awaiting Winner</Badge>
                  )}
                </PrizeCard>
              ))}
            </PrizeGrid>
            {r.disqualified.length ? (
              <Card>
                <SectionTitle>Disqualified and redrawn</SectionTitle>
                <Rows style={{ marginTop: 12 }} aria-label="Disqualified winners">
                  {r.disqualified.map((d) => (
                    <li key={`${d.position}-${d.user.id}`}>
                      <span>{ordinal(d.position)}</span>
                      <s>{d.user.username}</s>
                      <Muted>{d.reason}</Muted>
                    </li>
                  ))}
                </Rows>
              </Card>
            ) : null}
          </DrawPanel>
        ) : r.top_participants.length ? (
          <Rows aria-label="Top participants">
            {r.top_participants.map((p, i) => (
              <li key={p.user.id}>
                <strong>{i + 1}</strong>
                <span className="who">
                  <Avatar src={p.user.avatar} name={p.user.username} size={28} alt="" />
                  <span>
                    {p.user.username}
                    {p.user.platform ? <Muted> · {p.user.platform}</Muted> : null}
                  </span>
                </span>
                <span className="nums">
                  {formatNumber(p.ticket_count)} tickets
                  <br />
                  <Muted>
                    <MoneyFigure value={p.total_wagered} cents />
                  </Muted>
                </span>
              </li>
            ))}
          </Rows>
        ) : (
          <EmptyState title="No participants yet">
            Tickets appear here as wagers on the participating casinos come in.
          </EmptyState>
        )}
      </div>
      <WinnersReveal
        drawnAt={r.drawn_at}
        winners={sortedPrizes.flatMap((p) => (p.winner ? [p.winner.user.username] : []))}
      />
      {r.status === 'ended' || r.draw.beacon ? (
        <VerifyDraw
          draw={r.draw}
          kind="tickets"
          listUrl={raffleDrawListUrl(r.id)}
          listFileName={`wager-raffle-${r.id}-tickets.csv`}
          listQueryKey={wagerRaffleKeys.drawList(r.id)}
          loadList={() => getRaffleDrawList(r.id)}
          places={sortedPrizes.length}
          disqualifications={r.disqualified.map((d) => ({
            position: placeOf.get(d.position) ?? d.position,
          }))}
          published={sortedPrizes.map((p) => p.winner?.user.id ?? null)}
          nameOf={(uid) => names.get(uid) ?? `Member #${uid}`}
        />
      ) : null}
    </>
  );
}

export default WagerRaffleDetailPage;
