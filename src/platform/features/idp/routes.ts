/**
 * The local identity provider: a page per channel (telegram, facebook, google) where the user
 * picks a name, then a signed token handed to the opener window (no inline script: CSP).
 * `POST /idp/token` issues the same token as JSON for scripts and tests.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import type { SignInChannel } from '../../merchants.ts';
import { issueLocalIdToken } from '../../security/identity.ts';
import { defineCall } from '../../calls/routes.ts';

const CHANNELS: SignInChannel[] = ['telegram', 'facebook', 'google'];
const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string, head = ''): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}` +
  `<link rel="stylesheet" href="/idp/idp.css"></head><body><main>${body}</main></body></html>`;

const IDP_SCRIPT = `(() => {
  const meta = document.querySelector('meta[name="id-token"]');
  if (!meta) return;
  const message = { type: 'idp-token', channel: meta.dataset.channel, idToken: meta.content };
  if (window.opener) { window.opener.postMessage(message, window.location.origin); window.close(); }
  else { document.getElementById('token').textContent = meta.content; }
})();`;
const IDP_CSS = 'body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh}main{max-width:22rem}label{display:block;margin:.6rem 0}input{width:100%;padding:.4rem}button{margin-top:1rem;padding:.5rem 1rem}#token{word-break:break-all;font-size:.7rem}';

function channelOf(value: unknown): SignInChannel {
  if (typeof value === 'string' && (CHANNELS as string[]).includes(value)) return value as SignInChannel;
  throw new ApiError(400, 'validation.failed', 'channel must be telegram, facebook or google');
}

function claimsFrom(request: FastifyRequest, body: Record<string, unknown>) {
  const channel = channelOf(body.channel);
  if (!request.merchant.features.thirdPartySignIn.includes(channel)) throw new ApiError(403, 'feature.disabled', 'Function not enabled, contact customer service');
  const name = typeof body.name === 'string' ? body.name.trim().slice(0, 60) : '';
  const email = typeof body.email === 'string' ? body.email.trim().slice(0, 120) : '';
  const given = typeof body.subject === 'string' ? body.subject.trim().slice(0, 100) : '';
  const subject = given || createHash('sha256').update(`${channel}:${email || name || 'anonymous'}`).digest('hex').slice(0, 24);
  return { merchant: request.merchant.code, channel, subject, ...(name ? { name } : {}), ...(email ? { email } : {}) };
}

export function createIdpRoutes(deps: RouteDeps) {
  return async (app: FastifyInstance) => {
    if (!deps.devEndpoints) return;
    app.get('/idp/idp.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(IDP_SCRIPT));
    app.get('/idp/idp.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(IDP_CSS));

    app.get('/idp/authorize', async (request, reply) => {
      const channel = channelOf((request.query as Record<string, unknown>).channel);
      const label = channel[0]!.toUpperCase() + channel.slice(1);
      return reply.type('text/html; charset=utf-8').send(
        page(`${label} sign-in`, `<h1>${label} (local test provider)</h1>
<p>Offline stand-in for ${label}: it signs a token that ${escapeHtml(request.merchant.displayName)} verifies.</p>
<form method="post" action="/idp/authorize">
<input type="hidden" name="channel" value="${channel}">
<label>Name <input name="name" autocomplete="name" required maxlength="60"></label>
<label>Email <input name="email" type="email" autocomplete="email" maxlength="120"></label>
<button type="submit">Continue as this user</button></form>`),
      );
    });

    app.post('/idp/authorize', async (request, reply) => {
      const claims = claimsFrom(request, (request.body ?? {}) as Record<string, unknown>);
      const token = await issueLocalIdToken(deps.keys.idpSecret, deps.clock, claims);
      return reply.type('text/html; charset=utf-8').send(
        page('Signed in', `<h1>Signed in</h1><p>Returning to the site…</p><p id="token"></p>`,
          `<meta name="id-token" data-channel="${claims.channel}" content="${token}"><script src="/idp/idp.js" defer></script>`),
      );
    });

    defineCall(app, 'idpToken', async (request) => {
      const claims = claimsFrom(request, (request.body ?? {}));
      return ok({ idToken: await issueLocalIdToken(deps.keys.idpSecret, deps.clock, claims), channel: claims.channel });
    });
  };
}
