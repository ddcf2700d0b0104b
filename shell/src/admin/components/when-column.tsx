import type { DataColumn } from '@lobby/shared-ui';
import { formatDateTime } from '@lobby/shared-ui';

/** The "When" column of the admin's logs: the row's time, on one line. */
export function whenColumn<T extends { created_at: string }>(): DataColumn<T> {
  return {
    key: 'when',
    header: 'When',
    render: (r) => (
      <time dateTime={r.created_at} style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(r.created_at)}
      </time>
    ),
  };
}
