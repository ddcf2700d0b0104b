import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { requestLoggerFactory } from './request-logger';

/**
 * An app whose pino logger (at `level`) writes its lines into `lines`, counting its child() calls,
 * and whose routes call `route` with the request's logger.
 */
async function appWith(level: string, route: (log: FastifyBaseLogger) => void) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLoggerFactory });
  const counted = { children: 0 };
  const child = app.log.child;
  app.log.child = function (this: FastifyBaseLogger, ...args: Parameters<typeof child>) {
    counted.children++;
    return child.apply(this, args);
  } as typeof child;
  app.get('/', async (request) => {
    route(request.log);
    return { ok: true };
  });
  app.get('/quiet', { logLevel: 'error' }, async (request) => {
    route(request.log);
    return { ok: true };
  });
  await app.ready();
  counted.children = 0;
  return { app, lines, counted };
}

describe('the request logger', () => {
  it('makes no child logger for a request that logs nothing', async () => {
    const { app, lines, counted } = await appWith('warn', (log) => {
      log.info('below the level');
      log.debug({ detail: 1 }, 'below the level');
    });
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(counted.children).toBe(0);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes what a child logger writes, the request id bound, once it logs', async () => {
    const { app, lines, counted } = await appWith('info', (log) => {
      log.warn({ detail: 1 }, 'first');
      log.info('second');
      log.child({ part: 'x' }).error('third');
    });
    await app.inject('/');
    const ours = lines.filter((l) => l.msg !== 'incoming request' && l.msg !== 'request completed');
    expect(
      ours.map(({ level, msg, reqId, detail, part }) => ({ level, msg, reqId, detail, part })),
    ).toEqual([
      { level: 40, msg: 'first', reqId: 'req-1', detail: 1, part: undefined },
      { level: 30, msg: 'second', reqId: 'req-1', detail: undefined, part: undefined },
      { level: 50, msg: 'third', reqId: 'req-1', detail: undefined, part: 'x' },
    ]);
    // Fastify's own request lines (info) go through the same child.
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([
      expect.objectContaining({ reqId: 'req-1', level: 30 }),
    ]);
    // The request's child, made once, and the route's own child of it.
    expect(counted.children).toBe(2);
    await app.close();
  });

  it("follows a route's own log level", async () => {
    const { app, lines } = await appWith('info', (log) => {
      log.warn('below the route level');
      log.error('at it');
    });
    await app.inject('/quiet');
    expect(lines.map((l) => l.msg)).toEqual(['at it']);
    expect(lines[0]).toEqual(expect.objectContaining({ reqId: 'req-1' }));
    await app.close();
  });

  it('reports the level it writes at', async () => {
    let seen: [string, boolean, boolean] | null = null;
    const { app } = await appWith('warn', (log) => {
      const l = log as typeof log & { isLevelEnabled(level: string): boolean };
      seen = [l.level, l.isLevelEnabled('info'), l.isLevelEnabled('error')];
    });
    await app.inject('/');
    expect(seen).toEqual(['warn', false, true]);
    await app.close();
  });
});
