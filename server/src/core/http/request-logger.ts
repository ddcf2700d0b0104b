import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type LevelLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger that makes pino's child (the request id bound to it) the first time it
 * writes a line. Fastify makes that child for every request, which costs a serialization of the
 * bindings even when the request logs nothing — nearly every one at the default level.
 */
class RequestLogger {
  readonly #parent: LevelLogger;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | null = null;

  constructor(parent: LevelLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  #write(level: Level, args: unknown[]): void {
    const current = (this.#child ?? this.#parent) as LevelLogger;
    if (current.isLevelEnabled(level))
      (this.#logger()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  get silent() {
    return this.#logger().silent;
  }

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.#logger().child(...args);
  }

  isLevelEnabled(level: string): boolean {
    return ((this.#child ?? this.#parent) as LevelLogger).isLevelEnabled(level);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#write('error', args);
  }

  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }

  info(...args: unknown[]): void {
    this.#write('info', args);
  }

  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
}

/**
 * Fastify's `childLoggerFactory`: a RequestLogger, or pino's child at once where the route sets a
 * log level or serializers of its own (none does) or the logger is not pino.
 */
export const requestLoggerFactory: ChildLoggerFactory = function (logger, bindings, options) {
  const parent = logger as Partial<LevelLogger>;
  if (Object.keys(options).length || typeof parent.isLevelEnabled !== 'function')
    return logger.child(bindings, options);
  return new RequestLogger(parent as LevelLogger, bindings) as unknown as FastifyBaseLogger;
};
