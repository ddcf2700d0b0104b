import { z } from 'zod';
import { OutboundError, outboundFetch, serviceText } from '../http/outbound';

export interface TipRequest {
  /** The recipient's verified casino user name. */
  recipient: string;
  amountCents: number;
  /** The idempotency nonce: the casino pays a nonce at most once. */
  nonce: string;
}

export type TipResult =
  | { outcome: 'sent'; reference: string | null }
  /** Try again later with the same nonce: no answer (maybe paid), no connection, 429, 5xx. */
  | { outcome: 'retry'; uncertain: boolean; retryAfterMs: number | null; error: string }
  /** The casino refused it for good (unknown user, not enough balance…). */
  | { outcome: 'refused'; error: string };

const answerSchema = z
  .object({
    success: z.boolean().optional(),
    tipId: z.union([z.string(), z.number()]).optional(),
    id: z.union([z.string(), z.number()]).optional(),
  })
  .passthrough();

/**
 * A Roobet-style tipping call: POST <api url> with a bearer token and
 * `{ receiverName, amount, currency, nonce }` (amount in dollars, two decimals). A 409 for a nonce
 * already used means that tip was paid before: it counts as sent.
 */
export async function sendTip(
  provider: { apiUrl: string; apiToken: string },
  tip: TipRequest,
  timeoutMs: number,
): Promise<TipResult> {
  try {
    const res = await outboundFetch(
      provider.apiUrl,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${provider.apiToken}`,
          'idempotency-key': tip.nonce,
        },
        body: JSON.stringify({
          receiverName: tip.recipient,
          amount: (tip.amountCents / 100).toFixed(2),
          currency: 'USD',
          nonce: tip.nonce,
        }),
      },
      timeoutMs,
    );
    const parsed = answerSchema.safeParse(res.json);
    if (parsed.success && parsed.data.success === false)
      return { outcome: 'refused', error: `The casino refused the tip: ${serviceText(res.text)}` };
    const ref = parsed.success ? (parsed.data.tipId ?? parsed.data.id ?? null) : null;
    return { outcome: 'sent', reference: ref == null ? null : String(ref) };
  } catch (error) {
    if (!(error instanceof OutboundError))
      return { outcome: 'retry', uncertain: true, retryAfterMs: null, error: String(error) };
    if (error.kind === 'http' && error.status === 409 && /nonce/i.test(error.body))
      return { outcome: 'sent', reference: null };
    if (error.retryable)
      return {
        outcome: 'retry',
        // A timeout, or a 5xx after the request arrived, may have paid; a refusal to connect or
        // a 429 did not.
        uncertain: error.kind === 'timeout' || (error.status ?? 0) >= 500,
        retryAfterMs: error.retryAfterMs,
        error: error.message,
      };
    return { outcome: 'refused', error: error.message };
  }
}
