import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadRule } from '../uploads/pipeline';
import { HttpError, fieldErrors } from './errors';

/** What an upload route accepts; every limit is required so no route takes the defaults by accident. */
export interface MultipartLimits {
  /** Largest file, in bytes: a larger one is cut there and answered `truncated`. */
  fileBytes: number;
  /** How many files at most. */
  files: number;
  /** The whole body (Content-Length), in bytes: a larger request is 413 before a byte is read. */
  requestBytes: number;
  /** How many plain fields at most (default 20). */
  fields?: number;
  /** Largest plain field, in bytes (default 64 KiB). */
  fieldBytes?: number;
  /**
   * What the route's files may be (core/uploads/pipeline.ts): each goes through processUpload
   * with this rule before it is stored or read. Recorded in the route table, so every upload
   * route can be found and probed (core/uploads/upload-routes.test.ts).
   */
  accept: UploadRule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opts a route in to multipart bodies (see `multipart()` below); every other route answers 415. */
    multipart?: MultipartLimits;
  }
}

/** Route config that accepts multipart/form-data with these limits: `{ config: multipart({…}) }`. */
export const multipart = (limits: MultipartLimits): { multipart: MultipartLimits } => ({
  multipart: limits,
});

type Hook = (...args: never[]) => unknown;

export const UPLOAD_NOT_ACCEPTED = 'This address does not accept file uploads.';
export const UPLOAD_TOO_LARGE = 'The upload is too large.';
export const UPLOAD_MALFORMED = 'The upload could not be read.';
export const UPLOAD_LENGTH_REQUIRED = 'An upload needs a Content-Length header.';

const isMultipartRequest = (request: FastifyRequest) =>
  /^multipart\//i.test(request.headers['content-type'] ?? '');

/**
 * Multipart bodies only where a route opted in (`config: multipart({ … })`): anywhere else they
 * are 415 before the body is read. An upload route's body is never parsed ahead of it: the route
 * calls `readMultipart(request)` in its handler, so authentication and the CSRF header (checked
 * in onRequest) come first, and the body is streamed through the route's limits.
 */
export const multipartPlugin = fp(
  async (app) => {
    // @fastify/multipart adds two request hooks app-wide — an async onRequest that listens for
    // the socket's close and an async onResponse, both cleaning up saveRequestFiles' temporary
    // files: two promises and a listener on every request of the site. They are set aside while
    // it registers and given to the routes that accept uploads, the only ones that read a part.
    const uploadHooks: Record<'onRequest' | 'onResponse', Hook[]> = {
      onRequest: [],
      onResponse: [],
    };
    const addHook = app.addHook;
    app.addHook = function (this: FastifyInstance, name: string, hook: Hook) {
      if (name !== 'onRequest' && name !== 'onResponse')
        return (addHook as (name: string, hook: Hook) => FastifyInstance).call(this, name, hook);
      uploadHooks[name].push(hook);
      return this;
    } as typeof addHook;
    try {
      // No attachFieldsToBody: the plugin only marks multipart requests; nothing is read until a
      // route asks. The defaults are the strictest; routes pass theirs to readMultipart.
      await app.register(fastifyMultipart, {
        limits: { fileSize: 0, files: 0, fields: 0, parts: 0 },
      });
    } finally {
      app.addHook = addHook;
    }
    app.addHook('onRoute', (route) => {
      if (!route.config?.multipart) return;
      route.onRequest = [...[route.onRequest ?? []].flat(), ...uploadHooks.onRequest] as never;
      route.onResponse = [...[route.onResponse ?? []].flat(), ...uploadHooks.onResponse] as never;
    });

    const multipartGuard: onRequestHookHandler = (request, _reply, done) => {
      if (!isMultipartRequest(request) || request.is404) return done();
      const limits = request.routeOptions.config?.multipart;
      if (!limits) return done(new HttpError(415, UPLOAD_NOT_ACCEPTED));
      const declared = request.headers['content-length'];
      if (declared === undefined) return done(new HttpError(411, UPLOAD_LENGTH_REQUIRED));
      if (!/^\d+$/.test(declared) || Number(declared) > limits.requestBytes)
        return done(new HttpError(413, UPLOAD_TOO_LARGE));
      done();
    };
    app.addHook('onRequest', multipartGuard);
  },
  { name: 'lobby-multipart' },
);

export interface UploadedFile {
  /** The form field's name. */
  field: string;
  /** The name the browser gave (never trusted for anything but display). */
  filename: string;
  /** The bytes read, at most `fileBytes`. */
  bytes: Buffer;
  /** The file was larger than `fileBytes` and was cut: refuse it. */
  truncated: boolean;
}

export interface MultipartBody {
  /** Plain fields, each sent once. */
  fields: Record<string, string>;
  files: UploadedFile[];
}

function toClientError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new HttpError(413, UPLOAD_TOO_LARGE);
  // Busboy's own errors (no boundary, a broken part header, an unexpected end) carry no status:
  // every one of them is about the body the client sent.
  return new HttpError(400, UPLOAD_MALFORMED);
}

/**
 * Reads an opted-in route's multipart body through its limits: plain fields, and each file
 * buffered up to `fileBytes` (a larger one comes back `truncated`). Too many files, fields or
 * parts → 413; a malformed body → 400; a field sent twice → 400 for that field.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const limits = request.routeOptions.config?.multipart;
  if (!limits) throw new Error('readMultipart: the route has no multipart() config');
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data.');
  const fields = Object.create(null) as Record<string, string>;
  const files: UploadedFile[] = [];
  const fieldCount = limits.fields ?? 20;
  try {
    // throwFileSizeLimit is read from these options at run time; the type leaves it out.
    const parts = request.parts({
      limits: {
        fileSize: limits.fileBytes,
        files: limits.files,
        fields: fieldCount,
        fieldSize: limits.fieldBytes ?? 64 * 1024,
        parts: limits.files + fieldCount,
        headerPairs: 20,
      },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        files.push({
          field: part.fieldname,
          filename: part.filename,
          bytes,
          truncated: part.file.truncated,
        });
      } else {
        if (Object.hasOwn(fields, part.fieldname))
          throw fieldErrors({ [part.fieldname]: ['Send this field once.'] });
        if (part.valueTruncated) throw new HttpError(413, UPLOAD_TOO_LARGE);
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    throw toClientError(error);
  }
  return { fields, files };
}
