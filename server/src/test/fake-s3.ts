import { createHash, createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A minimal S3-compatible server for tests: path-style `/<bucket>/<key>` PUT, GET, HEAD and
 * DELETE of objects held in memory, each request's AWS Signature Version 4 checked against the
 * one access key it knows (403 SignatureDoesNotMatch otherwise), errors as S3's XML.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { bytes: Buffer; contentType: string; modified: Date }>;
  /** Every request: method, key and answer status. */
  requests: { method: string; key: string; status: number }[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

function xmlError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .header('content-type', 'application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
}

/** Checks the request's SigV4 Authorization header; answers the reason it fails, or null. */
function checkSignature(
  request: FastifyRequest,
  body: Buffer,
  opts: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const auth = request.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return 'no SigV4 authorization';
  const [, keyId, day, region, signedHeaders, signature] = m as unknown as string[];
  if (keyId !== opts.accessKeyId) return 'unknown access key';
  if (region !== opts.region) return 'wrong region';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'date mismatch';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
    return 'payload hash mismatch';
  const [rawPath, rawQuery = ''] = (request.raw.url ?? '').split('?');
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const names = signedHeaders!.split(';');
  const headers = names
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonical = [request.method, rawPath, query, headers, signedHeaders, payloadHash].join(
    '\n',
  );
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${opts.secretAccessKey}`, day!), region!), 's3'),
    'aws4_request',
  );
  const expected = createHmac('sha256', key).update(toSign).digest('hex');
  return expected === signature ? null : 'signature does not match';
}

export async function startFakeS3(
  opts: { bucket?: string; region?: string; host?: string } = {},
): Promise<FakeS3> {
  const bucket = opts.bucket ?? 'lobby-test';
  const region = opts.region ?? 'eu-test-1';
  const accessKeyId = 'FAKEACCESSKEY';
  const secretAccessKey = 'fake/secret+key';
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.route<{ Params: { bucket: string; '*': string } }>({
    method: ['GET', 'HEAD', 'PUT', 'DELETE'],
    url: '/:bucket/*',
    handler: async (request, reply) => {
      const key = decodeURIComponent(request.params['*']);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = (status: number) => requests.push({ method: request.method, key, status });
      const problem = checkSignature(request, body, { accessKeyId, secretAccessKey, region });
      if (problem) {
        answer(403);
        return xmlError(reply, 403, 'SignatureDoesNotMatch', problem);
      }
      if (request.params.bucket !== bucket) {
        answer(404);
        return xmlError(reply, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      }
      const found = objects.get(key);
      switch (request.method) {
        case 'PUT': {
          const modified = new Date(Math.floor(Date.now() / 1000) * 1000);
          objects.set(key, {
            bytes: body,
            contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
            modified,
          });
          answer(200);
          return reply.header('etag', `"${createHash('md5').update(body).digest('hex')}"`).send();
        }
        case 'DELETE':
          objects.delete(key);
          answer(204);
          return reply.code(204).send();
        default: {
          if (!found) {
            answer(404);
            if (request.method === 'HEAD') return reply.code(404).send();
            return xmlError(reply, 404, 'NoSuchKey', 'The specified key does not exist.');
          }
          answer(200);
          reply
            .header('content-type', found.contentType)
            .header('content-length', found.bytes.length)
            .header('last-modified', found.modified.toUTCString())
            .header('etag', `"${createHash('md5').update(found.bytes).digest('hex')}"`);
          return request.method === 'HEAD' ? reply.send() : reply.send(found.bytes);
        }
      }
    },
  });
  await app.listen({ port: 0, host: opts.host ?? '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => app.close(),
  };
}
