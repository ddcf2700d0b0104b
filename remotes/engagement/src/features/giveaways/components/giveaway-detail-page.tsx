import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { EnterGiveawayResponse, GiveawayDetail } from '@lobby/contract-engagement';
import type { PayoutStatus, SessionUser } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import {
  FactRows,
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Countdown,
  EmptyState,
  formatDateTime,
  formatNumber,
  Muted,
  Page,
  PageTitle,
  SectionTitle,
  Skeleton,
  TicketIcon,
} from '@lobby/shared-ui';
import { BackLink, DrawDetailLoad, DrawHeader, DrawStats } from '../../../components/draw-detail';
import { WinnerList } from '../../../components/draw-parts';
import { LoadError } from '../../../components/load-error';
import { VerifyDraw } from '../../../components/verify-draw';
import { WinnersReveal } from '../../../components/winners-reveal';
import { getGiveawayDrawList, giveawayDrawListUrl } from '../api/get-giveaway-draw-list';
import { giveawayKeys } from '../api/query-keys';
import { ENTER_SUCCESS_TEXT, enterFailure, useEnterGiveaway } from '../hooks/use-enter-giveaway';
import { isNotFound, useGiveawayQueries } from '../hooks/use-giveaways';
import { entryMethods, prizeLabel, STATUS_LABEL, STATUS_TONE } from '../utils/giveaway-display';
import { EntriesTable } from './entries-table';
import { EntryModal } from './entry-modal';
import { GiveawayArt } from './giveaway-art';

/* On a phone the page reads info → time, entry panel and winners → entries and the draw check, so
   the entry button never sits below a long entries table; from 960 px the side column stands
   beside both. The last row takes the spare height so a tall side column never opens a gap
   between the info card and the entries. */
const Layout = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas:
      'info side'
      'rest side';
    .info {
      grid-area: info;
    }
    .side {
      grid-area: side;
    }
    .rest {
      grid-area: rest;
    }
  }
`;

const Column = styled.div`
  display: grid;
  gap: 20px;
  min-width: 0;
`;

const Hero = styled(DrawHeader)`
  gap: 16px;
  .media {
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .title {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    align-items: center;
  }
  p {
    white-space: pre-line;
  }
`;

const Side = styled(Card)`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

const Time = styled.p`
  margin: 0;
  font-size: 24px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.accent};
`;

function DetailSkeleton() {
  return (
    <Layout role="status" aria-label="Loading raffle">
      <Column>
        <Skeleton $height={320} $radius="16px" />
        <Skeleton $height={240} $radius="16px" />
      </Column>
      <Column>
        <Skeleton $height={160} $radius="16px" />
      </Column>
    </Layout>
  );
}

/** How a winner reads the automatic payout of a cash prize. */
const PAYOUT_TEXT: Record<PayoutStatus, string> = {
  pending: 'being sent to your verified casino account.',
  needs_approval: 'waiting for staff approval before it is sent to your casino account.',
  sent: 'sent to your verified casino account.',
  failed: 'the automatic payout failed; staff will pay it.',
};

/** The member's entries, the button that opens the entry form, and the form (a modal). */
function EnterPanel({
  giveaway: g,
  user,
  notice,
  onNotice,
}: {
  giveaway: GiveawayDetail;
  user: SessionUser;
  notice: string | null;
  onNotice: (notice: string | null) => void;
}) {
  const [modalOpen, setModalOpen] = useState(false);
  const onEntered = useCallback(
    (res: EnterGiveawayResponse) => {
      setModalOpen(false);
      onNotice(res.message || ENTER_SUCCESS_TEXT);
    },
    [onNotice],
  );
  const enter = useEnterGiveaway(g.id, onEntered);
  const mine = g.user_entries;
  const freeLeft = g.allow_passwordless_entry && !mine?.has_free_entry;
  const passwordLeft = g.allow_password_entry && !mine?.has_password_entry;
  const pointsLeft =
    g.allow_points_entry &&
    (g.max_points_entries === 0 || (mine?.points_entries ?? 0) < g.max_points_entries);
  const canEnter = freeLeft || passwordLeft || pointsLeft;
  return (
    <Side as="section" aria-labelledby="enter-raffle">
      <SectionTitle id="enter-raffle">Enter Raffle</SectionTitle>
      {notice ? (
        <Alert $tone="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <Muted>
        {mine && mine.total > 0
          ? `You have ${formatNumber(mine.total)} ${mine.total === 1 ? 'entry' : 'entries'} in this raffle.`
          : 'You have not entered yet.'}
      </Muted>
      <Muted>Entry methods: {entryMethods(g).join(', ') || 'none'}</Muted>
      {g.chat_entry_keyword ? (
        <Muted>
          Or type <code>{g.chat_entry_keyword}</code> in the stream&apos;s Kick chat with your
          linked Kick account: it counts as your free entry.
        </Muted>
      ) : null}
      <Button
        type="button"
        $block
        onClick={() => {
          enter.reset();
          onNotice(null);
          setModalOpen(true);
        }}
        disabled={!canEnter}
      >
        {canEnter ? 'Enter Raffle' : 'No entries left'}
      </Button>
      <EntryModal
        open={modalOpen}
        giveaway={g}
        kickUsername={user.kick_username}
        linkedKick={g.viewer_kick_account ?? null}
        points={user.points}
        submitting={enter.isPending}
        error={enter.isError ? enterFailure(enter.error) : null}
        onSubmit={(body) => enter.mutate(body)}
        onClearError={() => enter.reset()}
        onClose={() => setModalOpen(false)}
      />
    </Side>
  );
}

/** /raffles/{id}: info, time remaining, winners, the entry panel, entries and the draw check. */
export function GiveawayDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const user = useSessionStore((s) => s.user);
  const { detail, entries } = useGiveawayQueries(id);
  const [notice, setNotice] = useState<string | null>(null);
  const names = useMemo(() => {
    const m = new Map<number, string>();
    for (const e of entries.data ?? []) m.set(e.user.id, e.user.username);
    for (const w of detail.data?.winners ?? []) m.set(w.user.id, w.username);
    return m;
  }, [entries.data, detail.data]);

  const validId = Number.isInteger(id) && id > 0;
  if (!validId || isNotFound(detail.error)) {
    return (
      <Page>
        <EmptyState
          icon={<TicketIcon size={32} />}
          title="Raffle Not Found"
          action={
            <Button as={Link} to="/raffles" $variant="secondary">
              Back to Raffles
            </Button>
          }
        >
          This raffle does not exist or was removed.
        </EmptyState>
      </Page>
    );
  }

  return (
    <DrawDetailLoad
      query={detail}
      back={<BackLink to="/raffles">← Back to Raffles</BackLink>}
      loading={<DetailSkeleton />}
      errorTitle="Failed to load the raffle"
    >
      {(g) => (
        <Layout>
          <Column className="info">
            <Hero as="article" aria-labelledby="giveaway-title">
              <GiveawayArt giveaway={g} ratio="16 / 6" className="media" />
              <div className="title">
                <PageTitle id="giveaway-title">{g.title}</PageTitle>
                <Badge $tone={STATUS_TONE[g.status]}>{STATUS_LABEL[g.status]}</Badge>
              </div>
              {g.description ? <p>{g.description}</p> : null}
              <DrawStats>
                <FactRows
                  facts={[
                    { label: 'Prize', value: prizeLabel(g) },
                    { label: 'Entries', value: formatNumber(g.entries_count) },
                    { label: 'Participants', value: formatNumber(g.participants_count) },
                    { label: 'Winners', value: formatNumber(g.number_of_winners) },
                  ]}
                />
              </DrawStats>
              {g.user_payout ? (
                <Alert $tone={g.user_payout.status === 'failed' ? 'danger' : 'info'} role="note">
                  Your prize: {PAYOUT_TEXT[g.user_payout.status]}
                </Alert>
              ) : null}
            </Hero>
          </Column>
          <Column className="side">
            <Side as="section" aria-labelledby="time-remaining">
              <SectionTitle id="time-remaining">Time Remaining</SectionTitle>
              <Time>{g.has_ended ? 'Ended' : <Countdown to={g.end_datetime} />}</Time>
              <Muted>
                {g.drawn_at
                  ? `Drawn ${formatDateTime(g.drawn_at)}`
                  : `${g.has_ended ? 'Ended' : 'Ends'} ${formatDateTime(g.end_datetime)}`}
              </Muted>
            </Side>
            {user != null && !g.has_ended && g.is_accepting_entries ? (
              <EnterPanel giveaway={g} user={user} notice={notice} onNotice={setNotice} />
            ) : notice ? (
              <Alert $tone="success" role="status">
                {notice}
              </Alert>
            ) : user == null && !g.has_ended && g.is_accepting_entries ? (
              <Side>
                <Muted>
                  <Link to="/login">Log in</Link> to enter this raffle.
                </Muted>
              </Side>
            ) : !g.has_ended && !g.is_accepting_entries ? (
              <Side role="note">
                <Muted>This raffle is not accepting entries right now.</Muted>
              </Side>
            ) : null}
            <WinnersReveal
              drawnAt={g.drawn_at}
              winners={[...g.winners]
                .sort((a, b) => a.position - b.position)
                .map((w) => w.username)}
            />
            <Side as="section" aria-labelledby="giveaway-winners">
              <SectionTitle id="giveaway-winners">Winners</SectionTitle>
              {g.winners.length ? (
                <WinnerList $placeWidth={28}>
                  {g.winners.map((w) => (
                    <li key={w.position}>
                      <span className="pos">#{w.position}</span>
                      <Avatar src={w.user.avatar} name={w.username} size={28} alt="" />
                      <span className="name">{w.username}</span>
                    </li>
                  ))}
                </WinnerList>
              ) : (
                <Muted>
                  {g.drawn_at
                    ? 'Nobody entered, so there are no winners.'
                    : g.has_ended
                      ? 'The winners are being drawn.'
                      : `${formatNumber(g.number_of_winners)} ${g.number_of_winners === 1 ? 'winner is' : 'winners are'} drawn when the raffle ends.`}
                </Muted>
              )}
              {g.disqualified.length ? (
                <>
                  <Muted>Disqualified and redrawn:</Muted>
                  <WinnerList $placeWidth={28} aria-label="Disqualified winners">
                    {g.disqualified.map((d) => (
                      <li key={`${d.position}-${d.user.id}`}>
                        <span className="pos">#{d.position}</span>
                        <s className="name">{d.user.username}</s>
                        {d.reason ? <Muted>({d.reason})</Muted> : null}
                      </li>
                    ))}
                  </WinnerList>
                </>
              ) : null}
            </Side>
          </Column>
          <Column className="rest">
            {entries.isError ? (
              <LoadError title="Failed to load entries" onRetry={() => void entries.refetch()} />
            ) : entries.data ? (
              <Card>
                <EntriesTable entries={entries.data} winners={g.number_of_winners} />
              </Card>
            ) : (
              <Skeleton $height={200} $radius="16px" />
            )}
            {g.has_ended || g.draw.beacon ? (
              <VerifyDraw
                draw={g.draw}
                kind="entries"
                listUrl={giveawayDrawListUrl(g.id)}
                listFileName={`giveaway-${g.id}-entries.csv`}
                listQueryKey={giveawayKeys.drawList(g.id)}
                loadList={() => getGiveawayDrawList(g.id)}
                places={g.number_of_winners}
                disqualifications={g.disqualified.map((d) => ({ position: d.position }))}
                published={Array.from(
                  { length: g.number_of_winners },
                  (_, i) => g.winners.find((w) => w.position === i + 1)?.user.id ?? null,
                )}
                nameOf={(uid) => names.get(uid) ?? `Member #${uid}`}
              />
            ) : null}
          </Column>
        </Layout>
      )}
    </DrawDetailLoad>
  );
}

export default GiveawayDetailPage;
