// loginDeviceId (PROTOCOL.md): a browser fingerprint, derived from stable browser facts so it
// needs no extra storage. Worked out once per page: the facts do not change while it is open
// (a phone turned sideways must not become another device), and the time zone's formatter is a
// costly first call on a slow phone, which the login dialog would otherwise pay on every render.
let known: string | undefined;

export function loginDeviceId(): string {
  return (known ??= fingerprint());
}

/**
 * Self-contained (browser globals only), so a browser test can run it in a page to know the id
 * ahead. The time zone comes from Temporal where it can: a page's first date formatter loads the
 * locale's calendar data, a long task on a phone (on a server-rendered /login, in the middle of
 * hydrating). The two differ only where Temporal says "UTC" (a system zone of "GMT" is "+00:00"
 * to the formatter), so that answer is checked: a member's device id must not change with the
 * browser's version. A date's own text settles it at no cost where it names Coordinated Universal
 * Time (an English browser in UTC; "GMT" says Greenwich Mean Time, other languages their own
 * words); the formatter answers the rest. Without that, a phone set to UTC would build a formatter
 * on the sign-in dialog's first render.
 */
export function fingerprint(): string {
  const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
  const zone = temporal?.Now?.timeZoneId?.();
  const settled = zone && (zone !== 'UTC' || String(new Date(0)).includes('(Coordinated Universal Time)'));
  const timeZone = settled ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
  const facts = [
    navigator.userAgent,
    navigator.language,
    String(screen.width),
    String(screen.height),
    String(screen.colorDepth),
    timeZone,
    String(navigator.hardwareConcurrency ?? ''),
  ].join('|');
  // FNV-1a, two rounds with different seeds for 64 bits of spread.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < facts.length; i++) {
    const c = facts.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 + 2) >>> 0;
  }
  return `web-${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}
