import type { FetchLike } from '../http/outbound-guard';

/** Why JSON at a URL cannot be used by this site's pages; each caller words it its own way. */
export type CrossOriginProblem =
  | { kind: 'unreachable'; detail: string }
  | { kind: 'status'; status: number }
  | { kind: 'cors'; allow: string | null }
  | { kind: 'json'; detail: string };

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The CORS header an answer had, as a sentence names it. */
export const allowText = (allow: string | null) =>
  allow ? `Access-Control-Allow-Origin: ${allow}` : 'no Access-Control-Allow-Origin header';

/**
 * JSON fetched as the site's pages would fetch it from `origin`: on another origin, the answer
 * must allow that origin (CORS), or the browser would refuse it. Five seconds at the most.
 */
export async function fetchJsonAsSite(
  url: string,
  origin: string,
  doFetch: FetchLike,
): Promise<{ ok: true; value: unknown } | { ok: false; problem: CrossOriginProblem }> {
  let res: Response;
  try {
    res = await doFetch(url, {
      headers: { origin, accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
  } catch (e) {
    return { ok: false, problem: { kind: 'unreachable', detail: errorText(e) } };
  }
  if (!res.ok) return { ok: false, problem: { kind: 'status', status: res.status } };
  const allow = res.headers.get('access-control-allow-origin');
  if (new URL(url).origin !== origin && allow !== '*' && allow !== origin)
    return { ok: false, problem: { kind: 'cors', allow } };
  try {
    return { ok: true, value: await res.json() };
  } catch (e) {
    return { ok: false, problem: { kind: 'json', detail: errorText(e) } };
  }
}
