/**
 * The desk's feedback queue (support and admin): the list, the attached image, and the reply, a
 * desk action: audited with the row before and after, idempotent by its key, once per feedback.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { deskAction } from '../desk/index.ts';
import { requireOperator } from '../desk/index.ts';
import type { FeedbackRecord } from './store.ts';
import { pageOf } from '../desk/index.ts';

const notFound = (): ApiError => new ApiError(404, 'not_found', 'No such feedback');
const snapshot = (f: FeedbackRecord) => ({ id: f.id, member: f.account, type: f.type, reply: f.reply, repliedBy: f.repliedBy });

export function createDeskFeedbackRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskFeedback', async (request) => {
      const operator = requireOperator(request);
      const paging = pageOf(request.query);
      const answered = request.query.answered === undefined ? null : request.query.answered === 'yes';
      const { items, total } = await stores.feedback.listForDesk(operator.merchant, answered, { offset: paging.offset, limit: paging.pageSize });
      return ok({
        items: items.map((f) => ({
          id: f.id, member: f.account, type: f.type, content: f.content, hasImage: f.hasImage, createdAt: f.createdAt,
          reply: f.reply, repliedBy: f.repliedBy, repliedAt: f.repliedAt,
        })),
        total, page: paging.page, pageSize: paging.pageSize,
      });
    });

    defineCall(app, 'deskFeedbackImage', async (request) => {
      const operator = requireOperator(request);
      const image = await stores.feedback.image(operator.merchant, Number(request.query.id));
      if (!image) throw notFound();
      return ok({ dataUrl: `data:${image.mime};base64,${image.bytes.toString('base64')}` });
    });

    defineCall(app, 'deskFeedbackReply', async (request) => {
      const operator = requireOperator(request);
      const { id, reply, idempotencyKey } = request.body;
      const text = reply.trim();
      if (!text) throw new ApiError(400, 'desk.action.refused', 'The reply is empty');
      const { result, replayed } = await deskAction(deps, request, { action: 'feedback.reply', target: `feedback:${id}`, idempotencyKey }, async (tx) => {
        const before = await stores.feedback.find(operator.merchant, id, tx);
        if (!before) throw notFound();
        const after = await stores.feedback.reply(tx, operator.merchant, id, text, operator.username, clock.now());
        if (!after) throw new ApiError(409, 'desk.state.changed', 'This feedback was already answered');
        // The reply itself is the message's remark (cut to the notice's 500 characters; the
        // feedback page shows it whole). Told in the reply's transaction, so only once.
        await deps.notifier?.notifyMember({
          merchant: operator.merchant, memberId: after.memberId, tx, event: 'feedback.replied',
          params: { amountMinor: 0, requestedAt: after.createdAt, orderNo: `F${after.id}`, remark: text },
        });
        return { before: snapshot(before), after: snapshot(after), result: { id, replied: true } };
      });
      return ok({ ...result, replayed });
    });
  };
}
