/** What the rest of the platform may use from the statements feature: its classification of ledger kinds. */
export { statementCategory, type StatementCategory } from './categories.ts';
