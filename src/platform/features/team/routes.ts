/**
 * The agent centre's team calls (call schema auth `agent`: a real session of an agent-centre type;
 * a member gets agent.only, a trial account in_need_true_account). Every answer is about the
 * session agent's own downline: the store walks down from it, so no id of another team is read.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import { isAgentCentreType } from '../../../shared/member-types.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { periodRange } from './periods.ts';
import { merchantUtcOffsetMinutes } from './range.ts';
import type { DownlineRow } from './store.ts';
import { hashPassword } from '../../security/passwords.ts';
import { checkRegistration, effectiveRegistration } from '../sessions/index.ts';
import { activeProtection } from '../protection/index.ts';

const DEFAULT_PAGE = 20;
const MAX_PAGE = 50;
/** Seen within this long by a live session counts as online. */
const ONLINE_MS = 15 * 60 * 1000;

/** A player made an agent becomes a downline agent (type 2, as agent02 in the seed). */
const DOWNLINE_AGENT_TYPE = 2;

const notDirect = (): ApiError => new ApiError(404, 'agent.downline.unknown', 'This account is not in your direct downline');

const rowOut = (r: DownlineRow) => ({
  username: r.username,
  isAgent: isAgentCentreType(r.type),
  registeredAt: r.registeredAt,
  lastLoginAt: r.lastLoginAt,
  balanceMinor: r.balanceMinor,
  teamSize: r.teamSize,
  teamBalanceMinor: r.teamBalanceMinor,
  remark: r.remark,
  loginBlocked: r.loginBlocked,
});

const pageSizeOf = (raw: string | undefined): number => {
  const size = raw === undefined ? DEFAULT_PAGE : Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) {
    throw new ApiError(400, 'validation.failed', `pageSize: 1 to ${MAX_PAGE}`, { errors: [{ field: 'pageSize', keyword: 'maximum', message: `1 to ${MAX_PAGE}` }] });
  }
  return size;
};

export function createAgentRoutes(deps: RouteDeps) {
  const team = deps.stores.team;
  return async (app: FastifyInstance) => {
    defineCall(app, 'agentDownline', async (request) => {
      const { member } = requireAuth(request);
      const { kind, username, cursor, pageSize } = request.query;
      const limit = pageSizeOf(pageSize);
      const rows = await team.downline(request.merchant.code, member.id, {
        agents: kind === 'agents',
        search: username?.trim() ? username.trim() : null,
        limit: limit + 1,
        after: cursor ? Number(cursor) : null,
      });
      const page = rows.slice(0, limit);
      return ok({
        list: page.map(rowOut),
        nextCursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
      });
    });

    defineCall(app, 'agentDownlineUpdate', async (request) => {
      const { member: agent } = requireAuth(request);
      const { username, remark, loginBlocked, makeAgent } = request.body;
      const merchant = request.merchant.code;
      const target = await team.direct(merchant, agent.id, username.trim());
      if (!target) throw notDirect();
      if (makeAgent && isAgentCentreType(target.type)) throw new ApiError(409, 'agent.promote.invalid', 'This account is already an agent');
      const now = deps.clock.now();
      const row = await team.change(merchant, agent.id, target.id, {
        ...(remark !== undefined ? { remark: remark?.trim() ? remark.trim() : null } : {}),
        ...(loginBlocked !== undefined ? { loginBlockedAt: loginBlocked ? now : null } : {}),
        ...(makeAgent ? { type: DOWNLINE_AGENT_TYPE } : {}),
      });
      if (!row) throw notDirect();
      // A block ends the member's sessions at once (other processes refuse them on their next call).
      if (loginBlocked) await deps.stores.sessions.revokeAllForMember(target.id, now);
      return ok(rowOut(row));
    });

    defineCall(app, 'agentDownlineCreate', async (request) => {
      const { member: agent } = requireAuth(request);
      const merchant = request.merchant;
      const now = deps.clock.now();
      const username = request.body.username.trim();
      const { password } = request.body;
      // The merchant's own rules for these two fields, as its registration form checks them.
      const settings = await effectiveRegistration(deps, merchant);
      const all = checkRegistration({ username, password, confirmPassword: password, ageConfirmed: true }, settings, 'username', merchant, now);
      const problems = Object.fromEntries(Object.entries(all).filter(([field]) => field === 'username' || field === 'password'));
      if (Object.keys(problems).length > 0) throw new ApiError(400, 'validation.failed', 'Please check the highlighted fields', { fields: problems });
      const created = await deps.stores.members.create({
        merchant: merchant.code, username, passwordHash: await hashPassword(password),
        // The agent chose this password: the member replaces it at the first login.
        passwordIsDefault: true, passwordChangedAt: now, type: 0,
        nickname: null, mobile: null, email: null, payeeName: null, uplineId: agent.id, affiliateCode: null,
        profile: { registerMethod: 'AGENT' }, registeredAt: now,
      });
      if (!('member' in created)) throw new ApiError(409, 'username.exists', 'This username is already taken');
      await deps.stores.ledger.account(merchant.code, 'member', created.member.id, merchant.currency.code);
      const [row] = await team.downline(merchant.code, agent.id, { agents: false, search: null, limit: 1, after: null, only: created.member.id });
      if (!row) throw new Error('agentDownlineCreate: the new member is not in the downline');
      return ok(rowOut(row));
    });

    defineCall(app, 'agentDownlineMessage', async (request) => {
      const { member: agent } = requireAuth(request);
      const { username } = request.body;
      const title = request.body.title.trim();
      const content = request.body.content.trim();
      if (!title || !content) {
        const field = title ? 'content' : 'title';
        throw new ApiError(400, 'validation.failed', 'Please check the highlighted fields', { errors: [{ field, keyword: 'minLength', message: 'must not be blank' }] });
      }
      const merchant = request.merchant.code;
      const target = await team.direct(merchant, agent.id, username.trim());
      if (!target) throw notDirect();
      const now = deps.clock.now();
      // A member on a time-out or self-exclusion gets no marketing, and an agent's message to its
      // downline is that; the agent learns only that the member takes no messages now.
      const member = await deps.stores.members.findById(target.id);
      if (member && activeProtection(member, now)) throw new ApiError(409, 'agent.downline.protected', 'This member is not taking messages at the moment');
      // Plain text: the inbox shows it as text, never as HTML.
      await deps.stores.messages.add({ merchant, memberId: target.id, senderId: agent.id, title, content, createdAt: now });
      return ok({ sent: true as const });
    });

    defineCall(app, 'agentTeamOverview', async (request) => {
      const { member } = requireAuth(request);
      const now = deps.clock.now();
      const range = periodRange(request.query.period, now, merchantUtcOffsetMinutes(request.merchant));
      const figures = await team.figures(request.merchant.code, member.id, { ...range, onlineSince: now - ONLINE_MS });
      return ok({ ...range, ...figures });
    });
  };
}
