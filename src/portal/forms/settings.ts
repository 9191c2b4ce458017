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
