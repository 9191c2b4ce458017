// Member calls: favourites (add, remove, ids, full list), recently played, and the game launch
// that returns a URL on one of the permission response's launch hosts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, ok } from '../../shared/envelope.ts';
import { VENDOR_ON_WIRE, gamesToWire, requestedVendor, vendorToWire, type Game } from '../../shared/games/index.ts';
import { isDemoMember, signedIn } from './context.ts';
import { requireAuth } from '../context.ts';
import { RECENT_LIMIT, badRequest, type RouteKit } from './catalogue-routes.ts';
import { issueTicket } from './tickets.ts';
import { assertRealMoneyAllowed } from '../features/sessions/index.ts';
import { defineCall } from '../calls/routes.ts';
import { assertSessionWithinLimit } from '../features/deposit-limits/index.ts';
type Params = Record<string, unknown>;

function params(request: FastifyRequest): Params {
  const body = typeof request.body === 'object' && request.body !== null ? (request.body as Params) : {};
  return { ...(request.query as Params), ...body };
}

function gameIdOf(p: Params): number | null {
  const raw = p.gameId ?? p.roomId;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function registerMemberRoutes(app: FastifyInstance, kit: RouteKit): void {
  const { store, catalogueFor, deps } = kit;

  // The call schemas say auth 'member': the platform's hook has resolved merchant and member.
  const withMember = (request: FastifyRequest) => {
    const { member, session } = requireAuth(request);
    return { merchant: request.merchant, member: signedIn(member, session.tokenHash) };
  };

  for (const [call, full] of [['favouriteIds', false], ['favouriteList', true]] as const) {
    defineCall(app, call, async (request) => {
      const { merchant, member } = withMember(request);
      const ids = await store.listFavourites(member.id);
      if (!full) return ok(ids);
      const { index } = catalogueFor(merchant);
      return ok(gamesToWire(ids.map((id) => index.byId.get(id)).filter((g): g is Game => g !== undefined)));
    });
  }

  for (const [call, add] of [['addFavourite', true], ['removeFavourite', false]] as const) {
    defineCall(app, call, async (request, reply) => {
      const { merchant, member } = withMember(request);
      const gameId = gameIdOf(params(request));
      if (gameId === null) return badRequest(reply, 'game_id_invalid', 'gameId is a positive integer');
      if (!catalogueFor(merchant).index.byId.has(gameId)) return reply.code(404).send(fail('game_not_found', 'No such game'));
      if (add) await store.addFavourite(member.id, gameId, deps.clock.now());
      else await store.removeFavourite(member.id, gameId);
      return ok(await store.listFavourites(member.id));
    });
  }

  defineCall(app, 'recent', async (request) => {
    const { merchant, member } = withMember(request);
    const { index } = catalogueFor(merchant);
    const ids = await store.listRecent(member.id, RECENT_LIMIT);
    return ok(gamesToWire(ids.map((id) => index.byId.get(id)).filter((g): g is Game => g !== undefined)));
  });

  const launch = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const { merchant, member } = withMember(request);
    const p = params(request);
    if (p.launchMode !== undefined && p.launchMode !== 'GLS') return badRequest(reply, 'game_launch_mode_invalid', 'launchMode must be GLS');
    const { index } = catalogueFor(merchant);
    const byVendor = p.gameId === undefined && p.roomId === undefined;
    const gameId = gameIdOf(p);
    if (!byVendor && gameId === null) return badRequest(reply, 'game_id_invalid', 'gameId (or roomId) is a positive integer');
    // A vendor lobby (sports, cockfight, esports) launches by its vendor alone.
    const vendor = requestedVendor(p);
    const game = byVendor
      ? index.games.find((g) => g.vendor === vendor && g.isGame === 'VASSALAGE')
      : index.byId.get(gameId as number);
    if (byVendor && vendor === null) return badRequest(reply, 'game_id_invalid', `gameId, roomId or a vendor lobby's ${VENDOR_ON_WIRE} is required`);
    if (!game) return reply.code(404).send(fail('game_not_found', 'No such game'));
    const now = deps.clock.now();
    const window = (await store.activeMaintenance(merchant.code, now)).find((w) => w.vendor === game.vendor);
    if (window) {
      return fail('vendor_under_maintenance', 'The game is under maintenance, try one of the popular games',
        { content: { data: vendorToWire({ vendor: window.vendor, maintainTime: window.maintainTime, endTime: window.endTime }) } });
    }
    const demo = isDemoMember(member, member.profile);
    // Real credit: the real-money rule first (a default or expired password is changed before play).
    if (!demo) {
      assertRealMoneyAllowed(member, merchant, now);
      await assertSessionWithinLimit(deps.stores.playLimits, merchant, member.id, requireAuth(request).session.createdAt, now);
    }
    const wallet = kit.wallet;
    if ((await wallet.balance(merchant.code, member.id, demo)) <= 0) {
      return fail('launch_game_balance_not_enough', 'Insufficient balance, please deposit');
    }
    // The origin the portal runs on (this call comes from it): the game page reports rounds there.
    const portalOrigin = `${request.protocol}://${request.host}`;
    const ticket = await issueTicket(kit.tickets, { sessionHash: member.sessionHash, merchant: merchant.code, memberId: member.id, gameId: game.gameId, demo, portalOrigin });
    await store.recordPlay(member.id, game.gameId, now);
    const hosts = (deps.launchHosts ?? kit.defaultLaunchHosts)(request);
    const host = hosts[Math.floor(Math.random() * hosts.length)] ?? hosts[0];
    if (!host) return reply.code(500).send(fail('game_launch_unavailable', 'No launch host configured'));
    const language = typeof p.language === 'string' ? p.language : String(request.headers.language ?? '');
    const url = `${host}/demo-games/${game.demoKind}?ticket=${encodeURIComponent(ticket)}${language ? `&lang=${encodeURIComponent(language)}` : ''}`;
    return ok(vendorToWire({ game_url: url, game_url2: url, gameUrl: url, gameId: game.gameId, vendor: game.vendor }));
  };
  defineCall(app, 'launchGame', launch); // POST, and GET for older clients (alsoMethods)
}
