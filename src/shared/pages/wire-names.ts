// The platform's and the peers' legacy names, mapped once at the boundary (URLs, the merchant
// menu's page keys, the lottery call's parameter), so code inside uses plain names only.

/** Member-centre page names in URLs (/member?page=...) and in navigation.memberMenu → page ids. */
const PAGE_FROM_WIRE: Readonly<Record<string, string>> = {
  personalHistoryCopy: 'betRecords',
  messageV2: 'messages',
  depositv2: 'deposit',
};

const PAGE_TO_WIRE: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(PAGE_FROM_WIRE).map(([wire, plain]) => [plain, wire]));

/** The page id a wire page name stands for (a plain name stands for itself). */
export function pageIdFromWire(name: string): string {
  return PAGE_FROM_WIRE[name] ?? name;
}

/** The name a page id has on the wire (in a URL the peers' portals share). */
export function wirePageName(id: string): string {
  return PAGE_TO_WIRE[id] ?? id;
}

/** The address of a member-centre page, by its plain id (the URL carries the wire name). */
export function memberPageHref(id: string): string {
  return `/member?page=${wirePageName(id)}`;
}
