import type {
  AdminCorrectionInput,
  AdminCsvCommitResponse,
  AdminCsvPreviewResponse,
  AdminEntriesResponse,
  AdminFeedInput,
  AdminFeedPreviewInput,
  AdminFeedPreviewResponse,
  AdminLeaderboardsResponse,
  AdminPeriodInput,
  AdminPlatformInput,
  AdminPlatformResponse,
  AdminSyncResponse,
} from '@lobby/contract-community';
import { getJson, postJson, sendJson } from '@lobby/shared-api';

const BASE = 'api/admin/community/leaderboard';

export const adminLeaderboardKeys = {
  all: () => ['community', 'admin', 'leaderboards'] as const,
  list: () => ['community', 'admin', 'leaderboards', 'list'] as const,
  entries: (id: number, q: string) =>
    ['community', 'admin', 'leaderboards', 'entries', id, q] as const,
};

export const listAdminLeaderboards = () => getJson<AdminLeaderboardsResponse>(BASE);
export const createPlatform = (input: AdminPlatformInput) =>
  postJson<AdminPlatformResponse>(`${BASE}/platforms`, input);
export const updatePlatform = (id: number, input: AdminPlatformInput) =>
  sendJson<AdminPlatformResponse>('put', `${BASE}/platforms/${id}`, input);
export const uploadPlatformImage = (id: number, file: File) => {
  const form = new FormData();
  form.append('image', file, file.name || 'image');
  return postJson<AdminPlatformResponse>(`${BASE}/platforms/${id}/image`, form, {
    timeout: 60_000,
  });
};
export const savePeriod = (id: number, input: AdminPeriodInput) =>
  sendJson<AdminPlatformResponse>('put', `${BASE}/platforms/${id}/period`, input);
export const saveFeed = (id: number, input: AdminFeedInput) =>
  sendJson<AdminPlatformResponse>('put', `${BASE}/platforms/${id}/feed`, input);
export const previewFeed = (id: number, input: AdminFeedPreviewInput) =>
  postJson<AdminFeedPreviewResponse>(`${BASE}/platforms/${id}/feed/preview`, input, {
    timeout: 30_000,
  });
export const syncNow = (id: number) =>
  postJson<AdminSyncResponse>(`${BASE}/platforms/${id}/sync`, undefined, { timeout: 90_000 });
export const listEntries = (id: number, q: string) =>
  getJson<AdminEntriesResponse>(`${BASE}/platforms/${id}/entries`, { query: { q } });
export const correctEntry = (id: number, input: AdminCorrectionInput) =>
  postJson<AdminPlatformResponse>(`${BASE}/platforms/${id}/corrections`, input);

const csvForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name || 'wagers.csv');
  return form;
};
export const previewCsv = (id: number, file: File) =>
  postJson<AdminCsvPreviewResponse>(`${BASE}/platforms/${id}/csv/preview`, csvForm(file), {
    timeout: 120_000,
  });
export const commitCsv = (id: number, file: File) =>
  postJson<AdminCsvCommitResponse>(`${BASE}/platforms/${id}/csv/commit`, csvForm(file), {
    timeout: 120_000,
  });
