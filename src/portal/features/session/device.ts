// loginDeviceId (PROTOCOL.md): a browser fingerprint, derived from stable browser facts so it
// needs no extra storage. Worked out once per page: the facts do not change while it is open
// (a phone turned sideways must not become another device), and the time zone's formatter is a
// costly first call on a slow phone, which the login dialog would otherwise pay on every render.
let known: string | undefined;

export function loginDeviceId(): string {
  return (known ??= fingerprint());
}

interface TemporalNow {
  Now?: { timeZoneId?: () => string };
}

/**
 * The system's time zone as a date formatter resolves it. A page's first date formatter loads
 * the locale's calendar data, a long task on a phone (on a server-rendered /login, in the middle
 * of hydrating); Temporal names the same zone without one. The two differ only where Temporal
 * says "UTC" (a system zone of "GMT" is "+00:00" to the formatter), so that answer is checked
 * with the formatter: a member's device id must not change with the browser's version.
 */
function timeZone(): string {
  const zone = (globalThis as { Temporal?: TemporalNow }).Temporal?.Now?.timeZoneId?.();
  return zone && zone !== 'UTC' ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function fingerprint(): string {
  const facts = [
    navigator.userAgent,
    navigator.language,
    String(screen.width),
    String(screen.height),
    String(screen.colorDepth),
    timeZone(),
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
