/** What the rest of the platform may use from the history feature; its other files are its own. */
export { HISTORY_SPAN_MS, ID_KEY, encodeCursor, parseCursor, parseListRange, parsePageSize, parseRange } from './query.ts';
export type { HistoryQuery, HistoryRange } from './query.ts';
export { remarkOf } from './remark.ts';
export { BONUS_KINDS, MOVEMENT_KINDS, movementType } from './store.ts';
export type { Movement } from './store.ts';
