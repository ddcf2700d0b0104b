import type { SubmitClaimResponse } from '@lobby/contract-community';
import { postJson } from '@lobby/shared-api';

/** POST /api/r/challenges/{id}/claim — multipart: description and evidence_images[n]. */
export function submitClaim(challengeId: number, description: string, images: File[]) {
  const form = new FormData();
  form.append('description', description);
  images.forEach((file, i) => form.append(`evidence_images[${i}]`, file, file.name));
  // Uploads of up to 5 × 10 MB need longer than the default timeout.
  return postJson<SubmitClaimResponse>(`api/r/challenges/${challengeId}/claim`, form, {
    timeout: 120_000,
  });
}
