/** What the rest of the platform may use from the desk feature; its other files are its own. */
export { createDeskAuditStore } from './audit-store.ts';
export type { DeskAuditStore } from './audit-store.ts';
export { deskAction } from './audit.ts';
export { authenticateOperator, requireOperator } from './auth.ts';
export type { OperatorContext } from './auth.ts';
export { createDeskOperatorsStore } from './operators-store.ts';
export type { DeskOperatorsStore } from './operators-store.ts';
export { createDeskRoutes, pageOf } from './routes.ts';
