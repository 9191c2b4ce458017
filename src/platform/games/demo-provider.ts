// The demo game provider at /demo-games: a slot and a lottery draw as small HTML pages with
// external scripts only (CSP-clean: no inline script or style), a JSON API whose rounds settle
// through the ledger (rounds.ts), and generated SVG tiles for the catalogue's images.
// The API speaks integer minor units (balance, bets, bet, win); next to them it sends `text`, the
// same amounts formatted by the shared money formatter with the merchant's currency, which is all
// the pages show, so a game writes money exactly as the portal's header does.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail, ok } from '../../shared/envelope.ts';
import { formatMoney } from '../../shared/money.ts';
import { ALLOWED_BETS, SLOT_SYMBOLS } from './demo-engine.ts';
import { playRound, RoundError } from './rounds.ts';
import type { RouteKit } from './catalogue-routes.ts';
import { redeemTicket } from './tickets.ts';
import { demoTileArt, slotLook, svgDataUrl, vendorLogoSvg } from './tile-art.ts';
import { symbolSvg } from './art/symbols.ts';
import { defineCall } from '../calls/routes.ts';
import { ApiError } from '../errors.ts';
import { recordLargePlay } from '../security/significant-events.ts';
import type { Queryable } from '../db/database.ts';
import { assertBetWithinLimits, noPlayLimitsGate } from '../features/deposit-limits/index.ts';

type Redeemed = NonNullable<Awaited<ReturnType<typeof redeemTicket>>>;

const asset = (name: string) => readFileSync(new URL(`./demo-assets/${name}`, import.meta.url), 'utf8');
// A Map, not an object: a name from the URL such as `__proto__` or `toString` must find nothing.
const ASSETS = new Map<string, { body: string; type: string }>([
  ['common.js', { body: asset('common.js'), type: 'text/javascript; charset=utf-8' }],
  ['slot.js', { body: asset('slot.js'), type: 'text/javascript; charset=utf-8' }],
  ['lottery.js', { body: asset('lottery.js'), type: 'text/javascript; charset=utf-8' }],
  ['game.css', { body: asset('game.css'), type: 'text/css; charset=utf-8' }],
]);

function page(kind: 'slot' | 'lottery'): string {
  const board = kind === 'slot'
    ? `<div class="machine"><div class="reels" role="group" aria-label="Reels"><div class="reel" id="reel1"></div><div class="reel" id="reel2"></div><div class="reel" id="reel3"></div></div></div>
    <button type="button" class="play" id="spin" disabled>Spin</button>`
    : `<div class="drum" id="drum" aria-hidden="true"></div><div class="drawn" id="drawn" aria-label="Drawn number"></div>
    <div class="digits" id="digits" role="group" aria-label="Your number"></div>
    <button type="button" class="play" id="draw" disabled>Draw</button>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Demo ${kind}</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/demo-games/static/game.css">
  <script src="/demo-games/static/common.js" defer></script>
  <script src="/demo-games/static/${kind}.js" defer></script>
</head>
<body class="${kind}">
  <main>
    <h1 id="title">Demo ${kind}</h1>
    <p class="balance">Balance <output id="balance" aria-label="Game balance">…</output></p>
    <label>Bet <select id="bet" aria-label="Bet"></select></label>
    ${board}
    <p class="result" id="result" role="status" aria-live="polite"></p>
  </main>
</body>
</html>`;
}

/** The portal frames these pages; only the merchants' portal hosts may (frame-ancestors). */
function csp(frameAncestors: string): string {
  return `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors ${frameAncestors}`;
}

export function registerDemoProvider(app: FastifyInstance, kit: RouteKit): void {
  const { deps, store } = kit;
  const ancestors = (): string => {
    // The portal's origins only: not 'self' (the provider's own origin never frames its games).
    const hosts = new Set<string>();
    for (const m of deps.merchants.all) for (const h of [...m.hosts, `${m.code}.localhost`]) hosts.add(`http://${h}:*`).add(`https://${h}:*`).add(`http://${h}`).add(`https://${h}`);
    return [...hosts].join(' ');
  };
  const frameAncestors = ancestors();

  const liveTicket = async (raw: unknown, reply: FastifyReply): Promise<Redeemed | null> => {
    const redeemed = await redeemTicket(kit.tickets, raw);
    if (!redeemed) await reply.code(401).send(fail('game_ticket_invalid', 'This game session has expired, please launch the game again'));
    return redeemed;
  };

  // The provider's calls are validated by the platform's ajv (no type coercion: a bet of "1e2" or
  // [100] is a 400, not 100) even when this plugin runs outside the platform app.

  // The platform's security headers forbid framing every response; the game pages are made to be
  // framed by the portal, so they keep their own CSP (frame-ancestors: merchant hosts) instead.
  app.addHook('onSend', async (request, reply, payload) => {
    if (/^\/demo-games\/(slot|lottery)(\?|$)/.test(request.url)) {
      reply.removeHeader('X-Frame-Options');
      reply.header('Content-Security-Policy', csp(frameAncestors));
      reply.header('Referrer-Policy', 'no-referrer');
    }
    return payload;
  });

  for (const kind of ['slot', 'lottery'] as const) {
    app.get(`/demo-games/${kind}`, async (_request, reply) => {
      return reply.header('Content-Security-Policy', csp(frameAncestors)).header('Referrer-Policy', 'no-referrer')
        .header('X-Content-Type-Options', 'nosniff').type('text/html; charset=utf-8').send(page(kind));
    });
  }

  app.get('/demo-games/static/:name', async (request, reply) => {
    const file = ASSETS.get((request.params as { name: string }).name);
    if (!file) return reply.code(404).send(fail('not_found', 'Not found'));
    return reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'public, max-age=300').type(file.type).send(file.body);
  });

  app.get('/demo-games/img/:vendor/:file', async (request, reply) => {
    const { vendor, file } = request.params as { vendor: string; file: string };
    const { type, name } = request.query as { type?: unknown; name?: unknown };
    const art = demoTileArt(vendor, file, type, name);
    if (art === null) return reply.code(404).send(fail('not_found', 'Not found'));
    // The URL names the game's art for good (code, category, name): cached for a year.
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'").type('image/svg+xml').send(art);
  });

  // A vendor's logo with its name as the host merchant writes it (merchant config vendors[code]).
  app.get('/demo-games/vendor/:file', async (request, reply) => {
    const code = (request.params as { file: string }).file.replace(/\.svg$/, '');
    const vendors = (request.merchant.config.vendors ?? {}) as Record<string, { displayName?: string }>;
    const vendor = Object.hasOwn(vendors, code) ? vendors[code] : undefined;
    if (!vendor) return reply.code(404).send(fail('not_found', 'Not found'));
    return reply.header('Cache-Control', 'public, max-age=86400').header('Vary', 'Host, Merchant').header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'").type('image/svg+xml').send(vendorLogoSvg(code, vendor.displayName ?? code));
  });

  defineCall(app, 'demoGameState', async (request, reply) => {
    const ticket = (await liveTicket(request.query.ticket, reply))?.launch;
    if (!ticket) return reply;
    const merchant = deps.merchants.byCode(ticket.merchant) ?? request.merchant;
    const game = kit.catalogueFor(merchant).index.byId.get(ticket.gameId);
    const balance = await kit.wallet.balance(ticket.merchant, ticket.memberId, ticket.demo);
    const money = (minor: number) => formatMoney(minor, merchant.currency);
    // The reels spin the symbols the game's tile shows.
    const { theme } = slotLook(game?.vendor ?? '', game?.gameCode ?? String(ticket.gameId), game?.gameName ?? '');
    const symbols = SLOT_SYMBOLS.map((name, i) => ({ name, image: svgDataUrl(symbolSvg(theme, i)) }));
    return ok({
      gameId: ticket.gameId, gameName: game?.gameName ?? '', kind: game?.demoKind ?? 'slot', demo: ticket.demo, theme, symbols,
      balance, bets: [...ALLOWED_BETS], text: { balance: money(balance), bets: ALLOWED_BETS.map(money) },
      portalOrigin: ticket.portalOrigin,
    });
  });

  defineCall(app, 'demoGameRound', async (request, reply) => {
    const body = request.body;
    const redeemed = await liveTicket(body.ticket, reply);
    if (!redeemed) return reply;
    const { launch: ticket, member, sessionStartedAt } = redeemed;
    const merchant = deps.merchants.byCode(ticket.merchant) ?? request.merchant;
    const game = kit.catalogueFor(merchant).index.byId.get(ticket.gameId);
    if (!game) return reply.code(404).send(fail('game_not_found', 'No such game'));
    const now = deps.clock.now();
    // Real money only: loss, wager and session-time limits are checked before the stake moves, while
    // the round is recorded, under the member's lock.
    const admit = ticket.demo ? undefined : (tx: Queryable) => assertBetWithinLimits(deps.stores.playLimits, merchant, ticket.memberId, body.bet, now, tx, sessionStartedAt);
    const admitAlone = ticket.demo ? undefined : noPlayLimitsGate(merchant, ticket.memberId);
    try {
      const { round, replayed } = await playRound(
        { store, wallet: kit.wallet, secret: kit.secret, now: () => deps.clock.now() },
        { merchant: ticket.merchant, memberId: ticket.memberId, demo: ticket.demo, gameId: game.gameId, kind: game.demoKind, gameType: game.gameType,
          roundId: body.roundId, bet: body.bet, ...(body.pick !== undefined ? { pick: body.pick } : {}), ...(admit ? { admit } : {}), ...(admitAlone ? { admitAlone } : {}) },
      );
      const money = (minor: number) => formatMoney(minor, merchant.currency);
      const balance = round.balanceAfter ?? 0;
      if (!ticket.demo && !replayed) await recordLargePlay(deps.stores, merchant, member, { ...round, balanceAfter: balance }, deps.clock.now());
      return ok({ round: { ...round, balanceAfter: balance }, replayed, balance, text: { bet: money(round.bet), win: money(round.win), balance: money(balance) } });
    } catch (error) {
      // A limit reached is an answer the game shows (as a short balance is), not a failed call.
      if (error instanceof ApiError) return reply.code(200).send(fail(error.errorCode, error.message, error.value));
      if (error instanceof RoundError) {
        const status = error.errorCode === 'launch_game_balance_not_enough' ? 200 : error.errorCode === 'game_round_conflict' ? 409 : 400;
        return reply.code(status).send(fail(error.errorCode, error.message));
      }
      throw error;
    }
  });
}
