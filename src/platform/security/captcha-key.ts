import type { FastifyRequest } from 'fastify';

/** The captcha belongs to the client that asked for it: its device id, else its IP. */
export const captchaClientKey = (request: FastifyRequest, deviceId: string | undefined): string => (deviceId ? `d:${deviceId}` : `ip:${request.ip}`);
