// i18next picks a plural form (`key_one`, `key_few`, ...) with Intl.PluralRules for the language
// code it is given. Ours are the platform's codes: Intl reads CN or TW as unknown languages and
// answers with the runtime's default rules (English's one/other in Node, the browser's own in a
// browser), so Chinese asked for a `_one` form it does not have. The rules come from the
// language's BCP 47 tag instead, the same tag the completeness check asks for the forms.
import type { i18n as I18n } from 'i18next';
import { bcp47 } from '../../shared/i18n/languages.ts';

interface PluralResolver {
  getRule(code: string, options?: object): Intl.PluralRules | undefined;
  clearCache?(): void;
}

/** Makes `instance` choose plural forms by each language's BCP 47 tag; call after init, before any text is read. */
export function pluralsByLanguageTag(instance: I18n): I18n {
  const resolver = instance.services.pluralResolver as PluralResolver;
  const byCode = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => byCode(code === 'dev' || code === 'cimode' ? code : bcp47(code), options);
  resolver.clearCache?.();
  return instance;
}
