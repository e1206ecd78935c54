/**
 * Every error answer is `{ error, code }` (docs/api.md), including the ones Fastify and Node's HTTP parser
 * would otherwise write in their own shape: malformed requests, headers too large, request timeouts,
 * undecodable paths, bodies too large, unsupported media types and bad JSON. Fastify's own codes
 * (`FST_ERR_…`) are internals: clients get the stable codes below.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from './errors.js';

/** Retry-After while shutting down: a restarted or another instance answers soon. */
export const SHUTDOWN_RETRY_S = 10;

const UNEXPECTED: ApiError = { error: 'An unexpected error occurred', code: 'INTERNAL' };

/** Stable codes for the 4xx answers Fastify produces itself, by status. */
const CODE_OF_STATUS: Record<number, string> = {
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** The answer for an error thrown while handling a request (the app's one error handler). */
export function errorAnswer(
  err: Error & { statusCode?: number; validation?: unknown; code?: string; expose?: boolean },
): {
  status: number;
  body: ApiError;
  internal: boolean;
} {
  if (err.validation)
    return { status: 400, body: { error: err.message, code: 'INVALID_REQUEST' }, internal: false };
  const status = err.statusCode ?? 500;
  // A 5xx written for clients (the store is unreachable: STORE_UNAVAILABLE) keeps its message and code.
  if (status >= 500 && err.expose === true && err.code)
    return { status, body: { error: err.message, code: err.code }, internal: false };
  if (status >= 500 || status < 400)
    return { status: status >= 500 ? status : 500, body: UNEXPECTED, internal: true };
  const own = err.code && !err.code.startsWith('FST_') ? err.code : undefined;
  return {
    status,
    body: { error: err.message, code: own ?? CODE_OF_STATUS[status] ?? 'INVALID_REQUEST' },
    internal: false,
  };
}

/** A path Fastify cannot decode (`/api/me%zz`): answered before routing, in the same shape. */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ error: 'The request path is not a valid URL.', code: 'INVALID_REQUEST' });
    return;
  }
  const { status, body } = errorAnswer(err);
  void reply.code(status).send(body);
}

/** What Node's HTTP parser refuses before Fastify sees a request, written straight to the socket. */
export function clientErrorAnswer(code: string | undefined): { status: number; body: ApiError } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, body: { error: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' } };
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, body: { error: 'The request headers are too large.', code: 'HEADERS_TOO_LARGE' } };
  return { status: 400, body: { error: 'The request is not valid HTTP.', code: 'INVALID_REQUEST' } };
}

export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(err.code);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(json)}\r\nconnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}
