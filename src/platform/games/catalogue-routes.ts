// The catalogue's read calls: game list (filters, vendor, name search, paging), hot games, vendor
// game types, new-game vendors, game menus, popular games, live rooms, winner board and the
// lottery lobby, opened numbers and game groups.
import type { PlatformErrorCode } from '../../shared/api/error-codes.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, ok } from '../../shared/envelope.ts';
import { toMajorUnits } from '../../shared/money.ts';
import { currentPeriod, drawSchedule, drawTime } from '../../shared/games/draw-schedule.ts';
import {
  DEFAULT_PAGE_SIZE, drawFor, GAME_FILTERS, MAX_PAGE_SIZE, hashString, isGameCategory, queryGames, seededRandom,
  gamePageToWire, gamesToWire, lotteryGroupsToWire, requestedVendor, vendorToWire,
  type Game, type GameFilter, type GameVendor,
} from '../../shared/games/index.ts';
import type { GameRoutesDeps, MerchantCatalogue } from './context.ts';
import { authenticate } from '../features/sessions/index.ts';
import type { GameStore, MaintenanceWindow } from './store.ts';
import type { GameWallet } from './rounds.ts';
import type { TicketDeps } from './tickets.ts';
import type { Merchant } from '../merchants.ts';
import { defineCall } from '../calls/routes.ts';

type Query = Record<string, string | undefined>;
export interface RouteKit {
  deps: GameRoutesDeps;
  store: GameStore;
  wallet: GameWallet;
  secret: string;
  catalogueFor: (merchant: Merchant) => MerchantCatalogue;
  defaultLaunchHosts: (request: FastifyRequest) => string[];
  /** Launch tickets (tickets.ts): issued by the launch, redeemed by the game page's calls. */
  tickets: TicketDeps;
}

export const RECENT_LIMIT = 50;
export const WINNER_BOARD_SIZE = 20;
/** The full winners page's length: the most one call returns. */
export const WINNERS_MAX = 100;

export function badRequest(reply: FastifyReply, errorCode: PlatformErrorCode, message: string) {
  return reply.code(400).send(fail(errorCode, message));
}

export function notLoggedIn(reply: FastifyReply) {
  return reply.code(401).send(fail('CUSTOMER_NOT_LOGIN', 'You are not logged in, please login'));
}

const vendorCard = (v: GameVendor) => vendorToWire({ id: v.id, vendor: v.code, gameType: v.gameType, accountTypeId: v.accountTypeId, displayName: v.displayName });

const wireWindow = (window: MaintenanceWindow | undefined) => (window ? vendorToWire(window) : null);

function intParam(value: string | undefined, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export function registerCatalogueRoutes(app: FastifyInstance, kit: RouteKit): void {
  const { store, catalogueFor } = kit;

  defineCall(app, 'gameList', async (request, reply) => {
    const q = request.query as Query;
    const merchant = request.merchant;
    const filter = (q.gameClassify ?? q.filterType ?? 'ALL').toUpperCase();
    if (!(GAME_FILTERS as readonly string[]).includes(filter)) return badRequest(reply, 'game_filter_invalid', `gameClassify must be one of ${GAME_FILTERS.join(', ')}`);
    const gameType = q.gameType ? q.gameType.toUpperCase() : null;
    if (gameType !== null && !isGameCategory(gameType)) return badRequest(reply, 'game_type_invalid', `unknown gameType ${q.gameType}`);
    const pageNo = intParam(q.pageNo, 1);
    const pageSize = intParam(q.pageSize, DEFAULT_PAGE_SIZE);
    // A page past the last is an empty list (the total says how many there are); a page size
    // above the most one answer holds is refused rather than cut short without a word.
    if (pageNo === null || pageSize === null || pageNo < 1 || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      return badRequest(reply, 'game_page_invalid', `pageNo is a positive integer and pageSize 1-${MAX_PAGE_SIZE}`);
    }
    if ((q.gameName ?? '').length > 100) return badRequest(reply, 'game_name_invalid', 'gameName is at most 100 characters');
    let member = { favourites: [] as number[], recent: [] as number[] };
    if (filter === 'FAV' || filter === 'RECENT') {
      // gameList's auth is optional: only these filters need the member (the platform's check).
      const { member: who } = await authenticate(kit.deps, request, 'member');
      member = filter === 'FAV'
        ? { favourites: await store.listFavourites(who.id), recent: [] }
        : { favourites: [], recent: await store.listRecent(who.id, RECENT_LIMIT) };
    }
    const { index } = catalogueFor(merchant);
    return ok(gamePageToWire(queryGames(index, { filter: filter as GameFilter, gameType, vendor: requestedVendor(q), gameName: q.gameName || null, pageNo, pageSize }, member)));
  });

  defineCall(app, 'hotGames', async (request) => {
    const { catalogue, index } = catalogueFor(request.merchant);
    const byType = new Map<string, Game[]>();
    for (const g of index.games) if (g.hotRank !== null) byType.set(g.gameType, [...(byType.get(g.gameType) ?? []), g]);
    const value = catalogue.menus.filter((m) => byType.has(m.gameType)).map((m) => ({
      gameType: m.gameType,
      list: gamesToWire((byType.get(m.gameType) ?? []).sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0))),
    }));
    return ok(value);
  });

  defineCall(app, 'vendorGameTypes', async (request, reply) => {
    const q = request.query as Query;
    const { catalogue } = catalogueFor(request.merchant);
    const vendor = requestedVendor(q);
    const vendors = vendor ? catalogue.vendors.filter((v) => v.code === vendor) : catalogue.vendors;
    if (vendor && vendors.length === 0) return reply.code(404).send(fail('game_vendor_unknown', `unknown vendor ${vendor}`));
    return ok(vendors.map(vendorCard));
  });

  defineCall(app, 'newGameVendors', async (request) => {
    const { catalogue, index } = catalogueFor(request.merchant);
    const counts = new Map<string, number>();
    for (const g of index.games) if (g.isNew) counts.set(g.vendor, (counts.get(g.vendor) ?? 0) + 1);
    return ok(catalogue.vendors.filter((v) => counts.has(v.code)).map((v) => ({ ...vendorCard(v), newCount: counts.get(v.code) ?? 0 })));
  });

  defineCall(app, 'gameMenus', async (request) => {
    const merchant = request.merchant;
    const { catalogue } = catalogueFor(merchant);
    const maintenance = await store.activeMaintenance(merchant.code, kit.deps.clock.now());
    return ok(catalogue.menus.map((m) => ({
      title: m.title,
      gameType: m.gameType,
      belongsTo: m.belongsTo,
      sortTarget: m.sortTarget,
      cards: m.vendors.map((v) => ({ ...vendorCard(v), maintenance: wireWindow(maintenance.find((w) => w.vendor === v.code)) })),
      gameClassify: { vendors: m.vendors.map((v) => v.code) },
    })));
  });

  defineCall(app, 'popular', async (request, reply) => {
    const q = request.query as Query;
    const limit = intParam(q.limit, 12);
    if (limit === null || limit < 1 || limit > 100) return badRequest(reply, 'game_limit_invalid', 'limit is 1-100');
    const gameType = q.gameType ? q.gameType.toUpperCase() : null;
    if (gameType !== null && !isGameCategory(gameType)) return badRequest(reply, 'game_type_invalid', `unknown gameType ${q.gameType}`);
    const { index } = catalogueFor(request.merchant);
    return ok(gamesToWire(queryGames(index, { filter: 'ALL', gameType, vendor: requestedVendor(q), pageSize: limit }).list.filter((g) => g.isGame === 'GAME')));
  });

  defineCall(app, 'rooms', async (request) => {
    const q = request.query as Query;
    const { index } = catalogueFor(request.merchant);
    const vendor = requestedVendor(q);
    const rooms = index.games.filter((g) => g.gameType === 'LIVE' && (!vendor || g.vendor === vendor)).map((g) => {
      const random = seededRandom(hashString(g.gameCode));
      return vendorToWire({ roomId: g.gameId, gameId: g.gameId, roomName: g.gameName, vendor: g.vendor, gameCode: g.gameCode,
        minBet: 10, maxBet: 50_000, onlineCount: 20 + Math.floor(random() * 500), imagePath: g.imagePath });
    });
    return ok(rooms);
  });

  defineCall(app, 'winners', async (request, reply) => {
    const merchant = request.merchant;
    const { index } = catalogueFor(merchant);
    const q = request.query as Query;
    const limit = q.limit === undefined ? WINNER_BOARD_SIZE : intParam(q.limit, WINNER_BOARD_SIZE);
    if (limit === null || limit < 1 || limit > WINNERS_MAX) return badRequest(reply, 'validation.failed', `limit is 1-${WINNERS_MAX}`);
    const real = await store.topWins(merchant.code, limit);
    const entries = real.map((r) => ({
      vo: vendorToWire({ account: maskAccount(r.username), gameName: index.byId.get(r.gameId)?.gameName ?? '', gameId: r.gameId,
        vendor: index.byId.get(r.gameId)?.vendor ?? '', winAmount: toMajorUnits(r.win, merchant.currency.decimals), winAmountMinor: r.win, winTime: r.createdAt }),
    }));
    return ok(entries.sort((a, b) => b.vo.winAmount - a.vo.winAmount));
  });

  defineCall(app, 'lotteryLobby', async (request) => {
    const q = request.query as Query;
    const { catalogue } = catalogueFor(request.merchant);
    const now = kit.deps.clock.now();
    const vendor = requestedVendor(q);
    const groups = catalogue.lotteryGroups.filter((g) => !vendor || g.gameGroupCode === vendor);
    return ok(groups.flatMap((g) => g.gameMenus.map((m) => {
      const schedule = drawSchedule(m.gameCode);
      const period = currentPeriod(schedule, now);
      return { ...vendorToWire(m), gameGroupCode: g.gameGroupCode, currentNumero: String(period), nextDrawTime: drawTime(schedule, period),
        lastNumbers: drawNumbers(m.gameCode, period - 1) };
    })));
  });

  defineCall(app, 'openedNumbers', async (request, reply) => {
    const q = request.query as Query;
    const { catalogue } = catalogueFor(request.merchant);
    const exists = catalogue.lotteryGroups.some((g) => g.gameMenus.some((m) => m.gameCode === q.gameCode));
    if (!q.gameCode || !exists) return badRequest(reply, 'lottery_game_invalid', 'gameCode names a lottery game');
    const count = intParam(q.count, 10);
    if (count === null || count < 1 || count > 50) return badRequest(reply, 'lottery_count_invalid', 'count is 1-50');
    const schedule = drawSchedule(q.gameCode);
    const last = currentPeriod(schedule, kit.deps.clock.now()) - 1;
    return ok(Array.from({ length: count }, (_, i) => ({ numero: String(last - i), drawTime: drawTime(schedule, last - i), numbers: drawNumbers(q.gameCode as string, last - i) })));
  });

  defineCall(app, 'lotteryGroups', async (request) => {
    const q = request.query as Query;
    const { catalogue } = catalogueFor(request.merchant);
    const vendor = requestedVendor(q);
    return ok(lotteryGroupsToWire(catalogue.lotteryGroups.filter((g) => !vendor || g.gameGroupCode === vendor)));
  });
}

/** The draw of a lottery game's period in the game's own format (src/shared/games/draws.ts), comma-separated. */
export function drawNumbers(gameCode: string, period: number): string {
  return drawFor(gameCode, gameCode, period).join(',');
}

export function maskAccount(username: string): string {
  if (username.length <= 2) return `${username[0] ?? ''}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}
