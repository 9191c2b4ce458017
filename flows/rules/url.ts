/** Customer-service config helpers (spec 4, PROTOCOL.md "Customer-service path"). */

export interface CsPathEntry {
  type: number | string;
  path: string;
}

/** The encrypted path of the first entry of type 3 (the chat), or null. */
export function firstChatPath(config: unknown): string | null {
  const record = (config ?? {}) as { version?: { pathList?: unknown }; pathList?: unknown };
  const list = record.version?.pathList ?? record.pathList;
  if (!Array.isArray(list)) return null;
  const entry = (list as CsPathEntry[]).find((e) => Number(e?.type) === 3 && typeof e.path === 'string' && e.path !== '');
  return entry ? entry.path : null;
}

/** True for an absolute http(s) URL (anything else: "Invalid URL, please contact customer service"). */
export function isHttpUrl(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
