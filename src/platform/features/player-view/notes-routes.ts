/**
 * Desk notes on a member (support and admin): read newest first, and added as a desk action,
 * audited (player.note) with the note as its after-state and idempotent by its key. Another
 * merchant's member is not found; a note of spaces only is refused like an empty one.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { deskAction, pageOf, requireOperator } from '../desk/index.ts';

const notFound = (): ApiError => new ApiError(404, 'desk.member.notFound', 'No such member');

export function createPlayerNotesRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  const memberOf = async (merchant: string, id: number) => {
    const member = await stores.members.findById(id);
    if (!member || member.merchant !== merchant) throw notFound();
    return member;
  };
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskPlayerNotes', async (request) => {
      const operator = requireOperator(request);
      const paging = pageOf(request.query);
      const member = await memberOf(operator.merchant, Number(request.query.id));
      const { items, total } = await stores.playerNotes.list(operator.merchant, member.id, { offset: paging.offset, limit: paging.pageSize });
      return ok({ items, total, page: paging.page, pageSize: paging.pageSize });
    });

    defineCall(app, 'deskPlayerNoteAdd', async (request) => {
      const operator = requireOperator(request);
      const { memberId, idempotencyKey } = request.body;
      const text = request.body.text.trim();
      if (!text) throw new ApiError(400, 'validation.failed', 'Write the note', { errors: [{ field: 'text', keyword: 'minLength', message: 'must not be blank' }] });
      const member = await memberOf(operator.merchant, memberId);
      const { result, replayed } = await deskAction(deps, request, { action: 'player.note', target: `member:${member.id}`, idempotencyKey }, async (tx) => {
        const note = await stores.playerNotes.add(tx, { merchant: operator.merchant, memberId: member.id, text, author: operator.username, at: clock.now() });
        return { before: null, after: { member: member.username, note: note.text }, result: { id: note.id } };
      });
      return ok({ ...result, replayed });
    });
  };
}
