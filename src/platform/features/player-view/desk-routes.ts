/**
 * The desk's player view (GLI-19 2.8.1): find a member by username, mobile number or email, and
 * see the wallet balance, deposit and play limits, any time-out or self-exclusion, the payout
 * accounts and the newest significant events; the member's full statement (every money movement
 * of the wallet, a round's bet or win naming its game) and bet records (every real-money round),
 * each a page at a time, optionally within a range of the merchant's days. Support and admin;
 * another merchant's member is not found.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { pageOf, requireOperator } from '../desk/index.ts';
import { roundOfKey, statementCategory } from '../statements/index.ts';
import { gameInfo } from '../../games/categories.ts';
import { merchantUtcOffsetMinutes } from '../team/index.ts';
import { dayRangeOf } from '../../merchant-day.ts';

const RECENT_EVENTS = 20;

/** The operator's own merchant's member, else desk.member.notFound. */
async function memberOf(deps: RouteDeps, merchant: string, id: string) {
  const member = await deps.stores.members.findById(Number(id));
  if (!member || member.merchant !== merchant) throw new ApiError(404, 'desk.member.notFound', 'No such member');
  return member;
}

export function createDeskPlayerRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskPlayers', async (request) => {
      const operator = requireOperator(request);
      const paging = pageOf(request.query);
      const text = request.query.q.trim();
      if (!text) throw new ApiError(400, 'validation.failed', 'Type a username, mobile number or email');
      const { items, total } = await stores.playerSearch.search(operator.merchant, text, { offset: paging.offset, limit: paging.pageSize });
      return ok({ items, total, page: paging.page, pageSize: paging.pageSize });
    });

    defineCall(app, 'deskPlayer', async (request) => {
      const operator = requireOperator(request);
      const member = await memberOf(deps, operator.merchant, request.query.id);
      const currency = request.merchant.currency.code;
      const wallet = await stores.ledger.account(member.merchant, 'member', member.id, currency);
      const now = clock.now();
      const protection = member.protection && member.protection.until > now ? member.protection : null;
      const events = await stores.significantEvents.list(member.merchant, { memberId: member.id }, { offset: 0, limit: RECENT_EVENTS });
      return ok({
        member: { id: member.id, username: member.username, mobile: member.mobile, email: member.email, registeredAt: member.registeredAt },
        balanceMinor: await stores.ledger.balance(wallet),
        protection,
        depositLimits: (await stores.depositLimits.list(member.merchant, member.id)).map((l) => ({ period: l.period, limitMinor: l.limitMinor, nextLimitMinor: l.nextLimitMinor, nextFrom: l.nextFrom })),
        playLimits: (await stores.playLimits.list(member.merchant, member.id)).map((l) => ({ kind: l.kind, period: l.period, limitMinor: l.limitMinor, nextLimitMinor: l.nextLimitMinor, nextFrom: l.nextFrom })),
        payoutAccounts: (await stores.payoutAccounts.list(member.merchant, member.id)).map((a) => ({ id: a.id, provider: a.provider, kind: a.kind, accountNumber: a.accountNumber, holderName: a.holderName, createdAt: a.createdAt })),
        events: events.items.map((e) => ({ id: e.id, at: e.at, type: e.type, actor: e.actor, ip: e.ip, before: e.before, after: e.after })),
      });
    });

    defineCall(app, 'deskPlayerStatement', async (request) => {
      const operator = requireOperator(request);
      const member = await memberOf(deps, operator.merchant, request.query.id);
      const paging = pageOf(request.query);
      const range = dayRangeOf(request.query, merchantUtcOffsetMinutes(request.merchant));
      const wallet = await stores.ledger.account(member.merchant, 'member', member.id, request.merchant.currency.code);
      const { items, total } = await stores.statements.entriesPage(wallet, range, { offset: paging.offset, limit: paging.pageSize });
      const rounds = await stores.statements.roundGames(member.merchant, member.id, items.map((e) => roundOfKey(e.sourceKey)).filter((r) => r !== null));
      const games = gameInfo(request.merchant);
      const gameName = (sourceKey: string) => {
        const round = roundOfKey(sourceKey);
        const gameId = round === null ? undefined : rounds.get(round);
        return gameId === undefined ? null : games.get(gameId)?.gameName ?? null;
      };
      return ok({
        items: items.map((e) => ({
          id: e.id, at: e.createdAt, orderNo: String(e.transactionId), category: statementCategory(e.kind), gameName: gameName(e.sourceKey),
          amountMinor: e.amount, balanceAfterMinor: e.balanceAfter,
        })),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      });
    });

    defineCall(app, 'deskPlayerRounds', async (request) => {
      const operator = requireOperator(request);
      const member = await memberOf(deps, operator.merchant, request.query.id);
      const paging = pageOf(request.query);
      const range = dayRangeOf(request.query, merchantUtcOffsetMinutes(request.merchant));
      const { items, total } = await stores.betRecords.roundsPage(member.merchant, member.id, range, { offset: paging.offset, limit: paging.pageSize });
      const games = gameInfo(request.merchant);
      return ok({
        items: items.map((r) => ({
          roundId: r.roundId, at: r.createdAt, gameId: r.gameId, gameName: games.get(r.gameId)?.gameName ?? null, betMinor: r.betMinor, winMinor: r.winMinor,
          status: !r.settled ? 'pending' as const : r.winMinor > 0 ? 'won' as const : 'lost' as const,
        })),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      });
    });
  };
}
