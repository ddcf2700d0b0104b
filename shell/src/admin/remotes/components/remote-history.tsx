import type { AdminRemote } from '@lobby/shared-api';
import { formatDateTime } from '@lobby/shared-ui';
import { History } from './remote-parts';

const OUTCOME = {
  promoted: 'promoted',
  stopped: 'stopped',
  rolled_back: 'rolled back',
} as const;

/** A remote's admin entries and its canary releases, each a folded list. */
export function RemoteHistory({ remote }: { remote: AdminRemote }) {
  return (
    <>
      {remote.history.length ? (
        <History>
          <summary>History ({remote.history.length})</summary>
          <ol>
            {remote.history.map((h) => (
              <li key={h.id}>
                <strong>{h.removed ? 'Removed' : h.version}</strong> — {h.manifest}
                {h.created_by ? `, set by ${h.created_by.name}` : ''} {formatDateTime(h.created_at)}
                {h.live ? ' (live)' : ''}
                {h.reverted_at
                  ? ` — rolled back${h.reverted_by ? ` by ${h.reverted_by.name}` : ''} ${formatDateTime(h.reverted_at)}`
                  : ''}
              </li>
            ))}
          </ol>
        </History>
      ) : null}
      {remote.canaries.length ? (
        <History>
          <summary>Canary releases ({remote.canaries.length})</summary>
          <ol>
            {remote.canaries.map((c) => (
              <li key={c.id}>
                <strong>{c.version}</strong> to {c.percent} % beside {c.stable_version}
                {c.created_by ? `, by ${c.created_by.name}` : ''} {formatDateTime(c.created_at)}
                {c.outcome ? ` — ${OUTCOME[c.outcome]}` : ' (under way)'}
                {c.ended_at ? ` ${formatDateTime(c.ended_at)}` : ''}
                {c.reason ? `: ${c.reason}` : ''}
              </li>
            ))}
          </ol>
        </History>
      ) : null}
    </>
  );
}
