/**
 * Announcements (MCSFE_getListAnnouncements): the live notices of the host's merchant in the
 * request's language, grouped as the portal reads them: those published at run time (newest
 * first), then those of the merchant's content files (banners, marquee and popup notices,
 * promotions). Development servers publish through `POST /dev/announcements`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { AnnouncementsRequest as AnnouncementsQuery } from '../../../generated/api/announcements.ts';
import type { RouteDeps } from '../../context.ts';
import { ANNOUNCEMENT_KINDS, type AnnouncementKind } from './store.ts';
import { defineCall } from '../../calls/routes.ts';
import { announcementLists } from './service.ts';

const CODES: Record<string, AnnouncementKind> = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' };

function languageOf(request: FastifyRequest, query: AnnouncementsQuery): string {
  const header = request.headers.language;
  const wanted = query.language ?? (typeof header === 'string' ? header : undefined);
  return wanted && request.merchant.languages.supported.includes(wanted) ? wanted : request.merchant.languages.default;
}

export function createNoticeRoutes(deps: RouteDeps) {
  return async (app: FastifyInstance) => {
    defineCall(app, 'announcements', async (request) => {
      const query = request.query;
      const kinds = query.types ? [...new Set(query.types.split(',').map((code) => CODES[code]!))] : [...ANNOUNCEMENT_KINDS];
      return ok(await announcementLists(deps, request.merchant, languageOf(request, query), kinds));
    });

    if (!deps.devEndpoints) return;
    defineCall(app, 'devAnnouncement', async (request) => {
      const body = request.body;
      const id = await deps.stores.announcements.add(request.merchant.code, {
        kind: body.kind,
        language: body.language ?? null,
        title: body.title,
        content: body.content,
        startsAt: body.startsAt ?? deps.clock.now(),
        endsAt: body.endsAt ?? null,
      });
      return ok({ id });
    });
  };
}
