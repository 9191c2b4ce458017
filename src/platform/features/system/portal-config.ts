/**
 * The merchant config as the portal receives it: the merchant file with the registration settings
 * the server's settings override (they change at run time, through the desk or /dev). One function,
 * so GET /wps/portal/config and the config inlined into the served page can never differ.
 */
import type { MerchantConfig } from '../../../generated/merchant.ts';
import type { RouteDeps } from '../../context.ts';
import type { Merchant } from '../../merchants.ts';
import { effectiveRegistration, registrationValue } from '../sessions/index.ts';

export async function portalConfigValue(deps: RouteDeps, merchant: Merchant): Promise<MerchantConfig> {
  return { ...merchant.config, registration: registrationValue(await effectiveRegistration(deps, merchant)) };
}
