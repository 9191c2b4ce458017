// Which texts the first screen needs. A guest's first visit downloads only these keys of the
// locale file; the rest (forms, member centre, error messages, ...) arrive with the first lazy
// part, the first tap or key press, or the first missing key (src/portal/i18n/i18n.ts). A key
// family not named here is "the rest": a new feature's texts never weigh on the first visit.
export const FIRST_PAINT_PREFIXES = [
  'nav.', 'header.', 'home.', 'footer.', 'game.', 'common.', 'section.', 'announcement.',
  'download.', 'channel.', 'club.', 'lottery.', 'side.', 'page.', 'contact.', 'dialog.', 'help.',
  // The phone's bottom tab bar (shell/TabBar.tsx) is on the first screen.
  'tabs.',
] as const;

/** Single keys outside those families that the shell shows: its sign-in buttons, the game tiles, the spec's notices. */
const FIRST_PAINT_KEYS = new Set([
  'auth.login', 'auth.logout', 'auth.register', 'auth.freePlay', 'games.play', 'games.favourite',
  'in_need_true_account', 'in_increase_submit', 'in_been_out',
  // The errors a page shows without the rest: a part that failed or timed out (the network may be
  // gone), and the notices the shell words at once in a handler or a guard (too many requests,
  // customer service's popup, a member or agent page) or as a fallback.
  'error.pageLoadTimeout.title', 'error.pageLoadTimeout.body', 'error.chunkFailed.title', 'error.tooManyRequests',
  'error.unknown', 'error.notLoggedIn', 'error.nonAgent', 'error.invalidUrl', 'error.popupBlocked',
]);

/**
 * The sign-in dialog's own families. They come with the dialog's chunk, not with the rest: on a
 * merchant whose first screen is the login (cnstar), the whole rest came with it and grew with
 * every feature's texts (13 KB gzipped in a month).
 */
export const SIGN_IN_PREFIXES = ['auth.', 'field.', 'sms.'] as const;

/** The sign-in family's form errors (login, forgotten and changed password): with the dialog too. */
const SIGN_IN_KEYS = new Set([
  'error.enterUsernamePassword', 'error.enterCaptcha', 'error.enterValidMobile', 'error.enterValidCode',
  'error.inputEmpty', 'error.confirmMismatch', 'error.functionNotEnabled',
]);

/** A plural form (`key_one`, `key_few`, ...) travels with its key. */
const singular = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

export function isFirstPaintKey(key: string): boolean {
  return FIRST_PAINT_KEYS.has(singular(key)) || FIRST_PAINT_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** `first` for the first screen, `signIn` for the sign-in dialog, `rest` for everything else. */
export type TextsPart = 'first' | 'signIn' | 'rest';
export const TEXTS_PARTS: readonly TextsPart[] = ['first', 'signIn', 'rest'];

export function textsPartOf(key: string): TextsPart {
  if (isFirstPaintKey(key)) return 'first';
  return SIGN_IN_KEYS.has(singular(key)) || SIGN_IN_PREFIXES.some((prefix) => key.startsWith(prefix)) ? 'signIn' : 'rest';
}

/** The strings of a locale that belong to `part`. */
export function textsPart(strings: Record<string, string>, part: TextsPart): Record<string, string> {
  return Object.fromEntries(Object.entries(strings).filter(([key]) => textsPartOf(key) === part));
}
