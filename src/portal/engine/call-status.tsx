// A list and its totals are blocks of one page that read the same call with the same request:
// whichever comes first on the page says its loading line or its refusal (status-once.tsx), so a
// page says it once whether it has both blocks or a merchant hid one of them.
import { useTranslation } from 'react-i18next';
import { PlatformError } from '../../shared/api/index.ts';
import { errorText } from '../i18n/error-text.ts';
import { useStatusOnce } from './status-once.tsx';

/** Whether this block says the loading line or refusal of `call` with `request` while it has no answer. */
export function useSaysCallStatus(call: string, request: unknown, answer: { data?: unknown }): boolean {
  return useStatusOnce(`${call} ${JSON.stringify(request ?? null)}`, !answer.data);
}

/** A call's refusal in the portal's language. */
export function CallError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <p className="field-error" role="alert">{errorText(t, error instanceof PlatformError ? error : null)}</p>;
}
