// The merchant config, loaded at run time from the platform (chosen by host), so an operator's
// change shows without a code change. Typed by the generated MerchantConfig.
import type { MerchantConfig } from '../../generated/merchant.ts';
import { PORTAL_BOOT_ID, type PortalBoot } from '../../shared/portal-boot.ts';

export type PortalConfig = MerchantConfig;

export class ConfigUnavailableError extends Error {
  override name = 'ConfigUnavailableError';
  constructor(message: string, readonly status: number, readonly errorCode: string | null) {
    super(message);
  }
}

/**
 * The boot data the platform wrote into the page (shared/portal-boot.ts), or null: a page served
 * without it (Vite's dev server, an older platform) starts with the calls instead.
 */
export function readPortalBoot(doc: Document = document): PortalBoot | null {
  const text = doc.getElementById(PORTAL_BOOT_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as Partial<PortalBoot> | null;
    return boot?.config?.identity && typeof boot.language === 'string' && boot.texts ? (boot as PortalBoot) : null;
  } catch {
    return null;
  }
}

export async function fetchPortalConfig(fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  const response = await fetchImpl('/wps/portal/config', {
    headers: { Accept: 'application/json', Device: 'web', 'X-Gateway-Version': '3' },
  });
  const body = (await response.json().catch(() => null)) as
    | { success?: boolean; value?: unknown; message?: string | null; errorCode?: string | null }
    | null;
  if (!response.ok || !body || !body.success || !body.value) {
    throw new ConfigUnavailableError(body?.message ?? `HTTP ${response.status}`, response.status, body?.errorCode ?? null);
  }
  return body.value as PortalConfig;
}

/**
 * The merchant's own texts for `language` (merchants/<code>/texts/<LANG>.json on the platform),
 * laid over the shipped locale. Without them the shipped texts still work, so a failure is empty.
 */
export async function fetchMerchantTexts(language: string, fetchImpl: typeof fetch = fetch): Promise<Record<string, string>> {
  try {
    const response = await fetchImpl(`/wps/portal/texts?language=${encodeURIComponent(language)}`, {
      headers: { Accept: 'application/json', Device: 'web', 'X-Gateway-Version': '3', Language: language },
    });
    const body = (await response.json().catch(() => null)) as { success?: boolean; value?: { texts?: unknown } } | null;
    const texts = body?.success ? body.value?.texts : null;
    if (!texts || typeof texts !== 'object') return {};
    return Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
