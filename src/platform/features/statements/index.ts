/** What the rest of the platform may use from the statements feature: its classification of ledger kinds and the round a game's posting belongs to. */
export { roundOfKey, statementCategory, type StatementCategory } from './categories.ts';
