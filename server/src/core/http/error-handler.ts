import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { DutyRefused } from '../admin/duties';
import { audit } from '../audit/audit';
import { isDatabaseBusy, isInputRejected } from '../db/errors';
import { HttpError } from './errors';

export const BUSY_MESSAGE = 'The site is busy right now. Please try again in a moment.';
/** The 400 for a value the database refused that no schema caught (see isInputRejected). */
export const INPUT_REJECTED_MESSAGE = 'The request holds a value that cannot be stored.';

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  401: 'Authentication required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'The request took too long to arrive.',
  411: 'Length required.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please try again later.',
};

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but the content type says JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its Content-Length.';
    case 'FST_ERR_BAD_URL':
      return 'The address is not valid (bad percent-encoding).';
    default:
      if (error instanceof SyntaxError) return 'The request body is not valid JSON.';
      return CLIENT_MESSAGES[status] ?? 'Bad request.';
  }
}

/**
 * One error shape for every failure: HttpError carries its status and field errors; framework
 * errors about the request (bad JSON, too large, wrong content type) keep their 4xx status;
 * anything else is a logged 500 with a generic message.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      // Written here, after the request's transaction rolled back, so the refusal stays on record.
      if (error instanceof DutyRefused)
        await audit(request.server.db, { ...error.entry, at: request.server.clock() }).catch(
          (err: unknown) => request.log.error({ err }, 'refusal not audited'),
        );
      if (error instanceof HttpError) return reply.code(error.statusCode).send(error.toBody());
      // SQLite's write lock held by another process past the short busy timeout: say when to
      // retry instead of holding the event loop (SQLite serves one process; see the README).
      if (isDatabaseBusy(error)) {
        request.log.warn({ code: (error as { code?: string }).code }, 'database busy');
        return reply
          .code(503)
          .header('retry-after', '1')
          .send({ success: false, message: BUSY_MESSAGE });
      }
      // A value the database would not take (NUL in text, an id past its integer range): the
      // client's fault, but one a schema missed — warned so the schema gets fixed.
      if (isInputRejected(error)) {
        request.log.warn(
          { code: (error as { code?: string }).code, msg: error.message, url: request.url },
          'database refused an input value no schema caught',
        );
        return reply.code(400).send({ success: false, message: INPUT_REJECTED_MESSAGE });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, msg: error.message }, 'client error');
        return reply.code(status).send({ success: false, message: clientMessage(error, status) });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({
        success: false,
        message: 'Something went wrong on our side. Please try again later.',
      });
    });
  },
  { name: 'lobby-errors' },
);
