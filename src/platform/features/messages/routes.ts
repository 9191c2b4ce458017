/**
 * Site messages: the header's unread count (`CSP_unreadCount`, silent; the trial account gets 0)
 * and the member's inbox of the last 90 days: a page at a time by cursor, mark read, delete, and
 * reply to the upline agent. A batch that names a message that is not the member's (another
 * member's, deleted, unknown) is refused whole with message.not.found and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { TRIAL_TYPE } from '../sessions/index.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { INBOX_DAYS } from './inbox.ts';

const DAY = 24 * 60 * 60 * 1000;
const DEFAULT_PAGE = 10;
const MAX_PAGE = 50;

const notYours = () => new ApiError(404, 'message.not.found', 'This message does not exist or is not yours');

export function createMessageRoutes(deps: RouteDeps) {
  const since = () => deps.clock.now() - INBOX_DAYS * DAY;
  const store = deps.stores.messages;
  return async (app: FastifyInstance) => {
    defineCall(app, 'unreadCount', async (request) => {
      const { member } = requireAuth(request);
      if (member.type === TRIAL_TYPE) return ok({ count: 0 });
      return ok({ count: await store.unreadCount(request.merchant.code, member.id, since()) });
    });

    defineCall(app, 'messageList', async (request) => {
      const { member } = requireAuth(request);
      const { cursor, pageSize } = request.query;
      const size = pageSize === undefined ? DEFAULT_PAGE : Number(pageSize);
      if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) {
        throw new ApiError(400, 'validation.failed', `pageSize: 1 to ${MAX_PAGE}`, { errors: [{ field: 'pageSize', keyword: 'maximum', message: `1 to ${MAX_PAGE}` }] });
      }
      const [createdAt, id] = cursor ? cursor.split('_').map(Number) : [];
      const before = createdAt !== undefined && id !== undefined ? { createdAt, id } : null;
      const merchant = request.merchant.code;
      const page = await store.page(merchant, member.id, { since: since(), before, limit: size });
      return ok({ ...page, list: page.list.map((m) => ({ ...m, params: m.params as never })), unread: await store.unreadCount(merchant, member.id, since()) });
    });

    defineCall(app, 'messageRead', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant.code;
      const now = deps.clock.now();
      const { ids } = request.body;
      let changed: number;
      if (ids) {
        if ((await store.countOwn(merchant, member.id, ids)) !== ids.length) throw notYours();
        changed = await store.markReadIds(merchant, member.id, ids, now);
      } else {
        changed = await store.markRead(merchant, member.id, now);
      }
      return ok({ changed, unread: await store.unreadCount(merchant, member.id, since()) });
    });

    defineCall(app, 'messageDelete', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant.code;
      const { ids } = request.body;
      if ((await store.countOwn(merchant, member.id, ids)) !== ids.length) throw notYours();
      const changed = await store.deleteIds(merchant, member.id, ids, deps.clock.now());
      return ok({ changed, unread: await store.unreadCount(merchant, member.id, since()) });
    });

    defineCall(app, 'messageReply', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant.code;
      const { id, content } = request.body;
      const text = content.trim();
      if (!text) throw new ApiError(400, 'message.content.empty', 'Please write a reply', { errors: [{ field: 'content', keyword: 'minLength', message: 'empty' }] });
      const original = await store.findOwn(merchant, member.id, id);
      if (!original) throw notYours();
      // The site's own messages (events, notices) have nobody to read a reply; a person's message
      // is answered to that person, who must still be this member's upline agent or direct downline.
      if (!original.sender) throw new ApiError(400, 'message.reply.site', 'Site messages take no reply; contact customer service instead');
      const sender = await deps.stores.members.findByUsername(merchant, original.sender);
      const related = sender && (sender.id === member.uplineId || sender.uplineId === member.id);
      if (!sender || !related) throw new ApiError(400, 'message.reply.noUpline', 'The writer of this message is no longer in your team');
      const replyId = await store.add({
        merchant, memberId: sender.id, senderId: member.id, replyTo: original.id,
        title: `Re: ${original.title}`.slice(0, 200), content: text, createdAt: deps.clock.now(),
      });
      return ok({ id: replyId ?? 0 });
    });
  };
}
