import styled from 'styled-components';

// \`&&\`: the list's table around it styles its own cells; these rules win inside the diff.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  && th,
  && td {
    padding: 6px 10px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: break-word;
  }
  && th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
    font-weight: 600;
    letter-spacing: normal;
    text-transform: none;
    white-space: normal;
    /* A long field name (allow_passwordless_entry) may break, or it widens a phone's card. */
    overflow-wrap: anywhere;
  }
  && td {
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.fonts.mono};
    white-space: pre-wrap;
    word-break: break-word;
  }
  del {
    color: ${({ theme }) => theme.colors.danger};
    text-decoration: none;
  }
  ins {
    color: ${({ theme }) => theme.colors.success};
    text-decoration: none;
  }
`;

const show = (v: unknown): string => {
  if (v === undefined) return '—';
  if (typeof v === 'string') return v;
  return JSON.stringify(v, null, 1);
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** The fields an audit row changed: one line per field with its value before and after. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const keys =
    isRecord(before) || isRecord(after)
      ? [
          ...new Set([
            ...Object.keys(isRecord(before) ? before : {}),
            ...Object.keys(isRecord(after) ? after : {}),
          ]),
        ]
      : ['value'];
  const pick = (v: unknown, k: string) =>
    isRecord(v) ? v[k] : k === 'value' ? (v ?? undefined) : undefined;
  const rows = keys.filter(
    (k) => JSON.stringify(pick(before, k)) !== JSON.stringify(pick(after, k)) || !before,
  );
  if (!rows.length) return <p>No field changed.</p>;
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((k) => (
          <tr key={k}>
            <th scope="row">{k}</th>
            <td>
              <del>{show(pick(before, k))}</del>
            </td>
            <td>
              <ins>{show(pick(after, k))}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
