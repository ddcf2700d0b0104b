import { MutationObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, getJson, NetworkError, postJson } from '../lib/api-client';
import { createQueryClient, logFailure, QUERY_STALE_MS, retryOnce } from './query-client';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('retryOnce', () => {
  it('retries a lost connection, a 5xx, a 408 and a 429 once', () => {
    for (const error of [
      new NetworkError(),
      new ApiError('down', 503),
      new ApiError('timeout', 408),
      new ApiError('slow down', 429),
    ]) {
      expect(retryOnce(0, error)).toBe(true);
      expect(retryOnce(1, error)).toBe(false);
    }
  });

  it('never retries another 4xx: the answer is final', () => {
    for (const status of [400, 401, 403, 404, 422]) {
      expect(retryOnce(0, new ApiError('no', status))).toBe(false);
    }
  });
});

describe('createQueryClient', () => {
  it('keeps answers fresh for 30 seconds and never retries mutations', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(QUERY_STALE_MS);
    expect(QUERY_STALE_MS).toBe(30_000);
    expect(client.getDefaultOptions().queries?.retry).toBe(retryOnce);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('retries a failed query once, then gives up', async () => {
    let calls = 0;
    server.use(
      http.get('http://localhost/api/r/flaky', () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'down' }, { status: 503 });
      }),
    );
    const client = createQueryClient({ queries: { retryDelay: 0 } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(
      client.fetchQuery({
        queryKey: ['flaky'],
        queryFn: () => getJson('api/r/flaky'),
        meta: logFailure('Failed to load the flaky thing', 'warn'),
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(2);
    // Logged once, after the retry, as the query's meta says.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Failed to load the flaky thing',
      expect.objectContaining({ status: 503 }),
    );
    warn.mockRestore();
  });

  it('does not log a 404: it is the page’s not-found state', async () => {
    server.use(
      http.get('http://localhost/api/r/user/ghost', () =>
        HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      ),
    );
    const client = createQueryClient();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      client.fetchQuery({
        queryKey: ['user', 'ghost'],
        queryFn: () => getJson('api/r/user/ghost'),
        meta: logFailure('Failed to load the profile'),
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('logs a failed mutation by its meta, once, without retrying it', async () => {
    let calls = 0;
    server.use(
      http.post('http://localhost/api/r/do-it', () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'boom' }, { status: 500 });
      }),
    );
    const client = createQueryClient();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const observer = new MutationObserver(client, {
      mutationFn: () => postJson('api/r/do-it'),
      meta: logFailure('Failed to do it'),
    });
    await expect(observer.mutate()).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
    expect(error).toHaveBeenCalledWith('Failed to do it', expect.objectContaining({ status: 500 }));
    error.mockRestore();
  });
});
