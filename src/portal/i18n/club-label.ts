// The member's club label (header and member centre) in the portal's language (club.* in every
// locale file).
import type { TFunction } from 'i18next';

/**
 * The platform's club label ("Regular", "Trial") translated where the portal knows it; a label a
 * platform invents is its own data and shows as sent.
 */
export function clubLabelText(label: { labelName: string; rankLevel: number }, t: TFunction, withLevel: boolean): string {
  const name = t(`club.${label.labelName}`, { defaultValue: label.labelName });
  return withLevel ? `${name} · ${t('club.vip', { level: label.rankLevel })}` : name;
}
