import http from 'node:http';
import type { Socket } from 'node:net';

type ClientError = Error & { code?: string; rawPacket?: unknown };

/** The answer to a request Node refused before Fastify saw it: status and the site's message. */
export function clientErrorAnswer(error: ClientError): { status: number; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW': {
      // The request line alone takes most of the header limit: the address is what is too long.
      const text = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
      const lineEnd = text.indexOf('\r\n');
      const requestLine =
        /^[A-Z]+ /.test(text) && (lineEnd === -1 || lineEnd > http.maxHeaderSize / 2);
      return requestLine
        ? { status: 414, message: 'The address is too long.' }
        : { status: 431, message: 'The request headers are too large.' };
    }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive.' };
    default:
      return { status: 400, message: 'Bad request.' };
  }
}

/**
 * Fastify's clientErrorHandler: a request too malformed or too large for Node's parser (an
 * address or header block over its 16 KB limit, a request that trickles in past the timeout)
 * answers in the site's JSON error shape and the connection is closed after it, instead of
 * Node's or Fastify's own bodies.
 */
export function clientErrorHandler(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message } = clientErrorAnswer(error);
  const body = JSON.stringify({ success: false, message });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
