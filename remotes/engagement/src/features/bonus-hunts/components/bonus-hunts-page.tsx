import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSessionStore } from '@lobby/shared-api';
import { Loader, Muted, Page, PageTitle, Tabs } from '@lobby/shared-ui';
import { LoadError } from '../../../components/load-error';
import { PhoneTabsRow } from '../../../components/page-parts';
import { useBonusHuntData } from '../hooks/use-bonus-hunt-data';
import { useHuntLive } from '../hooks/use-hunt-live';
import type { HuntTabKey } from '../utils/constants';
import { HUNT_TABS, parseHuntTab } from '../utils/constants';
import { CurrentHuntSkeleton } from './current-hunt-skeleton';
import { CurrentHuntTab } from './current-hunt-tab';
import { HistoryTab } from './history-tab';
import { LiveHuntPicker } from './live-hunt-picker';
import { PredictionsTab } from './predictions-tab';

const Intro = styled.header`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

// Keeps the area below the tabs from collapsing while a tab loads (no layout jump).
const Panel = styled.div`
  min-height: 360px;
  &:focus-visible {
    outline-offset: 6px;
  }
`;

/** The live hunt asked for in the URL (`?hunt=`), if it reads as an id. */
function parseHuntParam(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * /bonus-hunts: the current hunt (one of the live hunts, picked when several run; `?hunt=`
 * remembers it), every prediction for it, and completed hunts.
 */
export function BonusHuntsPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseHuntTab(params.get('tab'));
  const wanted = parseHuntParam(params.get('hunt'));
  const user = useSessionStore((s) => s.user);

  const [historyPage, setHistoryPage] = useState(1);
  const { hunts, predictions, own, pastPage } = useBonusHuntData(
    user?.id ?? null,
    historyPage,
    wanted,
  );
  const hunt = hunts.data?.latest_bonus_hunt ?? null;
  useHuntLive(hunt?.id ?? null);
  // Page 1 comes with the first call; while a later page loads, the previous one stays dimmed.
  const past =
    historyPage === 1
      ? (hunts.data?.past_bonus_hunts ?? null)
      : (pastPage.data?.past_bonus_hunts ?? hunts.data?.past_bonus_hunts ?? null);

  const selectHunt = useCallback(
    (id: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('hunt', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const selectTab = useCallback(
    (key: HuntTabKey) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (key === 'current') next.delete('tab');
          else next.set('tab', key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const retryAll = () => {
    hunts.reload();
    if (predictions.error) predictions.reload();
  };

  const label = HUNT_TABS.find((t) => t.key === tab)!.label;
  let content;
  if (tab === 'predictions') {
    content = (
      <PredictionsTab predictions={predictions} hunt={hunt} currentUserId={user?.id ?? null} />
    );
  } else if (!hunts.data) {
    if (hunts.error)
      content = <LoadError title="Failed to load the bonus hunt" onRetry={retryAll} />;
    else
      content =
        tab === 'current' ? <CurrentHuntSkeleton /> : <Loader label="Loading past hunts..." />;
  } else if (tab === 'history') {
    content = (
      <HistoryTab
        past={past}
        page={historyPage}
        loading={pastPage.loading}
        error={historyPage > 1 ? pastPage.error : null}
        onPageChange={setHistoryPage}
        onRetry={pastPage.reload}
      />
    );
  } else {
    content = <CurrentHuntTab data={hunts.data} user={user} own={own} />;
  }

  return (
    <Page>
      <Intro>
        <PageTitle>Bonus Hunt</PageTitle>
        <Muted>
          Follow the hunt bonus by bonus, see what the community predicted, and look back at past
          results.
        </Muted>
      </Intro>
      <PhoneTabsRow>
        <Tabs items={[...HUNT_TABS]} value={tab} onChange={selectTab} label="Bonus hunt sections" />
      </PhoneTabsRow>
      {tab !== 'history' ? (
        <LiveHuntPicker
          hunts={hunts.data?.live_bonus_hunts ?? []}
          shown={hunt}
          onChange={selectHunt}
        />
      ) : null}
      <Panel role="tabpanel" aria-label={label} tabIndex={0}>
        {content}
      </Panel>
    </Page>
  );
}

export default BonusHuntsPage;
