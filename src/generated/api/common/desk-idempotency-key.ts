/* Generated from schemas/api/common/desk-idempotency-key.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * One key per confirmed desk action (the desk makes it when the confirmation opens and sends it again on a retry): the same key does the action once.
 */
export type DeskIdempotencyKey = string;
