/**
 * The reference payment provider on its own origin (pay-origin.ts): a checkout page showing what
 * the platform asked it to collect (a sealed ticket), with Pay and Cancel. Either button makes the
 * provider's server call the platform back with an HMAC-SHA256-signed callback, exactly as an
 * outside provider would (through the platform's HTTP pipeline, with a fresh nonce and timestamp),
 * then sends the member back to the portal. Names only: no money is really collected.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../clock.ts';
import type { SettingsStore } from '../settings/store.ts';
import { callbackText, hmac, openTicket, peekTicketMerchant, providerKey, type CheckoutTicket } from './signing.ts';

// form-action covers the redirect a form's answer makes too, so the portal it returns to is named.
const csp = (returnTo = ''): string =>
  `default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'${returnTo ? ` ${returnTo}` : ''}; base-uri 'none'; frame-ancestors 'none'`;

const CSS = `body{font-family:system-ui,sans-serif;background:#f4f6fb;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{box-sizing:border-box;background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:28px;width:min(360px,90vw);text-align:center}
h1{font-size:18px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:16px 0}.muted{color:#667;font-size:13px}
form{display:inline}button{font-size:16px;padding:10px 22px;border-radius:8px;border:0;margin:8px 4px;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.cancel{background:#e5e7eb;color:#111}`;

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(ticket: CheckoutTicket, sealed: string): string {
  const hidden = `<input type="hidden" name="t" value="${escape(sealed)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference Pay · ${escape(ticket.channelName)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/pay/static/pay.css"></head>
<body><main>
<h1>Reference Pay</h1><p class="muted">${escape(ticket.channelName)} · order D${ticket.depositId}</p>
<p class="amount" id="amount">${escape(ticket.amountText)}</p>
<form method="post" action="/pay/checkout/pay">${hidden}<button type="submit" class="pay">Pay</button></form>
<form method="post" action="/pay/checkout/cancel">${hidden}<button type="submit" class="cancel">Cancel</button></form>
<p class="muted">A test provider: no money is collected.</p>
</main></body></html>`;
}

interface ProviderDeps {
  settings: SettingsStore;
  clock: Clock;
}

export function registerReferenceProvider(app: FastifyInstance, deps: ProviderDeps): void {
  const refuse = (reply: FastifyReply, text: string) => reply.code(400).header('Content-Security-Policy', csp()).type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference Pay</title></head><body><p>${escape(text)}</p></body></html>`);

  const ticketOf = async (raw: unknown): Promise<{ ticket: CheckoutTicket; sealed: string } | null> => {
    if (typeof raw !== 'string' || raw.length > 4096) return null;
    const merchant = peekTicketMerchant(raw);
    if (!merchant) return null;
    const ticket = openTicket(await providerKey(deps.settings, merchant, deps.clock.now()), raw);
    return ticket ? { ticket, sealed: raw } : null;
  };

  app.get('/pay/static/pay.css', async (_request, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(CSS));

  app.get<{ Querystring: { t?: string } }>('/pay/checkout', async (request, reply) => {
    const opened = await ticketOf(request.query.t);
    if (!opened) return refuse(reply, 'This checkout link is not valid.');
    return reply.header('Content-Security-Policy', csp(new URL(opened.ticket.returnUrl).origin)).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page(opened.ticket, opened.sealed));
  });

  for (const outcome of ['pay', 'cancel'] as const) {
    app.post<{ Body: { t?: string } }>(`/pay/checkout/${outcome}`, async (request, reply) => {
      const opened = await ticketOf((request.body as { t?: unknown } | undefined)?.t);
      if (!opened) return refuse(reply, 'This checkout link is not valid.');
      const { ticket } = opened;
      const fields = {
        depositId: ticket.depositId, amountMinor: ticket.amountMinor, currency: ticket.currency, outcome: outcome === 'pay' ? 'paid' as const : 'cancelled' as const,
        providerRef: `RP${randomBytes(6).toString('hex')}`, nonce: randomBytes(12).toString('hex'), timestamp: deps.clock.now(),
      };
      const key = await providerKey(deps.settings, ticket.merchant, deps.clock.now());
      const back = new URL(ticket.returnUrl);
      const answer = await app.inject({
        method: 'POST', url: '/wps/deposit/callback',
        headers: { host: back.host, merchant: ticket.merchant, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...fields, signature: hmac(key, callbackText(ticket.merchant, fields)) }),
      });
      const result = answer.json<{ success?: boolean; value?: { status?: string }; errorCode?: string }>();
      back.searchParams.set('deposit', String(ticket.depositId));
      back.searchParams.set('result', result.success ? String(result.value?.status) : String(result.errorCode ?? 'failed'));
      return reply.code(303).header('Location', back.toString()).send();
    });
  }
}
