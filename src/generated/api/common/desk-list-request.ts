/* Generated from schemas/api/common/desk-list-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * Paging of a desk queue's list call (query strings): page from 1, pageSize 1 to 100 (default 20). A list call names these next to its filters.
 */
export interface DeskListPaging {
  [k: string]: unknown | undefined;
}
