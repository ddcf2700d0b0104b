import type { CasinoLinkResponse } from '@lobby/contract-community';
import { postJson } from '@lobby/shared-api';

/** POST /api/r/casino-links (multipart): a name on a platform with the evidence screenshot. */
export const submitCasinoLink = (input: {
  platformId: number;
  username: string;
  evidence: Blob;
}) => {
  const form = new FormData();
  form.append('platform_id', String(input.platformId));
  form.append('username', input.username);
  const name =
    'name' in input.evidence && typeof input.evidence.name === 'string' && input.evidence.name
      ? input.evidence.name
      : 'evidence';
  form.append('evidence', input.evidence, name);
  return postJson<CasinoLinkResponse>('api/r/casino-links', form, { timeout: 60_000 });
};
