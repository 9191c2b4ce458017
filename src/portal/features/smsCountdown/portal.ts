// The portal's answer to a refused SMS-code request: the error's message in the member's language
// in a warning dialog with the submit button (spec section 8).
import i18next from 'i18next';
import type { FlowError } from '../../../../flows/types.ts';
import { errorText } from '../../i18n/error-text.ts';
import { showNotice } from '../../state/store.ts';

export function showSmsError(error: FlowError | null): void {
  showNotice(errorText(i18next.t, error), 'in_increase_submit');
}
