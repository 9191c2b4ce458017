// A merchant's settings for one form (forms.<call> in merchants/<code>/merchant.json): its UI
// schema and whether money forms ask for a confirmation first (they do unless switched off).
import { useMemo } from 'react';
import type { FormSettings, MerchantConfig } from '../../generated/merchant.ts';
import { useConfig } from '../app/config-context.tsx';

export type { FormSettings };

export function formSettings(config: Pick<MerchantConfig, 'forms'>, call: string): FormSettings {
  return config.forms?.[call] ?? {};
}

export function useFormSettings(call: string): FormSettings & { confirm: boolean } {
  const settings = formSettings(useConfig(), call);
  // The same object while the config is, so the built form is not rebuilt on every render.
  return useMemo(() => ({ ...settings, confirm: settings.confirm !== false }), [settings]);
}

/**
 * The value a merchant fixed for a field the form fills itself (a hidden field with a default):
 * a form shown once per value (a deposit limit per period, a break per kind) then shows only that one.
 */
export function fixedValue(settings: FormSettings, field: string): string | null {
  const own = settings.fields?.[field];
  return own?.hidden && own.default !== undefined ? String(own.default) : null;
}
