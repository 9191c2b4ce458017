// The portal's answer to a refused SMS-code request: the server's message in a warning dialog
// with the submit button (spec section 8).
import i18next from 'i18next';
import { showNotice } from '../../state/store.ts';

export function showSmsError(message: string | null): void {
  showNotice(message ?? i18next.t('error.unknown'), 'in_increase_submit');
}
