// The games plugin: catalogue relay calls, member calls (favourites, recent, launch), the demo
// game provider and the development helper that sets a vendor's maintenance window.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../shared/envelope.ts';
import { VENDOR_ON_WIRE, requestedVendor, vendorToWire } from '../../shared/games/wire-names.ts';
import { createCatalogues, defaultLaunchHosts, type GameRoutesDeps } from './context.ts';
import { registerCatalogueRoutes, type RouteKit } from './catalogue-routes.ts';
import { registerMemberRoutes } from './member-routes.ts';
import { registerDemoProvider } from './demo-provider.ts';
import { createSqlGameStore } from './store.ts';
import { createLedgerWallet } from './wallet.ts';
import { defineCall } from '../calls/routes.ts';

export type { GameRoutesDeps } from './context.ts';
export { defaultLaunchHosts } from './context.ts';

export const DEFAULT_CATALOGUE_SEED = 20260101;

export function createGameRoutes(deps: GameRoutesDeps): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
    const store = createSqlGameStore(deps.db);
    const kit: RouteKit = {
      deps,
      store,
      wallet: createLedgerWallet({
        ledger: deps.stores.ledger,
        currency: (code) => deps.merchants.byCode(code)?.currency.code ?? 'USD',
        now: () => deps.clock.now(),
      }),
      secret: deps.secret ?? randomBytes(32).toString('hex'),
      catalogueFor: createCatalogues(deps.clock, deps.seed ?? DEFAULT_CATALOGUE_SEED),
      defaultLaunchHosts,
      tickets: { store, stores: deps.stores, clock: deps.clock, merchants: deps.merchants, ...(deps.policy ? { policy: deps.policy } : {}) },
    };
    registerCatalogueRoutes(app, kit);
    registerMemberRoutes(app, kit);
    registerDemoProvider(app, kit);

    if (deps.devRoutes ?? process.env.DEV_TOOLS === '1') {
      // Tests put a vendor under maintenance (or end it) here.
      defineCall(app, 'devGameMaintenance', async (request, reply) => {
        const b = (request.body ?? {}) as Record<string, unknown>;
        const merchant = request.merchant;
        const vendor = requestedVendor(b);
        if (vendor === null) return reply.code(400).send(fail('game_vendor_unknown', `${VENDOR_ON_WIRE} is required`));
        if (b.clear === true) {
          await store.clearMaintenance(merchant.code, vendor);
          return ok(null);
        }
        const now = deps.clock.now();
        const maintainTime = typeof b.maintainTime === 'number' ? b.maintainTime : now;
        const endTime = typeof b.endTime === 'number' ? b.endTime : now + 3_600_000;
        if (endTime <= maintainTime) return reply.code(400).send(fail('game_maintenance_invalid', 'endTime must be after maintainTime'));
        const window = { vendor, maintainTime, endTime };
        await store.setMaintenance(merchant.code, window);
        return ok(vendorToWire(window));
      });
    }
  };
  // Routes registered at the root: no encapsulation prefix, shared error handling.
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
