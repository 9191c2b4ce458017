/**
 * The envelope for the failures Fastify and Node answer before any route or hook runs, which
 * otherwise get Fastify's own JSON ({ error, message, statusCode }): a request line or headers
 * over Node's 16 KiB limit (431), a request that is not HTTP (400), a client too slow to send
 * its headers (408), a path that is not valid percent-encoding (400) or a path parameter over the
 * router's limit (414).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../shared/envelope.ts';
import type { PlatformErrorCode } from '../shared/api/error-codes.ts';

interface ClientFailure {
  status: number;
  errorCode: PlatformErrorCode;
  message: string;
}

function socketFailure(code: string | undefined): ClientFailure {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, errorCode: 'request.too.large', message: 'The address or the headers of the request are too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, errorCode: 'request.timeout', message: 'The request took too long to arrive' };
  return { status: 400, errorCode: 'request.invalid', message: 'The request could not be processed' };
}

/** Fastify's `clientErrorHandler`: Node's HTTP parser refused the request, so answer on the socket. */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, errorCode, message } = socketFailure(error.code);
  this.log.info({ status, code: error.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(fail(errorCode, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** Fastify's `frameworkErrors`: the router refused the path before a route was chosen. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No route, so no onResponse hook: the request's one log line is written here.
  request.log.info({ method: request.method, status: error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400, code: error.code }, 'request refused by the router');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(fail('request.too.large', 'A part of the address is too long'));
    return;
  }
  void reply.code(400).send(fail('request.invalid', 'The address of the request is not valid'));
}
