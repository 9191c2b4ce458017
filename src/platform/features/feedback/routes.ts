/** The member's feedback: send one (POST/PUT /wps/feedback) and read one's own, with the desk's replies. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { FeedbackItem } from '../../../generated/api/common/feedback-item.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { feedbackSettings, submitFeedback } from './service.ts';
import type { FeedbackRecord } from './store.ts';

export const feedbackItem = (f: FeedbackRecord): FeedbackItem => ({
  id: f.id, type: f.type, content: f.content, hasImage: f.hasImage, createdAt: f.createdAt, reply: f.reply, repliedAt: f.repliedAt,
});

export function createFeedbackRoutes(deps: RouteDeps) {
  const { stores } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'feedbackSubmit', async (request) => {
      const { member } = requireAuth(request);
      return ok(feedbackItem(await submitFeedback(deps, request, member, request.body)));
    });

    defineCall(app, 'feedbackList', async (request) => {
      const { member } = requireAuth(request);
      const settings = feedbackSettings(request.merchant);
      const page = Number(request.query.page ?? '1');
      const pageSize = Number(request.query.pageSize ?? '10');
      const { items, total } = await stores.feedback.listForMember(member.id, { offset: (page - 1) * pageSize, limit: pageSize });
      return ok({ items: items.map(feedbackItem), total, page, pageSize, settings });
    });
  };
}
