/**
 * Query keys of the platform's admin screens. Every key starts with 'admin', so a login change
 * can drop them all; an area's admin screens use `[<area>, 'admin', …]` in their remote.
 */
export const adminKeys = {
  all: () => ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  site: () => ['admin', 'site'] as const,
  affiliates: () => ['admin', 'affiliates'] as const,
  audit: (filter: Record<string, string | number | undefined>) =>
    ['admin', 'audit', filter] as const,
  auditAreas: () => ['admin', 'audit', 'areas'] as const,
  remotes: () => ['admin', 'remotes'] as const,
  jobs: () => ['admin', 'jobs'] as const,
  overlays: () => ['admin', 'overlays'] as const,
  overlayPreview: (id: number) => ['admin', 'overlays', id, 'preview'] as const,
  job: (name: string) => ['admin', 'jobs', name] as const,
  members: () => ['admin', 'members'] as const,
  memberList: (q: string, status: string, page: number) =>
    ['admin', 'members', 'list', { q, status, page }] as const,
  member: (id: number) => ['admin', 'members', id] as const,
  memberLedger: (id: number, page: number) => ['admin', 'members', id, 'ledger', page] as const,
};
